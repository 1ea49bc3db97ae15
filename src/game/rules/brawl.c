/* brawl.c: berserk, dirt kicking, trip and envenom (brawl.h). */
#include <string.h>
#include <sys/queue.h>

#include "act.h"
#include "attrib.h"
#include "brawl.h"
#include "character.h"
#include "class.h"
#include "config.h"
#include "fight.h"
#include "magic.h"
#include "object.h"
#include "rng.h"
#include "update.h"

#define BRAWL_BERSERK_MOVE	20	/* movement a rage costs */

static int
brawl_has(const struct character *ch, int spell)
{
	const struct affect	*af;

	TAILQ_FOREACH(af, &ch->affects, entry) {
		if (af->spell == spell)
			return (1);
	}
	return (0);
}

/* A roll in 100 against chance, kept within 5 and 95. */
static int
brawl_roll(int chance)
{
	if (chance < 5)
		chance = 5;
	if (chance > 95)
		chance = 95;
	return ((int)rng_below(100) < chance);
}

static uint32_t
brawl_rounds(int n)
{
	return ((uint32_t)(conf_pulses(CFG_COMBAT_ROUND) * n));
}

void
brawl_berserk(struct character *ch)
{
	int	lvl = ch->pd.level;

	if (brawl_has(ch, SPELL_BERSERK)) {
		char_printf(ch, "Your blood is already up.\n");
		return;
	}
	if (ch->pd.move < BRAWL_BERSERK_MOVE) {
		char_printf(ch, "You are too worn out to work up a rage.\n");
		return;
	}
	update_wait(ch, 8);
	if (!skill_check(ch, SK_BERSERK)) {
		ch->pd.move -= BRAWL_BERSERK_MOVE / 2;
		char_printf(ch, "Your pulse quickens, then steadies: the rage "
		    "will not come.\n");
		return;
	}
	ch->pd.move -= BRAWL_BERSERK_MOVE;
	ch->pd.hit += lvl * 2;
	if (ch->pd.hit > ch->pd.max_hit)
		ch->pd.hit = ch->pd.max_hit;
	magic_affect_add(ch, SPELL_BERSERK, APPLY_DAMROLL, 2 + lvl / 5,
	    brawl_rounds(3 + lvl / 10));
	char_printf(ch, "A red haze falls over your eyes!\n");
	char_room_printf(ch, "%s bellows, eyes gone wild with rage.\n",
	    char_name_cap(ch));
	fight_hurt_changed(ch);
}

void
brawl_dirt(struct character *ch, struct character *victim)
{
	int	chance;

	if (char_aff(victim) & AFF_BLIND) {
		char_printf(ch, "%s can see nothing as it is.\n",
		    char_name_cap(victim));
		return;
	}
	update_wait(ch, 6);
	chance = skill_learned(ch, SK_DIRT) / 2 + 25 + (attrib_get(ch,
	    STAT_DEX) - attrib_get(victim, STAT_DEX)) * 2 +
	    ch->pd.level - victim->pd.level;
	if (!skill_check(ch, SK_DIRT) || !brawl_roll(chance)) {
		char_printf(ch, "You scuff up a cloud of dust, and %s "
		    "squints through it unharmed.\n", char_name(victim));
		char_printf(victim, "%s kicks dust at you, and misses your "
		    "eyes.\n", char_name_cap(ch));
		fight_start(ch, victim);
		return;
	}
	char_printf(ch, "You kick a spray of grit into %s's eyes!\n",
	    char_name(victim));
	char_room_printf(ch, "%s kicks a spray of grit into %s's eyes.\n",
	    char_name_cap(ch), char_name(victim));
	magic_affect_add(victim, SPELL_DIRT, APPLY_HITROLL, -4,
	    brawl_rounds(2));
	char_printf(victim, "Grit stings your eyes: you cannot see!\n");
	fight_start(ch, victim);
}

