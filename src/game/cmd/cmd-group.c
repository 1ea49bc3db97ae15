/*
 * cmd-group.c: following and groups: follow, group, gtell, assist (the
 * rules are in group.c).
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/queue.h>

#include "act.h"
#include "character.h"
#include "class.h"
#include "colour.h"
#include "commands.h"
#include "fight.h"
#include "find.h"
#include "gmcp.h"
#include "group.h"
#include "ignore.h"
#include "text.h"
#include "xmalloc.h"

/* follow <someone> | follow self */
void
cmd_follow(struct character *ch, char *arg)
{
	struct character	*master;
	const char		*why;

	if (*arg == '\0') {
		if (ch->master != NULL)
			char_printf(ch, "You follow %s.\n",
			    char_name(ch->master));
		else
			char_printf(ch, "Follow whom? ('follow self' to stop "
			    "following)\n");
		return;
	}
	if (strcasecmp(arg, "self") == 0 || strcasecmp(arg, "me") == 0 ||
	    (master = find_char_room(ch, arg)) == ch) {
		if (ch->master == NULL)
			char_printf(ch, "You already follow only yourself.\n");
		else
			group_unfollow(ch);
		return;
	}
	if (master == NULL) {
		char_printf(ch, "They aren't here.\n");
		return;
	}
	if (master->mob != NULL) {
		char_printf(ch, "%s won't have you tagging along.\n",
		    char_name_cap(master));
		return;
	}
	if ((why = group_follow_refused(ch, master)) != NULL) {
		char_printf(ch, "%s\n", why);
		return;
	}
	if (ch->master == master) {
		char_printf(ch, "You already follow %s.\n", char_name(master));
		return;
	}
	if (group_would_loop(ch, master)) {
		char_printf(ch, "%s follows you already: you would go round "
		    "in circles.\n", char_name_cap(master));
		return;
	}
	if (group_follow(ch, master) != 0) {
		char_printf(ch, "%s has as many followers as anyone can "
		    "lead.\n", char_name_cap(master));
		return;
	}
	char_printf(ch, "You now follow %s.\n", char_name(master));
	char_printf(master, "%s now follows you.\n", char_name_cap(ch));
}

/* One member's line of the group list. */
static void
cmd_group_line(struct character *ch, const struct character *m)
{
	static const char *const pos[] = { "standing", "resting", "sleeping",
				    "fighting", "stunned", "dead" };
	int			 p = m->pd.position;

	char_printf(ch, "[%2d %-7s] %-12s %5d/%-5d hp %5d/%-5d mana "
	    "%5d/%-5d mv  %s%s\n", m->pd.level, m->pd.class_name, char_name(m),
	    m->pd.hit, m->pd.max_hit, m->pd.mana, m->pd.max_mana, m->pd.move,
	    m->pd.max_move, p >= 0 && p <= POS_DEAD ? pos[p] : "?",
	    m->linkdead ? " (link-dead)" : "");
}

/* group: who is in it and how they fare. */
static void
cmd_group_show(struct character *ch)
{
	struct character	*leader = group_leader(ch), *p;

	if (!ch->grouped) {
		char_printf(ch, "You are not in a group. Those who follow you "
		    "join it with 'group <name>'.\n");
		return;
	}
	char_printf(ch, "%s's group:\n", char_name_cap(leader));
	cmd_group_line(ch, leader);
	TAILQ_FOREACH(p, &leader->followers, follow_entry) {
		if (p->grouped)
			cmd_group_line(ch, p);
	}
}

