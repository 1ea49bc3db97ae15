/*
 * gmcp.h: what the game tells MUD clients beside the text: the GMCP
 * messages built from characters and rooms (the MSSP variables are
 * mssp.h's).
 * net/protocol sends them; this module knows what they say.
 */
#ifndef MUD_GMCP_H
#define MUD_GMCP_H

#include <stddef.h>

struct character;
struct descriptor;

/* Char.Vitals, only when a value changed since the last one sent. */
void	gmcp_vitals(struct character *);
/* Char.Status: who the character is. */
void	gmcp_status(struct character *);
/* Room.Info: where the character is. */
void	gmcp_room(struct character *);
/* Comm.Channel: something said on a channel. */
void	gmcp_channel(struct character *, const char *channel,
	    const char *talker, const char *text);
/* The client changed its packages: send it what it now wants. */
void	gmcp_changed(struct descriptor *);

#endif
