/*
 * magic.h: spells cast over time on the event queue, and the affects they
 * leave, each ended by an event of its own.
 */
#ifndef MUD_MAGIC_H
#define MUD_MAGIC_H

#include <stdint.h>

#include "equeue.h"

struct character;

enum spell_id { SPELL_NONE, SPELL_MAGIC_MISSILE, SPELL_CURE_LIGHT,
	SPELL_ARMOR, SPELL_EARTHQUAKE, SPELL_IDENTIFY, SPELL__COUNT };

/* Start casting; the spell takes effect after its cast time. */
void	magic_cast(struct character *, char *argument);
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
/* Remove every affect (death). */
void	magic_strip_affects(struct character *);
/* Free the affects of a character leaving the game (events already gone). */
void	magic_free_affects(struct character *);
const char *magic_spell_name(int spell);

#endif
