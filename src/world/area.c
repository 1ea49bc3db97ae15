/* area.c: area definitions: freeing them, and the list of problems found. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "area-int.h"
#include "xmalloc.h"

/* Record a problem at a line of the file being read. */
void
area_err_add(struct area_errs *e, int line, const char *fmt, ...)
{
	va_list	 ap;
	char	*msg;

	e->total++;
	if (e->n >= AREA_ERRORS_MAX)
		return;
	va_start(ap, fmt);
	xvasprintf(&msg, fmt, ap);
	va_end(ap);
	e->list = xgrow_count(e->list, e->n, sizeof *e->list);
	e->list[e->n].line = line;
	e->list[e->n].seq = e->n;
	if (line > 0)
		xasprintf(&e->list[e->n].msg, "%s:%d: %s", e->file, line, msg);
	else
		xasprintf(&e->list[e->n].msg, "%s: %s", e->file, msg);
	e->n++;
	free(msg);
}

/* Record a problem at a line of another file. */
void
area_err_addx(struct area_errs *e, const char *file, int line,
    const char *fmt, ...)
{
	va_list	 ap;
	char	*msg;

	e->total++;
	if (e->n >= AREA_ERRORS_MAX)
		return;
	va_start(ap, fmt);
	xvasprintf(&msg, fmt, ap);
	va_end(ap);
	e->list = xgrow_count(e->list, e->n, sizeof *e->list);
	e->list[e->n].line = line;
	e->list[e->n].seq = e->n;
	if (line > 0)
		xasprintf(&e->list[e->n].msg, "%s:%d: %s", file, line, msg);
	else
		xasprintf(&e->list[e->n].msg, "%s: %s", file, msg);
	e->n++;
	free(msg);
}

/* Order problems by line, keeping the order found within a line. */
static int
area_err_cmp(const void *a, const void *b)
{
	const struct area_err	*ea = a, *eb = b;

	if (ea->line != eb->line)
		return (ea->line < eb->line ? -1 : 1);
	return (ea->seq < eb->seq ? -1 : (ea->seq > eb->seq));
}

/* Append the problems to *out as lines and empty the list. */
void
area_err_flush(struct area_errs *e, char **out, int sort)
{
	size_t	 i, len, add;
	char	*s;

	if (sort && e->n > 1)
		qsort(e->list, e->n, sizeof *e->list, area_err_cmp);
	if (e->total > (int)e->n) {
		e->list = xgrow_count(e->list, e->n, sizeof *e->list);
		xasprintf(&e->list[e->n].msg, "%s: %d more problems not shown",
		    e->file, e->total - (int)e->n);
		e->list[e->n].line = 0;
		e->n++;
	}
	if (out != NULL) {
		len = *out != NULL ? strlen(*out) : 0;
		for (i = 0; i < e->n; i++) {
			add = strlen(e->list[i].msg) + 1;
			s = xrealloc(*out, len + add + 1);
			memcpy(s + len, e->list[i].msg, add - 1);
			s[len + add - 1] = '\n';
			s[len + add] = '\0';
			len += add;
			*out = s;
		}
	}
	for (i = 0; i < e->n; i++)
		free(e->list[i].msg);
	free(e->list);
	e->list = NULL;
	e->n = 0;
	e->total = 0;
}

/* Free extra descriptions. */
static void
area_free_extras(struct extra_desc *x, size_t n)
{
	size_t	i;

	for (i = 0; i < n; i++) {
		free(x[i].keywords);
		free(x[i].text);
	}
	free(x);
}

/* Free what a script holds. */
void
area_script_free(struct script_def *sc)
{
	free(sc->args);
	free(sc->file);
	free(sc->path);
	free(sc->source);
	free(sc->behaviour);
}

static void
area_free_scripts(struct script_def *s, size_t n)
{
	size_t	i;

	for (i = 0; i < n; i++)
		area_script_free(&s[i]);
	free(s);
}

/* Free what a room holds (its exits, extras, scripts), not the room. */
void
area_room_def_free(struct room_def *r)
{
	int	d;

	free(r->name);
	free(r->description);
	for (d = 0; d < DIR__COUNT; d++) {
		free(r->exits[d].keywords);
		free(r->exits[d].description);
	}
	area_free_extras(r->extras, r->nextras);
	area_free_scripts(r->scripts, r->nscripts);
}

/* Free what a mobile prototype holds, not the prototype. */
void
area_mob_def_free(struct mob_def *m)
{
	free(m->keywords);
	free(m->short_desc);
	free(m->long_desc);
	free(m->description);
	area_free_scripts(m->scripts, m->nscripts);
}

/* Free what an object prototype holds, not the prototype. */
void
area_obj_def_free(struct obj_def *o)
{
	free(o->keywords);
	free(o->short_desc);
	free(o->long_desc);
	free(o->affects);
	area_free_extras(o->extras, o->nextras);
	area_free_scripts(o->scripts, o->nscripts);
}

/* Free what an area holds, but not the area itself. */
static void
area_free_contents(struct area_def *a)
{
	size_t	i;

	for (i = 0; i < a->nrooms; i++)
		area_room_def_free(&a->rooms[i]);
	free(a->rooms);
	for (i = 0; i < a->nmobs; i++)
		area_mob_def_free(&a->mobs[i]);
	free(a->mobs);
	for (i = 0; i < a->nobjs; i++)
		area_obj_def_free(&a->objs[i]);
	free(a->objs);
	free(a->resets);
	free(a->shops);
	free(a->file);
	free(a->name);
	free(a->builders);
}

/* Free an area and everything in it. */
void
area_free(struct area_def *a)
{
	if (a == NULL)
		return;
	area_free_contents(a);
	free(a);
}

/* Move an area into a world. */
void
world_add(struct world_def *w, struct area_def *a)
{
	w->areas = xgrow_count(w->areas, w->nareas, sizeof *w->areas);
	w->areas[w->nareas++] = *a;
	free(a);
}

/* Free a world and all its areas. */
void
world_free(struct world_def *w)
{
	size_t	i;

	if (w == NULL)
		return;
	for (i = 0; i < w->nareas; i++)
		area_free_contents(&w->areas[i]);
	free(w->areas);
	free(w);
}
