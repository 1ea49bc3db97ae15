/* fight.c: combat rounds on the event queue, death and experience. */
#include <stdlib.h>
#include <string.h>

#include "act.h"
#include "assist.h"
#include "brawl.h"
#include "attrib.h"
#include "auction.h"
#include "character.h"
#include "config.h"
#include "corpse.h"
#include "descriptor.h"
#include "eqtypes.h"
#include "equeue.h"
#include "class.h"
#include "fight.h"
#include "find.h"
#include "game.h"
#include "group.h"
#include "log.h"
#include "magic.h"
#include "move.h"
#include "object.h"
#include "position.h"
#include "quest.h"
#include "rng.h"
#include "room.h"
#include "save.h"
#include "take.h"
#include "update.h"
#include "wiznet.h"
#include "world.h"
#include "xmalloc.h"

static void	fight_round(struct equeue *, struct eq_event *, void *);

/* Roll NdS+B. */
int
dice_roll(int number, int size, int bonus)
{
	return (rng_dice(number, size, bonus));
}

/* The experience to reach level + 1: the class table's curve. */
long long
fight_exp_for_level(int level)
{
	return (class_exp_for_level(level));
}


/* Armour class with affects: 10 naked, lower is better. */
int
fight_armor(const struct character *ch)
{
	const struct affect	*af;
	const struct object	*obj;
	int			 ac = (ch->mob != NULL ? ch->mob->armor : 10) -
				    attrib_ac_bonus(ch);

	TAILQ_FOREACH(af, &ch->affects, entry) {
		if (af->location == APPLY_AC)
			ac += af->modifier;
	}
	TAILQ_FOREACH(obj, &ch->carrying, place) {
		if (obj->worn != WEAR_NONE && obj->type == OBJ_ARMOR)
			ac -= obj->values[VAL_ARMOR_AC];
	}
	return (ac);
}

static int
fight_hitroll(const struct character *ch)
{
	const struct affect	*af;
	const struct object	*obj;
	int			 h = (ch->mob != NULL ? ch->mob->hitroll : 0) +
				    attrib_hit_bonus(ch);
	size_t			 i;

	TAILQ_FOREACH(af, &ch->affects, entry) {
		if (af->location == APPLY_HITROLL)
			h += af->modifier;
	}
	TAILQ_FOREACH(obj, &ch->carrying, place) {
		if (obj->worn == WEAR_NONE)
			continue;
		for (i = 0; i < obj->naffects; i++) {
			if (obj->affects[i].location == APPLY_HITROLL)
				h += obj->affects[i].modifier;
		}
	}
	return (h);
}

static int
fight_damroll(const struct character *ch)
{
	const struct object	*obj;
	int			 d = attrib_dam_bonus(ch);
	size_t			 i;

	TAILQ_FOREACH(obj, &ch->carrying, place) {
		if (obj->worn == WEAR_NONE)
			continue;
		for (i = 0; i < obj->naffects; i++) {
			if (obj->affects[i].location == APPLY_DAMROLL)
				d += obj->affects[i].modifier;
		}
	}
	return (d);
}

/* Who may attack players, as the config says. */
enum fight_pk
fight_pk_mode(void)
{
	const char	*mode = conf_str(CFG_PLAYER_KILLING);

	if (strcmp(mode, "everywhere") == 0)
		return (FIGHT_PK_EVERYWHERE);
	if (strcmp(mode, "flagged") == 0)
		return (FIGHT_PK_FLAGGED);
	return (FIGHT_PK_OFF);
}

/* Why player ch may not attack player victim here (not safe), or NULL. */
static const char *
fight_pk_refused(const struct character *ch, const struct character *victim)
{
	if (ch->room->def->flags & ROOM_ARENA)
		return (NULL);
	switch (fight_pk_mode()) {
	case FIGHT_PK_EVERYWHERE:
		return (NULL);
	case FIGHT_PK_FLAGGED:
		if (!(ch->pd.prefs & PREF_PK))
			return ("You have not taken up player killing "
			    "('toggle pk on').");
		if (!(victim->pd.prefs & PREF_PK))
			return ("They have not taken up player killing.");
		return (NULL);
	case FIGHT_PK_OFF:
		break;
	}
	return ("You may not attack other players.");
}

