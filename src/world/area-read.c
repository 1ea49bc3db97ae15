/*
 * area-read.c: reading an area file (area/README.md) into an area_def.
 *
 * The reader takes one line at a time: a keyword and its words, or the
 * lines of a text block up to a line holding only '~'. Every problem is
 * recorded as "file:line: message" and reading goes on with the next line,
 * so one pass reports them all. Cross-area checks (exits, keys and resets
 * pointing to nothing) are world_check's.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "area-int.h"
#include "text.h"
#include "xmalloc.h"

enum reader_ctx { CTX_TOP, CTX_ROOM, CTX_MOB, CTX_OBJ, CTX_SHOP };

/* The state of reading one file. */
struct reader {
	struct area_errs	 errs;
	struct area_def		*a;
	const char		*p;
	const char		*end;
	int			 lineno;
	int			 pushed;	/* give the same line again */

	char			 line[AREA_LINE_MAX + 1];	/* raw */
	char			 trim[AREA_LINE_MAX + 1];	/* trimmed */
	char			 copy[AREA_LINE_MAX + 1];	/* split */
	char			*w[AREA_WORDS_MAX];
	size_t			 off[AREA_WORDS_MAX];
	int			 nw;

	enum reader_ctx		 ctx;
	int			 ctx_line;
	unsigned int		 seen;		/* keywords seen in block */
	unsigned int		 top_seen;

	int			 have_mob;	/* a 'reset mob' so far */
	int			 last_obj;	/* for 'reset put', or -1 */
};

/* Keywords, by context; the index is the bit in reader.seen. */
static const char *const top_words[] = {
	"area", "vnums", "builders", "reset_interval", "room", "mob",
	"object", "reset", "shop"
};
enum { TOP_AREA, TOP_VNUMS, TOP_BUILDERS, TOP_INTERVAL, TOP_ROOM, TOP_MOB,
	TOP_OBJECT, TOP_RESET, TOP_SHOP, TOP__COUNT };

static const char *const room_words[] = {
	"name", "sector", "flags", "description", "exit", "look", "extra",
	"end"
};
enum { RW_NAME, RW_SECTOR, RW_FLAGS, RW_DESC, RW_EXIT, RW_LOOK, RW_EXTRA,
	RW_END, RW__COUNT };

static const char *const mob_words[] = {
	"keywords", "short", "long", "description", "level", "hit", "damage",
	"hitroll", "armor", "alignment", "gold", "flags", "affects", "guild",
	"end"
};
enum { MW_KEYWORDS, MW_SHORT, MW_LONG, MW_DESC, MW_LEVEL, MW_HIT,
	MW_DAMAGE, MW_HITROLL, MW_ARMOR, MW_ALIGN, MW_GOLD, MW_FLAGS,
	MW_AFFECTS, MW_GUILD, MW_END, MW__COUNT };

static const char *const obj_words[] = {
	"keywords", "short", "long", "type", "flags", "wear", "level",
	"weight", "cost", "timer", "apply", "extra", "end"
};
enum { OW_KEYWORDS, OW_SHORT, OW_LONG, OW_TYPE, OW_FLAGS, OW_WEAR,
	OW_LEVEL, OW_WEIGHT, OW_COST, OW_TIMER, OW_APPLY, OW_EXTRA, OW_END,
	OW__COUNT };

static const char *const shop_words[] = {
	"buys", "sells_at", "buys_at", "hours", "rooms", "end"
};
enum { SW_BUYS, SW_SELLS_AT, SW_BUYS_AT, SW_HOURS, SW_ROOMS, SW_END,
	SW__COUNT };

static const char *const reset_words[] = {
	"mob", "object", "give", "equip", "put", "door"
};

