/* wire.h: the game's wings wired together at start. */
#ifndef MUD_WIRE_H
#define MUD_WIRE_H

/*
 * Give every hook of the game its listeners: the world's (world_hooks),
 * the rules' (game_hooks: scripts, GMCP and MSDP, the session, the
 * editors), the session's client protocols and the interpreter's
 * scripts. Once at start, before the world boots; tools and tests that
 * play the game do the same.
 */
void	wire_game(void);

#endif
