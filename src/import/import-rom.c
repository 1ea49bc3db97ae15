/*
 * import-rom.c: the ROM 2.4 / Merc reader: the area list, the files it
 * names and their sections (#AREA, #MOBILES, #OBJECTS, #ROOMS, #RESETS,
 * #SHOPS, #SPECIALS, #HELPS, #MOBPROGS, #$). What each section holds is
 * read by import-rom-*.c; what refers to other things is mended once
 * every file is read (import-rom-fix.c). Mapping tables: docs/import.md.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fileio.h"
#include "import-rom.h"
#include "xmalloc.h"

#define ROM_LIST_MAX	(1024 * 1024)	/* bytes of area.lst */
#define ROM_FILES_MAX	4096		/* files it may name */

/* Start reading for an import; vnums of areas it already has are taken. */
void
rom_init(struct rom *rom, struct import *imp)
{
	struct area_def	*a;
	size_t		 i, j;
	int		 k;

	memset(rom, 0, sizeof *rom);
	rom->imp = imp;
	for (k = 0; k < 3; k++)
		rom->taken[k] = xcalloc(ROM_VNUM_BITS / 8 + 1, 1);
	for (i = 0; i < imp->world->nareas; i++) {
		a = &imp->world->areas[i];
		for (j = 0; j < a->nrooms; j++)
			rom->taken[0][a->rooms[j].vnum / 8] |=
			    1 << (a->rooms[j].vnum % 8);
		for (j = 0; j < a->nmobs; j++)
			rom->taken[1][a->mobs[j].vnum / 8] |=
			    1 << (a->mobs[j].vnum % 8);
		for (j = 0; j < a->nobjs; j++)
			rom->taken[2][a->objs[j].vnum / 8] |=
			    1 << (a->objs[j].vnum % 8);
	}
}

/* Free what the reader holds (areas not yet given to the world too). */
void
rom_free(struct rom *rom)
{
	size_t	i, j;
	int	k;

	for (i = 0; i < rom->nfiles; i++) {
		struct rom_file	*f = &rom->files[i];

		free(f->name);
		if (f->area != NULL)
			area_free(f->area);
		free(f->resets);
		free(f->shops);
		for (j = 0; j < f->nspecs; j++)
			free(f->specs[j].name);
		free(f->specs);
	}
	free(rom->files);
	for (i = 0; i < rom->nprogs; i++) {
		free(rom->progs[i].code);
		free(rom->progs[i].file);
	}
	free(rom->progs);
	for (i = 0; i < rom->ntrigs; i++) {
		free(rom->trigs[i].trigger);
		free(rom->trigs[i].phrase);
		free(rom->trigs[i].file);
	}
	free(rom->trigs);
	for (k = 0; k < 3; k++)
		free(rom->taken[k]);
	memset(rom, 0, sizeof *rom);
}

/*
 * Claim a vnum of a kind (0 rooms, 1 mobs, 2 objects): 0, or -1 with a
 * note when it is out of range or was defined before (the later one is
 * dropped).
 */
int
rom_take(struct rom_in *in, int kind, int vnum, int line, const char *what)
{
	unsigned char	*t = in->rom->taken[kind];

	if (vnum < 1 || vnum > AREA_VNUM_MAX) {
		rom_note(in, IMPORT_BROKEN, line, "%s %d is not a vnum from 1 to %d: dropped", what,
		    vnum, AREA_VNUM_MAX);
		return (-1);
	}
	if (t[vnum / 8] & (1 << (vnum % 8))) {
		rom_note(in, IMPORT_BROKEN, line, "%s %d is defined twice: "
		    "this one is dropped", what, vnum);
		return (-1);
	}
	t[vnum / 8] |= 1 << (vnum % 8);
	return (0);
}

/* Strip a leading '{ 5 35}' level range from an area title. */
static char *
rom_area_title(const char *raw)
{
	const char	*s = raw, *e;
	char		*t;

	while (isspace((unsigned char)*s))
		s++;
	if (*s == '{' && (e = strchr(s, '}')) != NULL)
		s = e + 1;
	t = rom_text_line(s);
	return (t);
}

/* Merc's one-line title: '{ 5 35} Author  Name'. */
static void
rom_merc_title(struct area_def *a, const char *raw)
{
	char	*t = rom_area_title(raw), *sp;

	free(a->name);
	free(a->builders);
	a->name = a->builders = NULL;
	if (t == NULL)
		return;
	if ((sp = strchr(t, ' ')) == NULL) {
		a->name = t;
		return;
	}
	a->name = xstrdup(sp + 1);
	*sp = '\0';
	a->builders = t;
}

