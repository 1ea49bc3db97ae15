/*
 * cmd-skill.c: what a player knows and how it learns: skills (the class's
 * skills, learned), practice (at a guildmaster of the player's class, a
 * practice session raises a skill toward the class's adept percentage).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "act.h"
#include "area.h"
#include "character.h"
#include "class.h"
#include "commands.h"
#include "fight.h"
#include "room.h"
#include "text.h"

/* skills: the class's skills (not its spells) and how well known. */
void
cmd_skills(struct character *ch, char *arg)
{
	int	k, lvl, any = 0, cl = class_of(ch);

	for (k = 1; k < SK__COUNT; k++) {
		if (skill_table[k].spell != 0 ||
		    (lvl = skill_table[k].level[cl]) == 0)
			continue;
		if (!any)
			char_printf(ch, "%-18s %5s %8s\n", "Skill", "Level",
			    "Learned");
		any = 1;
		char_printf(ch, "%-18s %5d %7d%%\n", skill_table[k].name, lvl,
		    skill_learned(ch, k));
	}
	if (!any)
		char_printf(ch, "Your class has no skills; see 'spells'.\n");
}

/* A guildmaster of ch's class in the room, or NULL. */
static struct character *
cmd_skill_master(struct character *ch)
{
	struct character	*p;

	TAILQ_FOREACH(p, &ch->room->people, room_entry) {
		if (p->mob != NULL && (p->mob->guild == class_of(ch) + 1 ||
		    p->mob->guild == AREA_GUILD_ALL) &&
		    p->pd.position != POS_SLEEPING && p->fighting == NULL)
			return (p);
	}
	return (NULL);
}

/* The skill or spell a name abbreviates, available to ch, or SK_NONE. */
static int
cmd_skill_named(const struct character *ch, const char *name)
{
	int	k;

	for (k = 1; k < SK__COUNT; k++) {
		if (text_prefix(name, skill_table[k].name) &&
		    skill_available(ch, k))
			return (k);
	}
	return (SK_NONE);
}

/* practice [skill]: list what can be practised, or practise one. */
void
cmd_practice(struct character *ch, char *arg)
{
	const struct class_def	*c = &class_table[class_of(ch)];
	struct character	*master;
	int			 k, col = 0, gain;

	if (*arg == '\0') {
		for (k = 1; k < SK__COUNT; k++) {
			if (!skill_available(ch, k))
				continue;
			char_printf(ch, "%-18s %3d%%%s", skill_table[k].name,
			    skill_learned(ch, k), ++col % 3 == 0 ? "\n" :
			    "    ");
		}
		char_printf(ch, "%s%d practice session%s still to use.\n",
		    col % 3 != 0 ? "\n" : "", ch->pd.practices,
		    ch->pd.practices == 1 ? "" : "s");
		return;
	}
	if ((master = cmd_skill_master(ch)) == NULL) {
		char_printf(ch, "You can only practise with a guildmaster of "
		    "your class.\n");
		return;
	}
	if (ch->pd.practices <= 0) {
		char_printf(ch, "You have used up every practice session.\n");
		return;
	}
	if ((k = cmd_skill_named(ch, arg)) == SK_NONE) {
		char_printf(ch, "%s says 'I can't teach you that, not yet.'\n",
		    char_name_cap(master));
		return;
	}
	if (ch->pd.learned[k] >= c->adept) {
		char_printf(ch, "The guild has taught you all it can of %s; "
		    "use will teach you the rest.\n", skill_table[k].name);
		return;
	}
	/* A session teaches by the class's prime attribute. */
	gain = ch->pd.stats[class_table[class_of(ch)].prime] * 2 / 3;
	if (gain < 1)
		gain = 1;
	ch->pd.practices--;
	ch->pd.learned[k] = (unsigned char)(ch->pd.learned[k] + gain >
	    c->adept ? c->adept : ch->pd.learned[k] + gain);
	char_printf(ch, "You practise %s: you know it %d%% now.\n",
	    skill_table[k].name, ch->pd.learned[k]);
	char_room_printf(ch, "%s practises %s.\n", char_name(ch),
	    skill_table[k].name);
}

/* levels: the experience each level takes, and the class's titles. */
void
cmd_levels(struct character *ch, char *arg)
{
	char	mana[96];
	int	lvl, cl = class_of(ch);

	char_printf(ch, "Level  Experience  Title (%s)\n",
	    class_table[cl].name);
	for (lvl = 1; lvl <= CLASS_LEVEL_TITLED; lvl++)
		char_printf(ch, "%5d %11lld  %s\n", lvl, lvl == 1 ? 0 :
		    class_exp_for_level(lvl - 1), class_title(cl, lvl));
	if (class_table[cl].mana > 0)
		snprintf(mana, sizeof mana, "%d mana (and a quarter of "
		    "intelligence and wisdom over 20)", class_table[cl].mana);
	else
		snprintf(mana, sizeof mana, "no mana");
	char_printf(ch, "Levels go on to %d with the last title. Each "
	    "brings %s %s %d-%d hit points (and half of constitution over 10), "
	    "%s, %d movement (and a third of dexterity over 10), and 2 "
	    "practice sessions and a sixth of wisdom.\n", FIGHT_LEVEL_MAX,
	    text_article(class_table[cl].name), class_table[cl].name,
	    class_table[cl].hit_min,
	    class_table[cl].hit_max, mana, class_table[cl].move);
}