/* group | group <follower> | group all */
void
cmd_group(struct character *ch, char *arg)
{
	struct character	*m, *p;
	int			 n = 0;

	if (*arg == '\0') {
		cmd_group_show(ch);
		return;
	}
	if (ch->master != NULL) {
		char_printf(ch, "You can't lead a group while you follow "
		    "someone.\n");
		return;
	}
	if (strcasecmp(arg, "all") == 0) {
		TAILQ_FOREACH(p, &ch->followers, follow_entry) {
			if (p->grouped || p->room != ch->room)
				continue;
			group_add(ch, p);
			char_printf(p, "You join %s's group.\n", char_name(ch));
			n++;
		}
		char_printf(ch, n > 0 ? "You group everyone here who follows "
		    "you.\n" : "Nobody here follows you who is not in your "
		    "group already.\n");
		return;
	}
	if ((m = find_char_room(ch, arg)) == NULL) {
		char_printf(ch, "They aren't here.\n");
		return;
	}
	if (m == ch) {
		char_printf(ch, "You lead your group: 'group' shows it.\n");
		return;
	}
	if (m->master != ch) {
		char_printf(ch, "%s doesn't follow you.\n", char_name_cap(m));
		return;
	}
	if (m->grouped) {
		group_remove(ch, m);
		char_printf(ch, "You take %s out of your group.\n",
		    char_name(m));
		char_printf(m, "%s takes you out of the group.\n",
		    char_name_cap(ch));
		return;
	}
	group_add(ch, m);
	char_printf(ch, "%s joins your group.\n", char_name_cap(m));
	char_printf(m, "You join %s's group.\n", char_name(ch));
}

/* gtell <message>: to everyone in your group, wherever they are. */
void
cmd_gtell(struct character *ch, char *arg)
{
	struct character	*leader = group_leader(ch), *p;
	char			*safe, *own, *line;

	if (*arg == '\0') {
		char_printf(ch, "Tell your group what?\n");
		return;
	}
	if (!ch->grouped) {
		char_printf(ch, "You are not in a group.\n");
		return;
	}
	safe = colour_escape(arg);
	xasprintf(&own, "You tell the group '{m%s{x'\n", safe);
	xasprintf(&line, "%s tells the group '{m%s{x'\n", char_name_cap(ch),
	    safe);
	free(safe);
	gmcp_channel_start(ch, "gtell");
	char_printf(ch, "%s", own);
	gmcp_channel(ch, "gtell", ch->pd.name, arg, own);
	if (leader != ch && ignore_hears(leader, ch, NULL)) {
		gmcp_channel_start(leader, "gtell");
		char_printf(leader, "%s", line);
		gmcp_channel(leader, "gtell", char_name_cap(ch), arg, line);
	}
	TAILQ_FOREACH(p, &leader->followers, follow_entry) {
		if (p->grouped && p != ch && ignore_hears(p, ch, NULL)) {
			gmcp_channel_start(p, "gtell");
			char_printf(p, "%s", line);
			gmcp_channel(p, "gtell", char_name_cap(ch), arg, line);
		}
	}
	free(own);
	free(line);
}

/* assist [someone]: fight what they fight (your leader, by default). */
void
cmd_assist(struct character *ch, char *arg)
{
	struct character	*friend, *foe;
	const char		*why;

	friend = *arg != '\0' ? find_char_room(ch, arg) : group_leader(ch);
	if (friend == NULL || friend->room != ch->room) {
		char_printf(ch, *arg != '\0' ? "They aren't here.\n" :
		    "Assist whom?\n");
		return;
	}
	if (friend == ch) {
		char_printf(ch, "You can't help yourself much.\n");
		return;
	}
	if (ch->fighting != NULL) {
		char_printf(ch, "You are already fighting.\n");
		return;
	}
	if ((foe = friend->fighting) == NULL || foe->room != ch->room) {
		char_printf(ch, "%s is not fighting anyone.\n",
		    char_name_cap(friend));
		return;
	}
	if ((why = fight_refused(ch, foe)) != NULL) {
		char_printf(ch, "%s\n", why);
		return;
	}
	char_printf(ch, "You join the fight against %s!\n", char_name(foe));
	char_printf(friend, "%s joins your fight!\n", char_name_cap(ch));
	fight_start(ch, foe);
}

/* nofollow: let no player follow ch, or let them again. */
void
cmd_nofollow(struct character *ch, char *arg)
{
	group_nofollow(ch);
}

/* nosummon: let no player's spell summon ch, or let it again. */
void
cmd_nosummon(struct character *ch, char *arg)
{
	group_nosummon(ch);
}