/* Get the next line into r->line; -1 at the end, 0 if it is unusable. */
static int
reader_next(struct reader *r)
{
	const unsigned char	*s;
	const char		*nl, *start;
	size_t			 len, i, n;

	if (r->pushed) {
		r->pushed = 0;
		return (1);
	}
	if (r->p >= r->end)
		return (-1);
	r->lineno++;
	start = r->p;
	nl = memchr(start, '\n', r->end - start);
	len = (nl != NULL ? nl : r->end) - start;
	r->p = nl != NULL ? nl + 1 : r->end;
	if (len > 0 && start[len - 1] == '\r')
		len--;
	if (len > AREA_LINE_MAX) {
		area_err_add(&r->errs, r->lineno,
		    "line is too long (more than %d bytes)", AREA_LINE_MAX);
		return (0);
	}
	s = (const unsigned char *)start;
	for (i = 0; i < len; i += n) {
		n = 1;
		if (s[i] == '\t')
			continue;
		if (s[i] < 0x20 || s[i] == 0x7f) {
			area_err_add(&r->errs, r->lineno,
			    "control character 0x%02x in line", s[i]);
			return (0);
		}
		if (s[i] >= 0x80 && (n = text_utf8_len(s + i, len - i)) == 0) {
			area_err_add(&r->errs, r->lineno,
			    "invalid UTF-8 at byte %zu of line", i + 1);
			return (0);
		}
	}
	memcpy(r->line, start, len);
	r->line[len] = '\0';
	return (1);
}

/* Trim and split the line into words; 0 if blank, a comment or too long. */
static int
reader_split(struct reader *r)
{
	char	*s = r->line, *e;
	size_t	 len;
	int	 in;

	while (*s == ' ' || *s == '\t')
		s++;
	if (*s == '\0' || *s == '#')
		return (0);
	len = strlen(s);
	while (len > 0 && (s[len - 1] == ' ' || s[len - 1] == '\t'))
		len--;
	memcpy(r->trim, s, len);
	r->trim[len] = '\0';
	memcpy(r->copy, s, len + 1);
	r->copy[len] = '\0';

	r->nw = 0;
	in = 0;
	for (e = r->copy; *e != '\0'; e++) {
		if (*e == ' ' || *e == '\t') {
			*e = '\0';
			in = 0;
		} else if (!in) {
			if (r->nw == AREA_WORDS_MAX) {
				area_err_add(&r->errs, r->lineno,
				    "too many words (more than %d)",
				    AREA_WORDS_MAX);
				return (0);
			}
			r->off[r->nw] = e - r->copy;
			r->w[r->nw++] = e;
			in = 1;
		}
	}
	return (1);
}

/* The rest of the trimmed line from word i on. */
static const char *
reader_rest(struct reader *r, int i)
{
	return (r->trim + r->off[i]);
}

/* Read a text block up to a '~' line; what was read even at the end. */
static char *
reader_text(struct reader *r, const char *what)
{
	char	*buf = NULL;
	size_t	 len = 0, n;
	int	 start = r->lineno, s, full = 0;

	for (;;) {
		if ((s = reader_next(r)) == -1) {
			area_err_add(&r->errs, start, "text of %s is not closed "
			    "with a '~' line before the end of the file", what);
			break;
		}
		if (s == 0)
			continue;
		if (strcmp(r->line, "~") == 0)
			break;
		if (strcmp(r->line, "end") == 0) {
			area_err_add(&r->errs, r->lineno, "'end' inside the text "
			    "of %s (missing '~' before it?)", what);
			r->pushed = 1;
			break;
		}
		n = strlen(r->line);
		if (len + n + 1 > AREA_TEXT_MAX) {
			if (!full)
				area_err_add(&r->errs, r->lineno, "text of %s is "
				    "too long (more than %d bytes)", what,
				    AREA_TEXT_MAX);
			full = 1;
			continue;
		}
		buf = xrealloc(buf, len + n + 2);
		memcpy(buf + len, r->line, n);
		buf[len + n] = '\n';
		len += n + 1;
		buf[len] = '\0';
	}
	return (buf != NULL ? buf : xstrdup(""));
}

/* Is text empty or only white space? */
static int
reader_blank(const char *text)
{
	for (; text != NULL && *text != '\0'; text++) {
		if (*text != ' ' && *text != '\t' && *text != '\n')
			return (0);
	}
	return (1);
}

