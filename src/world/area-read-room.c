/*
 * area-read-room.c: the lines of a room block (exits and their doors,
 * descriptions, extras).
 */
#include <stdlib.h>
#include <string.h>

#include "area-read.h"
#include "xmalloc.h"

static const char *const room_words[] = {
	"name", "sector", "flags", "description", "exit", "look", "extra",
	"script", "script_file", "behaviour", "end"
};

/* An 'exit' line: exit <dir> <vnum> [flags] [key <vnum>] [keywords ...]. */
static void
reader_exit(struct reader *r, struct room_def *rm)
{
	struct exit_def	*x;
	int		 d, i, bit, vnum;

	if (r->nw < 3) {
		area_err_add(&r->errs, r->lineno, "usage: exit <direction> "
		    "<room> [door] [closed] [locked] [pickproof] [key <object>] "
		    "[keywords <words>]");
		return;
	}
	d = reader_name(r, area_dir_names, DIR__COUNT, "direction", r->w[1]);
	if (reader_vnum(r, r->w[2], &vnum) != 0 || d == -1)
		return;
	x = &rm->exits[d];
	if (x->to_vnum != -1) {
		area_err_add(&r->errs, r->lineno, "second exit %s (the first "
		    "is at line %d)", r->w[1], x->line);
		return;
	}
	x->to_vnum = vnum;
	x->line = r->lineno;
	for (i = 3; i < r->nw; i++) {
		if (strcmp(r->w[i], "key") == 0) {
			if (i + 1 == r->nw) {
				area_err_add(&r->errs, r->lineno,
				    "'key' needs an object vnum");
				break;
			}
			if (reader_vnum(r, r->w[++i], &vnum) == 0)
				x->key_vnum = vnum;
		} else if (strcmp(r->w[i], "keywords") == 0) {
			if (i + 1 == r->nw) {
				area_err_add(&r->errs, r->lineno,
				    "'keywords' needs words");
				break;
			}
			x->keywords = xstrdup(reader_rest(r, i + 1));
			break;
		} else if ((bit = area_flag_lookup(AFS_EXIT, r->w[i])) != 0)
			x->flags |= bit;
		else {
			static const char *const more[] = {
				"door", "closed", "locked", "pickproof", "key",
				"keywords"
			};
			reader_unknown(r, "exit word", r->w[i],
			    area_names_near(more, 6, r->w[i]));
		}
	}
	if ((x->flags & (EXIT_CLOSED|EXIT_PICKPROOF)) &&
	    (x->flags & EXIT_DOOR) == 0)
		area_err_add(&r->errs, r->lineno, "exit %s is closed or "
		    "pickproof but has no door", r->w[1]);
	if ((x->flags & EXIT_LOCKED) && (x->flags & EXIT_CLOSED) == 0)
		area_err_add(&r->errs, r->lineno, "exit %s is locked but not "
		    "closed", r->w[1]);
	if (x->key_vnum != -1 && (x->flags & EXIT_DOOR) == 0)
		area_err_add(&r->errs, r->lineno, "exit %s has a key but no "
		    "door", r->w[1]);
}

/* One line inside a room. */
void
reader_room(struct reader *r)
{
	struct room_def	*rm = &r->a->rooms[r->a->nrooms - 1];
	char		*text;
	int		 k, d;

	k = area_names_find(room_words, RW__COUNT, r->w[0]);
	if (k >= 0 && k != RW_EXIT && k != RW_LOOK && k != RW_EXTRA &&
	    k != RW_SCRIPT && k != RW_SCRIPT_FILE && k != RW_BEHAVIOUR &&
	    k != RW_END &&
	    reader_once(r, &r->seen, k) != 0)
		return;
	switch (k) {
	case RW_NAME:
		reader_string(r, &rm->name);
		break;
	case RW_SECTOR:
		if (reader_args(r, 1, "sector <sector>") == 0 &&
		    (d = reader_name(r, area_sector_names, SECT__COUNT,
		    "sector", r->w[1])) != -1)
			rm->sector = d;
		break;
	case RW_FLAGS:
		reader_flags(r, AFS_ROOM, "room flag", &rm->flags);
		if ((rm->flags & ROOM_SAFE) && (rm->flags & ROOM_ARENA))
			area_err_add(&r->errs, r->lineno, "a room is not both "
			    "'safe' (no fighting) and 'arena' (fighting)");
		break;
	case RW_DESC:
		reader_desc(r, &rm->description, "the description");
		break;
	case RW_EXIT:
		reader_exit(r, rm);
		break;
	case RW_LOOK:
		d = -1;
		if (reader_args(r, 1, "look <direction>, then its text") == 0)
			d = reader_name(r, area_dir_names, DIR__COUNT,
			    "direction", r->w[1]);
		if (d != -1 && rm->exits[d].to_vnum == -1) {
			area_err_add(&r->errs, r->lineno, "'look %s' before "
			    "'exit %s'", r->w[1], r->w[1]);
			d = -1;
		}
		if (d != -1 && rm->exits[d].description != NULL) {
			area_err_add(&r->errs, r->lineno, "'look %s' given "
			    "twice", r->w[1]);
			d = -1;
		}
		text = reader_text(r, "the exit's description");
		if (d != -1 && reader_blank(text))
			area_err_add(&r->errs, r->lineno, "empty exit "
			    "description");
		if (d != -1)
			rm->exits[d].description = text;
		else
			free(text);
		break;
	case RW_EXTRA:
		reader_extra(r, &rm->extras, &rm->nextras);
		break;
	case RW_SCRIPT:
	case RW_SCRIPT_FILE:
	case RW_BEHAVIOUR:
		reader_script(r, SCRIPT_ROOM, &rm->scripts, &rm->nscripts,
		    &rm->triggers);
		break;
	case RW_END:
		if (r->nw != 1)
			area_err_add(&r->errs, r->lineno, "'end' takes no value");
		reader_close(r);
		break;
	default:
		reader_unknown(r, "room keyword", r->w[0],
		    area_names_near(room_words, RW__COUNT, r->w[0]));
		break;
	}
}
