/*
 * olc.c: a builder's change to an area, made on the area's canonical text
 * and read back by the area reader, then checked against the whole world
 * by world_check: the checks and messages of 'mud --check', never a second
 * checker. And the stamps that tell a file edited by hand.
 */
#include <sys/stat.h>

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "area-int.h"
#include "fileio.h"
#include "olc.h"
#include "world.h"
#include "xmalloc.h"

/*
 * Keywords followed by a text block ended by a '~' line. (Scripts, when
 * the area format has them, are one more.)
 */
static const char *const olc_text_words[] = {
	"description", "look", "extra", "script"
};

static const char *const olc_kind_words[OLC__COUNT] = {
	[OLC_ROOM] = "room", [OLC_MOB] = "mob", [OLC_OBJ] = "object",
	[OLC_SHOP] = "shop"
};

/* The text as lines, each without its newline. */
struct olc_lines {
	char	**v;
	size_t	  n;
};

const char *
olc_value_key(enum obj_type type, size_t i)
{
	size_t	k;

	for (k = 0; k < area_nvalues; k++) {
		if (area_values[k].type == type && i-- == 0)
			return (area_values[k].name);
	}
	return (NULL);
}

const char *
olc_kind_word(enum olc_kind k)
{
	return (k >= 0 && k < OLC__COUNT ? olc_kind_words[k] : "?");
}

/* Split text into lines. */
static void
olc_split(struct olc_lines *l, const char *text)
{
	const char	*p = text, *nl;

	memset(l, 0, sizeof *l);
	while (*p != '\0') {
		nl = strchr(p, '\n');
		l->v = xgrow_count(l->v, l->n, sizeof *l->v);
		l->v[l->n++] = xstrndup(p, nl != NULL ? (size_t)(nl - p) :
		    strlen(p));
		if (nl == NULL)
			break;
		p = nl + 1;
	}
}

/* Join lines back into a text, each ended by a newline. */
static char *
olc_join(const struct olc_lines *l, size_t *len)
{
	size_t	 n = 0, i, k;
	char	*s;

	for (i = 0; i < l->n; i++)
		n += strlen(l->v[i]) + 1;
	s = xmalloc(n + 1);
	for (n = 0, i = 0; i < l->n; i++) {
		k = strlen(l->v[i]);
		memcpy(s + n, l->v[i], k);
		n += k;
		s[n++] = '\n';
	}
	s[n] = '\0';
	*len = n;
	return (s);
}

static void
olc_lines_free(struct olc_lines *l)
{
	size_t	i;

	for (i = 0; i < l->n; i++)
		free(l->v[i]);
	free(l->v);
	memset(l, 0, sizeof *l);
}

/* Remove lines [at, at + n). */
static void
olc_remove(struct olc_lines *l, size_t at, size_t n)
{
	size_t	i;

	for (i = at; i < at + n; i++)
		free(l->v[i]);
	memmove(l->v + at, l->v + at + n, (l->n - at - n) * sizeof *l->v);
	l->n -= n;
}

/* Insert the lines of text before line at. */
static void
olc_insert(struct olc_lines *l, size_t at, const char *text)
{
	struct olc_lines	add;

	olc_split(&add, text);
	if (add.n == 0) {
		olc_lines_free(&add);
		return;
	}
	l->v = xreallocarray(l->v, l->n + add.n + 1, sizeof *l->v);
	memmove(l->v + at + add.n, l->v + at, (l->n - at) * sizeof *l->v);
	memcpy(l->v + at, add.v, add.n * sizeof *l->v);
	l->n += add.n;
	free(add.v);
}

/* The first word of a line is word (then a blank or the end)? */
static int
olc_starts(const char *line, const char *word)
{
	size_t	n = strlen(word);

	return (strncmp(line, word, n) == 0 && (line[n] == ' ' ||
	    line[n] == '\0'));
}

/* Is the line the opening of block (kind, vnum)? */
static int
olc_is_open(const char *line, enum olc_kind kind, int vnum)
{
	const char	*w = olc_kind_words[kind];
	char		*end;
	long		 v;

	if (!olc_starts(line, w) || line[strlen(w)] != ' ')
		return (0);
	v = strtol(line + strlen(w) + 1, &end, 10);
	return (*end == '\0' && v == vnum);
}

/* Is the line a block's opening (room, mob, object, shop)? */
static int
olc_is_block(const char *line)
{
	int	k;

	for (k = 0; k < OLC__COUNT; k++) {
		if (olc_starts(line, olc_kind_words[k]) &&
		    line[strlen(olc_kind_words[k])] == ' ')
			return (1);
	}
	return (0);
}

/* Does a keyword line start a text block? */
static int
olc_has_text(const char *line)
{
	size_t	i;

	for (i = 0; i < sizeof olc_text_words / sizeof olc_text_words[0];
	    i++) {
		if (olc_starts(line, olc_text_words[i]))
			return (1);
	}
	return (0);
}