/* Parse a whole decimal number within min..max. */
static int
reader_int(struct reader *r, const char *s, long min, long max,
    const char *what, int *out)
{
	const char	*p = s;
	long		 v = 0;
	int		 neg = 0;

	if (*p == '-') {
		neg = 1;
		p++;
	}
	if (*p == '\0')
		goto bad;
	for (; *p != '\0'; p++) {
		if (*p < '0' || *p > '9')
			goto bad;
		if (v > 1000000000L) {
			v = 1000000001L;
			continue;
		}
		v = v * 10 + (*p - '0');
	}
	if (neg)
		v = -v;
	if (v < min || v > max) {
		area_err_add(&r->errs, r->lineno,
		    "%s %s is out of range (%ld to %ld)", what, s, min, max);
		return (-1);
	}
	*out = (int)v;
	return (0);
bad:
	area_err_add(&r->errs, r->lineno, "%s '%s' is not a number", what, s);
	return (-1);
}

/* Parse a vnum. */
static int
reader_vnum(struct reader *r, const char *s, int *out)
{
	return (reader_int(r, s, 1, AREA_VNUM_MAX, "vnum", out));
}

/* Parse dice written NdS, NdS+B or NdS-B. */
static int
reader_dice(struct reader *r, const char *s, struct dice *d)
{
	char	 buf[64], *dp, *bp;
	int	 sign = 1;

	if (strlen(s) >= sizeof buf || (dp = strchr(s, 'd')) == NULL)
		goto bad;
	text_strlcpy(buf, s, sizeof buf);
	dp = buf + (dp - s);
	*dp++ = '\0';
	d->bonus = 0;
	if ((bp = strpbrk(dp, "+-")) != NULL) {
		sign = *bp == '-' ? -1 : 1;
		*bp++ = '\0';
		if (*bp == '-')
			goto bad;
		if (reader_int(r, bp, 0, 1000000, "dice bonus", &d->bonus) != 0)
			return (-1);
		d->bonus *= sign;
	}
	if (*buf == '-' || *dp == '-' || *buf == '\0' || *dp == '\0')
		goto bad;
	if (reader_int(r, buf, 0, 1000, "number of dice", &d->number) != 0 ||
	    reader_int(r, dp, 0, 10000, "dice size", &d->size) != 0)
		return (-1);
	return (0);
bad:
	area_err_add(&r->errs, r->lineno,
	    "dice '%s' should be written like 3d8 or 3d8+20", s);
	return (-1);
}

/* Report an unknown name, suggesting a close one. */
static void
reader_unknown(struct reader *r, const char *what, const char *word,
    const char *near)
{
	if (near != NULL)
		area_err_add(&r->errs, r->lineno,
		    "unknown %s '%s' (did you mean '%s'?)", what, word, near);
	else
		area_err_add(&r->errs, r->lineno, "unknown %s '%s'", what,
		    word);
}

/* Look a name up in a table, reporting it if unknown. */
static int
reader_name(struct reader *r, const char *const *names, int n,
    const char *what, const char *word)
{
	int	i;

	if ((i = area_names_find(names, n, word)) == -1)
		reader_unknown(r, what, word, area_names_near(names, n, word));
	return (i);
}

/* Read flag names from word 1 on into *flags. */
static void
reader_flags(struct reader *r, enum area_flagset set, const char *what,
    int *flags)
{
	int	i, bit;

	if (r->nw < 2) {
		area_err_add(&r->errs, r->lineno, "'%s' needs at least one "
		    "name (leave the line out for none)", r->w[0]);
		return;
	}
	for (i = 1; i < r->nw; i++) {
		if ((bit = area_flag_lookup(set, r->w[i])) == 0)
			reader_unknown(r, what, r->w[i],
			    area_flag_near(set, r->w[i]));
		*flags |= bit;
	}
}

/* Check a keyword has exactly n words after it. */
static int
reader_args(struct reader *r, int n, const char *usage)
{
	if (r->nw - 1 == n)
		return (0);
	area_err_add(&r->errs, r->lineno, "usage: %s", usage);
	return (-1);
}

/* Set a one-line string field from the rest of the line. */
static void
reader_string(struct reader *r, char **field)
{
	if (r->nw < 2) {
		area_err_add(&r->errs, r->lineno, "'%s' needs a value",
		    r->w[0]);
		return;
	}
	free(*field);
	*field = xstrdup(reader_rest(r, 1));
}