/* The one ch would attack by arg in its room, or NULL and ch told why. */
struct character *
fight_target(struct character *ch, const char *arg, const char *none)
{
	struct character	*victim;
	const char		*why;

	if ((victim = find_char_room(ch, arg)) == NULL) {
		char_printf(ch, "%s\n", none);
		return (NULL);
	}
	if ((why = fight_refused(ch, victim)) != NULL) {
		char_printf(ch, "%s\n", why);
		return (NULL);
	}
	return (victim);
}

/* Why ch may not attack victim here, or NULL. */
const char *
fight_refused(struct character *ch, struct character *victim)
{
	const char	*why;

	if (victim == ch)
		return ("You would only hurt yourself.");
	if (ch->room == NULL || victim->room != ch->room)
		return ("They aren't here.");
	if (ch->room->def->flags & ROOM_SAFE)
		return ("A calm settles over you: this is a place of peace.");
	if (victim->mob != NULL && (victim->mob->flags & MOB_NO_KILL))
		return ("The gods protect that one.");
	if (ch->mob == NULL && victim->mob == NULL &&
	    (why = fight_pk_refused(ch, victim)) != NULL)
		return (why);
	if (victim->pd.position == POS_DEAD)
		return ("They are already dead.");
	return (NULL);
}

/* Give ch a combat round aimed at its foe, unless it has one. */
static void
fight_schedule(struct character *ch, uint32_t delay)
{
	if (eq_owner_find(&ch->events, EQT_COMBAT) != NULL)
		return;
	equeue_enqueue_aimed(game_eq, &ch->events, &ch->fighting->targeted,
	    EQT_COMBAT, fight_round, ch, delay);
}

/*
 * The foe a combat round was aimed at left the game (wherever the fighter
 * is): the fighter stops fighting it. The foe is still allocated.
 */
void
fight_round_gone(struct equeue *q, struct eq_event *ev, struct eq_ref gone,
    void *arg)
{
	struct character	*ch = arg;

	if (ch->fighting == eq_ch(gone)) {
		ch->fighting = NULL;
		if (ch->pd.position == POS_FIGHTING)
			ch->pd.position = POS_STANDING;
	}
	equeue_dequeue(q, ev);
}

/* Start a fight; both sides get a combat-round event. */
void
fight_start(struct character *ch, struct character *victim)
{
	/*
	 * A fighter's round event may be the one firing now, which its
	 * owner's list does not show: ch->fighting says it has one.
	 */
	if (ch->fighting == NULL) {
		ch->fighting = victim;
		if (ch->pd.position != POS_STUNNED)
			ch->pd.position = POS_FIGHTING;
		fight_schedule(ch, 1);
	}
	magic_unhide(ch);		/* an attacker is seen */
	magic_wake(victim);		/* and the attacked wake */
	if (victim->fighting == NULL) {
		victim->fighting = ch;
		if (victim->pd.position != POS_STUNNED)
			victim->pd.position = POS_FIGHTING;
		fight_schedule(victim, (uint32_t)conf_pulses(CFG_COMBAT_ROUND));
	}
	/* Their groups' autoassisters here join in. */
	assist_auto(ch);
	assist_auto(victim);
}

/*
 * ch fights foe from now on (a rescue): its round is aimed at foe, when it
 * was due; foe, if it fights nobody, fights back.
 */
void
fight_retarget(struct character *ch, struct character *foe)
{
	struct eq_event	*ev = eq_owner_find(&ch->events, EQT_COMBAT);
	uint32_t	 left = 1;

	if (ev != NULL) {
		left = (uint32_t)equeue_remaining(game_eq, ev);
		equeue_dequeue(game_eq, ev);
	}
	ch->fighting = foe;
	fight_schedule(ch, left > 0 ? left : 1);
	if (foe->fighting == NULL)
		fight_start(foe, ch);
}