void
brawl_trip(struct character *ch, struct character *victim)
{
	int	chance;

	if (victim->pd.position == POS_STUNNED ||
	    victim->pd.position == POS_SLEEPING) {
		char_printf(ch, "%s is down already.\n",
		    char_name_cap(victim));
		return;
	}
	update_wait(ch, 6);
	chance = skill_learned(ch, SK_TRIP) / 2 + 20 + (attrib_get(ch,
	    STAT_DEX) - attrib_get(victim, STAT_DEX)) * 3 +
	    ch->pd.level - victim->pd.level;
	if (!skill_check(ch, SK_TRIP) || !brawl_roll(chance)) {
		char_printf(ch, "You sweep a foot at %s's ankles and catch "
		    "only air.\n", char_name(victim));
		char_printf(victim, "%s tries to hook your legs; you step "
		    "over the foot.\n", char_name_cap(ch));
		update_wait(ch, 8);
		fight_start(ch, victim);
		return;
	}
	char_printf(ch, "You hook %s's legs, and down they go!\n",
	    char_name(victim));
	char_printf(victim, "%s hooks your legs out from under you, and "
	    "the ground comes up hard!\n", char_name_cap(ch));
	char_room_printf(ch, "%s hooks %s's legs and drops them in the "
	    "dirt.\n", char_name_cap(ch), char_name(victim));
	update_stun(victim, brawl_rounds(1));
	fight_damage(ch, victim, 1 + (int)rng_below((uint32_t)(2 +
	    ch->pd.level / 2)), "trip");
}

/* An edged blade, that venom clings to. */
static int
brawl_edged(const struct object *obj)
{
	const char	*a = attack_name(obj->values[VAL_WEAPON_ATTACK]);

	return (strcmp(a, "slash") == 0 || strcmp(a, "pierce") == 0 ||
	    strcmp(a, "stab") == 0);
}

void
brawl_envenom(struct character *ch, struct object *obj)
{
	int	slot;

	switch (obj->type) {
	case OBJ_FOOD:
		slot = VAL_FOOD_POISONED;
		break;
	case OBJ_DRINK:
		slot = VAL_DRINK_POISONED;
		break;
	case OBJ_WEAPON:
		if (!brawl_edged(obj)) {
			char_printf(ch, "Venom runs straight off %s: it needs "
			    "an edge or a point to cling to.\n",
			    obj->short_desc);
			return;
		}
		slot = VAL_WEAPON_POISON;
		break;
	default:
		char_printf(ch, "You can envenom food, drink or an edged "
		    "weapon, not %s.\n", obj->short_desc);
		return;
	}
	if (obj->values[slot] > 0) {
		char_printf(ch, "%s is tainted already.\n", obj->short_desc);
		return;
	}
	update_wait(ch, 4);
	if (!skill_check(ch, SK_ENVENOM)) {
		char_printf(ch, "Your hand slips, and the venom soaks into "
		    "your sleeve instead.\n");
		return;
	}
	obj->values[slot] = slot == VAL_WEAPON_POISON ? 3 +
	    ch->pd.level / 5 : 1;
	char_printf(ch, "You work a few dark drops of venom into %s.\n",
	    obj->short_desc);
}

void
brawl_venom_hit(struct character *ch, struct object *weapon,
    struct character *victim)
{
	if (weapon == NULL || weapon->type != OBJ_WEAPON ||
	    weapon->values[VAL_WEAPON_POISON] <= 0)
		return;
	if (--weapon->values[VAL_WEAPON_POISON] == 0)
		char_printf(ch, "The last of the venom is gone from %s.\n",
		    weapon->short_desc);
	if ((char_aff(victim) & AFF_POISON) ||
	    magic_saves(victim, ch->pd.level))
		return;
	char_printf(ch, "Your venom bites into %s.\n", char_name(victim));
	magic_afflict(victim, SPELL_POISON, ch->pd.level);
}