/* Note a keyword seen in a block; 0 the first time. */
static int
reader_once(struct reader *r, unsigned int *seen, int bit)
{
	if (*seen & (1U << bit)) {
		area_err_add(&r->errs, r->lineno, "'%s' given twice",
		    r->w[0]);
		return (-1);
	}
	*seen |= 1U << bit;
	return (0);
}

/* Add an extra description from an 'extra' line and its text. */
static void
reader_extra(struct reader *r, struct extra_desc **xp, size_t *np)
{
	struct extra_desc	*x;
	char			*kw, *text;

	kw = r->nw >= 2 ? xstrdup(reader_rest(r, 1)) : NULL;
	if (kw == NULL)
		area_err_add(&r->errs, r->lineno,
		    "'extra' needs the keywords it is seen with");
	text = reader_text(r, "the extra description");
	if (reader_blank(text))
		area_err_add(&r->errs, r->lineno, "empty extra description");
	if (kw == NULL) {
		free(text);
		return;
	}
	*xp = area_grow(*xp, *np, sizeof **xp);
	x = &(*xp)[(*np)++];
	x->keywords = kw;
	x->text = text;
}

/* Read a description block into *field. */
static void
reader_desc(struct reader *r, char **field, const char *what)
{
	if (r->nw != 1)
		area_err_add(&r->errs, r->lineno, "'description' takes no "
		    "value: its text follows on the next lines, ended by '~'");
	free(*field);
	*field = reader_text(r, what);
}