/* #AREA: ROM's file~ name~ credits~ min max, or Merc's one line. */
static void
rom_read_area(struct rom_in *in)
{
	struct rom_file	*f = in->file;
	char		*s1, *s2, *s3;
	long		 min, max;

	f->hline = in->line;
	s1 = rom_string(in);
	if (rom_peek(in) == '#' || in->err) {
		rom_merc_title(f->area, s1);
		free(s1);
		return;
	}
	s2 = rom_string(in);
	s3 = rom_string(in);
	rom_number(in, &min);
	rom_number(in, &max);
	if (!in->err) {
		free(f->area->name);
		f->area->name = rom_text_line(s2);
		free(f->area->builders);
		f->area->builders = rom_area_title(s3);
		if (min >= 1 && max >= min && max <= AREA_VNUM_MAX) {
			f->hmin = (int)min;
			f->hmax = (int)max;
		}
	}
	free(s1);
	free(s2);
	free(s3);
}

/* #AREADATA (ROM OLC): keyword lines up to End. */
static void
rom_read_areadata(struct rom_in *in)
{
	struct rom_file	*f = in->file;
	char		 w[ROM_WORD_MAX], *s;
	long		 min, max;

	f->hline = in->line;
	for (;;) {
		snprintf(w, sizeof w, "%s", rom_word(in));
		if (in->err || strcasecmp(w, "End") == 0)
			break;
		if (strcasecmp(w, "Name") == 0 || strcasecmp(w, "Builders") == 0) {
			s = rom_string(in);
			if (w[0] == 'N' || w[0] == 'n') {
				free(f->area->name);
				f->area->name = rom_text_line(s);
			} else {
				free(f->area->builders);
				f->area->builders = rom_text_line(s);
			}
			free(s);
		} else if (strcasecmp(w, "VNUMs") == 0) {
			rom_number(in, &min);
			rom_number(in, &max);
			if (!in->err && min >= 1 && max >= min &&
			    max <= AREA_VNUM_MAX) {
				f->hmin = (int)min;
				f->hmax = (int)max;
			}
		} else if (strcasecmp(w, "Credits") == 0)
			free(rom_string(in));
		else
			rom_eol(in);
	}
	if (in->err)
		rom_resync(in);
}

/* Skip a section not read, up to the next '#' that starts a section. */
static void
rom_skip_section(struct rom_in *in)
{
	for (;;) {
		rom_eol(in);
		if (in->p >= in->end)
			return;
		if (in->p[0] == '#' && in->p + 1 < in->end &&
		    (isupper((unsigned char)in->p[1]) || in->p[1] == '$'))
			return;
	}
}

/* Read one .are file from memory into the reader. */
void
rom_parse(struct rom *rom, const char *name, const char *text, size_t len)
{
	struct rom_file	*f;
	struct rom_in	 in;
	char		 w[ROM_WORD_MAX];
	int		 line, c;

	rom->files = xgrow_count(rom->files, rom->nfiles, sizeof *rom->files);
	f = &rom->files[rom->nfiles++];
	memset(f, 0, sizeof *f);
	f->name = xstrdup(name);
	f->area = xcalloc(1, sizeof *f->area);
	f->area->file = xstrdup(name);
	memset(&in, 0, sizeof in);
	in.rom = rom;
	in.file = f;
	in.name = f->name;
	in.p = text;
	in.end = text + len;
	in.line = 1;
	for (;;) {
		if (rom_at_end(&in)) {
			rom_note(&in, IMPORT_BROKEN, in.line, "the file ends "
			    "without '#$'");
			break;
		}
		line = in.line;
		if ((c = rom_letter(&in)) != '#') {
			rom_fail(&in, "a section ('#ROOMS', ...) was expected, "
			    "not '%c'", c);
			rom_resync(&in);
			continue;
		}
		snprintf(w, sizeof w, "%s", rom_word(&in));
		in.old = 0;
		if (strcmp(w, "$") == 0)
			break;
		else if (strcmp(w, "AREA") == 0)
			rom_read_area(&in);
		else if (strcmp(w, "AREADATA") == 0)
			rom_read_areadata(&in);
		else if (strcmp(w, "MOBILES") == 0 || strcmp(w, "MOBOLD") == 0) {
			in.old = w[3] == 'O';
			rom_read_mobiles(&in);
		} else if (strcmp(w, "OBJECTS") == 0 ||
		    strcmp(w, "OBJOLD") == 0) {
			in.old = w[3] == 'O';
			rom_read_objects(&in);
		} else if (strcmp(w, "ROOMS") == 0)
			rom_read_rooms(&in);
		else if (strcmp(w, "RESETS") == 0)
			rom_read_resets(&in);
		else if (strcmp(w, "SHOPS") == 0)
			rom_read_shops(&in);
		else if (strcmp(w, "SPECIALS") == 0)
			rom_read_specials(&in);
		else if (strcmp(w, "HELPS") == 0)
			rom_read_helps(&in);
		else if (strcmp(w, "MOBPROGS") == 0)
			rom_read_mobprogs(&in);
		else {
			rom_note(&in, IMPORT_LEFT_OUT, line, "section #%s is "
			    "not read (nothing here holds it): skipped", w);
			rom_skip_section(&in);
		}
		if (in.err)
			rom_resync(&in);
	}
	if (f->area->name == NULL)
		f->area->name = xstrdup(name);
}