/* Stop ch fighting and everyone fighting it. */
void
fight_stop(struct character *ch)
{
	struct character	*p;
	struct eq_event		*ev;

	if (ch->room != NULL) {
		TAILQ_FOREACH(p, &ch->room->people, room_entry) {
			if (p->fighting != ch)
				continue;
			p->fighting = NULL;
			if (p->pd.position == POS_FIGHTING)
				p->pd.position = POS_STANDING;
			if ((ev = eq_owner_find(&p->events, EQT_COMBAT)) != NULL)
				equeue_dequeue(game_eq, ev);
		}
	}
	ch->fighting = NULL;
	if (ch->pd.position == POS_FIGHTING)
		ch->pd.position = POS_STANDING;
	if ((ev = eq_owner_find(&ch->events, EQT_COMBAT)) != NULL)
		equeue_dequeue(game_eq, ev);
}

/* Points changed: make sure a hurt character has a heal event. */
void
fight_hurt_changed(struct character *ch)
{
	if (ch->pd.hit < ch->pd.max_hit || ch->pd.mana < ch->pd.max_mana ||
	    ch->pd.move < ch->pd.max_move)
		update_heal_start(ch);
}

/*
 * About to rise a level: a player whose title is none or its class's title
 * for its level gets the title for the next one.
 */
static void
fight_new_title(struct character *ch)
{
	int	cl = class_of(ch);

	if (*ch->pd.title != '\0' &&
	    strcmp(ch->pd.title, class_title(cl, ch->pd.level)) != 0)
		return;
	free(ch->pd.title);
	ch->pd.title = xstrdup(class_title(cl, ch->pd.level + 1));
}

static void
fight_gain_exp(struct character *ch, long long exp)
{
	if (ch->mob != NULL || exp <= 0)
		return;
	ch->pd.exp += exp;
	char_printf(ch, "You receive %lld experience points.\n", exp);
	while (ch->pd.level < FIGHT_LEVEL_MAX &&
	    ch->pd.exp >= fight_exp_for_level(ch->pd.level)) {
		fight_new_title(ch);
		class_raise_level(&ch->pd);
		char_printf(ch, "You raise a level! You are now level %d.\n",
		    ch->pd.level);
		log_info("%s reached level %d", ch->pd.name, ch->pd.level);
		fight_hurt_changed(ch);
	}
}

/*
 * The killer's group here shares the experience of a kill by level (one
 * alone has it all).
 */
static void
fight_share_exp(struct character *ch, struct character *victim)
{
	struct character	*m[GROUP_FOLLOWERS_MAX + 1];
	long long		 exp = (long long)victim->pd.level * 100 +
				    dice_roll(1, 50, 0), share;
	int			 n, i, levels = 0;

	n = group_here(ch, m, GROUP_FOLLOWERS_MAX + 1);
	for (i = 0; i < n; i++)
		levels += m[i]->mob == NULL ? m[i]->pd.level : 0;
	for (i = 0; i < n && levels > 0; i++) {
		if (m[i]->mob != NULL)
			continue;
		share = exp * m[i]->pd.level / levels;
		fight_gain_exp(m[i], share > 0 ? share : 1);
	}
}

/*
 * A player's settings loot its kill at once: autoloot takes everything,
 * autogold the gold alone, and autosplit shares that gold with the group.
 */
static void
fight_autoloot(struct character *ch, struct object *corpse)
{
	struct object	*obj, *next;
	long long	 gold = corpse->values[VAL_CORPSE_GOLD];
	int		 took = 0, rc;

	if (ch->mob != NULL || ch->room != corpse->in_room ||
	    corpse_loot_refused(ch, corpse) != NULL)
		return;
	if (gold > 0 && (ch->pd.prefs & (PREF_AUTOGOLD | PREF_AUTOLOOT))) {
		ch->pd.gold += gold;
		corpse->values[VAL_CORPSE_GOLD] = 0;
		char_printf(ch, "You get %lld gold coin%s from %s.\n", gold,
		    gold == 1 ? "" : "s", corpse->short_desc);
		if ((ch->pd.prefs & PREF_AUTOSPLIT) && ch->grouped)
			group_split_gold(ch, gold);
		took = 1;
	}
	for (obj = TAILQ_FIRST(&corpse->contents); obj != NULL &&
	    (ch->pd.prefs & PREF_AUTOLOOT); obj = next) {
		next = TAILQ_NEXT(obj, place);
		if ((rc = take_obj(ch, obj, corpse)) < 0)
			break;
		if (rc == 0)
			took = 1;
	}
	/* A player's corpse is saved with its looter. */
	take_looted(ch, corpse, took);
}