/* The lines an entry starting at i takes (its text to the '~'). */
static size_t
olc_entry_len(const struct olc_lines *l, size_t i, size_t end)
{
	size_t	j;

	if (!olc_has_text(l->v[i]))
		return (1);
	for (j = i + 1; j < end; j++) {
		if (strcmp(l->v[j], "~") == 0)
			return (j - i + 1);
	}
	return (end - i);
}

/* The block (kind, vnum): its opening line and its 'end'; -1 if none. */
static int
olc_find_block(const struct olc_lines *l, enum olc_kind kind, int vnum,
    size_t *start, size_t *end)
{
	size_t	i, j;

	for (i = 0; i < l->n; i++) {
		if (!olc_is_open(l->v[i], kind, vnum))
			continue;
		for (j = i + 1; j < l->n; j += olc_entry_len(l, j, l->n)) {
			if (strcmp(l->v[j], "end") == 0)
				break;
		}
		if (j >= l->n)
			return (-1);
		*start = i;
		*end = j;
		return (0);
	}
	return (-1);
}

/* Does the entry line match key and sub? */
static int
olc_entry_matches(const char *line, const char *key, const char *sub)
{
	const char	*rest;
	size_t		 n;

	if (!olc_starts(line, key))
		return (0);
	if (sub == NULL)
		return (1);
	rest = line + strlen(key);
	while (*rest == ' ')
		rest++;
	if (strcmp(rest, sub) == 0)
		return (1);
	n = strlen(sub);
	return (strncmp(rest, sub, n) == 0 && rest[n] == ' ');
}

/* Replace the matching entries of a block: lines go where the first was. */
static void
olc_set(struct olc_lines *l, size_t start, size_t end,
    const struct olc_op *op)
{
	size_t	i, n, at = 0;
	int	found = 0;

	for (i = start + 1; i < end; ) {
		n = olc_entry_len(l, i, end);
		if (olc_entry_matches(l->v[i], op->key, op->sub)) {
			if (!found)
				at = i;
			found = 1;
			olc_remove(l, i, n);
			end -= n;
			continue;
		}
		i += n;
	}
	if (op->lines != NULL)
		olc_insert(l, found ? at : end, op->lines);
}

/* Add or take away words of a flags entry ("+dark -safe"). */
static void
olc_toggle(struct olc_lines *l, size_t start, size_t end,
    const struct olc_op *op)
{
	struct olc_op	 set = *op;
	char		*have = NULL, *mine, *words, *w, *p, *line = NULL;
	char		*list[AREA_WORDS_MAX];
	size_t		 i, n = 0, k, len = 0;

	for (i = start + 1; i < end; i++) {
		if (olc_starts(l->v[i], op->key)) {
			have = xstrdup(l->v[i] + strlen(op->key));
			break;
		}
	}
	for (p = have; p != NULL && (w = strsep(&p, " ")) != NULL; ) {
		if (*w != '\0' && n < AREA_WORDS_MAX)
			list[n++] = w;
	}
	mine = words = xstrdup(op->lines);
	while ((w = strsep(&words, " ")) != NULL) {
		if ((*w != '+' && *w != '-') || w[1] == '\0')
			continue;
		for (i = k = 0; i < n; i++) {
			if (strcmp(list[i], w + 1) != 0)
				list[k++] = list[i];
		}
		n = k;
		if (*w == '+' && n < AREA_WORDS_MAX)
			list[n++] = w + 1;
	}
	set.lines = NULL;
	if (n > 0) {
		for (i = 0; i < n; i++)
			len += strlen(list[i]) + 1;
		line = xmalloc(strlen(op->key) + len + 2);
		strcpy(line, op->key);
		for (i = 0; i < n; i++) {
			strcat(line, " ");
			strcat(line, list[i]);
		}
		strcat(line, "\n");
		set.lines = line;
	}
	olc_set(l, start, end, &set);
	free(line);
	free(mine);
	free(have);
}

/* Where the reset lines are: the index of reset number k (or past). */
static size_t
olc_reset_line(const struct olc_lines *l, size_t k, size_t *count)
{
	size_t	i, n = 0, at = l->n, last = l->n;
	int	in_block = 0;

	for (i = 0; i < l->n; i++) {
		if (!in_block && olc_is_block(l->v[i])) {
			in_block = 1;
			continue;
		}
		if (in_block) {
			if (olc_has_text(l->v[i]))
				i += olc_entry_len(l, i, l->n) - 1;
			else if (strcmp(l->v[i], "end") == 0)
				in_block = 0;
			continue;
		}
		if (olc_starts(l->v[i], "reset")) {
			if (n == k)
				at = i;
			n++;
			last = i + 1;
		}
	}
	*count = n;
	return (at != l->n ? at : last);
}

/* Add a problem line "file: message". */
static void __attribute__((format(printf, 3, 4)))
olc_error(char **errors, const char *file, const char *fmt, ...)
{
	va_list	 ap;
	char	*msg, *s;

	va_start(ap, fmt);
	xvasprintf(&msg, fmt, ap);
	va_end(ap);
	xasprintf(&s, "%s%s: %s\n", *errors != NULL ? *errors : "", file, msg);
	free(*errors);
	free(msg);
	*errors = s;
}