/* Close the open room, mobile or object, checking required fields. */
static void
reader_close(struct reader *r)
{
	struct area_def	*a = r->a;
	const char	*need = NULL;

	switch (r->ctx) {
	case CTX_TOP:
		return;
	case CTX_ROOM: {
		struct room_def	*rm = &a->rooms[a->nrooms - 1];

		if (rm->name == NULL)
			need = "name";
		else if (reader_blank(rm->description))
			need = "description";
		if (need != NULL && rm->vnum > 0)
			area_err_add(&r->errs, r->ctx_line, "room %d has no %s",
			    rm->vnum, need);
		break;
	}
	case CTX_MOB: {
		struct mob_def	*m = &a->mobs[a->nmobs - 1];

		if (m->keywords == NULL)
			need = "keywords";
		else if (m->short_desc == NULL)
			need = "short";
		else if (m->long_desc == NULL)
			need = "long";
		else if (reader_blank(m->description))
			need = "description";
		else if ((r->seen & (1U << MW_LEVEL)) == 0)
			need = "level";
		else if ((r->seen & (1U << MW_HIT)) == 0)
			need = "hit";
		else if ((r->seen & (1U << MW_DAMAGE)) == 0)
			need = "damage";
		if (need != NULL && m->vnum > 0)
			area_err_add(&r->errs, r->ctx_line,
			    "mob %d has no %s", m->vnum, need);
		break;
	}
	case CTX_SHOP: {
		struct shop_def	*sh = &a->shops[a->nshops - 1];

		if ((r->seen & (1U << SW_SELLS_AT)) == 0)
			need = "sells_at";
		else if (sh->buys != 0 && (r->seen & (1U << SW_BUYS_AT)) == 0)
			need = "buys_at";
		/* sells_at >= 100 >= buys_at: no profit in trading back. */
		if (need != NULL && sh->keeper > 0)
			area_err_add(&r->errs, r->ctx_line,
			    "shop %d has no %s", sh->keeper, need);
		break;
	}
	case CTX_OBJ: {
		struct obj_def	*o = &a->objs[a->nobjs - 1];

		if (o->keywords == NULL)
			need = "keywords";
		else if (o->short_desc == NULL)
			need = "short";
		else if (o->long_desc == NULL)
			need = "long";
		else if ((r->seen & (1U << OW_TYPE)) == 0)
			need = "type";
		else if (o->type == OBJ_WEAPON &&
		    (o->values[VAL_WEAPON_NUMBER] == 0 ||
		    o->values[VAL_WEAPON_SIZE] == 0))
			need = "dice";
		if (need != NULL && o->vnum > 0)
			area_err_add(&r->errs, r->ctx_line,
			    "object %d has no %s", o->vnum, need);
		break;
	}
	}
	r->ctx = CTX_TOP;
}

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
static void
reader_room(struct reader *r)
{
	struct room_def	*rm = &r->a->rooms[r->a->nrooms - 1];
	char		*text;
	int		 k, d;

	k = area_names_find(room_words, RW__COUNT, r->w[0]);
	if (k >= 0 && k != RW_EXIT && k != RW_LOOK && k != RW_EXTRA &&
	    k != RW_END && reader_once(r, &r->seen, k) != 0)
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

/* One line inside a mobile. */
static void
reader_mob(struct reader *r)
{
	struct mob_def	*m = &r->a->mobs[r->a->nmobs - 1];
	int		 k;

	k = area_names_find(mob_words, MW__COUNT, r->w[0]);
	if (k >= 0 && k != MW_END && reader_once(r, &r->seen, k) != 0)
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
			if ((k = area_guild_lookup(r->w[1])) == -1)
				area_err_add(&r->errs, r->lineno, "guild: "
				    "unknown class '%s' (warrior, mage, cleric "
				    "or thief)", r->w[1]);
			else
				m->guild = k + 1;
		}
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
		if (reader_args(r, 1, "key <object>") == 0 &&
		    reader_vnum(r, r->w[1], &x) == 0)
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
static void
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
	if (k >= 0 && k != OW_APPLY && k != OW_EXTRA && k != OW_END &&
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
			o->affects = area_grow(o->affects, o->naffects,
			    sizeof *o->affects);
			o->affects[o->naffects++] = af;
		}
		break;
	case OW_EXTRA:
		reader_extra(r, &o->extras, &o->nextras);
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

/* A 'reset' line. */
/* A line of a shop block. */
static void
reader_shop(struct reader *r)
{
	struct shop_def	*sh = &r->a->shops[r->a->nshops - 1];
	int		 k, i, t, vnum;

	k = area_names_find(shop_words, SW__COUNT, r->w[0]);
	if (k >= 0 && k != SW_END && reader_once(r, &r->seen, k) != 0)
		return;
	switch (k) {
	case SW_BUYS:
		if (r->nw < 2) {
			area_err_add(&r->errs, r->lineno, "usage: buys <object "
			    "type> ...");
			break;
		}
		for (i = 1; i < r->nw; i++) {
			if ((t = reader_name(r, area_type_names, OBJ__COUNT,
			    "object type", r->w[i])) >= 0)
				sh->buys |= 1 << t;
		}
		break;
	case SW_SELLS_AT:
		if (reader_args(r, 1, "sells_at <percent of cost, 100 to "
		    "1000>") == 0)
			reader_int(r, r->w[1], 100, 1000, "sells_at",
			    &sh->sells_at);
		break;
	case SW_BUYS_AT:
		if (reader_args(r, 1, "buys_at <percent of cost, 0 to 100>") == 0)
			reader_int(r, r->w[1], 0, 100, "buys_at", &sh->buys_at);
		break;
	case SW_HOURS:
		if (reader_args(r, 2, "hours <opens 0-23> <closes 0-23>") == 0 &&
		    reader_int(r, r->w[1], 0, 23, "the opening hour",
		    &sh->open) == 0)
			reader_int(r, r->w[2], 0, 23, "the closing hour",
			    &sh->close);
		break;
	case SW_ROOMS:
		if (r->nw < 2 || r->nw > SHOP_ROOMS_MAX + 1) {
			area_err_add(&r->errs, r->lineno, "usage: rooms <room> "
			    "... (1 to %d)", SHOP_ROOMS_MAX);
			break;
		}
		for (i = 1; i < r->nw; i++) {
			if (reader_vnum(r, r->w[i], &vnum) == 0)
				sh->rooms[sh->nrooms++] = vnum;
		}
		break;
	case SW_END:
		if (r->nw != 1)
			area_err_add(&r->errs, r->lineno, "'end' takes no value");
		reader_close(r);
		break;
	default:
		reader_unknown(r, "shop keyword", r->w[0],
		    area_names_near(shop_words, SW__COUNT, r->w[0]));
		break;
	}
}

static void
reader_reset(struct reader *r)
{
	struct area_def		*a = r->a;
	struct reset_def	 rs;
	int			 k, i, d;

	memset(&rs, 0, sizeof rs);
	rs.line = r->lineno;
	if (r->nw < 2) {
		area_err_add(&r->errs, r->lineno, "'reset' needs a kind: mob, "
		    "object, give, equip, put or door");
		return;
	}
	if ((k = reader_name(r, reset_words, 6, "reset kind", r->w[1])) == -1)
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
	}
	a->resets = area_grow(a->resets, a->nresets, sizeof *a->resets);
	a->resets[a->nresets++] = rs;
}

