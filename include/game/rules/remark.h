/*
 * remark.h: the typos, bugs and ideas players report for the staff
 * ('typo', 'bug', 'idea'), kept in the store (the remarks table) with
 * who said it, where and when. A player may leave REMARK_PER_DAY of them
 * in a day, of REMARK_MAX bytes each; staff list and remove them.
 */
#ifndef MUD_REMARK_H
#define MUD_REMARK_H

struct character;

enum remark_kind { REMARK_TYPO, REMARK_BUG, REMARK_IDEA, REMARK__COUNT };

#define REMARK_PER_DAY	10
#define REMARK_MAX	400
/* The most a staff listing shows at once. */
#define REMARK_LIST_MAX	50

/* The kind's name: "typo", "bug", "idea". */
const char	*remark_name(enum remark_kind);
/* ch reports text of a kind: 0, or -1 (ch told why). */
int	remark_file(struct character *ch, enum remark_kind, const char *text);
/* Staff: list the remarks of a kind, the oldest first. */
void	remark_list(struct character *ch, enum remark_kind);
/* Staff: remove remark id (ch told). */
void	remark_remove(struct character *ch, long long id);

#endif
