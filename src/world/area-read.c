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

#include "area-read.h"
#include "fileio.h"
#include "text.h"
#include "xmalloc.h"

/* Keywords outside any block; the index is the bit in reader.top_seen. */
static const char *const top_words[] = {
	"area", "vnums", "builders", "reset_interval", "room", "mob",
	"object", "reset", "shop"
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
const char *
reader_rest(struct reader *r, int i)
{
	return (r->trim + r->off[i]);
}

/*
 * Read a text block up to a '~' line; what was read even at the end. A
 * line 'end' is taken for a missing '~' unless raw (Lua has 'end' lines).
 */
static char *
reader_text_until(struct reader *r, const char *what, int raw)
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
		if (!raw && strcmp(r->line, "end") == 0) {
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

/* Read a text block up to a '~' line. */
char *
reader_text(struct reader *r, const char *what)
{
	return (reader_text_until(r, what, 0));
}

/* Read a script's text up to a '~' line: 'end' is Lua's. */
char *
reader_text_raw(struct reader *r, const char *what)
{
	return (reader_text_until(r, what, 1));
}

/* Is text empty or only white space? */
int
reader_blank(const char *text)
{
	for (; text != NULL && *text != '\0'; text++) {
		if (*text != ' ' && *text != '\t' && *text != '\n')
			return (0);
	}
	return (1);
}

/* Parse a whole decimal number within min..max. */
int
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
int
reader_vnum(struct reader *r, const char *s, int *out)
{
	return (reader_int(r, s, 1, AREA_VNUM_MAX, "vnum", out));
}

/* Parse dice written NdS, NdS+B or NdS-B. */
int
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
void
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
int
reader_name(struct reader *r, const char *const *names, int n,
    const char *what, const char *word)
{
	int	i;

	if ((i = area_names_find(names, n, word)) == -1)
		reader_unknown(r, what, word, area_names_near(names, n, word));
	return (i);
}

/* Read flag names from word 1 on into *flags. */
void
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
int
reader_args(struct reader *r, int n, const char *usage)
{
	if (r->nw - 1 == n)
		return (0);
	area_err_add(&r->errs, r->lineno, "usage: %s", usage);
	return (-1);
}

/* Set a one-line string field from the rest of the line. */
void
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
int
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
void
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
	*xp = xgrow_count(*xp, *np, sizeof **xp);
	x = &(*xp)[(*np)++];
	x->keywords = kw;
	x->text = text;
}

/* Read a description block into *field. */
void
reader_desc(struct reader *r, char **field, const char *what)
{
	if (r->nw != 1)
		area_err_add(&r->errs, r->lineno, "'description' takes no "
		    "value: its text follows on the next lines, ended by '~'");
	free(*field);
	*field = reader_text(r, what);
}

/* Close the open room, mobile or object, checking required fields. */
void
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

		a->rooms = xgrow_count(a->rooms, a->nrooms, sizeof *a->rooms);
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

		a->mobs = xgrow_count(a->mobs, a->nmobs, sizeof *a->mobs);
		m = &a->mobs[a->nmobs++];
		memset(m, 0, sizeof *m);
		m->vnum = vnum;
		m->line = r->lineno;
		r->ctx = CTX_MOB;
		break;
	}
	case TOP_SHOP: {
		struct shop_def	*sh;

		a->shops = xgrow_count(a->shops, a->nshops, sizeof *a->shops);
		sh = &a->shops[a->nshops++];
		memset(sh, 0, sizeof *sh);
		sh->keeper = vnum;
		sh->line = r->lineno;
		r->ctx = CTX_SHOP;
		break;
	}
	case TOP_OBJECT: {
		struct obj_def	*o;

		a->objs = xgrow_count(a->objs, a->nobjs, sizeof *a->objs);
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

/*
 * Checks once the whole file is read; of a part, shops are not tied to
 * their keepers (the caller checks them against the whole area).
 */
static void
reader_finish(struct reader *r, int part)
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
	if (!part)
		reader_shops(r);
}

/* Bytes area_parse has read since the start (area_parse_total). */
static unsigned long long area_parsed;

unsigned long long
area_parse_total(void)
{
	return (area_parsed);
}

/* Parse an area held in memory, or a part of one (part not NULL). */
static struct area_def *
area_parse_with(const char *name, const char *text, size_t len,
    const struct area_part *part, char **errors, int *nerrors)
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
	if (part != NULL) {
		r->have_mob = part->have_mob;
		r->last_obj = part->last_obj;
	}
	area_parsed += len;
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
		reader_finish(r, part != NULL);
	}
	if (nerrors != NULL)
		*nerrors = r->errs.total;
	area_err_flush(&r->errs, errors, 1);
	free(r);
	return (a);
}

struct area_def *
area_parse(const char *name, const char *text, size_t len, char **errors,
    int *nerrors)
{
	return (area_parse_with(name, text, len, NULL, errors, nerrors));
}

struct area_def *
area_parse_part(const char *name, const char *text, size_t len,
    const struct area_part *part, char **errors, int *nerrors)
{
	return (area_parse_with(name, text, len, part, errors, nerrors));
}

/* Load an area file. */
struct area_def *
area_load(const char *path, char **errors, int *nerrors)
{
	struct area_errs	 e;
	struct area_def		*a;
	char			*buf, *why;
	size_t			 len;
	int			 n;

	memset(&e, 0, sizeof e);
	e.file = path;
	if ((buf = fileio_read(path, AREA_FILE_MAX, &len, &why)) == NULL) {
		if (errno == EFBIG)
			area_err_add(&e, 0, "file is too large (more than %d "
			    "bytes)", AREA_FILE_MAX);
		else
			area_err_add(&e, 0, "%s", why);
		free(why);
		goto fail;
	}
	a = area_parse(path, buf, len, errors, nerrors);
	free(buf);
	n = area_read_script_files(a, path, errors);
	if (nerrors != NULL)
		*nerrors += n;
	return (a);
fail:
	if (nerrors != NULL)
		*nerrors = e.total;
	area_err_flush(&e, errors, 0);
	return (NULL);
}
