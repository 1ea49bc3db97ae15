/* cmd-fight.c: kill, flee, bash, wimpy, consider, cast, and positions. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "act.h"
#include "attrib.h"
#include "area.h"
#include "character.h"
#include "class.h"
#include "commands.h"
#include "config.h"
#include "equeue.h"
#include "game.h"
#include "fight.h"
#include "find.h"
#include "magic.h"
#include "object.h"
#include "rng.h"
#include "room.h"
#include "text.h"
#include "update.h"

/* kill <target>: start a fight. */
void
cmd_kill(struct character *ch, char *arg)
{
	struct character	*victim;

	if (*arg == '\0') {
		char_printf(ch, "Kill whom?\n");
		return;
	}
	if ((victim = fight_target(ch, arg,
	    "You see no one here by that name.")) == NULL)
		return;
	if (ch->fighting == victim) {
		char_printf(ch, "You are doing your best!\n");
		return;
	}
	char_printf(ch, "You attack %s!\n", char_name(victim));
	char_printf(victim, "%s attacks you!\n", char_name_cap(ch));
	fight_start(ch, victim);
	update_wait(ch, 2);
}

/* flee: run from a fight, at a cost. */
void
cmd_flee(struct character *ch, char *arg)
{
	if (ch->fighting == NULL) {
		char_printf(ch, "You aren't fighting anyone.\n");
		return;
	}
	fight_flee(ch);
	update_wait(ch, 4);
}

/*
 * The foe of a fighting skill: the one named, or the one fought; NULL
 * after saying why not (the skill unknown, nobody, not to be attacked).
 */
static struct character *
cmd_fight_foe(struct character *ch, const char *arg, int sk,
    const char *verb)
{
	struct character	*victim;
	const char		*why;

	if (ch->mob == NULL && skill_learned(ch, sk) == 0) {
		/* As every other skill says: "Bash" -> "bash". */
		char_printf(ch, "You don't know how to %c%s.\n",
		    tolower((unsigned char)verb[0]), verb + 1);
		return (NULL);
	}
	victim = *arg != '\0' ? find_char_room(ch, arg) : ch->fighting;
	if (victim == NULL) {
		char_printf(ch, "%s whom?\n", verb);
		return (NULL);
	}
	if ((why = fight_refused(ch, victim)) != NULL) {
		char_printf(ch, "%s\n", why);
		return (NULL);
	}
	return (victim);
}

/* bash <target>: knock a foe senseless for a moment. */
void
cmd_bash(struct character *ch, char *arg)
{
	struct character	*victim;

	if ((victim = cmd_fight_foe(ch, arg, SK_BASH, "Bash")) == NULL)
		return;
	update_wait(ch, 8);
	if (!skill_check(ch, SK_BASH) ||
	    dice_roll(1, 100, 0) > 50 + ch->pd.level - victim->pd.level) {
		char_printf(ch, "You miss your bash and stumble.\n");
		fight_start(ch, victim);
		return;
	}
	char_printf(ch, "You slam into %s and send them sprawling!\n",
	    char_name(victim));
	char_printf(victim, "%s slams into you and you go down!\n",
	    char_name_cap(ch));
	char_room_printf(ch, "%s bashes %s to the ground.\n", char_name(ch),
	    char_name(victim));
	update_stun(victim, 4);
	fight_start(ch, victim);
}

/* kick [target]: a kick at a foe, if it is known well enough. */
void
cmd_kick(struct character *ch, char *arg)
{
	struct character	*victim;

	if ((victim = cmd_fight_foe(ch, arg, SK_KICK, "Kick")) == NULL)
		return;
	update_wait(ch, 4);
	fight_damage(ch, victim, skill_check(ch, SK_KICK) ?
	    dice_roll(1, ch->pd.level + 4, 0) : 0, "kick");
}

/* backstab <target>: a thief's blade in the back of one not fighting. */
void
cmd_backstab(struct character *ch, char *arg)
{
	struct character	*victim;
	struct object		*weapon = char_equipped(ch, WEAR_WIELD);
	int			 dam;

	if (ch->mob == NULL && skill_learned(ch, SK_BACKSTAB) == 0) {
		char_printf(ch, "You don't know how to backstab.\n");
		return;
	}
	if (*arg == '\0') {
		char_printf(ch, "Backstab whom?\n");
		return;
	}
	if ((victim = fight_target(ch, arg, "Backstab whom?")) == NULL)
		return;
	if (weapon == NULL || weapon->type != OBJ_WEAPON) {
		char_printf(ch, "You need a weapon in hand to backstab.\n");
		return;
	}
	if (victim->fighting != NULL || ch->fighting != NULL) {
		char_printf(ch, "You can't sneak up on someone in a fight.\n");
		return;
	}
	update_wait(ch, 8);
	dam = 0;
	if (skill_check(ch, SK_BACKSTAB))
		dam = dice_roll(weapon->values[VAL_WEAPON_NUMBER],
		    weapon->values[VAL_WEAPON_SIZE],
		    weapon->values[VAL_WEAPON_BONUS]) * (2 + ch->pd.level / 8);
	fight_damage(ch, victim, dam, "backstab");
}

