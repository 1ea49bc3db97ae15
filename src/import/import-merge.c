/*
 * import-merge.c: areas whose vnum ranges overlap cannot both be loaded
 * (the check refuses them), yet a source may have them (two ROM files
 * whose vnums interleave). Such areas become one: the first one's name,
 * file and reset interval, every room, mobile, object, reset and shop of
 * each, the range spanning both; noted, so that the world written always
 * checks clean.
 */
#include <stdlib.h>
#include <string.h>

#include "import.h"
#include "xmalloc.h"

/* Append n items of size sz from *src to *dst (of *ndst); *src emptied. */
static void
merge_move(void *dstp, size_t *ndst, void *srcp, size_t *nsrc, size_t sz)
{
	char	**dst = dstp, **src = srcp;

	if (*nsrc == 0)
		return;
	*dst = xreallocarray(*dst, *ndst + *nsrc, sz);
	memcpy(*dst + *ndst * sz, *src, *nsrc * sz);
	*ndst += *nsrc;
	free(*src);
	*src = NULL;
	*nsrc = 0;
}

/* Move everything a defines into b, and widen b's range to hold it. */
static void
merge_absorb(struct area_def *b, struct area_def *a)
{
	merge_move(&b->rooms, &b->nrooms, &a->rooms, &a->nrooms,
	    sizeof *b->rooms);
	merge_move(&b->mobs, &b->nmobs, &a->mobs, &a->nmobs,
	    sizeof *b->mobs);
	merge_move(&b->objs, &b->nobjs, &a->objs, &a->nobjs,
	    sizeof *b->objs);
	merge_move(&b->resets, &b->nresets, &a->resets, &a->nresets,
	    sizeof *b->resets);
	merge_move(&b->shops, &b->nshops, &a->shops, &a->nshops,
	    sizeof *b->shops);
	if (a->min_vnum < b->min_vnum)
		b->min_vnum = a->min_vnum;
	if (a->max_vnum > b->max_vnum)
		b->max_vnum = a->max_vnum;
}

/* The first area of w other than skip whose range overlaps [min, max]. */
static size_t
merge_find(struct world_def *w, size_t skip, int min, int max)
{
	size_t	i;

	for (i = 0; i < w->nareas; i++) {
		if (i != skip && min <= w->areas[i].max_vnum &&
		    w->areas[i].min_vnum <= max)
			return (i);
	}
	return (w->nareas);
}

void
import_world_add(struct import *imp, const char *file, int line,
    struct area_def *a)
{
	struct world_def	*w = imp->world;
	struct area_def		*b;
	size_t			 i, j;

	if ((i = merge_find(w, w->nareas, a->min_vnum, a->max_vnum)) ==
	    w->nareas) {
		world_add(w, a);
		return;
	}
	b = &w->areas[i];
	import_note(imp, IMPORT_APPROXIMATED, file, line, "area '%s': its "
	    "vnums %d to %d overlap those of '%s' (%d to %d): the two are "
	    "made one area, '%s' (%s), so that the world checks clean",
	    a->name != NULL ? a->name : "?", a->min_vnum, a->max_vnum,
	    b->name != NULL ? b->name : "?", b->min_vnum, b->max_vnum,
	    b->name != NULL ? b->name : "?", b->file != NULL ? b->file : "?");
	merge_absorb(b, a);
	area_free(a);
	/* The wider range may now meet others: they join it too. */
	while ((j = merge_find(w, i, w->areas[i].min_vnum,
	    w->areas[i].max_vnum)) != w->nareas) {
		import_note(imp, IMPORT_APPROXIMATED, file, line, "area '%s' "
		    "(vnums %d to %d) joins '%s' too, whose range now meets "
		    "it", w->areas[j].name != NULL ? w->areas[j].name : "?",
		    w->areas[j].min_vnum, w->areas[j].max_vnum,
		    w->areas[i].name != NULL ? w->areas[i].name : "?");
		merge_absorb(&w->areas[i], &w->areas[j]);
		/* Emptied: what is left is its names. */
		free(w->areas[j].file);
		free(w->areas[j].name);
		free(w->areas[j].builders);
		memmove(&w->areas[j], &w->areas[j + 1],
		    (w->nareas - j - 1) * sizeof *w->areas);
		w->nareas--;
		if (j < i)
			i--;
	}
}