/* Apply one op; -1 (and a problem) if its block or reset is not there. */
static int
olc_apply_op(struct olc_lines *l, const struct olc_op *op, const char *file,
    char **errors)
{
	size_t	start, end, count, at;

	switch (op->type) {
	case OLC_SET:
	case OLC_DELETE:
		if (olc_find_block(l, op->kind, op->vnum, &start, &end) != 0) {
			olc_error(errors, file, "there is no %s %d",
			    olc_kind_words[op->kind], op->vnum);
			return (-1);
		}
		if (op->type == OLC_SET && op->toggle)
			olc_toggle(l, start, end, op);
		else if (op->type == OLC_DELETE) {
			/* The blank line before it goes too. */
			if (start > 0 && *l->v[start - 1] == '\0')
				start--;
			olc_remove(l, start, end - start + 1);
		} else
			olc_set(l, start, end, op);
		return (0);
	case OLC_CREATE:
		if (l->n > 0 && *l->v[l->n - 1] != '\0')
			olc_insert(l, l->n, "\n");
		olc_insert(l, l->n, op->lines);
		return (0);
	case OLC_RESET_ADD:
	case OLC_RESET_DEL:
		at = olc_reset_line(l, op->index, &count);
		if (op->type == OLC_RESET_DEL) {
			if (op->index >= count) {
				olc_error(errors, file, "there is no reset %zu "
				    "(the area has %zu)", op->index + 1, count);
				return (-1);
			}
			olc_remove(l, at, 1);
			return (0);
		}
		if (count == 0) {
			/* The first reset goes after the last block. */
			if (l->n > 0 && *l->v[l->n - 1] != '\0')
				olc_insert(l, l->n, "\n");
			at = l->n;
		} else if (op->index >= count)
			at = olc_reset_line(l, count - 1, &count) + 1;
		olc_insert(l, at, op->lines);
		return (0);
	}
	return (-1);
}

/*
 * The live record's index, if def is the live world's: found through the
 * world's maps, not by walking the area. -1 if not live (or not there).
 */
static long
olc_live_index(const struct area_def *a, enum olc_kind kind, int vnum)
{
	const struct room_def	*r;
	const struct mob_def	*m;
	const struct obj_def	*o;

	switch (kind) {
	case OLC_ROOM:
		if ((r = world_room_def(vnum)) != NULL && r >= a->rooms &&
		    r < a->rooms + a->nrooms)
			return (r - a->rooms);
		break;
	case OLC_MOB:
		if ((m = world_mob_def(vnum)) != NULL && m >= a->mobs &&
		    m < a->mobs + a->nmobs)
			return (m - a->mobs);
		break;
	case OLC_OBJ:
		if ((o = world_obj_def(vnum)) != NULL && o >= a->objs &&
		    o < a->objs + a->nobjs)
			return (o - a->objs);
		break;
	default:
		break;
	}
	return (-1);
}

/*
 * The area a with the one block (kind, vnum) alone, sharing a's memory:
 * what the writer needs to write that block and no other. 0, or -1 if a
 * has no such block.
 */
static int
olc_one(const struct area_def *a, enum olc_kind kind, int vnum,
    struct area_def *one)
{
	size_t	i, n;
	long	k;

	memset(one, 0, sizeof *one);
	one->file = a->file;
	one->name = a->name;
	one->builders = a->builders;
	one->min_vnum = a->min_vnum;
	one->max_vnum = a->max_vnum;
	one->reset_interval = a->reset_interval;
	one->line = a->line;
	n = kind == OLC_ROOM ? a->nrooms : kind == OLC_MOB ? a->nmobs :
	    kind == OLC_OBJ ? a->nobjs : a->nshops;
	if ((k = olc_live_index(a, kind, vnum)) >= 0)
		i = (size_t)k;
	else {
		for (i = 0; i < n; i++) {
			if ((kind == OLC_ROOM && a->rooms[i].vnum == vnum) ||
			    (kind == OLC_MOB && a->mobs[i].vnum == vnum) ||
			    (kind == OLC_OBJ && a->objs[i].vnum == vnum) ||
			    (kind == OLC_SHOP && a->shops[i].keeper == vnum))
				break;
		}
		if (i == n)
			return (-1);
	}
	switch (kind) {
	case OLC_ROOM:
		one->rooms = &a->rooms[i];
		one->nrooms = 1;
		break;
	case OLC_MOB:
		one->mobs = &a->mobs[i];
		one->nmobs = 1;
		break;
	case OLC_OBJ:
		one->objs = &a->objs[i];
		one->nobjs = 1;
		break;
	default:
		one->shops = &a->shops[i];
		one->nshops = 1;
		break;
	}
	return (0);
}

char *
olc_block_text(const struct area_def *a, enum olc_kind kind, int vnum)
{
	struct area_def		 one;
	struct olc_lines	 l, b;
	char			*text;
	size_t			 start, end, len;

	if (olc_one(a, kind, vnum, &one) != 0)
		return (NULL);
	text = area_write(&one, &len);
	olc_split(&l, text);
	free(text);
	text = NULL;
	if (olc_find_block(&l, kind, vnum, &start, &end) == 0) {
		b.v = l.v + start;
		b.n = end - start + 1;
		text = olc_join(&b, &len);
	}
	olc_lines_free(&l);
	return (text);
}