/* Open a room, mobile or object block: <keyword> <vnum>. */
static void
reader_open(struct reader *r, int k)
{
	struct area_def	*a = r->a;
	int		 vnum = 0, d;

	if (r->nw != 2)
		area_err_add(&r->errs, r->lineno, "usage: %s <vnum>", r->w[0]);
	else
		reader_vnum(r, r->w[1], &vnum);
	r->seen = 0;
	r->ctx_line = r->lineno;
	switch (k) {
	case TOP_ROOM: {
		struct room_def	*rm;

		a->rooms = area_grow(a->rooms, a->nrooms, sizeof *a->rooms);
		rm = &a->rooms[a->nrooms++];
		memset(rm, 0, sizeof *rm);
		rm->vnum = vnum;
		rm->line = r->lineno;
		rm->sector = SECT_INSIDE;
		for (d = 0; d < DIR__COUNT; d++) {
			rm->exits[d].to_vnum = -1;
			rm->exits[d].key_vnum = -1;
		}
		r->ctx = CTX_ROOM;
		break;
	}
	case TOP_MOB: {
		struct mob_def	*m;

		a->mobs = area_grow(a->mobs, a->nmobs, sizeof *a->mobs);
		m = &a->mobs[a->nmobs++];
		memset(m, 0, sizeof *m);
		m->vnum = vnum;
		m->line = r->lineno;
		r->ctx = CTX_MOB;
		break;
	}
	case TOP_SHOP: {
		struct shop_def	*sh;

		a->shops = area_grow(a->shops, a->nshops, sizeof *a->shops);
		sh = &a->shops[a->nshops++];
		memset(sh, 0, sizeof *sh);
		sh->keeper = vnum;
		sh->line = r->lineno;
		r->ctx = CTX_SHOP;
		break;
	}
	case TOP_OBJECT: {
		struct obj_def	*o;

		a->objs = area_grow(a->objs, a->nobjs, sizeof *a->objs);
		o = &a->objs[a->nobjs++];
		memset(o, 0, sizeof *o);
		o->vnum = vnum;
		o->line = r->lineno;
		o->type = OBJ_TRASH;
		area_values_default(o->type, o->values);
		r->ctx = CTX_OBJ;
		break;
	}
	}
}

/* One line outside any block. */
static void
reader_top(struct reader *r)
{
	struct area_def	*a = r->a;
	int		 k;

	k = area_names_find(top_words, TOP__COUNT, r->w[0]);
	if (k >= TOP_AREA && k <= TOP_INTERVAL &&
	    reader_once(r, &r->top_seen, k) != 0)
		return;
	switch (k) {
	case TOP_AREA:
		reader_string(r, &a->name);
		break;
	case TOP_VNUMS:
		if (reader_args(r, 2, "vnums <first> <last>") != 0 ||
		    reader_vnum(r, r->w[1], &a->min_vnum) != 0 ||
		    reader_vnum(r, r->w[2], &a->max_vnum) != 0) {
			a->min_vnum = a->max_vnum = 0;
			break;
		}
		a->line = r->lineno;
		if (a->min_vnum > a->max_vnum) {
			area_err_add(&r->errs, r->lineno,
			    "vnums %d %d: the first is after the last",
			    a->min_vnum, a->max_vnum);
			a->min_vnum = a->max_vnum = 0;
		}
		break;
	case TOP_BUILDERS:
		reader_string(r, &a->builders);
		break;
	case TOP_INTERVAL:
		if (reader_args(r, 1, "reset_interval <seconds>") == 0)
			reader_int(r, r->w[1], 0, 86400, "reset_interval",
			    &a->reset_interval);
		break;
	case TOP_ROOM:
	case TOP_MOB:
	case TOP_OBJECT:
	case TOP_SHOP:
		reader_open(r, k);
		break;
	case TOP_RESET:
		reader_reset(r);
		break;
	default:
		if (strcmp(r->w[0], "end") == 0)
			area_err_add(&r->errs, r->lineno,
			    "'end' with no room, mob, object or shop open");
		else
			reader_unknown(r, "keyword", r->w[0],
			    area_names_near(top_words, TOP__COUNT, r->w[0]));
		break;
	}
}