/* Mend what refers to other things, and give the areas to the world. */
void
rom_finish(struct rom *rom)
{
	rom_fix(rom);
}

void
import_rom_parse(struct import *imp, const char *name, const char *text,
    size_t len)
{
	struct rom	rom;

	rom_init(&rom, imp);
	rom_parse(&rom, name, text, len);
	rom_finish(&rom);
	rom_free(&rom);
}

/* Is this a name area.lst may give (no path, nothing odd)? */
static int
rom_list_name_ok(const char *s)
{
	if (*s == '\0' || *s == '.' || strchr(s, '/') != NULL ||
	    strlen(s) > 200)
		return (0);
	for (; *s != '\0'; s++) {
		if (!isalnum((unsigned char)*s) && strchr("._-+", *s) == NULL)
			return (0);
	}
	return (1);
}

int
import_rom(struct import *imp, const char *src, char **cause)
{
	struct rom	 rom;
	struct stat	 sb;
	char		*list, *dir, *path, *fpath, *text, *line, *next;
	char		*why = NULL;
	char		 name[256];
	char		**seen = NULL;
	size_t		 len, tlen, nseen = 0, i, nread = 0;
	int		 lineno = 0;
	const char	*slash;

	if (stat(src, &sb) == 0 && S_ISDIR(sb.st_mode)) {
		dir = xstrdup(src);
		xasprintf(&path, "%s/area.lst", src);
	} else {
		slash = strrchr(src, '/');
		dir = slash != NULL ? xstrndup(src, slash - src) :
		    xstrdup(".");
		path = xstrdup(src);
	}
	if ((list = fileio_read(path, ROM_LIST_MAX, &len, &why)) == NULL) {
		xasprintf(cause, "%s: %s", path, why);
		free(why);
		free(path);
		free(dir);
		return (-1);
	}
	rom_init(&rom, imp);
	for (line = list; line != NULL && line < list + len; line = next) {
		lineno++;
		if ((next = strchr(line, '\n')) != NULL)
			*next++ = '\0';
		if (sscanf(line, "%255s", name) != 1 || name[0] == '#')
			continue;
		if (strcmp(name, "$") == 0)
			break;
		if (!rom_list_name_ok(name)) {
			import_note(imp, IMPORT_BROKEN, path, lineno, "'%s' is "
			    "not a plain file name: skipped", name);
			continue;
		}
		for (i = 0; i < nseen; i++) {
			if (strcmp(seen[i], name) == 0)
				break;
		}
		if (i < nseen) {
			import_note(imp, IMPORT_BROKEN, path, lineno, "%s is "
			    "listed twice: the second is skipped", name);
			continue;
		}
		if (nseen == ROM_FILES_MAX) {
			import_note(imp, IMPORT_BROKEN, path, lineno, "more "
			    "than %d files: the rest are skipped",
			    ROM_FILES_MAX);
			break;
		}
		seen = xgrow_count(seen, nseen, sizeof *seen);
		seen[nseen++] = xstrdup(name);
		xasprintf(&fpath, "%s/%s", dir, name);
		text = fileio_read(fpath, ROM_FILE_MAX, &tlen, &why);
		free(fpath);
		if (text == NULL) {
			import_note(imp, IMPORT_BROKEN, name, 0, "cannot be "
			    "read: %s", why);
			free(why);
			why = NULL;
			continue;
		}
		rom_parse(&rom, name, text, tlen);
		nread++;
		free(text);
	}
	rom_finish(&rom);
	rom_free(&rom);
	for (i = 0; i < nseen; i++)
		free(seen[i]);
	free(seen);
	free(list);
	free(path);
	free(dir);
	if (nread == 0) {
		xasprintf(cause, "%s: no area file could be read", src);
		return (-1);
	}
	return (0);
}