/* The index of a's block (kind, vnum), or -1: by the maps, not a walk. */
static long
olc_index(const struct area_def *a, enum olc_kind kind, int vnum)
{
	const struct mob_def	*m;
	size_t			 i;

	if (kind != OLC_SHOP)
		return (olc_live_index(a, kind, vnum));
	if ((m = world_mob_def(vnum)) != NULL && m->shop != NULL &&
	    m->shop >= a->shops && m->shop < a->shops + a->nshops)
		return (m->shop - a->shops);
	for (i = 0; i < a->nshops; i++)
		if (a->shops[i].keeper == vnum)
			return ((long)i);
	return (-1);
}

/* The world's name for a kind of block. */
static enum world_kind
olc_world_kind(enum olc_kind k)
{
	switch (k) {
	case OLC_ROOM:
		return (WK_ROOM);
	case OLC_MOB:
		return (WK_MOB);
	case OLC_OBJ:
		return (WK_OBJ);
	default:
		return (WK_SHOP);
	}
}

/* The blocks a change touches, and how the change is made. */
struct olc_touch {
	enum olc_kind	kind[WORLD_CHANGE_MAX];
	int		vnum[WORLD_CHANGE_MAX];
	size_t		n;
};

/*
 * The kind of change a list of ops is, for the record way: fields of
 * blocks (every op an OLC_SET), one block made or removed, or one reset
 * added or removed; -1 for any other (the whole way). The blocks it
 * touches into t.
 */
static int
olc_classify(const struct olc_op *ops, size_t nops, struct olc_touch *t)
{
	size_t	i, k;

	memset(t, 0, sizeof *t);
	if (nops == 0 || nops > WORLD_CHANGE_MAX)
		return (-1);
	if (ops[0].type != OLC_SET && nops != 1)
		return (-1);
	for (i = 0; i < nops; i++) {
		if (ops[i].type != ops[0].type)
			return (-1);
		if (ops[i].type == OLC_RESET_ADD ||
		    ops[i].type == OLC_RESET_DEL)
			continue;
		if (ops[i].kind < 0 || ops[i].kind >= OLC__COUNT)
			return (-1);
		for (k = 0; k < t->n; k++) {
			if (t->kind[k] == ops[i].kind &&
			    t->vnum[k] == ops[i].vnum)
				break;
		}
		if (k == t->n) {
			t->kind[t->n] = ops[i].kind;
			t->vnum[t->n++] = ops[i].vnum;
		}
	}
	return (ops[0].type);
}

/*
 * The text of the touched blocks of a that exist, as the canonical
 * writer writes them, under the area's header: all an edit of them reads.
 */
static char *
olc_part_text(const struct area_def *a, const struct olc_touch *t,
    size_t *len)
{
	struct area_def	 w;
	char		*text;
	size_t		 i;
	long		 k;

	memset(&w, 0, sizeof w);
	w.file = a->file;
	w.name = a->name;
	w.builders = a->builders;
	w.min_vnum = a->min_vnum;
	w.max_vnum = a->max_vnum;
	w.reset_interval = a->reset_interval;
	w.rooms = xcalloc(t->n + 1, sizeof *w.rooms);
	w.mobs = xcalloc(t->n + 1, sizeof *w.mobs);
	w.objs = xcalloc(t->n + 1, sizeof *w.objs);
	w.shops = xcalloc(t->n + 1, sizeof *w.shops);
	for (i = 0; i < t->n; i++) {
		if ((k = olc_index(a, t->kind[i], t->vnum[i])) < 0)
			continue;
		switch (t->kind[i]) {
		case OLC_ROOM:
			w.rooms[w.nrooms++] = a->rooms[k];
			break;
		case OLC_MOB:
			w.mobs[w.nmobs++] = a->mobs[k];
			break;
		case OLC_OBJ:
			w.objs[w.nobjs++] = a->objs[k];
			break;
		default:
			w.shops[w.nshops++] = a->shops[k];
			break;
		}
	}
	text = area_write(&w, len);
	free(w.rooms);
	free(w.mobs);
	free(w.objs);
	free(w.shops);
	return (text);
}

/* Are the blocks read back those the change should leave (want)? */
static int
olc_part_holds(const struct area_def *p, const struct olc_touch *want)
{
	size_t	i, j, n = 0;
	int	v;

	if (p->nrooms + p->nmobs + p->nobjs + p->nshops != want->n)
		return (0);
	for (i = 0; i < want->n; i++) {
		v = want->vnum[i];
		switch (want->kind[i]) {
		case OLC_ROOM:
			for (j = 0; j < p->nrooms; j++)
				n += p->rooms[j].vnum == v;
			break;
		case OLC_MOB:
			for (j = 0; j < p->nmobs; j++)
				n += p->mobs[j].vnum == v;
			break;
		case OLC_OBJ:
			for (j = 0; j < p->nobjs; j++)
				n += p->objs[j].vnum == v;
			break;
		default:
			for (j = 0; j < p->nshops; j++)
				n += p->shops[j].keeper == v;
			break;
		}
	}
	return (n == want->n);
}