/* Handle one line in whatever block is open. */
static void
reader_line(struct reader *r)
{
	static const char *const what[] = { "", "room", "mob", "object",
	    "shop" };

	if (r->ctx != CTX_TOP &&
	    area_names_find(top_words, TOP__COUNT, r->w[0]) != -1) {
		area_err_add(&r->errs, r->lineno, "missing 'end' before '%s' "
		    "(the %s opened at line %d)", r->w[0], what[r->ctx],
		    r->ctx_line);
		reader_close(r);
	}
	switch (r->ctx) {
	case CTX_TOP:
		reader_top(r);
		break;
	case CTX_ROOM:
		reader_room(r);
		break;
	case CTX_MOB:
		reader_mob(r);
		break;
	case CTX_OBJ:
		reader_obj(r);
		break;
	case CTX_SHOP:
		reader_shop(r);
		break;
	}
}

/* A vnum and where it was defined, for finding duplicates. */
struct reader_vl {
	int	vnum;
	int	line;
};

/* Order by vnum, then line. */
static int
reader_vl_cmp(const void *a, const void *b)
{
	const struct reader_vl	*x = a, *y = b;

	if (x->vnum != y->vnum)
		return (x->vnum < y->vnum ? -1 : 1);
	return (x->line < y->line ? -1 : (x->line > y->line));
}

/* Report duplicates and vnums outside the range, for one kind. */
static void
reader_vnums(struct reader *r, const char *what, struct reader_vl *vl,
    size_t n)
{
	struct area_def	*a = r->a;
	size_t		 i;

	for (i = 0; i < n; i++) {
		if (vl[i].vnum <= 0 || a->max_vnum == 0)
			continue;
		if (vl[i].vnum < a->min_vnum || vl[i].vnum > a->max_vnum)
			area_err_add(&r->errs, vl[i].line, "%s %d is outside "
			    "the area's vnums %d to %d", what, vl[i].vnum,
			    a->min_vnum, a->max_vnum);
	}
	qsort(vl, n, sizeof *vl, reader_vl_cmp);
	for (i = 1; i < n; i++) {
		if (vl[i].vnum > 0 && vl[i].vnum == vl[i - 1].vnum)
			area_err_add(&r->errs, vl[i].line, "duplicate %s %d "
			    "(also at line %d)", what, vl[i].vnum,
			    vl[i - 1].line);
	}
}

/* A room of this area with this vnum? */
static int
reader_has_room(const struct area_def *a, int vnum)
{
	size_t	i;

	for (i = 0; i < a->nrooms; i++) {
		if (a->rooms[i].vnum == vnum)
			return (1);
	}
	return (0);
}

/*
 * Each shop's keeper is a mobile of this area with no other shop, and it
 * trades in rooms of this area; the keeper is told of its shop.
 */
static void
reader_shops(struct reader *r)
{
	struct area_def	*a = r->a;
	struct shop_def	*sh;
	struct mob_def	*m;
	size_t		 i, j;
	int		 k;

	for (i = 0; i < a->nshops; i++) {
		sh = &a->shops[i];
		if (sh->keeper <= 0)
			continue;
		for (m = NULL, j = 0; j < a->nmobs; j++) {
			if (a->mobs[j].vnum == sh->keeper)
				m = &a->mobs[j];
		}
		if (m == NULL) {
			area_err_add(&r->errs, sh->line, "shop %d: no mob %d "
			    "in this area to keep it", sh->keeper,
			    sh->keeper);
			continue;
		}
		if (m->shop != NULL) {
			area_err_add(&r->errs, sh->line, "mob %d keeps a shop "
			    "already (line %d)", sh->keeper, m->shop->line);
			continue;
		}
		m->shop = sh;
		for (k = 0; k < sh->nrooms; k++) {
			if (!reader_has_room(a, sh->rooms[k]))
				area_err_add(&r->errs, sh->line, "shop %d "
				    "trades in room %d, which is not in this "
				    "area", sh->keeper, sh->rooms[k]);
		}
	}
}

