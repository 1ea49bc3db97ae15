/*
 * area-read-obj.c: the lines of an object block, with the values that
 * depend on its type.
 */
#include <stdlib.h>
#include <string.h>

#include "area-read.h"
#include "xmalloc.h"

static const char *const obj_words[] = {
	"keywords", "short", "long", "type", "flags", "wear", "level",
	"weight", "cost", "timer", "apply", "extra", "script", "script_file",
	"behaviour", "end"
};

/* A named value line of an object (dice, hours, liquid, ...). */
static void
reader_value(struct reader *r, struct obj_def *o, const struct area_value *v)
{
	struct dice	 dice;
	int		 i, x, bit;

	switch (v->kind) {
	case AV_INT:
		if (reader_args(r, 1, "<value> <number>") == 0)
			reader_int(r, r->w[1], v->min, v->max, v->name,
			    &o->values[v->index]);
		break;
	case AV_DICE:
		if (reader_args(r, 1, "dice <dice, like 2d4>") == 0 &&
		    reader_dice(r, r->w[1], &dice) == 0) {
			o->values[v->index] = dice.number;
			o->values[v->index + 1] = dice.size;
			o->values[v->index + 3] = dice.bonus;
		}
		break;
	case AV_ATTACK:
		if (reader_args(r, 1, "attack <attack>") == 0 &&
		    (x = reader_name(r, area_attack_names, area_nattacks,
		    "attack", r->w[1])) != -1)
			o->values[v->index] = x;
		break;
	case AV_LIQUID:
		if (reader_args(r, 1, "liquid <liquid>") == 0 &&
		    (x = reader_name(r, area_liquid_names, area_nliquids,
		    "liquid", r->w[1])) != -1)
			o->values[v->index] = x;
		break;
	case AV_CONT:
		x = 0;
		reader_flags(r, AFS_CONT, "container state", &x);
		if ((x & (CONT_CLOSED|CONT_PICKPROOF)) &&
		    (x & CONT_CLOSEABLE) == 0)
			area_err_add(&r->errs, r->lineno, "a closed or pickproof "
			    "container must be closeable");
		if ((x & CONT_LOCKED) && (x & CONT_CLOSED) == 0)
			area_err_add(&r->errs, r->lineno,
			    "a locked container must be closed");
		o->values[v->index] = x;
		break;
	case AV_VNUM:
		if (reader_args(r, 1, v->index == VAL_PORTAL_TO &&
		    o->type == OBJ_PORTAL ? "to <room>" :
		    "key <object>") == 0 && reader_vnum(r, r->w[1], &x) == 0)
			o->values[v->index] = x;
		break;
	case AV_BOOL:
		if (reader_args(r, 0, v->name) == 0)
			o->values[v->index] = 1;
		break;
	case AV_SPELLS:
		if (r->nw < 2 || r->nw > 4) {
			area_err_add(&r->errs, r->lineno,
			    "usage: spells <spell> [<spell> [<spell>]]");
			break;
		}
		for (i = 1; i < r->nw; i++) {
			bit = reader_name(r, area_spell_names + 1,
			    area_nspells - 1, "spell", r->w[i]);
			if (bit != -1)
				o->values[v->index + i - 1] = bit + 1;
		}
		break;
	}
}

/* A keyword not of the object's own: a value of another type, or unknown. */
static void
reader_obj_unknown(struct reader *r, struct obj_def *o)
{
	const char	*names[OW__COUNT + 8];
	size_t		 i;
	int		 n = 0, other = 0;

	for (i = 0; i < OW__COUNT; i++)
		names[n++] = obj_words[i];
	for (i = 0; i < area_nvalues; i++) {
		if (strcmp(area_values[i].name, r->w[0]) == 0)
			other = 1;
		if (area_values[i].type == o->type && n < OW__COUNT + 8)
			names[n++] = area_values[i].name;
	}
	if ((r->seen & (1U << OW_TYPE)) == 0 && other)
		area_err_add(&r->errs, r->lineno,
		    "'%s' before 'type' (values depend on the type)", r->w[0]);
	else if (other)
		area_err_add(&r->errs, r->lineno,
		    "'%s' is not a value of a %s object", r->w[0],
		    area_type_names[o->type]);
	else
		reader_unknown(r, "object keyword", r->w[0],
		    area_names_near(names, n, r->w[0]));
}

