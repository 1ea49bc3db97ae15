/*
 * train.c: training sessions at a trainer, ROM's way: one session raises
 * an attribute by one (up to what the race allows, two more for the
 * class's prime attribute) or hit points, mana or movement by ten.
 */
#include <stdio.h>
#include <string.h>

#include "act.h"
#include "attrib.h"
#include "character.h"
#include "class.h"
#include "game.h"
#include "room.h"
#include "text.h"
#include "train.h"

/* What can be trained, in the order it is listed. */
static const struct {
	const char	*word;		/* typed */
	const char	*name;		/* told */
	int		 stat;		/* enum stat, or -1 */
	const char	*more;		/* "Your ... grows!" */
} train_table[] = {
	{ "str", "strength", STAT_STR, NULL },
	{ "int", "intelligence", STAT_INT, NULL },
	{ "wis", "wisdom", STAT_WIS, NULL },
	{ "dex", "dexterity", STAT_DEX, NULL },
	{ "con", "constitution", STAT_CON, NULL },
	{ "hp", "hit points", -1, "durability" },
	{ "mana", "mana", -1, "power" },
	{ "move", "movement", -1, "endurance" },
};
#define TRAIN_N	(sizeof train_table / sizeof train_table[0])

int
train_max(const struct character *ch, enum stat k)
{
	int	race = race_of(ch), max;

	max = 18 + (race >= 0 ? race_table[race].stats[k] : 0);
	if (class_table[class_of(ch)].prime == (int)k)
		max += 2;
	return (max > ATTRIB_MAX ? ATTRIB_MAX : max);
}

struct character *
train_trainer(struct character *ch)
{
	struct character	*p, *first = NULL;

	TAILQ_FOREACH(p, &ch->room->people, room_entry) {
		if (p->mob == NULL || !(p->mob->flags & MOB_TRAINER))
			continue;
		if (p->pd.position != POS_SLEEPING &&
		    p->pd.position != POS_STUNNED && p->fighting == NULL)
			return (p);
		if (first == NULL)
			first = p;
	}
	if (first == NULL)
		char_printf(ch, "There is nobody here to train you.\n");
	else
		char_printf(ch, "%s is in no state to train you.\n",
		    char_name_cap(first));
	return (NULL);
}

/* Can ch raise entry i any more? */
static int
train_can(const struct character *ch, size_t i)
{
	if (train_table[i].stat < 0)
		return (1);
	return (ch->pd.stats[train_table[i].stat] <
	    train_max(ch, (enum stat)train_table[i].stat));
}

/* What ch can train, and the sessions it has. */
static void
train_list(struct character *ch)
{
	char	buf[128] = "";
	size_t	i, len = 0;

	for (i = 0; i < TRAIN_N; i++) {
		if (train_can(ch, i))
			len += (size_t)snprintf(buf + len, sizeof buf - len,
			    " %s", train_table[i].word);
	}
	char_printf(ch, "You have %d training session%s to "
	    "spend.\n", ch->pd.trains,
	    ch->pd.trains == 1 ? "" : "s");
	if (buf[0] != '\0')
		char_printf(ch, "Still to train:%s.\n", buf);
	else
		char_printf(ch, "You have trained everything as far as it "
		    "goes.\n");
}

int
train_do(struct character *ch, const char *what)
{
	struct character	*trainer;
	size_t			 i;
	int			*pts[3][2];

	if (char_is_npc(ch) || ch->room == NULL)
		return (-1);
	if ((trainer = train_trainer(ch)) == NULL)
		return (-1);
	if (*what == '\0') {
		train_list(ch);
		return (0);
	}
	for (i = 0; i < TRAIN_N; i++) {
		if (strcasecmp(what, train_table[i].word) == 0 ||
		    (strlen(what) >= 3 && text_prefix(what,
		    train_table[i].name)))
			break;
	}
	if (i == TRAIN_N) {
		char_printf(ch, "%s says 'I can't train you in that; try "
		    "'train' alone.'\n", char_name_cap(trainer));
		return (-1);
	}
	if (ch->pd.trains < 1) {
		char_printf(ch, "You have no training session to spend.\n");
		return (-1);
	}
	if (!train_can(ch, i)) {
		char_printf(ch, "Your %s can go no higher.\n",
		    train_table[i].name);
		return (-1);
	}
	ch->pd.trains--;
	if (train_table[i].stat >= 0) {
		ch->pd.stats[train_table[i].stat]++;
		char_printf(ch, "Your %s grows!\n", train_table[i].name);
		char_room_printf(ch, "%s's %s grows!\n", char_name_cap(ch),
		    train_table[i].name);
		return (0);
	}
	pts[0][0] = &ch->pd.hit, pts[0][1] = &ch->pd.max_hit;
	pts[1][0] = &ch->pd.mana, pts[1][1] = &ch->pd.max_mana;
	pts[2][0] = &ch->pd.move, pts[2][1] = &ch->pd.max_move;
	*pts[i - 5][0] += TRAIN_POINTS;
	*pts[i - 5][1] += TRAIN_POINTS;
	char_printf(ch, "Your %s grows!\n", train_table[i].more);
	char_room_printf(ch, "%s's %s grows!\n", char_name_cap(ch),
	    train_table[i].more);
	if (game_hooks.vitals != NULL)
		game_hooks.vitals(ch);
	return (0);
}

int
train_gain(struct character *ch, const char *what)
{
	struct character	*trainer;

	if (char_is_npc(ch) || ch->room == NULL)
		return (-1);
	if ((trainer = train_trainer(ch)) == NULL)
		return (-1);
	if (strcasecmp(what, "convert") != 0) {
		char_printf(ch, "%s says 'I can only convert practice sessions "
		    "into training: gain convert (%d for one).'\n",
		    char_name_cap(trainer), TRAIN_CONVERT);
		return (-1);
	}
	if (ch->pd.practices < TRAIN_CONVERT) {
		char_printf(ch, "%s says 'Not yet: it takes %d "
		    "practice sessions.'\n", char_name_cap(trainer),
		    TRAIN_CONVERT);
		return (-1);
	}
	ch->pd.practices -= TRAIN_CONVERT;
	ch->pd.trains++;
	char_printf(ch, "%s turns %d of your practice sessions into one "
	    "training session.\n", char_name_cap(trainer), TRAIN_CONVERT);
	return (0);
}
