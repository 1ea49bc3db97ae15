/*
 * import-circle-wld.c: rooms (.wld): name, description, zone, flags
 * (CircleMUD's one field or tbaMUD's four, as numbers or letters),
 * sector, exits D0-D5 with their doors, extra descriptions E, the end S
 * and tbaMUD's trigger lines T.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import-circle.h"
#include "xmalloc.h"

static const struct circle_flag room_flags[] = {
	{ "DARK", ROOM_DARK, 1 },
	{ "DEATH", 0, 0 },
	{ "NOMOB", ROOM_NO_MOB, 1 },
	{ "INDOORS", ROOM_INDOORS, 1 },
	{ "PEACEFUL", ROOM_SAFE, 1 },
	{ "SOUNDPROOF", 0, 0 },
	{ "NOTRACK", 0, 0 },
	{ "NOMAGIC", 0, 0 },
	{ "TUNNEL", ROOM_PRIVATE, 0 },
	{ "PRIVATE", ROOM_PRIVATE, 1 },
	{ "GODROOM", 0, 0 },
	{ "HOUSE", 0, 0 },
	{ "HOUSE_CRASH", 0, 0 },
	{ "ATRIUM", 0, 0 },
	{ "OLC", 0, 0 },
	{ "BFS_MARK", 0, 0 },
	{ "WORLDMAP", 0, 0 },
};

/* CircleMUD's sectors 0-9, in order. */
static const enum sector circle_sectors[] = {
	SECT_INSIDE, SECT_CITY, SECT_FIELD, SECT_FOREST, SECT_HILLS,
	SECT_MOUNTAIN, SECT_WATER_SWIM, SECT_WATER_NOSWIM, SECT_AIR,
	SECT_UNDERWATER
};

static const char *const circle_dirs[] = {
	"north", "east", "south", "west", "up", "down", "northwest",
	"northeast", "southeast", "southwest"
};

/* A D<n> exit: its description, keywords, door, key and room. */
static void
wld_exit(struct cfile *f, struct room_def *rm, int d, int line)
{
	struct circle	*c = f->c;
	struct exit_def	*x;
	char		 buf[CIRCLE_LINE_MAX], *w[CIRCLE_WORDS_MAX];
	char		*desc, *kw;
	long		 v[3] = { 0, -1, -1 };
	int		 i, n;

	desc = cfile_string(f);
	kw = cfile_string(f);
	if (desc == NULL || kw == NULL || !cfile_next(f, buf, sizeof buf)) {
		import_note(c->imp, IMPORT_BROKEN, f->name, line, "room %d: "
		    "exit D%d is cut short by the end of the file", rm->vnum,
		    d);
		goto out;
	}
	n = circle_words(buf, w, CIRCLE_WORDS_MAX);
	for (i = 0; i < n && i < 3; i++) {
		if (circle_num(w[i], &v[i]) != 0)
			break;
	}
	if (i < 3) {
		import_note(c->imp, IMPORT_BROKEN, f->name, f->line, "room %d: "
		    "exit D%d needs <door flag> <key> <room>", rm->vnum, d);
		goto out;
	}
	if (d < 0 || d >= DIR__COUNT) {
		import_note(c->imp, IMPORT_LEFT_OUT, f->name, line, "room %d: "
		    "exit %s has no equivalent (six directions here)",
		    rm->vnum, d >= 0 && d < 10 ? circle_dirs[d] : "?");
		goto out;
	}
	x = &rm->exits[d];
	if (x->to_vnum != -1) {
		import_note(c->imp, IMPORT_BROKEN, f->name, line, "room %d: "
		    "second exit %s (the first is at line %d) dropped",
		    rm->vnum, circle_dirs[d], x->line);
		goto out;
	}
	if (v[2] <= 0 || v[2] > AREA_VNUM_MAX) {
		if (*desc != '\0' || *kw != '\0')
			import_note(c->imp, IMPORT_LEFT_OUT, f->name, line,
			    "room %d: exit %s leads nowhere (%ld): its "
			    "description is dropped", rm->vnum, circle_dirs[d],
			    v[2]);
		goto out;
	}
	x->to_vnum = (int)v[2];
	x->line = line;
	switch (v[0]) {
	case 0:
		break;
	case 1:
		x->flags = EXIT_DOOR;
		break;
	case 2:
		x->flags = EXIT_DOOR|EXIT_PICKPROOF;
		break;
	default:
		x->flags = EXIT_DOOR;
		import_note(c->imp, IMPORT_APPROXIMATED, f->name, line,
		    "room %d: exit %s door flag %ld made a plain door",
		    rm->vnum, circle_dirs[d], v[0]);
		break;
	}
	if (v[1] > 0 && v[1] <= AREA_VNUM_MAX) {
		if (x->flags & EXIT_DOOR)
			x->key_vnum = (int)v[1];
		else
			import_note(c->imp, IMPORT_LEFT_OUT, f->name, line,
			    "room %d: exit %s has a key (%ld) but no door",
			    rm->vnum, circle_dirs[d], v[1]);
	}
	x->description = circle_text(desc, 0);
	if (*x->description == '\0') {
		free(x->description);
		x->description = NULL;
	}
	if (x->flags & EXIT_DOOR)
		x->keywords = circle_text_or(kw, 1, "door");
out:
	free(desc);
	free(kw);
}