/* What the reader knows of the resets before number at (area_part). */
static struct area_part
olc_reset_state(const struct area_def *a, size_t at)
{
	struct area_part	s = { 0, -1 };
	size_t			i;
	int			obj = 0;

	for (i = at; i > 0 && (!s.have_mob || !obj); i--) {
		const struct reset_def	*rs = &a->resets[i - 1];

		if (rs->kind == RESET_MOB)
			s.have_mob = 1;
		else if (!obj && (rs->kind == RESET_OBJ ||
		    rs->kind == RESET_GIVE || rs->kind == RESET_EQUIP)) {
			s.last_obj = rs->arg1;
			obj = 1;
		}
	}
	return (s);
}

/*
 * The scripts written in a block edited in the game have no line in the
 * file yet (the part read back numbers its own lines): each is named by
 * its thing and trigger, and numbered from its own first line, so an
 * error names the line the builder wrote.
 */
static void
olc_label(struct script_def *s, size_t n, const char *file, const char *kind,
    int vnum)
{
	size_t	i;

	for (i = 0; i < n; i++) {
		if (s[i].file != NULL || s[i].lib)
			continue;	/* a .lua file: its own lines */
		free(s[i].path);
		xasprintf(&s[i].path, "%s (%s %d, script %s%s%s)", file, kind,
		    vnum, script_trigger_name(s[i].trigger),
		    s[i].args != NULL ? " " : "", s[i].args != NULL ?
		    s[i].args : "");
		s[i].first = 1;
	}
}

static void
olc_label_scripts(struct area_def *p, const char *file)
{
	size_t	i;

	for (i = 0; i < p->nrooms; i++)
		olc_label(p->rooms[i].scripts, p->rooms[i].nscripts, file,
		    "room", p->rooms[i].vnum);
	for (i = 0; i < p->nmobs; i++)
		olc_label(p->mobs[i].scripts, p->mobs[i].nscripts, file,
		    "mob", p->mobs[i].vnum);
	for (i = 0; i < p->nobjs; i++)
		olc_label(p->objs[i].scripts, p->objs[i].nscripts, file,
		    "object", p->objs[i].vnum);
}

/*
 * A script kept in a .lua file beside the area (script_file) edited in
 * the game: its new text goes to that file, never into the area file,
 * whose 'script_file' line stays as it is.
 */
struct olc_lua {
	char	*path;		/* the .lua file; NULL: none edited */
	char	*file;		/* its name, as the area file writes it */
	char	*text;		/* its new text */
	char	*sub;		/* "speech hello", to find it read back */
};

static void
olc_lua_free(struct olc_lua *lua)
{
	free(lua->path);
	free(lua->file);
	free(lua->text);
	free(lua->sub);
	memset(lua, 0, sizeof *lua);
}

/*
 * The script of block (kind, vnum) of a kept in a .lua file whose
 * trigger and arguments are sub (or begin with sub and a blank, as an
 * entry matches), or NULL.
 */
static struct script_def *
olc_lua_script(const struct area_def *a, enum olc_kind kind, int vnum,
    const char *sub)
{
	struct area_def		 one;
	struct script_def	*s;
	char			 words[SCRIPT_ARGS_MAX + 32];
	size_t			 n, i, len;

	if (sub == NULL || olc_one(a, kind, vnum, &one) != 0)
		return (NULL);
	switch (kind) {
	case OLC_ROOM:
		s = one.rooms[0].scripts;
		n = one.rooms[0].nscripts;
		break;
	case OLC_MOB:
		s = one.mobs[0].scripts;
		n = one.mobs[0].nscripts;
		break;
	case OLC_OBJ:
		s = one.objs[0].scripts;
		n = one.objs[0].nscripts;
		break;
	default:
		return (NULL);
	}
	len = strlen(sub);
	for (i = 0; i < n; i++) {
		if (s[i].file == NULL)
			continue;
		snprintf(words, sizeof words, "%s%s%s",
		    script_trigger_name(s[i].trigger), s[i].args != NULL ?
		    " " : "", s[i].args != NULL ? s[i].args : "");
		if (strcmp(words, sub) == 0 || (strncmp(words, sub, len) == 0 &&
		    words[len] == ' '))
			return (&s[i]);
	}
	return (NULL);
}

/*
 * Is op a change of a script kept in a .lua file? Then its new text is
 * kept in lua, to be written there (1), or, to delete it, *subst is the
 * op that takes its 'script_file' line away (sub in buf); 0 if not.
 */
static int
olc_lua_op(const struct area_def *a, const struct olc_op *op,
    struct olc_lua *lua, struct olc_op *subst, char *buf, size_t size)
{
	const struct script_def	*sc;
	const char		*body, *end;

