/*
 * group.c: following and groups (group.h). A master keeps its followers
 * in a list; membership of the group is a mark on the follower, so a
 * group is its leader and the marked followers of it, one level deep.
 */
#include <stddef.h>
#include <sys/queue.h>

#include "act.h"
#include "character.h"
#include "group.h"

struct character *
group_leader(const struct character *ch)
{
	if (ch->grouped && ch->master != NULL)
		return (ch->master);
	return ((struct character *)ch);
}

int
group_same(const struct character *a, const struct character *b)
{
	if (a == b)
		return (1);
	if (!a->grouped || !b->grouped)
		return (0);
	return (group_leader(a) == group_leader(b));
}

int
group_would_loop(const struct character *ch, const struct character *master)
{
	const struct character	*p;
	int			 n = 0;

	for (p = master; p != NULL && n < 1000; p = p->master, n++) {
		if (p == ch)
			return (1);
	}
	return (0);
}

static int
group_nfollowers(const struct character *ch)
{
	const struct character	*p;
	int			 n = 0;

	TAILQ_FOREACH(p, &ch->followers, follow_entry)
		n++;
	return (n);
}

/* A leader with no member left is in no group. */
static void
group_check_leader(struct character *leader)
{
	const struct character	*p;

	TAILQ_FOREACH(p, &leader->followers, follow_entry) {
		if (p->grouped)
			return;
	}
	leader->grouped = 0;
}

int
group_follow(struct character *ch, struct character *master)
{
	if (group_nfollowers(master) >= GROUP_FOLLOWERS_MAX)
		return (-1);
	if (ch->master != NULL)
		group_unfollow(ch);
	ch->master = master;
	TAILQ_INSERT_TAIL(&master->followers, ch, follow_entry);
	return (0);
}

void
group_unfollow(struct character *ch)
{
	struct character	*master = ch->master;

	if (master == NULL)
		return;
	TAILQ_REMOVE(&master->followers, ch, follow_entry);
	ch->master = NULL;
	if (ch->grouped) {
		ch->grouped = 0;
		group_check_leader(master);
	}
	char_printf(master, "%s stops following you.\n", char_name_cap(ch));
	char_printf(ch, "You stop following %s.\n", char_name(master));
}

void
group_release(struct character *ch)
{
	struct character	*p;

	group_unfollow(ch);
	while ((p = TAILQ_FIRST(&ch->followers)) != NULL)
		group_unfollow(p);
	ch->grouped = 0;
}

void
group_add(struct character *leader, struct character *member)
{
	if (member == leader)
		return;
	member->grouped = 1;
	leader->grouped = 1;
}

void
group_remove(struct character *leader, struct character *member)
{
	member->grouped = 0;
	group_check_leader(leader);
}

int
group_here(struct character *ch, struct character **out, int max)
{
	struct character	*leader = group_leader(ch), *p;
	int			 n = 0;

	if (!ch->grouped) {
		if (max > 0)
			out[n++] = ch;
		return (n);
	}
	if (leader->room == ch->room && n < max)
		out[n++] = leader;
	TAILQ_FOREACH(p, &leader->followers, follow_entry) {
		if (p->grouped && p->room == ch->room && n < max)
			out[n++] = p;
	}
	return (n);
}

/*
 * Share amount of ch's gold with the members of its group here, evenly;
 * ch keeps what does not divide. 0, or -1 if there was nobody to share
 * with (ch is told).
 */
int
group_split_gold(struct character *ch, long long amount)
{
	struct character	*m[GROUP_FOLLOWERS_MAX + 1];
	long long		 share, extra;
	int			 n, i;

	n = group_here(ch, m, GROUP_FOLLOWERS_MAX + 1);
	if (n < 2) {
		char_printf(ch, "There is nobody of your group here to share "
		    "it with.\n");
		return (-1);
	}
	share = amount / n;
	extra = amount - share * (n - 1);
	if (share == 0) {
		char_printf(ch, "Don't even bother, cheapskate.\n");
		return (-1);
	}
	ch->pd.gold -= amount - extra;
	char_printf(ch, "You split %lld gold coins; your share is %lld.\n",
	    amount, extra);
	for (i = 0; i < n; i++) {
		if (m[i] == ch)
			continue;
		m[i]->pd.gold += share;
		char_printf(m[i], "%s splits %lld gold coins; your share is "
		    "%lld.\n", char_name_cap(ch), amount, share);
	}
	return (0);
}

const char *
group_follow_refused(const struct character *ch,
    const struct character *master)
{
	if (ch->mob == NULL && master->mob == NULL &&
	    (master->pd.prefs & PREF_NOFOLLOW))
		return ("They would rather walk alone just now.");
	return (NULL);
}

void
group_nofollow(struct character *ch)
{
	struct character	*p, *next;

	ch->pd.prefs ^= PREF_NOFOLLOW;
	if (!(ch->pd.prefs & PREF_NOFOLLOW)) {
		char_printf(ch, "Others may follow you again.\n");
		return;
	}
	char_printf(ch, "You no longer let anyone follow you.\n");
	for (p = TAILQ_FIRST(&ch->followers); p != NULL; p = next) {
		next = TAILQ_NEXT(p, follow_entry);
		if (p->mob == NULL)
			group_unfollow(p);
	}
}

void
group_nosummon(struct character *ch)
{
	ch->pd.prefs ^= PREF_NOSUMMON;
	if (ch->pd.prefs & PREF_NOSUMMON)
		char_printf(ch, "No spell of another player may summon you "
		    "now.\n");
	else
		char_printf(ch, "Other players may summon you again.\n");
}

int
group_summonable(const struct character *caster,
    const struct character *victim)
{
	if (victim->mob != NULL || caster == victim)
		return (1);
	return (!(victim->pd.prefs & PREF_NOSUMMON));
}