/*
 * Victim died at ch's hand (ch may be NULL). A mobile leaves a corpse
 * and the game; a player wakes in the temple, leaving its things in a
 * corpse where it fell (saved with it, in one transaction), unless the
 * config keeps them with it. A player dying in an arena loses nothing,
 * and its killer gains nothing.
 */
/* What hurt a victim when no character did (fight_damage_by), or NULL. */
static const char	*fight_cause;

static void
fight_die(struct character *ch, struct character *victim)
{
	struct room	*recall;
	struct object	*corpse = NULL;
	int		 arena = victim->mob == NULL && victim->room != NULL &&
			    (victim->room->def->flags & ROOM_ARENA);

	fight_stop(victim);
	auction_died(victim);		/* what it sold goes where it goes */
	if (victim->mob != NULL) {
		if (game_hooks.died != NULL)
			game_hooks.died(victim, ch);
		if (victim->extracted)
			return;		/* its script took it away */
	}
	char_room_printf(victim, "%s is DEAD!\n", char_name(victim));
	if (victim->mob == NULL && victim->room != NULL)
		wiznet_send(WIZ_DEATHS, victim, "%s killed by %s in room %d.",
		    victim->pd.name, ch != NULL && ch != victim ?
		    char_name(ch) : fight_cause != NULL ? fight_cause :
		    "nothing but bad luck", victim->room->vnum);
	if (ch != NULL && ch != victim && !arena)
		fight_share_exp(ch, victim);
	if (victim->mob != NULL) {
		quest_killed(ch, victim);
		if (ch != NULL && ch->mob == NULL)
			log_info("%s killed %s (mob %d)", ch->pd.name,
			    victim->mob->short_desc, victim->mob->vnum);
		corpse = corpse_make(victim);
		game_extract_char(victim);
		if (ch != NULL && ch != victim)
			fight_autoloot(ch, corpse);
		return;
	}
	/* A player: back to the temple, hurt but alive, a little poorer. */
	char_printf(victim, "You have been KILLED!\n\nYou wake, shivering, in "
	    "the temple.\n");
	log_info("%s was killed by %s%s", victim->pd.name,
	    ch != NULL ? char_name(ch) : fight_cause != NULL ? fight_cause :
	    "something", arena ?
	    " in an arena" : "");
	if (arena)
		char_printf(victim, "It was only the arena: you keep all you "
		    "had.\n");
	else {
		victim->pd.exp -= victim->pd.exp / 10;
		if (!conf_int(CFG_KEEP_ITEMS_ON_DEATH) &&
		    (corpse = corpse_make_player(victim)) == NULL)
			char_printf(victim, "Too many of your corpses lie in "
			    "the world already: you keep your things.\n");
		else if (corpse != NULL && corpse->corpse != NULL)
			char_printf(victim, "All you had lies with your corpse "
			    "where you fell.\n");
	}
	magic_interrupt(victim, NULL);
	/* What was aimed at the dead is dealt with, as if it had left. */
	equeue_strip_target(game_eq, &victim->targeted);
	magic_strip_affects(victim);
	victim->pd.hit = 1;
	victim->pd.position = POS_RESTING;
	recall = room_start();
	game_move_char(victim, recall);
	char_room_printf(victim, "%s appears, pale and shaken.\n",
	    char_name(victim));
	fight_hurt_changed(victim);
	/* The corpse, pending, is saved with its owner. */
	char_save(victim);
	if (corpse != NULL && ch != NULL && ch != victim)
		fight_autoloot(ch, corpse);
}

/* Hurt victim by no character's hand, cause saying what; 1 if it died. */
int
fight_damage_by(struct character *victim, int dam, const char *what,
    const char *cause)
{
	const char	*outer = fight_cause;
	int		 died;

	fight_cause = cause;
	died = fight_damage(NULL, victim, dam, what);
	fight_cause = outer;
	return (died);
}

const char *
fight_set_cause(const char *cause)
{
	const char	*outer = fight_cause;

	fight_cause = cause;
	return (outer);
}