	if (op->type != OLC_SET || op->toggle || strcmp(op->key, "script") !=
	    0 || (sc = olc_lua_script(a, op->kind, op->vnum, op->sub)) ==
	    NULL || sc->path == NULL)
		return (0);
	if (op->lines == NULL) {
		*subst = *op;
		subst->key = "script_file";
		snprintf(buf, size, "%s %s", sc->file, op->sub);
		subst->sub = buf;
		return (0);
	}
	/* "script <sub>\n<text>~\n": the text alone. */
	if ((body = strchr(op->lines, '\n')) == NULL || lua->path != NULL)
		return (0);
	body++;
	end = body + strlen(body);
	if (end - body >= 2 && strcmp(end - 2, "~\n") == 0)
		end -= 2;
	lua->path = xstrdup(sc->path);
	lua->file = xstrdup(sc->file);
	lua->sub = xstrdup(op->sub);
	lua->text = xmalloc((size_t)(end - body) + 1);
	memcpy(lua->text, body, (size_t)(end - body));
	lua->text[end - body] = '\0';
	return (1);
}

/*
 * One area's part of a change, the record way: the touched blocks alone
 * written, edited and read back (a reset added: its line alone, read as
 * if after those before it) into c. 1, or -1 refused (problems in
 * *errors, their count added to *nerrors), or 0 for the whole way.
 */
static int
olc_change_part(struct area *live, const struct olc_op *ops, size_t nops,
    struct world_change *c, int *unchanged, struct olc_lua *lua,
    char **errors, int *nerrors)
{
	struct olc_op		 op;
	struct script_def	*sc;
	char			 subbuf[SCRIPT_ARGS_MAX + 128];
	const struct area_def	*a = live->def;
	struct olc_touch	 t, want;
	struct olc_lines	 l;
	struct area_part	 st = { 0, -1 };
	struct area_def		*p;
	char			*text, *head, *was = NULL;
	size_t			 i, len, at = 0;
	long			 k;
	int			 type, n = 0, bad = 0, same = 0;

	memset(c, 0, sizeof *c);
	c->area = live;
	*unchanged = 0;
	if ((type = olc_classify(ops, nops, &t)) < 0)
		return (0);
	want = t;
	if (type == OLC_RESET_DEL) {
		if (ops[0].index >= a->nresets) {
			olc_error(errors, a->file, "there is no reset %zu (the "
			    "area has %zu)", ops[0].index + 1, a->nresets);
			*nerrors += 1;
			return (-1);
		}
		c->reset_op = WR_DELETE;
		c->reset_at = ops[0].index;
		return (1);
	}
	if (type == OLC_CREATE && t.kind[0] == OLC_SHOP &&
	    (k = olc_index(a, OLC_SHOP, t.vnum[0])) >= 0) {
		/* The reader ties shops to keepers: a part is not tied. */
		olc_error(errors, a->file, "mob %d keeps a shop already (line "
		    "%d)", t.vnum[0], a->shops[k].line);
		*nerrors += 1;
		return (-1);
	}
	if (type == OLC_RESET_ADD) {
		at = ops[0].index < a->nresets ? ops[0].index : a->nresets;
		st = olc_reset_state(a, at);
		memset(&want, 0, sizeof want);
		t.n = 0;
	}
	text = olc_part_text(a, &t, &len);
	if (type == OLC_RESET_ADD) {
		xasprintf(&head, "%s\n%s", text, ops[0].lines != NULL ?
		    ops[0].lines : "");
		free(text);
		text = head;
	} else {
		olc_split(&l, text);
		was = text;
		for (i = 0; i < nops && !bad; i++) {
			/* A .lua file's script: the file, not the block. */
			op = ops[i];
			if (olc_lua_op(a, &ops[i], lua, &op, subbuf,
			    sizeof subbuf))
				continue;
			bad = olc_apply_op(&l, &op, a->file, errors) != 0;
		}
		text = bad ? NULL : olc_join(&l, &len);
		olc_lines_free(&l);
		if (text == NULL) {
			free(was);
			*nerrors += 1;
			return (-1);
		}
	}
	p = area_parse_part(a->file, text, strlen(text), &st, errors, &n);
	free(text);
	/* The .lua files its scripts name: the one edited, the others read. */
	if (n == 0 && lua->path != NULL && (sc = olc_lua_script(p, t.kind[0],
	    t.vnum[0], lua->sub)) != NULL && sc->source == NULL) {
		free(sc->path);
		sc->path = xstrdup(lua->path);
		sc->source = xstrdup(lua->text);
		sc->first = 1;
	}
	if (n == 0)
		n = area_read_script_files(p, a->file, errors);
	if (n > 0) {
		free(was);
		area_free(p);
		*nerrors += n;
		return (-1);
	}
	/* Fields set to what they were: the blocks read back write alike. */
	if (was != NULL && type == OLC_SET && olc_part_holds(p, &want)) {
		text = area_write(p, &len);
		same = strcmp(text, was) == 0;
		free(text);
	}
	free(was);
	if (lua->path != NULL)
		same = 0;
	if (type == OLC_DELETE)
		want.n = 0;
	if (!olc_part_holds(p, &want) || p->nresets !=
	    (type == OLC_RESET_ADD ? 1U : 0U)) {
		area_free(p);
		return (0);	/* not what it seemed: the whole way */
	}
	olc_label_scripts(p, a->file);
	c->part = p;
	*unchanged = same;
	if (type == OLC_DELETE) {
		c->gone[olc_world_kind(t.kind[0])][0] = t.vnum[0];
		c->ngone[olc_world_kind(t.kind[0])] = 1;
	} else if (type == OLC_RESET_ADD) {
		c->reset_op = WR_ADD;
		c->reset_at = at;
	}
	return (1);
}

