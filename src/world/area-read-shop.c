/*
 * area-read-shop.c: the lines of a shop block, and tying each shop to its
 * keeper once the file is read.
 */
#include <stdlib.h>
#include <string.h>

#include "area-read.h"
#include "xmalloc.h"

static const char *const shop_words[] = {
	"buys", "sells_at", "buys_at", "hours", "rooms", "end"
};

/* A line of a shop block. */
void
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
void
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
