/* commands.h: the handlers the command table (cmd-table.c) points at. */
#ifndef MUD_COMMANDS_H
#define MUD_COMMANDS_H

struct character;

/* cmd-admin.c */
void	cmd_events(struct character *, char *);
/* cmd-comm.c */
void	cmd_say(struct character *, char *);
void	cmd_who(struct character *, char *);
/* cmd-info.c */
void	cmd_look(struct character *, char *);
void	cmd_help(struct character *, char *);
void	cmd_score(struct character *, char *);
/* cmd-player.c */
void	cmd_save(struct character *, char *);
void	cmd_quit(struct character *, char *);
void	cmd_password(struct character *, char *);
void	cmd_title(struct character *, char *);

#endif