int
olc_edit_records(struct area *const *areas, const struct olc_op *const *ops,
    const size_t *nops, size_t n, char **errors, int *nerrors)
{
	struct world_change	 c[2];
	struct olc_lua		 lua[2];
	size_t			 i, k;
	int			 rc = 1, r, same[2];
	char			*cause;

	*nerrors = 0;
	memset(c, 0, sizeof c);
	memset(lua, 0, sizeof lua);
	if (n == 0 || n > sizeof c / sizeof c[0])
		return (0);
	for (i = 0; i < n; i++) {
		r = olc_change_part(areas[i], ops[i], nops[i], &c[i],
		    &same[i], &lua[i], errors, nerrors);
		if (r <= 0) {
			rc = r;
			goto drop;
		}
	}
	/* Nothing changes: nothing to check, apply or save. */
	for (i = 0; i < n && same[i]; i++)
		;
	if (i == n) {
		rc = 2;
		goto drop;
	}
	if ((r = world_check_change(c, n, errors)) > 0) {
		*nerrors = r;
		rc = -1;
		goto drop;
	}
	/* Checked: the .lua files edited are written (whole, or not). */
	for (i = 0; i < n; i++) {
		cause = NULL;
		if (lua[i].path != NULL && fileio_write(lua[i].path,
		    lua[i].text, strlen(lua[i].text), 0644, FILEIO_SYNC_DIR,
		    &cause) != 0) {
			olc_error(errors, lua[i].path, "%s", cause);
			free(cause);
			*nerrors = 1;
			rc = -1;
			goto drop;
		}
	}
	world_apply_change(c, n);
	for (i = 0; i < n; i++)
		olc_lua_free(&lua[i]);
	return (rc);
drop:
	for (k = 0; k < n; k++) {
		area_free(c[k].part);
		olc_lua_free(&lua[k]);
	}
	return (rc);
}

int
olc_edit_one(struct area *live, const struct olc_op *ops, size_t nops,
    char **errors, int *nerrors)
{
	return (olc_edit_records(&live, &ops, &nops, 1, errors, nerrors));
}

char *
olc_field_text(const struct area_def *a, enum olc_kind kind, int vnum,
    const char *key, const char *sub)
{
	struct olc_lines	 l, t;
	char			*text, *out = NULL;
	size_t			 start, end, i, n, len;

	const struct script_def	*sc;

	if ((text = olc_block_text(a, kind, vnum)) == NULL)
		return (NULL);
	/* A script kept in a .lua file: the file's text. */
	if (strcmp(key, "script") == 0 && (sc = olc_lua_script(a, kind, vnum,
	    sub)) != NULL) {
		free(text);
		return (sc->source != NULL ? xstrdup(sc->source) : NULL);
	}
	olc_split(&l, text);
	free(text);
	if (olc_find_block(&l, kind, vnum, &start, &end) != 0)
		goto done;
	for (i = start + 1; i < end; i += n) {
		n = olc_entry_len(&l, i, end);
		if (!olc_has_text(l.v[i]) ||
		    !olc_entry_matches(l.v[i], key, sub))
			continue;
		/* The lines between the keyword and its '~'. */
		t.v = l.v + i + 1;
		t.n = n >= 2 ? n - 2 : 0;
		out = olc_join(&t, &len);
		break;
	}
done:
	olc_lines_free(&l);
	return (out);
}

/* The reset lines of an area, numbered from 1, or NULL if it has none. */
char *
olc_resets_text(const struct area_def *a)
{
	char	*out = NULL, *s, *text;
	size_t	 i, len;

	for (i = 0; i < a->nresets; i++) {
		struct area_def	one = { .name = a->name,
				    .min_vnum = a->min_vnum,
				    .max_vnum = a->max_vnum };

		one.resets = &a->resets[i];
		one.nresets = 1;
		text = area_write(&one, &len);
		s = strstr(text, "\nreset ");
		xasprintf(&s, "%s%3zu %s", out != NULL ? out : "", i + 1,
		    s != NULL ? s + 1 : "?\n");
		free(text);
		free(out);
		out = s;
	}
	return (out);
}

char *
olc_edit_text(const struct area_def *a, const struct olc_op *ops,
    size_t nops, char **errors)
{
	struct olc_lines	 l;
	char			*text;
	size_t			 i, len;
	int			 bad = 0;

	text = area_write(a, &len);
	olc_split(&l, text);
	free(text);
	for (i = 0; i < nops && !bad; i++)
		bad = olc_apply_op(&l, &ops[i], a->file, errors) != 0;
	text = bad ? NULL : olc_join(&l, &len);
	olc_lines_free(&l);
	return (text);
}