/* One line inside an object. */
void
reader_obj(struct reader *r)
{
	struct obj_def		*o = &r->a->objs[r->a->nobjs - 1];
	const struct area_value	*v = NULL;
	int			 k, x;

	k = area_names_find(obj_words, OW__COUNT, r->w[0]);
	if (k == -1 && (r->seen & (1U << OW_TYPE)) &&
	    (v = area_value_find(o->type, r->w[0])) != NULL) {
		/* Value keys take the bits after the keywords. */
		if (reader_once(r, &r->seen, OW__COUNT + (v - area_values)
		    % 16) == 0)
			reader_value(r, o, v);
		return;
	}
	if (k >= 0 && k != OW_APPLY && k != OW_EXTRA && k != OW_SCRIPT &&
	    k != OW_SCRIPT_FILE && k != OW_BEHAVIOUR && k != OW_END &&
	    reader_once(r, &r->seen, k) != 0)
		return;
	switch (k) {
	case OW_KEYWORDS:
		reader_string(r, &o->keywords);
		break;
	case OW_SHORT:
		reader_string(r, &o->short_desc);
		break;
	case OW_LONG:
		reader_string(r, &o->long_desc);
		break;
	case OW_TYPE:
		if (reader_args(r, 1, "type <object type>") == 0 &&
		    (x = reader_name(r, area_type_names, OBJ__COUNT,
		    "object type", r->w[1])) != -1) {
			o->type = x;
			area_values_default(o->type, o->values);
		} else
			r->seen &= ~(1U << OW_TYPE);
		break;
	case OW_FLAGS:
		reader_flags(r, AFS_ITEM, "object flag", &o->flags);
		break;
	case OW_WEAR:
		reader_flags(r, AFS_WEAR, "wear location", &o->wear);
		break;
	case OW_LEVEL:
		if (reader_args(r, 1, "level <0-1000>") == 0)
			reader_int(r, r->w[1], 0, 1000, "level", &o->level);
		break;
	case OW_WEIGHT:
		if (reader_args(r, 1, "weight <number>") == 0)
			reader_int(r, r->w[1], 0, 100000, "weight", &o->weight);
		break;
	case OW_COST:
		if (reader_args(r, 1, "cost <number>") == 0)
			reader_int(r, r->w[1], 0, 100000000, "cost", &o->cost);
		break;
	case OW_TIMER:
		if (reader_args(r, 1, "timer <game hours>") == 0)
			reader_int(r, r->w[1], 1, 10000, "timer", &o->timer);
		break;
	case OW_APPLY:
		if (reader_args(r, 2, "apply <what> <modifier>") == 0 &&
		    (x = reader_name(r, area_apply_names + 1, APPLY__COUNT - 1,
		    "apply", r->w[1])) != -1) {
			struct affect_def	af;

			af.location = x + 1;
			if (reader_int(r, r->w[2], -1000, 1000, "modifier",
			    &af.modifier) != 0)
				break;
			o->affects = xgrow_count(o->affects, o->naffects,
			    sizeof *o->affects);
			o->affects[o->naffects++] = af;
		}
		break;
	case OW_EXTRA:
		reader_extra(r, &o->extras, &o->nextras);
		break;
	case OW_SCRIPT:
	case OW_SCRIPT_FILE:
	case OW_BEHAVIOUR:
		reader_script(r, SCRIPT_OBJ, &o->scripts, &o->nscripts,
		    &o->triggers);
		break;
	case OW_END:
		if (r->nw != 1)
			area_err_add(&r->errs, r->lineno, "'end' takes no value");
		reader_close(r);
		break;
	default:
		reader_obj_unknown(r, o);
		break;
	}
}
