/*
 * post.h: how much one player may post in total, beside the limits of one
 * mailbox and one board: letters waiting unread in all mailboxes
 * (mail_unread), letters a day (mail_per_day), notes a day on all boards
 * (notes_per_day). Counted in the store, so a logout forgets nothing.
 */
#ifndef MUD_POST_H
#define MUD_POST_H

/* The span of a "day" these count in, in seconds. */
#define POST_DAY	86400

/* May author send a letter now? 0, or -1 and *why (to free). */
int	post_may_mail(const char *author, char **why);
/* May author write a note now? 0, or -1 and *why (to free). */
int	post_may_note(const char *author, char **why);

struct character;
/* A player entered the game: tell it of the letters it has not read. */
void	post_mail_login(struct character *);

#endif