struct area_def *
olc_apply(const struct area_def *a, const struct olc_op *ops, size_t nops,
    char **errors, int *nerrors)
{
	struct area_def	*def;
	char		*text;
	int		 n = 0;

	if ((text = olc_edit_text(a, ops, nops, errors)) == NULL) {
		*nerrors = 1;
		return (NULL);
	}
	def = area_parse(a->file, text, strlen(text), errors, &n);
	free(text);
	*nerrors = n;
	if (n > 0) {
		area_free(def);
		return (NULL);
	}
	return (def);
}

/* Does any area of the list define room vnum? */
static int
olc_has_room(const struct world_def *w, int vnum)
{
	size_t	i, j;

	for (i = 0; i < w->nareas; i++) {
		for (j = 0; j < w->areas[i].nrooms; j++) {
			if (w->areas[i].rooms[j].vnum == vnum)
				return (1);
		}
	}
	return (0);
}

int
olc_commit(struct area *const *areas, struct area_def **defs, size_t n,
    char **errors)
{
	struct world_def	 tmp;
	struct area		*a;
	size_t			 i, k = 0;
	int			 nerrors;

	TAILQ_FOREACH(a, &world_areas, entry)
		k++;
	tmp.areas = xcalloc(k + 1, sizeof *tmp.areas);
	tmp.nareas = 0;
	TAILQ_FOREACH(a, &world_areas, entry) {
		for (i = 0; i < n && areas[i] != a; i++)
			;
		tmp.areas[tmp.nareas++] = i < n ? *defs[i] : *a->def;
	}
	nerrors = world_check(&tmp, errors);
	if (nerrors == 0 && !olc_has_room(&tmp, WORLD_START_VNUM)) {
		olc_error(errors, "world", "room %d, where players start and "
		    "recall to, cannot go", WORLD_START_VNUM);
		nerrors = 1;
	}
	free(tmp.areas);
	if (nerrors > 0) {
		for (i = 0; i < n; i++)
			area_free(defs[i]);
		return (-1);
	}
	for (i = 0; i < n; i++)
		world_area_swap(areas[i], defs[i]);
	return (0);
}

char *
olc_strip_places(const char *errors)
{
	const char	*p = errors, *nl, *c, *msg;
	char		*out = xstrdup(""), *s;
	size_t		 len;

	while (p != NULL && *p != '\0') {
		nl = strchr(p, '\n');
		len = nl != NULL ? (size_t)(nl - p) : strlen(p);
		msg = p;
		/* "file:line: " or "file: ": the message after the first ": "
		 * that follows the file's name. */
		if ((c = memchr(p, ':', len)) != NULL) {
			const char	*q = c + 1;

			while (q < p + len && *q >= '0' && *q <= '9')
				q++;
			if (*q == ':')
				q++;
			if (q < p + len && *q == ' ')
				msg = q + 1;
		}
		xasprintf(&s, "%s%.*s\n", out, (int)(p + len - msg), msg);
		free(out);
		out = s;
		p = nl != NULL ? nl + 1 : NULL;
	}
	return (out);
}

/* FNV-1a, 64 bits. */
static uint64_t
olc_hash(const char *buf, size_t len, uint64_t h)
{
	size_t	i;

	for (i = 0; i < len; i++) {
		h ^= (unsigned char)buf[i];
		h *= 0x100000001b3ULL;
	}
	return (h);
}

#define OLC_HASH_START	0xcbf29ce484222325ULL

void
olc_stamp_bytes(const char *buf, size_t len, struct olc_stamp *st)
{
	memset(st, 0, sizeof *st);
	st->exists = 1;
	st->size = (long long)len;
	st->mtime_ns = -1;
	st->hash = olc_hash(buf, len, OLC_HASH_START);
}

int
olc_stamp_file(const char *path, struct olc_stamp *st)
{
	struct stat	 sb;
	FILE		*f;
	char		 buf[8192];
	size_t		 n;
	uint64_t	 h = OLC_HASH_START;

	memset(st, 0, sizeof *st);
	if (stat(path, &sb) != 0)
		return (errno == ENOENT ? 0 : -1);
	if ((f = fopen(path, "rb")) == NULL)
		return (-1);
	while ((n = fread(buf, 1, sizeof buf, f)) > 0)
		h = olc_hash(buf, n, h);
	if (ferror(f)) {
		fclose(f);
		return (-1);
	}
	fclose(f);
	st->exists = 1;
	st->size = (long long)sb.st_size;
	st->mtime_ns = (long long)sb.st_mtim.tv_sec * 1000000000LL +
	    sb.st_mtim.tv_nsec;
	st->hash = h;
	return (0);
}

int
olc_stamp_same(const struct olc_stamp *was, const struct olc_stamp *now)
{
	/* A touch is no change: the bytes decide. */
	return (was->exists == now->exists && (!was->exists ||
	    (was->size == now->size && was->hash == now->hash)));
}

enum olc_conflict
olc_conflict(const struct olc_stamp *was, const struct olc_stamp *now,
    int unsaved)
{
	int	changed = !olc_stamp_same(was, now);

	if (changed)
		return (unsaved ? OLC_BOTH_CHANGED : OLC_DISK_CHANGED);
	return (unsaved ? OLC_UNSAVED : OLC_CLEAN);
}