/* Hurt victim; 1 if it died. */
int
fight_damage(struct character *ch, struct character *victim, int dam,
    const char *what)
{
	int	before = victim->pd.hit;

	if (dam < 0)
		dam = 0;
	if (char_aff(victim) & AFF_SANCTUARY)
		dam /= 2;		/* the white aura */
	if (victim->pd.position == POS_DEAD)
		return (1);
	if (ch != NULL && ch != victim && victim->room == ch->room &&
	    (ch->fighting == NULL || victim->fighting == NULL))
		fight_start(ch, victim);
	/* Words for those who read them (a mobile has nobody to tell). */
	if (ch != NULL && ch != victim && (ch->desc != NULL ||
	    victim->desc != NULL)) {
		if (dam == 0) {
			char_printf(ch, "Your %s misses %s.\n", what,
			    char_name(victim));
			char_printf(victim, "%s's %s misses you.\n",
			    char_name_cap(ch), what);
		} else {
			char_printf(ch, "Your %s hits %s%s\n", what,
			    char_name(victim), dam > 20 ? "! *MASSACRE*" :
			    dam > 8 ? " hard." : ".");
			char_printf(victim, "%s's %s hits you%s\n",
			    char_name_cap(ch), what, dam > 20 ? "! *MASSACRE*" :
			    dam > 8 ? " hard." : ".");
		}
	}
	victim->pd.hit -= dam;
	fight_hurt_changed(victim);
	if (victim->pd.hit <= 0) {
		victim->pd.position = POS_DEAD;
		fight_die(ch, victim);
		return (1);
	}
	/* Wimpy: players at their own threshold, mobiles at a fifth. */
	if (victim->fighting != NULL && victim->pd.hit > 0 &&
	    ((victim->mob == NULL && victim->pd.hit < victim->pd.wimpy) ||
	    (victim->mob != NULL && (victim->mob->flags & MOB_WIMPY) &&
	    victim->pd.hit < victim->pd.max_hit / 5)))
		fight_flee(victim);
	if (victim->mob != NULL && dam > 0) {
		if (game_hooks.hurt != NULL)
			game_hooks.hurt(victim, ch, before);
		if (victim->extracted)
			return (1);
	}
	return (0);
}

/*
 * Does victim parry (with a weapon in hand) or dodge a blow that would
 * have landed? Each is tried now and then, and works as well as it is
 * known; the fight goes on either way.
 */
static int
fight_avoided(struct character *ch, struct character *victim)
{
	if (victim->pd.position == POS_SLEEPING ||
	    victim->pd.position == POS_STUNNED)
		return (0);
	if (skill_learned(victim, SK_PARRY) > 0 &&
	    char_equipped(victim, WEAR_WIELD) != NULL && rng_below(3) == 0 &&
	    skill_check(victim, SK_PARRY)) {
		char_printf(victim, "You parry %s's attack.\n", char_name(ch));
		char_printf(ch, "%s parries your attack.\n",
		    char_name_cap(victim));
		return (1);
	}
	if (skill_learned(victim, SK_DODGE) > 0 && rng_below(4) == 0 &&
	    skill_check(victim, SK_DODGE)) {
		char_printf(victim, "You dodge %s's attack.\n", char_name(ch));
		char_printf(ch, "%s dodges your attack.\n",
		    char_name_cap(victim));
		return (1);
	}
	return (0);
}