/*
 * steal gold|<thing> <someone>: a thief's hand in another's purse or pack.
 * Harder from a higher level; a slip is noticed, and a mobile fights.
 */
void
cmd_steal(struct character *ch, char *arg)
{
	struct character	*victim;
	struct object		*obj = NULL;
	char			*what = text_first_word(&arg);
	long long		 gold;

	if (ch->mob == NULL && skill_learned(ch, SK_STEAL) == 0) {
		char_printf(ch, "You don't know how to steal.\n");
		return;
	}
	if (*what == '\0' || *arg == '\0') {
		char_printf(ch, "Steal what from whom?\n");
		return;
	}
	if ((victim = fight_target(ch, arg,
	    "You see no one here by that name.")) == NULL)
		return;
	if (victim->fighting != NULL) {
		char_printf(ch, "You can't get close enough in a fight.\n");
		return;
	}
	update_wait(ch, 8);
	if (!skill_check(ch, SK_STEAL) || dice_roll(1, 100, 0) >
	    60 + (ch->pd.level - victim->pd.level) * 3) {
		char_printf(ch, "Caught! %s feels your hand.\n",
		    char_name_cap(victim));
		char_printf(victim, "%s tried to steal from you!\n",
		    char_name_cap(ch));
		char_room_printf(ch, "%s tried to steal from %s.\n",
		    char_name(ch), char_name(victim));
		if (victim->mob != NULL && victim->pd.position != POS_SLEEPING)
			fight_start(victim, ch);
		return;
	}
	if (strcasecmp(what, "gold") == 0 || strcasecmp(what, "coins") == 0) {
		gold = victim->pd.gold * (long long)(1 + rng_below(10)) / 100;
		if (gold <= 0) {
			char_printf(ch, "You couldn't find any gold.\n");
			return;
		}
		victim->pd.gold -= gold;
		ch->pd.gold += gold;
		char_printf(ch, "Your fingers come away with %lld gold "
		    "coin%s.\n", gold,
		    gold == 1 ? "" : "s");
		return;
	}
	TAILQ_FOREACH(obj, &victim->carrying, place) {
		if (obj->worn == WEAR_NONE && obj_matches(obj, what))
			break;
	}
	if (obj == NULL) {
		char_printf(ch, "You can't find it.\n");
		return;
	}
	if ((obj->flags & ITEM_NO_DROP) ||
	    attrib_cannot_carry(ch, 1, obj_total_weight(obj)) != NULL) {
		char_printf(ch, "You can't take it away.\n");
		return;
	}
	obj_to_char(obj, ch);
	char_printf(ch, "You lift %s unseen.\n", obj->short_desc);
}

/* disarm: knock the weapon out of a foe's hand, to the floor. */
void
cmd_disarm(struct character *ch, char *arg)
{
	struct character	*victim = ch->fighting;
	struct object		*weapon;

	if (ch->mob == NULL && skill_learned(ch, SK_DISARM) == 0) {
		char_printf(ch, "You don't know how to disarm.\n");
		return;
	}
	if (victim == NULL) {
		char_printf(ch, "You aren't fighting anyone.\n");
		return;
	}
	if ((weapon = char_equipped(victim, WEAR_WIELD)) == NULL) {
		char_printf(ch, "%s is not wielding a weapon.\n",
		    char_name_cap(victim));
		return;
	}
	update_wait(ch, 8);
	if (!skill_check(ch, SK_DISARM) || dice_roll(1, 100, 0) >
	    60 + ch->pd.level - victim->pd.level) {
		char_printf(ch, "You try for %s's weapon, and "
		    "miss.\n", char_name(victim));
		return;
	}
	weapon->worn = WEAR_NONE;
	obj_to_room(weapon, victim->room);
	char_printf(ch, "You knock the weapon from %s's "
	    "grip!\n", char_name(victim));
	char_printf(victim, "%s knocks your weapon from your grip!\n",
	    char_name_cap(ch));
	char_room_printf(ch, "%s knocks the weapon from %s's "
	    "grip.\n", char_name(ch),
	    char_name(victim));
}

