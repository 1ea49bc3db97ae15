/*
 * switch.h: staff playing a mobile (game/switch.c). 'switch' moves a
 * connection from a staff member's character to a mobile with none; the
 * character stays where it was, without a connection but not link-dead;
 * 'return' moves the connection back. Whatever ends one side first (the
 * mobile killed or purged, the character taken out, the connection
 * closed, a reboot or shutdown) brings the connection back first.
 */
#ifndef MUD_SWITCH_H
#define MUD_SWITCH_H

struct character;
struct cmd_entry;
struct session;

/* Why ch may not switch into mob, or NULL (and then it has). */
const char	*switch_into(struct character *ch, struct character *mob);
/* The staff member playing ch (a mobile), or NULL if none. */
struct character *switch_original(const struct character *ch);
/* Bring s's connection back to its own character; 0, -1 if not switched. */
int		 switch_return(struct session *s);
/* ch leaves the game: a switch it is one side of ends first. */
void		 switch_extracted(struct character *ch);
/* Every switch ends (a reboot or a shutdown). */
void		 switch_return_all(void);
/* Why a switched mobile ch may not run c (its own record), or NULL. */
const char	*switch_refused(const struct character *ch,
		    const struct cmd_entry *c);

#endif