/* One attack of ch on what it fights. */
static void
fight_hit(struct character *ch, struct character *victim)
{
	struct object	*weapon = char_equipped(ch, WEAR_WIELD);
	int		 roll, needed, dam;
	const char	*what = "blow";

	roll = dice_roll(1, 20, 0);
	needed = 10 - ch->pd.level / 3 - fight_hitroll(ch) +
	    (fight_armor(victim) - 10) / 2;
	if (roll != 20 && (roll == 1 || roll < needed)) {
		fight_damage(ch, victim, 0, weapon != NULL ?
		    attack_name(weapon->values[VAL_WEAPON_ATTACK]) : what);
		return;
	}
	if (fight_avoided(ch, victim))
		return;
	if (weapon != NULL && weapon->type == OBJ_WEAPON) {
		dam = dice_roll(weapon->values[VAL_WEAPON_NUMBER],
		    weapon->values[VAL_WEAPON_SIZE],
		    weapon->values[VAL_WEAPON_BONUS]);
		what = attack_name(weapon->values[VAL_WEAPON_ATTACK]);
	} else if (ch->mob != NULL)
		dam = dice_roll(ch->mob->damage.number, ch->mob->damage.size,
		    ch->mob->damage.bonus);
	else
		dam = dice_roll(1, 4, 0);
	dam += fight_damroll(ch);
	if (skill_check(ch, SK_ENHANCED_DAMAGE))
		dam += dam * skill_learned(ch, SK_ENHANCED_DAMAGE) / 150;
	if (victim->pd.position == POS_SLEEPING ||
	    victim->pd.position == POS_STUNNED)
		dam = dam * 3 / 2;
	brawl_venom_hit(ch, weapon, victim);	/* an envenomed blade */
	fight_damage(ch, victim, dam < 1 ? 1 : dam, what);
}

/*
 * A mobile of a fighting kind acts now and then in a round, as a player
 * of its class would: a mage casts harm at its foe (the strongest it has
 * the level for), a cleric heals itself when hurt, a warrior kicks or
 * bashes. Its spells are at its level and cost it nothing; the round's
 * blow is still struck, if there is a foe left to strike.
 */
static void
fight_mob_action(struct character *ch, struct character *victim)
{
	int	flags = ch->mob->flags, lvl = ch->pd.level, spell;

	if (!(flags & (MOB_MAGE | MOB_CLERIC | MOB_WARRIOR)) ||
	    rng_below(3) != 0)
		return;
	if ((flags & MOB_CLERIC) && ch->pd.hit < ch->pd.max_hit / 2) {
		spell = lvl >= 21 ? SPELL_HEAL : lvl >= 7 ? SPELL_CURE_SERIOUS :
		    SPELL_CURE_LIGHT;
		char_room_printf(ch, "%s utters the words of '%s'.\n",
		    char_name(ch), magic_spell_name(spell));
		magic_apply(ch, spell, lvl, ch, NULL);
		return;
	}
	if (flags & MOB_MAGE) {
		spell = lvl >= 15 ? SPELL_FIREBALL : lvl >= 10 ?
		    SPELL_LIGHTNING_BOLT : lvl >= 2 ? SPELL_CHILL_TOUCH :
		    SPELL_MAGIC_MISSILE;
		char_room_printf(ch, "%s utters the words of '%s'.\n",
		    char_name(ch), magic_spell_name(spell));
		magic_apply(ch, spell, lvl, victim, NULL);
		return;
	}
	if (flags & MOB_WARRIOR) {
		if (rng_below(4) == 0 && victim->pd.position != POS_STUNNED) {
			char_printf(victim, "%s slams into you and you go "
			    "down!\n", char_name_cap(ch));
			char_room_printf(victim, "%s bashes %s to the ground.\n",
			    char_name(ch), char_name(victim));
			update_stun(victim, 4);
		} else
			fight_damage(ch, victim, dice_roll(1, lvl + 4, 0),
			    "kick");
	}
}

/*
 * A fighter's combat round, aimed at its foe: hit, then come again next
 * round. A foe that left the game took the round with it
 * (fight_round_gone); one that dies of this blow leaves it with no target.
 */