/* sneak: move unseen for a while, as well as the skill holds. */
void
cmd_sneak(struct character *ch, char *arg)
{
	if (ch->mob == NULL && skill_learned(ch, SK_SNEAK) == 0) {
		char_printf(ch, "You don't know how to sneak.\n");
		return;
	}
	char_printf(ch, "You set your feet down softly.\n");
	magic_sneak(ch);
}

/*
 * hide: not seen in the room (by those who are not staff) until one moves
 * or attacks; whether it worked, one does not know.
 */
void
cmd_hide(struct character *ch, char *arg)
{
	if (ch->mob == NULL && skill_learned(ch, SK_HIDE) == 0) {
		char_printf(ch, "You don't know how to hide.\n");
		return;
	}
	if (ch->fighting != NULL) {
		char_printf(ch, "Not while you are fighting!\n");
		return;
	}
	char_printf(ch, "You look for a shadow to slip into.\n");
	magic_unhide_only(ch);
	if (skill_check(ch, SK_HIDE))
		magic_hide(ch);
	update_wait(ch, 4);
}

/*
 * rescue <someone>: step in front of a player under attack: whatever was
 * fighting them fights you instead, as well as the skill holds.
 */
void
cmd_rescue(struct character *ch, char *arg)
{
	struct character	*victim, *p;
	int			 n = 0;

	if (ch->mob == NULL && skill_learned(ch, SK_RESCUE) == 0) {
		char_printf(ch, "You don't know how to rescue.\n");
		return;
	}
	if (*arg == '\0' || (victim = find_char_room(ch, arg)) == NULL) {
		char_printf(ch, "Rescue whom?\n");
		return;
	}
	if (victim == ch) {
		char_printf(ch, "You cannot rescue yourself; flee instead.\n");
		return;
	}
	if (victim->mob != NULL && ch->mob == NULL) {
		char_printf(ch, "That one needs no rescuing.\n");
		return;
	}
	if (ch->fighting == victim) {
		char_printf(ch, "You are already the one they fight.\n");
		return;
	}
	TAILQ_FOREACH(p, &ch->room->people, room_entry)
		n += p->fighting == victim && p != ch;
	if (n == 0) {
		char_printf(ch, "%s is not fighting right now.\n",
		    char_name_cap(victim));
		return;
	}
	update_wait(ch, 8);
	if (!skill_check(ch, SK_RESCUE)) {
		char_printf(ch, "You cannot get between them.\n");
		return;
	}
	char_printf(ch, "You throw yourself into the fight!\n");
	char_printf(victim, "%s steps in front of you and takes the blows!\n",
	    char_name(ch));
	char_room_printf_but(ch, victim, "%s steps in to shield %s!\n",
	    char_name_cap(ch), char_name(victim));
	/* What came for them fights the rescuer; the rescued stops. */
	TAILQ_FOREACH(p, &ch->room->people, room_entry) {
		if (p->fighting == victim && p != ch)
			fight_retarget(p, ch);
	}
	fight_stop(victim);
	update_wait(victim, 8);
}

/* wimpy [hp]: flee by yourself below that many hit points. */
void
cmd_wimpy(struct character *ch, char *arg)
{
	int	n;

	if (*arg == '\0') {
		char_printf(ch, "You flee below %d hit points.\n",
		    ch->pd.wimpy);
		return;
	}
	n = atoi(arg);
	if (n < 0 || n > ch->pd.max_hit / 2) {
		char_printf(ch, "Wimpy is a number from 0 to %d for you.\n",
		    ch->pd.max_hit / 2);
		return;
	}
	ch->pd.wimpy = n;
	char_printf(ch, "You will flee below %d hit points.\n", n);
}

/* consider <target>: how a fight would go. */
void
cmd_consider(struct character *ch, char *arg)
{
	struct character	*victim;
	int			 diff;
	const char		*msg, *name;

	if (*arg == '\0') {
		char_printf(ch, "Consider killing whom?\n");
		return;
	}
	if ((victim = find_char_room(ch, arg)) == NULL) {
		char_printf(ch, "You see no one here by that name.\n");
		return;
	}
	diff = victim->pd.level - ch->pd.level;
	if (diff <= -10)
		msg = "$N would be a moment's work, even bare-handed.";
	else if (diff <= -5)
		msg = "$N is far beneath you.";
	else if (diff <= -2)
		msg = "$N should fall without much trouble.";
	else if (diff <= 1)
		msg = "You and $N are evenly matched.";
	else if (diff <= 4)
		msg = "$N would be a hard fight.";
	else if (diff <= 9)
		msg = "$N would very likely kill you.";
	else
		msg = "Attacking $N would be the last thing you ever did.";
	/* The name where $N is, capitalised when it opens the sentence. */
	name = strstr(msg, "$N");
	char_printf(ch, "%.*s%s%s (%d/%d hit points)\n",
	    (int)(name - msg), msg, name == msg ? char_name_cap(victim) :
	    char_name(victim), name + 2, victim->pd.hit, victim->pd.max_hit);
}

