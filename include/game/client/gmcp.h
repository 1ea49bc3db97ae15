/*
 * gmcp.h: what the game tells MUD clients beside the text: the GMCP
 * messages built from characters and rooms (docs/gmcp.md; the MSSP
 * variables are mssp.h's). net/protocol sends them; this module knows
 * what they say.
 */
#ifndef MUD_GMCP_H
#define MUD_GMCP_H

#include <stddef.h>

struct character;
struct descriptor;
struct json_t;
struct session;

/* Char.Vitals, only when a value changed since the last one sent. */
void	gmcp_vitals(struct character *);
/* Char.Status: who the character is (sent now). */
void	gmcp_status(struct character *);
/* Room.Info: where the character is. */
void	gmcp_room(struct character *);
/*
 * Comm.Channel and Comm.Channel.Text: something said on a channel. said
 * is what was said, as typed; line the whole line as the character was
 * shown it, in colour markup ("You say '{y...{x'\n").
 */
void	gmcp_channel(struct character *, const char *channel,
	    const char *talker, const char *said, const char *line);
/*
 * Comm.Channel.Start before a line on a channel is shown ("say", "tell
 * Bobb"); gmcp_channel ends it (Comm.Channel.End), as IRE brackets it.
 */
void	gmcp_channel_start(struct character *, const char *channel);
/*
 * Everything, in full: at login, on a reconnect from link-dead, after a
 * reboot, when the client changes its packages.
 */
void	gmcp_login(struct character *);
/* The end of a turn: what changed (vitals, status, items, players...). */
void	gmcp_turn(struct character *);
/* The client changed its packages: send it what it now wants. */
void	gmcp_changed(struct descriptor *);
/* A message from the client for the game (Char.Skills.Get...). */
void	gmcp_message(struct descriptor *, const char *name, struct json_t *);
/* Forget what a closing connection was told. */
void	gmcp_forget(struct session *);
/*
 * The Mudlet package's version for Client.GUI: a hash of the file at
 * path, "1a2b3c4d"; NULL if there is none.
 */
const char	*gmcp_gui_version(const char *path);
/* A position's name ("standing"). */
const char	*gmcp_position(int);

#endif