static void
fight_round(struct equeue *q, struct eq_event *ev, void *arg)
{
	struct character	*ch = arg, *victim = NULL;
	struct eq_ref		 target = eq_event_target(ev);

	if (target.kind == EQ_CHARACTER)
		victim = eq_ch(target);
	if (victim == NULL || victim != ch->fighting ||
	    victim->room != ch->room || ch->pd.position == POS_DEAD) {
		ch->fighting = NULL;
		if (ch->pd.position == POS_FIGHTING)
			ch->pd.position = POS_STANDING;
		return;
	}
	if (ch->pd.position == POS_STUNNED) {
		equeue_reschedule(q, ev, (uint32_t)conf_pulses(
		    CFG_COMBAT_ROUND));
		return;
	}
	assist_auto(ch);		/* one who came in since joins */
	if (ch->mob != NULL) {
		if (game_hooks.fight_round != NULL)
			game_hooks.fight_round(ch, victim);
		if (!ch->extracted && ch->fighting == victim &&
		    victim->room == ch->room && !victim->extracted &&
		    eq_event_target(ev).kind == EQ_CHARACTER)
			fight_mob_action(ch, victim);
		/* The action may have ended the fight or the foe. */
		if (ch->fighting != victim || victim->room != ch->room ||
		    victim->pd.position == POS_DEAD ||
		    eq_event_target(ev).kind != EQ_CHARACTER) {
			if (ch->fighting == NULL &&
			    ch->pd.position == POS_FIGHTING)
				ch->pd.position = POS_STANDING;
			return;
		}
	}
	fight_hit(ch, victim);
	/* A second blow for one who has learned it. */
	if (ch->fighting == victim && victim->room == ch->room &&
	    victim->pd.position != POS_DEAD &&
	    eq_event_target(ev).kind == EQ_CHARACTER &&
	    skill_check(ch, SK_SECOND_ATTACK))
		fight_hit(ch, victim);
	/* A third, for a warrior who has learned it. */
	if (ch->fighting == victim && victim->room == ch->room &&
	    victim->pd.position != POS_DEAD &&
	    eq_event_target(ev).kind == EQ_CHARACTER &&
	    skill_check(ch, SK_THIRD_ATTACK))
		fight_hit(ch, victim);
	/* Hasted, another, if the blows left a foe to strike. */
	if ((char_aff(ch) & AFF_HASTE) && ch->fighting == victim &&
	    victim->room == ch->room && victim->pd.position != POS_DEAD &&
	    eq_event_target(ev).kind == EQ_CHARACTER)
		fight_hit(ch, victim);
	/* ch may have fled (still here), or its foe fled or died. */
	if (eq_event_target(ev).kind == EQ_CHARACTER &&
	    ch->fighting == victim && victim->room == ch->room) {
		equeue_reschedule(q, ev, (uint32_t)conf_pulses(
		    CFG_COMBAT_ROUND));
		char_prompt(ch);
	} else if (ch->pd.position == POS_FIGHTING)
		ch->pd.position = POS_STANDING;
}

/* Run through a random open exit. */
int
fight_flee(struct character *ch)
{
	struct room	*from = ch->room, *to;
	int		 dirs[DIR__COUNT], n = 0, d;

	if (from == NULL)
		return (-1);
	/*
	 * One who cannot move (stunned, as wimpy finds a bashed fighter)
	 * stays in the fight: no flight, no loss, before anything is done.
	 */
	if (position_refused(ch, POS_FIGHTING) != NULL) {
		char_printf(ch, "You try to flee, but you cannot move!\n");
		return (-1);
	}
	for (d = 0; d < DIR__COUNT; d++) {
		if ((to = room_exit_to(from, d)) == NULL ||
		    (from->door[d] & EXIT_CLOSED))
			continue;
		if (ch->mob != NULL && (to->def->flags & ROOM_NO_MOB))
			continue;
		if (move_cost(ch, d) > ch->pd.move)
			continue;		/* too exhausted to go there */
		dirs[n++] = d;
	}
	if (n == 0 || dice_roll(1, 10, 0) == 1) {
		char_printf(ch, "PANIC! You couldn't escape!\n");
		return (-1);
	}
	d = dirs[rng_below((uint32_t)n)];
	/*
	 * The leave scripts first: one that refuses keeps ch in the room
	 * and the fight, nothing shown but what it says, nothing lost.
	 */
	if (game_may_leave(ch, room_exit_to(from, d)) != 0 ||
	    ch->room != from || room_exit_to(from, d) == NULL)
		return (-1);
	fight_stop(ch);
	char_printf(ch, "You flee %s!\n", dir_name(d));
	char_room_printf(ch, "%s flees %s in panic!\n", char_name(ch),
	    dir_name(d));
	move_step(ch, d, 0);
	if (ch->mob == NULL && ch->pd.exp > 10) {
		ch->pd.exp -= 10;
		char_printf(ch, "You lose 10 experience points.\n");
	}
	return (0);
}