/* Checks once the whole file is read. */
static void
reader_finish(struct reader *r)
{
	static const char *const what[] = { "", "room", "mob", "object",
	    "shop" };
	struct area_def		*a = r->a;
	struct reader_vl	*vl;
	size_t			 i, n;

	if (r->ctx != CTX_TOP) {
		area_err_add(&r->errs, r->ctx_line, "this %s has no 'end' "
		    "before the end of the file", what[r->ctx]);
		reader_close(r);
	}
	if (a->name == NULL)
		area_err_add(&r->errs, 1, "no 'area' line naming the area");
	if (a->max_vnum == 0 && (r->top_seen & (1U << TOP_VNUMS)) == 0)
		area_err_add(&r->errs, 1, "no 'vnums' line giving the area's "
		    "range");

	n = a->nrooms > a->nmobs ? a->nrooms : a->nmobs;
	n = n > a->nobjs ? n : a->nobjs;
	vl = xreallocarray(NULL, n + 1, sizeof *vl);
	for (i = 0; i < a->nrooms; i++) {
		vl[i].vnum = a->rooms[i].vnum;
		vl[i].line = a->rooms[i].line;
	}
	reader_vnums(r, "room", vl, a->nrooms);
	for (i = 0; i < a->nmobs; i++) {
		vl[i].vnum = a->mobs[i].vnum;
		vl[i].line = a->mobs[i].line;
	}
	reader_vnums(r, "mob", vl, a->nmobs);
	for (i = 0; i < a->nobjs; i++) {
		vl[i].vnum = a->objs[i].vnum;
		vl[i].line = a->objs[i].line;
	}
	reader_vnums(r, "object", vl, a->nobjs);
	free(vl);
	reader_shops(r);
}

/* Parse an area held in memory. */
struct area_def *
area_parse(const char *name, const char *text, size_t len, char **errors,
    int *nerrors)
{
	struct reader	*r;
	struct area_def	*a;
	int		 s;

	r = xcalloc(1, sizeof *r);
	a = xcalloc(1, sizeof *a);
	a->file = xstrdup(name);
	r->a = a;
	r->errs.file = a->file;
	r->last_obj = -1;
	if (len > AREA_FILE_MAX)
		area_err_add(&r->errs, 0, "file is too large (more than %d "
		    "bytes)", AREA_FILE_MAX);
	else {
		r->p = text;
		r->end = text + len;
		while ((s = reader_next(r)) != -1) {
			if (s == 1 && reader_split(r))
				reader_line(r);
		}
		reader_finish(r);
	}
	if (nerrors != NULL)
		*nerrors = r->errs.total;
	area_err_flush(&r->errs, errors, 1);
	free(r);
	return (a);
}

/* Load an area file. */
struct area_def *
area_load(const char *path, char **errors, int *nerrors)
{
	struct area_errs	 e;
	struct area_def		*a;
	FILE			*f;
	char			*buf;
	size_t			 len;

	memset(&e, 0, sizeof e);
	e.file = path;
	if ((f = fopen(path, "rb")) == NULL) {
		area_err_add(&e, 0, "%s", strerror(errno));
		goto fail;
	}
	buf = xmalloc(AREA_FILE_MAX + 1);
	len = fread(buf, 1, AREA_FILE_MAX + 1, f);
	if (ferror(f)) {
		area_err_add(&e, 0, "%s", strerror(errno));
		fclose(f);
		free(buf);
		goto fail;
	}
	fclose(f);
	a = area_parse(path, buf, len, errors, nerrors);
	free(buf);
	return (a);
fail:
	if (nerrors != NULL)
		*nerrors = e.total;
	area_err_flush(&e, errors, 0);
	return (NULL);
}
