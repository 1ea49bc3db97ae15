/*
 * area-read-reset.c: 'reset' lines, what the area refills and where.
 */
#include <stdlib.h>
#include <string.h>

#include "area-read.h"
#include "xmalloc.h"

static const char *const reset_words[] = {
	"mob", "object", "give", "equip", "put", "door", "remove", "shuffle"
};

/* A 'reset' line. */
void
reader_reset(struct reader *r)
{
	struct area_def		*a = r->a;
	struct reset_def	 rs;
	int			 k, i, d;

	memset(&rs, 0, sizeof rs);
	rs.line = r->lineno;
	if (r->nw < 2) {
		area_err_add(&r->errs, r->lineno, "'reset' needs a kind: mob, "
		    "object, give, equip, put, door, remove or shuffle");
		return;
	}
	if ((k = reader_name(r, reset_words, 8, "reset kind", r->w[1])) == -1)
		return;
	rs.kind = k;
	switch (rs.kind) {
	case RESET_MOB:
		rs.arg3 = 1;
		if ((r->nw != 5 && r->nw != 7) || strcmp(r->w[3], "in") != 0 ||
		    (r->nw == 7 && strcmp(r->w[5], "max") != 0)) {
			area_err_add(&r->errs, r->lineno,
			    "usage: reset mob <mob> in <room> [max <count>]");
			return;
		}
		if (reader_vnum(r, r->w[2], &rs.arg1) != 0 ||
		    reader_vnum(r, r->w[4], &rs.arg2) != 0 ||
		    (r->nw == 7 && reader_int(r, r->w[6], 1, 1000, "max",
		    &rs.arg3) != 0))
			return;
		r->have_mob = 1;
		break;
	case RESET_OBJ:
		if (r->nw != 5 || strcmp(r->w[3], "in") != 0) {
			area_err_add(&r->errs, r->lineno,
			    "usage: reset object <object> in <room>");
			return;
		}
		if (reader_vnum(r, r->w[2], &rs.arg1) != 0 ||
		    reader_vnum(r, r->w[4], &rs.arg2) != 0)
			return;
		r->last_obj = rs.arg1;
		break;
	case RESET_GIVE:
	case RESET_EQUIP:
		if (rs.kind == RESET_GIVE &&
		    reader_args(r, 2, "reset give <object>") != 0)
			return;
		if (rs.kind == RESET_EQUIP &&
		    reader_args(r, 3, "reset equip <object> <wear location>"))
			return;
		if (reader_vnum(r, r->w[2], &rs.arg1) != 0)
			return;
		if (rs.kind == RESET_EQUIP) {
			if ((rs.arg2 = reader_name(r, area_wear_names,
			    WEAR__COUNT, "wear location", r->w[3])) == -1)
				return;
		}
		if (!r->have_mob)
			area_err_add(&r->errs, r->lineno, "'reset %s' with no "
			    "'reset mob' before it", r->w[1]);
		r->last_obj = rs.arg1;
		break;
	case RESET_PUT:
		if (r->nw != 5 || strcmp(r->w[3], "in") != 0) {
			area_err_add(&r->errs, r->lineno,
			    "usage: reset put <object> in <container>");
			return;
		}
		if (reader_vnum(r, r->w[2], &rs.arg1) != 0 ||
		    reader_vnum(r, r->w[4], &rs.arg2) != 0)
			return;
		if (r->last_obj == -1)
			area_err_add(&r->errs, r->lineno, "'reset put' with no "
			    "'reset object', 'give' or 'equip' before it");
		else if (r->last_obj != rs.arg2)
			area_err_add(&r->errs, r->lineno, "'reset put' into %d, "
			    "but the last object placed is %d", rs.arg2,
			    r->last_obj);
		break;
	case RESET_DOOR:
		if (r->nw < 5) {
			area_err_add(&r->errs, r->lineno, "usage: reset door "
			    "<room> <direction> open|closed|closed locked");
			return;
		}
		if (reader_vnum(r, r->w[2], &rs.arg1) != 0 ||
		    (d = reader_name(r, area_dir_names, DIR__COUNT,
		    "direction", r->w[3])) == -1)
			return;
		rs.arg2 = d;
		rs.arg3 = EXIT_DOOR;
		for (i = 4; i < r->nw; i++) {
			if (strcmp(r->w[i], "open") == 0 && r->nw == 5)
				continue;
			if (strcmp(r->w[i], "closed") == 0)
				rs.arg3 |= EXIT_CLOSED;
			else if (strcmp(r->w[i], "locked") == 0)
				rs.arg3 |= EXIT_LOCKED;
			else {
				static const char *const st[] = {
					"open", "closed", "locked"
				};
				reader_unknown(r, "door state", r->w[i],
				    area_names_near(st, 3, r->w[i]));
				return;
			}
		}
		if ((rs.arg3 & EXIT_LOCKED) && (rs.arg3 & EXIT_CLOSED) == 0) {
			area_err_add(&r->errs, r->lineno,
			    "a locked door must be closed");
			return;
		}
		break;
	case RESET_REMOVE:
		if (r->nw != 5 || strcmp(r->w[3], "from") != 0) {
			area_err_add(&r->errs, r->lineno,
			    "usage: reset remove <object> from <room>");
			return;
		}
		if (reader_vnum(r, r->w[2], &rs.arg1) != 0 ||
		    reader_vnum(r, r->w[4], &rs.arg2) != 0)
			return;
		break;
	case RESET_SHUFFLE:
		if (r->nw != 5 || strcmp(r->w[3], "exits") != 0) {
			area_err_add(&r->errs, r->lineno,
			    "usage: reset shuffle <room> exits <2 to 6>");
			return;
		}
		if (reader_vnum(r, r->w[2], &rs.arg1) != 0 ||
		    reader_int(r, r->w[4], 2, DIR__COUNT, "exits",
		    &rs.arg2) != 0)
			return;
		break;
	}
	a->resets = xgrow_count(a->resets, a->nresets, sizeof *a->resets);
	a->resets[a->nresets++] = rs;
}