/* cast 'spell' [target] */
void
cmd_cast(struct character *ch, char *arg)
{
	magic_cast(ch, arg);
}

static void
cmd_fight_position(struct character *ch, enum position pos,
    const char *self, const char *others, const char *already)
{
	if (ch->fighting != NULL) {
		char_printf(ch, "Not while you are fighting!\n");
		return;
	}
	if (pos != POS_SLEEPING && (char_aff(ch) & AFF_SLEEP)) {
		char_printf(ch, "You can't wake up!\n");
		return;
	}
	if (ch->pd.position == (int)pos) {
		char_printf(ch, "%s\n", already);
		return;
	}
	ch->pd.position = pos;
	char_printf(ch, "%s\n", self);
	char_room_printf(ch, "%s %s\n", char_name(ch), others);
	if (pos == POS_SLEEPING)
		magic_interrupt(ch, NULL);
}

/* How many sit on furniture obj. */
static int
cmd_fight_seated(const struct character *ch, const struct object *obj)
{
	const struct character	*p;
	int			 n = 0;

	TAILQ_FOREACH(p, &ch->room->people, room_entry)
		n += p->on == obj;
	return (n);
}

/*
 * rest or sit [furniture]: rest, on a bench, a chair or a bed here if one
 * is named and has a seat free.
 */
static void
cmd_fight_sit(struct character *ch, char *arg, const char *verb)
{
	struct object	*obj;

	if (*arg == '\0') {
		ch->on = NULL;
		cmd_fight_position(ch, POS_RESTING, "You settle down to rest.",
		    "settles down to rest.", "You are resting as it is.");
		return;
	}
	if (ch->fighting != NULL) {
		char_printf(ch, "Not while you are fighting!\n");
		return;
	}
	if (char_aff(ch) & AFF_SLEEP) {
		char_printf(ch, "You can't wake up!\n");
		return;
	}
	if ((obj = find_obj_room(ch, arg)) == NULL) {
		char_printf(ch, "You see no %s here to %s on.\n", arg, verb);
		return;
	}
	if (obj->type != OBJ_FURNITURE) {
		char_printf(ch, "You can't %s on %s.\n", verb,
		    obj->short_desc);
		return;
	}
	if (ch->on == obj) {
		char_printf(ch, "You are already on %s.\n", obj->short_desc);
		return;
	}
	if (cmd_fight_seated(ch, obj) >= obj->values[VAL_FURNITURE_SEATS]) {
		char_printf(ch, "There is no room on %s.\n", obj->short_desc);
		return;
	}
	ch->on = obj;
	ch->pd.position = POS_RESTING;
	char_printf(ch, "You sit down on %s.\n", obj->short_desc);
	char_room_printf(ch, "%s sits down on %s.\n", char_name(ch),
	    obj->short_desc);
}

void
cmd_sit(struct character *ch, char *arg)
{
	cmd_fight_sit(ch, arg, "sit");
}

void
cmd_rest(struct character *ch, char *arg)
{
	cmd_fight_sit(ch, arg, "rest");
}

void
cmd_sleep(struct character *ch, char *arg)
{
	cmd_fight_position(ch, POS_SLEEPING,
	    "You close your eyes and drift off to sleep.",
	    "lies down and drifts off to sleep.", "You are asleep as it is.");
}

/* stand and wake (the table keeps the stunned down). */
void
cmd_stand(struct character *ch, char *arg)
{
	if (ch->pd.position != POS_STANDING)
		ch->on = NULL;
	cmd_fight_position(ch, POS_STANDING, "You get to your feet.",
	    "gets to their feet.", "You are on your feet as it is.");
}

/* affects: the spells upon you and how long they last. */
void
cmd_affects(struct character *ch, char *arg)
{
	struct affect	*af;

	if (TAILQ_EMPTY(&ch->affects)) {
		char_printf(ch, "No spell is on you.\n");
		return;
	}
	char_printf(ch, "The spells on you:\n");
	TAILQ_FOREACH(af, &ch->affects, entry)
		char_printf(ch, "  %-15s for %llu more seconds\n",
		    magic_spell_name(af->spell), (unsigned long long)
		    (equeue_remaining(game_eq, af->expiry) + 3) / 4);
}

/* spells: the spells there are. */
void
cmd_spells(struct character *ch, char *arg)
{
	magic_list(ch);
}
