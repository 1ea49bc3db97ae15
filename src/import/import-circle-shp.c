/*
 * import-circle-shp.c: shops (.shp), CircleMUD's v3.0 format: products,
 * the profits, the types bought, the seven messages, temper, bitvector,
 * keeper, with_who, rooms and the two opening spans.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

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

/*
 * CircleMUD's item type names (constants.c), as a shop file may give
 * them instead of numbers: read_type_list takes the first whose name
 * opens the line, ignoring case.
 */
static const char *const shp_type_names[] = {
	"UNDEFINED", "LIGHT", "SCROLL", "WAND", "STAFF", "WEAPON",
	"FIRE WEAPON", "MISSILE", "TREASURE", "ARMOR", "POTION", "WORN",
	"OTHER", "TRASH", "TRAP", "CONTAINER", "NOTE", "LIQ CONTAINER", "KEY",
	"FOOD", "MONEY", "PEN", "BOAT", "FOUNTAIN", "FURNITURE"
};

/*
 * One line of the type list as read_type_list reads it: a type name or
 * number, then perhaps a keyword ("9leather", "WEAPON sword"); what
 * follows ';' is a comment. The type (-1 ends the list) and the keyword
 * (in buf, perhaps empty); -2 if the line holds neither.
 */
static long
shp_type_line(char *buf, char **keyword)
{
	char	*s = buf, *e;
	size_t	 i, n;
	long	 v = 0;
	int	 neg = 0;

	buf[strcspn(buf, ";")] = '\0';
	while (*s == ' ' || *s == '\t')
		s++;
	for (i = 0; i < sizeof shp_type_names / sizeof *shp_type_names; i++) {
		n = strlen(shp_type_names[i]);
		if (strncasecmp(s, shp_type_names[i], n) == 0) {
			v = (long)i;
			s += n;
			goto keyword;
		}
	}
	if (*s == '-' || *s == '+')
		neg = *s++ == '-';
	if (*s < '0' || *s > '9')
		return (-2);
	for (; *s >= '0' && *s <= '9'; s++) {
		if (v < 1000000)
			v = v * 10 + (*s - '0');
	}
	if (neg)
		v = -v;
keyword:
	while (*s == ' ' || *s == '\t')
		s++;
	e = s + strlen(s);
	while (e > s && (e[-1] == ' ' || e[-1] == '\t'))
		*--e = '\0';
	*keyword = s;
	return (v < 0 ? -1 : v);
}

/* The types it buys, up to -1: 'type [keyword]' a line. */
static int
shp_types(struct cfile *f, struct circle_shop *sh)
{
	char	 buf[CIRCLE_LINE_MAX], *kw;
	long	 v;
	int	 t;

	for (;;) {
		if (!cfile_next(f, buf, sizeof buf) || buf[0] == '#' ||
		    buf[0] == '$' || (v = shp_type_line(buf, &kw)) == -2)
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
		if (*kw != '\0')
			import_note(f->c->imp, IMPORT_LEFT_OUT, f->name,
			    f->line, "shop %d: buys only things called "
			    "'%.40s': it buys all of the type here", sh->vnum,
			    kw);
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

	if (!cfile_next(f, buf, sizeof buf) || buf[0] == '$')
		return;		/* an empty shop file: no shops */
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
