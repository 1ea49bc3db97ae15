/* login.h: the dialogue from a new connection to a character in the game. */
#ifndef MUD_LOGIN_H
#define MUD_LOGIN_H

struct session;

/* Greet a new connection and ask for a name. */
void	login_greet(struct session *);
/* Log it if the message of the day is set but cannot be read. */
void	login_motd_check(void);
/* Handle a line typed in one of the login states. */
void	login_input(struct session *, char *line);
/* Handle a line typed during the in-game password change. */
void	login_password_input(struct session *, char *line);
/* The pause after a wrong password is over: ask again. */
void	login_pause_end(struct session *);
/* Start the in-game password change. */
void	login_password_start(struct session *);

#endif
