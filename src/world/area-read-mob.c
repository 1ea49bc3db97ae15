/*
 * area-read-mob.c: the lines of a mob block.
 */
#include <stdlib.h>
#include <string.h>

#include "area-read.h"
#include "xmalloc.h"

static const char *const mob_words[] = {
	"keywords", "short", "long", "description", "level", "hit", "damage",
	"hitroll", "armor", "alignment", "gold", "flags", "affects", "guild",
	"script", "script_file", "behaviour", "end"
};

/* One line inside a mobile. */
void
reader_mob(struct reader *r)
{
	struct mob_def	*m = &r->a->mobs[r->a->nmobs - 1];
	int		 k;

	k = area_names_find(mob_words, MW__COUNT, r->w[0]);
	if (k >= 0 && k != MW_SCRIPT && k != MW_SCRIPT_FILE && k != MW_BEHAVIOUR &&
	    k != MW_END &&
	    reader_once(r, &r->seen, k) != 0)
		return;
	switch (k) {
	case MW_KEYWORDS:
		reader_string(r, &m->keywords);
		break;
	case MW_SHORT:
		reader_string(r, &m->short_desc);
		break;
	case MW_LONG:
		reader_string(r, &m->long_desc);
		break;
	case MW_DESC:
		reader_desc(r, &m->description, "the description");
		break;
	case MW_LEVEL:
		if (reader_args(r, 1, "level <0-1000>") == 0)
			reader_int(r, r->w[1], 0, 1000, "level", &m->level);
		break;
	case MW_HIT:
		if (reader_args(r, 1, "hit <dice, like 3d8+20>") == 0)
			reader_dice(r, r->w[1], &m->hit);
		break;
	case MW_DAMAGE:
		if (reader_args(r, 1, "damage <dice, like 1d6+1>") == 0)
			reader_dice(r, r->w[1], &m->damage);
		break;
	case MW_HITROLL:
		if (reader_args(r, 1, "hitroll <number>") == 0)
			reader_int(r, r->w[1], -1000, 1000, "hitroll",
			    &m->hitroll);
		break;
	case MW_ARMOR:
		if (reader_args(r, 1, "armor <number>") == 0)
			reader_int(r, r->w[1], -1000, 1000, "armor", &m->armor);
		break;
	case MW_ALIGN:
		if (reader_args(r, 1, "alignment <-1000 to 1000>") == 0)
			reader_int(r, r->w[1], -1000, 1000, "alignment",
			    &m->alignment);
		break;
	case MW_GOLD:
		if (reader_args(r, 1, "gold <number>") == 0)
			reader_int(r, r->w[1], 0, 100000000, "gold", &m->gold);
		break;
	case MW_FLAGS:
		reader_flags(r, AFS_MOB, "mob flag", &m->flags);
		break;
	case MW_AFFECTS:
		reader_flags(r, AFS_AFF, "affect", &m->affects);
		break;
	case MW_GUILD:
		if (reader_args(r, 1, "guild <class it teaches>") == 0) {
			if (strcmp(r->w[1], "all") == 0)
				m->guild = AREA_GUILD_ALL;
			else if ((k = area_guild_lookup(r->w[1])) == -1)
				area_err_add(&r->errs, r->lineno, "guild: "
				    "unknown class '%s' (warrior, mage, cleric, "
				    "thief or all)", r->w[1]);
			else
				m->guild = k + 1;
		}
		break;
	case MW_SCRIPT:
	case MW_SCRIPT_FILE:
	case MW_BEHAVIOUR:
		reader_script(r, SCRIPT_MOB, &m->scripts, &m->nscripts,
		    &m->triggers);
		break;
	case MW_END:
		if (r->nw != 1)
			area_err_add(&r->errs, r->lineno, "'end' takes no value");
		reader_close(r);
		break;
	default:
		reader_unknown(r, "mob keyword", r->w[0],
		    area_names_near(mob_words, MW__COUNT, r->w[0]));
		break;
	}
}