/* An E extra description. */
static void
circle_extra(struct cfile *f, struct extra_desc **xs, size_t *n, int line,
    const char *what)
{
	char	*kw, *text;

	kw = cfile_string(f);
	text = cfile_string(f);
	if (kw == NULL || text == NULL) {
		import_note(f->c->imp, IMPORT_BROKEN, f->name, line, "%s: extra "
		    "description cut short by the end of the file", what);
	} else {
		*xs = xreallocarray(*xs, *n + 1, sizeof **xs);
		(*xs)[*n].keywords = circle_text_or(kw, 1, "extra");
		(*xs)[*n].text = circle_text_or(text, 0, "You see nothing "
		    "special.\n");
		(*n)++;
	}
	free(kw);
	free(text);
}

/* An E extra description (objects have them too). */
void
circle_read_extra(struct cfile *f, struct extra_desc **xs, size_t *n,
    int line, const char *what)
{
	circle_extra(f, xs, n, line, what);
}

/* The flags and sector line: zone flags sector, or zone f0 f1 f2 f3 sector. */
static void
wld_flags(struct cfile *f, struct room_def *rm, char *buf, int line)
{
	struct circle	*c = f->c;
	char		*w[CIRCLE_WORDS_MAX], what[32];
	long		 sect;
	uint64_t	 bits;
	int		 n, i;

	snprintf(what, sizeof what, "room %d", rm->vnum);
	n = circle_words(buf, w, CIRCLE_WORDS_MAX);
	if ((n != 3 && n != 6) || circle_num(w[n - 1], &sect) != 0) {
		import_note(c->imp, IMPORT_BROKEN, f->name, line, "%s: the flags "
		    "line should be '<zone> <flags> <sector>' or '<zone> <flags> "
		    "<flags> <flags> <flags> <sector>'", what);
		return;
	}
	bits = circle_bits(w[1]);
	rm->flags = circle_flags(c, f->name, line, what, room_flags,
	    sizeof room_flags / sizeof *room_flags, bits);
	for (i = 2; i < n - 1; i++) {
		if (circle_bits(w[i]) != 0)
			import_note(c->imp, IMPORT_LEFT_OUT, f->name, line,
			    "%s: flags of field %d have no equivalent", what, i);
	}
	if (sect < 0 || sect >= (long)(sizeof circle_sectors /
	    sizeof *circle_sectors)) {
		import_note(c->imp, IMPORT_APPROXIMATED, f->name, line,
		    "%s: sector %ld unknown, made inside", what, sect);
		sect = 0;
	} else if (sect == 8)
		import_note(c->imp, IMPORT_APPROXIMATED, f->name, line,
		    "%s: sector FLYING made air", what);
	rm->sector = circle_sectors[sect];
}

/* The direction number after 'D' (large numbers stay large). */
static int
wld_dir(const char *s)
{
	int	d = 0;

	for (; *s >= '0' && *s <= '9' && d < 1000; s++)
		d = d * 10 + (*s - '0');
	return (d);
}

/* One room, from its '#' line to its 'S'. */
static int
wld_room(struct cfile *f, long vnum, int line)
{
	struct circle		*c = f->c;
	struct circle_room	*cr;
	struct room_def		 rm;
	char			 buf[CIRCLE_LINE_MAX], what[32], *name, *desc;
	int			 d, ok = 0;

	memset(&rm, 0, sizeof rm);
	rm.vnum = (int)vnum;
	rm.line = line;
	for (d = 0; d < DIR__COUNT; d++) {
		rm.exits[d].to_vnum = -1;
		rm.exits[d].key_vnum = -1;
	}
	snprintf(what, sizeof what, "room %ld", vnum);
	name = cfile_string(f);
	desc = cfile_string(f);
	if (name == NULL || desc == NULL || !cfile_next(f, buf, sizeof buf)) {
		import_note(c->imp, IMPORT_BROKEN, f->name, line, "%s: cut "
		    "short by the end of the file", what);
		free(name);
		free(desc);
		return (-1);
	}
	rm.name = circle_text_or(name, 1, what);
	rm.description = circle_text_or(desc, 0, rm.name);
	free(name);
	free(desc);
	wld_flags(f, &rm, buf, f->line);
	for (;;) {
		if (cfile_peek(f) == '#' || cfile_peek(f) == '$') {
			import_note(c->imp, IMPORT_BROKEN, f->name, line,
			    "%s: no 'S' before the next room", what);
			break;
		}
		if (!cfile_next(f, buf, sizeof buf)) {
			import_note(c->imp, IMPORT_BROKEN, f->name, line,
			    "%s: no 'S' before the end of the file", what);
			break;
		}
		if (buf[0] == 'D' && buf[1] >= '0' && buf[1] <= '9')
			wld_exit(f, &rm, wld_dir(buf + 1), f->line);
		else if (buf[0] == 'E')
			circle_extra(f, &rm.extras, &rm.nextras, f->line, what);
		else if (buf[0] == 'S') {
			ok = 1;
			break;
		} else
			import_note(c->imp, IMPORT_BROKEN, f->name, f->line,
			    "%s: line '%.40s' is not D, E or S: skipped", what,
			    buf);
	}
	while (ok && cfile_peek(f) == 'T') {
		cfile_next(f, buf, sizeof buf);
		circle_attach(f, SCRIPT_ROOM, (int)vnum, buf);
	}
	if (!circle_vnum_ok(f, vnum, line, what)) {
		area_room_def_free(&rm);
		return (0);
	}
	c->rooms = xgrow(c->rooms, &c->arooms, c->nrooms + 1,
	    sizeof *c->rooms);
	cr = &c->rooms[c->nrooms++];
	cr->d = rm;
	cr->file = f->name;
	cr->seq = c->seq++;
	return (0);
}

void
circle_read_wld(struct cfile *f)
{
	cfile_records(f, "a room", wld_room);
}
