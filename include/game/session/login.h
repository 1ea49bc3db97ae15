/* login.h: the dialogue from a new connection to a character in the game. */
#ifndef MUD_LOGIN_H
#define MUD_LOGIN_H

#include <stddef.h>

struct session;

/* Logins that failed since the start, for the metrics. */
struct login_stats {
	unsigned long long	wrong_password;	/* each wrong password */
	unsigned long long	locked_out;	/* refused: the address's lockout */
};
extern struct login_stats	login_stats;

/* Greet a new connection and ask for a name. */
void	login_greet(struct session *);
/* Log it if the message of the day is set but cannot be read. */
void	login_motd_check(void);
/* Start 'delete' in play: the password confirms it. */
void	login_delete_start(struct session *);
/* The message of the day (server.motd) in buf, sanitized: its length. */
size_t	login_motd_read(char *buf, size_t size);
/* Handle a line typed in one of the login states. */
void	login_input(struct session *, char *line);
/* Handle a line typed during the in-game password change. */
void	login_password_input(struct session *, char *line);
/* The pause after a wrong password is over: ask again. */
void	login_pause_end(struct session *);
/* Start the in-game password change. */
void	login_password_start(struct session *);

struct character;
/*
 * Start the dialogue again from the name (a reboot): a password check
 * or pause under way is forgotten, what the dialogue held is wiped, the
 * player's typing is shown again, why is said, and the name is asked.
 */
void	login_restart(struct session *, const char *why);
/*
 * Forget the password check or hash under way, if any. A login's password
 * check that the client walks away from (counted is 1: it closed) counts
 * as a wrong password from its address, as it would have if it had waited
 * for a wrong answer.
 */
void	login_cancel(struct session *, int counted);
/*
 * The character named name comes back after a reboot: loaded from the
 * store as a login loads it, with what it carries and its affects, and
 * put in its room with its events started, quietly (nobody is told it
 * came). On s's connection, which must be playing, or link-dead if s is
 * NULL. NULL and *cause if it cannot be loaded or is in the game already.
 */
struct character *login_resume(struct session *, const char *name,
	    char **cause);

#endif
