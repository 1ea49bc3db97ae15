/*
 * msdpvars.h: the MSDP variables the game offers (health, room, ...) and
 * the commands a client sends (LIST, REPORT, UNREPORT, RESET, SEND). The
 * codec is net/msdp.c's; docs/msdp-mxp.md lists the variables.
 */
#ifndef MUD_MSDP_VARS_H
#define MUD_MSDP_VARS_H

#include <stddef.h>
#include <stdint.h>

struct character;
struct descriptor;
struct session;

/* A client's MSDP subnegotiation (the descriptor callback). */
void	msdp_vars_in(struct descriptor *, const uint8_t *, size_t);
/* The end of a turn: the reported variables that changed, at once. */
void	msdp_vars_turn(struct session *);
/* The same for a character's connection, if it has one (a heal tick). */
void	msdp_vars_char(struct character *);
/*
 * A game hour passed (the calendar's event): the connections reporting
 * WORLD_TIME get what changed, idle or not; no other is visited.
 */
void	msdp_vars_hour(void);
/* Forget a closing connection's reports. */
void	msdp_vars_forget(struct session *);

#endif
