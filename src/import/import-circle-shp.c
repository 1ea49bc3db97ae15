/*
 * import-circle-shp.c: shops (.shp), CircleMUD's v3.0 format: products,
 * the profits, the types bought, the seven messages, temper, bitvector,
 * keeper, with_who, rooms and the two opening spans.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import-circle.h"
#include "xmalloc.h"

/* The first number on the next line; -1 at the end or if none. */
static int
shp_num(struct cfile *f, long *v)
{
	char	buf[CIRCLE_LINE_MAX], *w[CIRCLE_WORDS_MAX];

	if (!cfile_next(f, buf, sizeof buf) || buf[0] == '#' || buf[0] == '$' ||
	    circle_words(buf, w, CIRCLE_WORDS_MAX) < 1)
		return (-1);
	return (circle_num(w[0], v));
}

/* A profit factor (1.15) as a percentage (115). */
static int
shp_factor(struct cfile *f, int *pct)
{
	char	 buf[CIRCLE_LINE_MAX], *w[CIRCLE_WORDS_MAX], *end;
	double	 d;

	if (!cfile_next(f, buf, sizeof buf) ||
	    circle_words(buf, w, CIRCLE_WORDS_MAX) < 1)
		return (-1);
	d = strtod(w[0], &end);
	if (end == w[0] || *end != '\0' || !(d >= 0 && d <= 100))
		return (-1);
	*pct = (int)(d * 100 + 0.5);
	return (0);
}

/* A list of numbers, one a line, up to -1. */
static int
shp_list(struct cfile *f, struct circle_shop *sh, int rooms)
{
	long	v;

	for (;;) {
		if (shp_num(f, &v) != 0)
			return (-1);
		if (v == -1)
			return (0);
		if (rooms) {
			if (sh->nrooms < CIRCLE_SHOP_ROOMS)
				sh->rooms[sh->nrooms++] = (int)circle_clamp(v,
				    -1, 2000000000L);
			continue;
		}
		if (sh->nproducts >= 1000)
			continue;
		sh->products = xreallocarray(sh->products, sh->nproducts + 1,
		    sizeof *sh->products);
		sh->product_lines = xreallocarray(sh->product_lines,
		    sh->nproducts + 1, sizeof *sh->product_lines);
		sh->products[sh->nproducts] = (int)circle_clamp(v, -1,
		    2000000000L);
		sh->product_lines[sh->nproducts++] = f->line;
	}
}

/* The types it buys, up to -1: 'type [keyword]' a line. */
static int
shp_types(struct cfile *f, struct circle_shop *sh)
{
	char	 buf[CIRCLE_LINE_MAX], *w[CIRCLE_WORDS_MAX];
	long	 v;
	int	 t, n;

	for (;;) {
		if (!cfile_next(f, buf, sizeof buf) || buf[0] == '#' ||
		    buf[0] == '$' ||
		    (n = circle_words(buf, w, CIRCLE_WORDS_MAX)) < 1 ||
		    circle_num(w[0], &v) != 0)
			return (-1);
		if (v == -1)
			return (0);
		if ((t = circle_item_type(v)) == -1) {
			import_note(f->c->imp, IMPORT_LEFT_OUT, f->name,
			    f->line, "shop %d: buys type %ld, unknown",
			    sh->vnum, v);
			continue;
		}
		sh->buys |= 1 << t;
		if (n > 1)
			import_note(f->c->imp, IMPORT_LEFT_OUT, f->name,
			    f->line, "shop %d: buys only things called "
			    "'%.40s': it buys all of the type here", sh->vnum,
			    w[1]);
	}
}

/* One shop after its '#<vnum>~' line; 0, or -1 if malformed. */
static int
shp_read(struct cfile *f, struct circle_shop *sh)
{
	long	 v[4];
	char	*msg;
	int	 i;

	if (shp_list(f, sh, 0) != 0 || shp_factor(f, &sh->sells_at) != 0 ||
	    shp_factor(f, &sh->buys_at) != 0 || shp_types(f, sh) != 0)
		return (-1);
	for (i = 0; i < 7; i++) {
		if ((msg = cfile_string(f)) == NULL)
			return (-1);
		free(msg);
	}
	if (shp_num(f, &v[0]) != 0 || shp_num(f, &v[1]) != 0 ||
	    shp_num(f, &v[2]) != 0 || shp_num(f, &v[3]) != 0)
		return (-1);
	sh->keeper = (int)circle_clamp(v[2], -1, 2000000000L);
	if (v[0] != 0 || v[1] != 0 || v[3] != 0)
		import_note(f->c->imp, IMPORT_LEFT_OUT, f->name, sh->line,
		    "shop %d: temper %ld, flags %ld and with_who %ld have no "
		    "equivalent", sh->vnum, v[0], v[1], v[3]);
	if (shp_list(f, sh, 1) != 0)
		return (-1);
	for (i = 0; i < 4; i++) {
		if (shp_num(f, &v[i]) != 0)
			return (-1);
	}
	sh->open1 = (int)v[0];
	sh->close1 = (int)v[1];
	sh->open2 = (int)v[2];
	sh->close2 = (int)v[3];
	return (0);
}

void
circle_read_shp(struct cfile *f)
{
	struct circle		*c = f->c;
	struct circle_shop	 sh;
	char			 buf[CIRCLE_LINE_MAX], *tilde;
	long			 vnum;

	if (!cfile_next(f, buf, sizeof buf))
		return;
	if (strncmp(buf, "CircleMUD v3.0 Shop File~", 25) != 0) {
		import_note(c->imp, IMPORT_LEFT_OUT, f->name, f->line, "not a "
		    "v3.0 shop file (it does not start 'CircleMUD v3.0 Shop "
		    "File~'): the older format is not read");
		return;
	}
	while (cfile_next(f, buf, sizeof buf)) {
		if (buf[0] == '$')
			return;
		if ((tilde = strchr(buf, '~')) != NULL)
			*tilde = '\0';
		if (buf[0] != '#' || circle_num(buf + 1, &vnum) != 0) {
			import_note(c->imp, IMPORT_BROKEN, f->name, f->line,
			    "expected '#<shop>~', found '%.40s'", buf);
			cfile_skip_block(f);
			continue;
		}
		memset(&sh, 0, sizeof sh);
		sh.vnum = (int)circle_clamp(vnum, -1, 2000000000L);
		sh.file = f->name;
		sh.line = f->line;
		if (shp_read(f, &sh) != 0) {
			import_note(c->imp, IMPORT_BROKEN, f->name, sh.line,
			    "shop %d: malformed (products; profits; types; "
			    "seven messages; temper; flags; keeper; with_who; "
			    "rooms; hours): dropped", sh.vnum);
			free(sh.products);
			free(sh.product_lines);
			cfile_skip_block(f);
			continue;
		}
		c->shops = xgrow(c->shops, &c->ashops, c->nshops + 1,
		    sizeof *c->shops);
		c->shops[c->nshops++] = sh;
	}
	import_note(c->imp, IMPORT_BROKEN, f->name, f->line,
	    "no '$~' at the end of the file");
}
