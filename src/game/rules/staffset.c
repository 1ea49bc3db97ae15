/*
 * staffset.c: what staff may change of a player and within which bounds
 * (set, advance), and the text they give things (string).
 */
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <sodium.h>

#include "character.h"
#include "class.h"
#include "fight.h"
#include "player.h"
#include "staffset.h"
#include "text.h"

struct staffset_field {
	const char	*name;
	long long	 min, max;
	size_t		 offset;
	int		 wide;		/* a long long, not an int */
};

#define F(name, member, lo, hi) \
	{ name, lo, hi, offsetof(struct player_data, member), 0 }
#define FL(name, member, lo, hi) \
	{ name, lo, hi, offsetof(struct player_data, member), 1 }

static const struct staffset_field staffset_table[] = {
	F("level", level, 1, FIGHT_LEVEL_MAX),
	FL("gold", gold, 0, 1000000000),
	FL("exp", exp, 0, 2000000000),
	F("hit", hit, 1, 30000),
	F("maxhit", max_hit, 1, 30000),
	F("mana", mana, 0, 30000),
	F("maxmana", max_mana, 0, 30000),
	F("move", move, 0, 30000),
	F("maxmove", max_move, 0, 30000),
	F("practices", practices, 0, 1000),
	F("trains", trains, 0, 1000),
	F("str", stats[STAT_STR], 3, 25),
	F("int", stats[STAT_INT], 3, 25),
	F("wis", stats[STAT_WIS], 3, 25),
	F("dex", stats[STAT_DEX], 3, 25),
	F("con", stats[STAT_CON], 3, 25),
	F("qpoints", qpoints, 0, 1000000),
};
#define STAFFSET_N	(sizeof staffset_table / sizeof staffset_table[0])

const char *
staffset_fields(void)
{
	return ("level, gold, exp, hit, maxhit, mana, maxmana, move, maxmove, "
	    "practices, trains, str, int, wis, dex, con, qpoints");
}

int
staffset_number(struct player_data *pd, const char *field, const char *word,
    const char **why)
{
	const struct staffset_field	*f = NULL;
	static char			 msg[96];
	char				*end;
	long long			 n;
	size_t				 i;

	for (i = 0; i < STAFFSET_N; i++) {
		if (strcasecmp(field, staffset_table[i].name) == 0)
			f = &staffset_table[i];
	}
	if (f == NULL) {
		*why = "That is not something set changes.";
		return (-1);
	}
	errno = 0;
	n = strtoll(word, &end, 10);
	if (*word == '\0' || *end != '\0' || errno != 0 || n < f->min ||
	    n > f->max) {
		snprintf(msg, sizeof msg, "The %s is a number from %lld to "
		    "%lld.", f->name, f->min, f->max);
		*why = msg;
		return (-1);
	}
	if (strcmp(f->name, "level") == 0)
		return (staffset_advance(pd, (int)n, why));
	if (f->wide)
		*(long long *)((char *)pd + f->offset) = n;
	else
		*(int *)((char *)pd + f->offset) = (int)n;
	/* Points never above their most. */
	if (pd->hit > pd->max_hit)
		pd->hit = pd->max_hit;
	if (pd->mana > pd->max_mana)
		pd->mana = pd->max_mana;
	if (pd->move > pd->max_move)
		pd->move = pd->max_move;
	return (0);
}

int
staffset_advance(struct player_data *pd, int level, const char **why)
{
	if (level < 1 || level > FIGHT_LEVEL_MAX) {
		*why = "A level is a number from 1 to 50.";
		return (-1);
	}
	while (pd->level < level) {
		/* What one earning it would have: the experience, the gains. */
		if (pd->exp < fight_exp_for_level(pd->level))
			pd->exp = fight_exp_for_level(pd->level);
		class_raise_level(pd);
	}
	pd->level = level;
	return (0);
}

int
staffset_string(char *text, const char **why)
{
	size_t	len = strlen(text);

	len = text_sanitize(text, len);
	if (len > STAFFSET_STRING_MAX) {
		len = STAFFSET_STRING_MAX;
		/* Between characters, never inside one. */
		while (len > 0 && ((unsigned char)text[len] & 0xc0) == 0x80)
			len--;
		text[len] = '\0';
	}
	len = text_trim_end(text);
	if (len == 0) {
		*why = "Give it some text.";
		return (-1);
	}
	return (0);
}

void
staffset_password(char *buf, size_t size)
{
	static const char	digits[] = "abcdefghijkmnpqrstuvwxyz"
	    "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
	size_t			i;

	for (i = 0; i + 1 < size && i < STAFFSET_PASSWORD_LEN; i++)
		buf[i] = digits[randombytes_uniform(sizeof digits - 1)];
	buf[i] = '\0';
}
