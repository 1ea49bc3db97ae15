/*
 * replay.h: the tells a player received while away from the keyboard,
 * writing in the editor or without its link, kept to be read back
 * ('replay'). At most REPLAY_MAX of them and REPLAY_BYTES in all: the
 * oldest go first.
 */
#ifndef MUD_REPLAY_H
#define MUD_REPLAY_H

struct character;

#define REPLAY_MAX	20
#define REPLAY_BYTES	4096

/* Keep line (one line, ended by a newline) for ch to read back. */
void	replay_keep(struct character *ch, const char *line);
/* Show ch what was kept, and forget it. */
void	replay_show(struct character *ch);

#endif
