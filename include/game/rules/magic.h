/*
 * magic.h: spells cast over time on the event queue, and the affects they
 * leave, each ended by an event of its own.
 */
#ifndef MUD_MAGIC_H
#define MUD_MAGIC_H

#include <stdint.h>

#include "equeue.h"

struct character;

/* Saved by number (active affects): add new spells at the end. */
enum spell_id { SPELL_NONE, SPELL_MAGIC_MISSILE, SPELL_CURE_LIGHT,
	SPELL_ARMOR, SPELL_EARTHQUAKE, SPELL_IDENTIFY, SPELL_CURE_SERIOUS,
	SPELL_HEAL, SPELL_REFRESH, SPELL_BLESS, SPELL_DETECT_INVIS,
	SPELL_INVISIBILITY, SPELL_INFRAVISION, SPELL_SANCTUARY, SPELL_HASTE,
	SPELL_FIREBALL, SPELL_LIGHTNING_BOLT, SPELL_CHILL_TOUCH, SPELL_SHIELD,
	SPELL_WORD_OF_RECALL, SPELL_SNEAK, SPELL_POISON, SPELL_BLINDNESS,
	SPELL_CURE_POISON, SPELL_CURE_BLINDNESS, SPELL_CURE_CRITICAL,
	SPELL_CREATE_FOOD, SPELL_CREATE_WATER, SPELL_DETECT_EVIL, SPELL_SLEEP,
	SPELL_LOCATE_OBJECT, SPELL_HIDE, SPELL_BERSERK, SPELL_DIRT,
	SPELL__COUNT };

struct object;
struct room;

/* Start casting; the spell takes effect after its cast time. */
void	magic_cast(struct character *, char *argument);
void	magic_list(struct character *);
/* Stop a cast in progress, telling the caster why (msg may be NULL). */
void	magic_interrupt(struct character *, const char *msg);
/* Is a cast in progress? */
int	magic_casting(const struct character *);
/* A cast's victim left the game: it fizzles (EQT_CAST's gone function). */
void	magic_cast_gone(struct equeue *, struct eq_event *, struct eq_ref gone,
	    void *);
/* Put an affect on ch that ends after duration pulses. */
void	magic_affect_add(struct character *, int spell, int location,
	    int modifier, uint32_t duration);
/* Take ch's affect of a spell away now, quietly; 1 if it had one. */
int	magic_affect_remove(struct character *, int spell);
/* Remove every affect (death). */
void	magic_strip_affects(struct character *);
/* Free the affects of a character leaving the game (events already gone). */
void	magic_free_affects(struct character *);
const char *magic_spell_name(int spell);
/* The spell an area file names ("cure_light"), or SPELL_NONE. */
int	magic_spell_by_area_name(const char *);
/*
 * Let a spell take effect now at a level, as a potion, scroll, wand or
 * staff does: at victim (or obj), or ch itself. 0, or -1 if the spell
 * cannot be aimed so (ch is told).
 */
int	magic_apply(struct character *ch, int spell, int level,
	    struct character *victim, struct object *obj);
/*
 * A spell cast by a room or an object (DG's dg_cast), named as an area
 * file names it ("cure light", "cure_light"): it works at once at a level,
 * with no caster (no mana, no cast time), in room at victim or obj, by
 * the spell's rules: one at a foe or every foe not in a safe room nor at
 * who may not be fought (no_kill), one at a friend at someone there, one
 * at a thing at a thing there; one that tells only its caster (identify,
 * locate object) is refused. who names the caster for a death ("a script
 * of the altar (obj 3020, Town)"). 0, or -1 and *why.
 */
int	magic_thing_cast(const char *spell, int level, struct room *room,
	    const char *who, struct character *victim, struct object *obj,
	    const char **why);
/* What a spell costs ch in mana, by ch's level above the spell's. */
int	magic_mana(const struct character *, int spell);
/* Does victim save against a harmful spell of a level? */
int	magic_saves(const struct character *victim, int level);
/* Is the spell aimed at a foe (as a wand of it must be)? */
int	magic_is_offensive(int spell);
/* Give ch an affect spell's affect at a level, no save (bad food). */
void	magic_afflict(struct character *, int spell, int level);
/* ch moves silently for a while (the thief's skill, as an affect). */
void	magic_sneak(struct character *);
/* ch hides in the room for a while (the thief's skill, as an affect). */
void	magic_hide(struct character *);
/* ch is seen again: it attacks (invisibility and hiding end). */
void	magic_unhide(struct character *);
/* ch comes out of hiding (it moves); 1 if it was hidden. */
int	magic_unhide_only(struct character *);
/* A character asleep by a spell is woken (it is attacked). */
void	magic_wake(struct character *);

#endif
