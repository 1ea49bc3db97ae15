/*
 * import-spec.c: special procedures by name. ROM names them in
 * #SPECIALS, CircleMUD in its C code (spec_assign.c: ASSIGNMOB(vnum,
 * name) lines, read here). Each known one becomes a behaviour of the
 * library (area/lib/<name>.lua; a 'behaviour' line on the thing), a
 * guildmaster's class (the 'guild' field) or the game's board; the rest
 * are noted by name, as left out.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "fileio.h"
#include "import-spec.h"
#include "xmalloc.h"

#define SPEC_FILE_MAX	(4 * 1024 * 1024)

enum spec_how { SPEC_BEHAVIOUR, SPEC_GUILD, SPEC_BOARD, SPEC_NONE };

static const struct spec_map {
	const char	*name;		/* the source's */
	enum spec_how	 how;
	const char	*behaviour;
	const char	*arg;
	const char	*differs;	/* NULL: carried as it was */
} spec_maps[] = {
	/* ROM 2.4 */
	{ "spec_breath_any", SPEC_BEHAVIOUR, "breath", "any",
	    "its breath hurts by level, as the game's damage" },
	{ "spec_breath_acid", SPEC_BEHAVIOUR, "breath", "acid",
	    "its breath hurts by level, as the game's damage" },
	{ "spec_breath_fire", SPEC_BEHAVIOUR, "breath", "fire",
	    "its breath hurts by level, as the game's damage" },
	{ "spec_breath_frost", SPEC_BEHAVIOUR, "breath", "frost",
	    "its breath hurts by level, as the game's damage" },
	{ "spec_breath_gas", SPEC_BEHAVIOUR, "breath", "gas",
	    "its breath hurts by level, as the game's damage" },
	{ "spec_breath_lightning", SPEC_BEHAVIOUR, "breath", "lightning",
	    "its breath hurts by level, as the game's damage" },
	{ "spec_cast_adept", SPEC_BEHAVIOUR, "adept", NULL, NULL },
	{ "spec_cast_cleric", SPEC_BEHAVIOUR, "caster", "cleric",
	    "with the game's spells (blindness, poison, earthquake, heal)" },
	{ "spec_cast_judge", SPEC_BEHAVIOUR, "caster", "judge",
	    "lightning bolt for 'high explosive'" },
	{ "spec_cast_mage", SPEC_BEHAVIOUR, "caster", "mage",
	    "with the game's spells (magic missile to fireball)" },
	{ "spec_cast_undead", SPEC_BEHAVIOUR, "caster", "undead",
	    "with the game's spells (chill touch, blindness, poison)" },
	{ "spec_executioner", SPEC_BEHAVIOUR, "cityguard", "executioner",
	    "the game has no KILLER/THIEF flags: it attacks aggressors and "
	    "those a script marks 'wanted'" },
	{ "spec_fido", SPEC_BEHAVIOUR, "fido", NULL, NULL },
	{ "spec_guard", SPEC_BEHAVIOUR, "cityguard", NULL,
	    "the game has no KILLER/THIEF flags: it attacks aggressors and "
	    "those a script marks 'wanted'" },
	{ "spec_janitor", SPEC_BEHAVIOUR, "janitor", NULL, NULL },
	{ "spec_mayor", SPEC_BEHAVIOUR, "mayor", NULL,
	    "ROM's walk is in its C code: he opens and closes the day "
	    "where he stands (give him a path: area/lib/mayor.lua)" },
	{ "spec_poison", SPEC_BEHAVIOUR, "poison", NULL, NULL },
	{ "spec_thief", SPEC_BEHAVIOUR, "thief", NULL, NULL },
	{ "spec_nasty", SPEC_BEHAVIOUR, "nasty", NULL, NULL },
	{ "spec_troll_member", SPEC_BEHAVIOUR, "gang", "troll", NULL },
	{ "spec_ogre_member", SPEC_BEHAVIOUR, "gang", "ogre", NULL },
	{ "spec_patrolman", SPEC_BEHAVIOUR, "patrolman", NULL, NULL },
	/* CircleMUD 3.x, tbaMUD */
	{ "cityguard", SPEC_BEHAVIOUR, "cityguard", NULL,
	    "the game has no KILLER/THIEF flags: it attacks aggressors and "
	    "those a script marks 'wanted'" },
	{ "magic_user", SPEC_BEHAVIOUR, "caster", "mage",
	    "with the game's spells (magic missile to fireball)" },
	{ "fido", SPEC_BEHAVIOUR, "fido", NULL, NULL },
	{ "janitor", SPEC_BEHAVIOUR, "janitor", NULL, NULL },
	{ "snake", SPEC_BEHAVIOUR, "poison", NULL, NULL },
	{ "thief", SPEC_BEHAVIOUR, "thief", NULL, NULL },
	{ "puff", SPEC_BEHAVIOUR, "puff", NULL,
	    "says lines of its own, not CircleMUD's" },
	{ "mayor", SPEC_BEHAVIOUR, "mayor", NULL,
	    "CircleMUD's walk is in its C code: he opens and closes the day "
	    "where he stands (give him a path: area/lib/mayor.lua)" },
	{ "guild_guard", SPEC_BEHAVIOUR, "guild_guard", NULL,
	    "the guild is found by the guildmaster behind the way it "
	    "guards, not by CircleMUD's guild_info table" },
	{ "guild", SPEC_GUILD, NULL, NULL, NULL },
	{ "receptionist", SPEC_BEHAVIOUR, "receptionist", NULL,
	    "there is no rent here: saving is automatic, and the "
	    "receptionist says so" },
	{ "cryogenicist", SPEC_BEHAVIOUR, "receptionist", NULL,
	    "there is no rent here: saving is automatic, and the "
	    "cryogenicist says so" },
	{ "postmaster", SPEC_BEHAVIOUR, "postmaster", NULL,
	    "the game's mail works anywhere ('mail'); the postmaster "
	    "says so" },
	{ "bank", SPEC_BEHAVIOUR, "bank", NULL, NULL },
	{ "dump", SPEC_BEHAVIOUR, "dump", NULL, NULL },
	{ "pet_shops", SPEC_BEHAVIOUR, "pet_shop", NULL, NULL },
	{ "gen_board", SPEC_BOARD, NULL, NULL, NULL },
	{ "shop_keeper", SPEC_NONE, NULL, NULL,
	    "shops are carried from the shop files" },
};
#define SPEC_NMAPS	(sizeof spec_maps / sizeof *spec_maps)

static const struct spec_map *
spec_find(const char *name)
{
	size_t	i;

	for (i = 0; i < SPEC_NMAPS; i++)
		if (strcasecmp(spec_maps[i].name, name) == 0)
			return (&spec_maps[i]);
	return (NULL);
}

/* Does the text hold the word (whole, any case, or with an 's')? */
static int
spec_has_word(const char *text, const char *word)
{
	size_t		 n = strlen(word), m;
	const char	*p;

	for (p = text; p != NULL && *p != '\0'; p++) {
		if (strncasecmp(p, word, n) != 0 || (p != text &&
		    isalpha((unsigned char)p[-1])))
			continue;
		m = (p[n] == 's' || p[n] == 'S') ? n + 1 : n;
		if (!isalpha((unsigned char)p[m]))
			return (1);
	}
	return (0);
}

/* The class a guildmaster teaches, told by its words; -1 if none. */
static int
spec_guild_class(const struct mob_def *m)
{
	static const struct {
		const char	*word;
		const char	*class;
	} words[] = {
		{ "mage", "mage" }, { "wizard", "mage" },
		{ "magician", "mage" }, { "sorcerer", "mage" },
		{ "sorceress", "mage" }, { "magic", "mage" },
		{ "cleric", "cleric" },
		{ "priest", "cleric" }, { "priestess", "cleric" },
		{ "healer", "cleric" },
		{ "thief", "thief" }, { "thieves", "thief" },
		{ "rogue", "thief" }, { "assassin", "thief" },
		{ "warrior", "warrior" },
		{ "fighter", "warrior" }, { "knight", "warrior" },
		{ "swordsman", "warrior" }, { "weaponmaster", "warrior" },
	};
	const char	*texts[4];
	size_t		 i, j;

	texts[0] = m->keywords;
	texts[1] = m->short_desc;
	texts[2] = m->long_desc;
	texts[3] = m->description;
	for (j = 0; j < 4; j++)
		for (i = 0; i < sizeof words / sizeof *words; i++)
			if (texts[j] != NULL &&
			    spec_has_word(texts[j], words[i].word))
				return (area_guild_lookup(words[i].class));
	return (-1);
}

/* Add behaviour b to a thing's scripts; 0, or -1 (noted). */
static int
spec_behaviour(struct import *imp, const char *file, int line,
    const struct spec_map *s, int kind, int vnum, struct script_def **sp,
    size_t *np, unsigned int *triggers)
{
	static const char *const kinds[] = { "room", "mob", "object" };
	char	*cause = NULL;

	if (area_behaviour_add(kind, s->behaviour, s->arg, 0, sp, np,
	    triggers, &cause) != 0) {
		import_note(imp, IMPORT_LEFT_OUT, file, line, "special "
		    "procedure %s of %s %d: %s", s->name, kinds[kind], vnum,
		    cause);
		free(cause);
		return (-1);
	}
	import_note(imp, s->differs != NULL ? IMPORT_APPROXIMATED :
	    IMPORT_MAPPED, file, line, "special procedure %s of %s %d as "
	    "'behaviour %s%s%s'%s%s", s->name, kinds[kind], vnum,
	    s->behaviour, s->arg != NULL ? " " : "", s->arg != NULL ? s->arg :
	    "", s->differs != NULL ? ": " : "", s->differs != NULL ?
	    s->differs : "");
	return (0);
}

static void
spec_left_out(struct import *imp, const char *file, int line,
    const char *name, const char *what, int vnum)
{
	const struct spec_map	*s = spec_find(name);

	import_note(imp, IMPORT_LEFT_OUT, file, line, "special procedure %s "
	    "of %s %d: %s", name, what, vnum, s != NULL && s->differs != NULL ?
	    s->differs : "no equivalent (a Lua script could do it: "
	    "area/SCRIPTING.md)");
}

void
import_spec_mob(struct import *imp, const char *file, int line,
    const char *name, struct mob_def *m)
{
	const struct spec_map	*s = spec_find(name);
	int			 k;

	if (s != NULL && s->how == SPEC_GUILD) {
		if ((k = spec_guild_class(m)) < 0) {
			k = area_guild_lookup("warrior");
			import_note(imp, IMPORT_APPROXIMATED, file, line,
			    "special procedure %s of mob %d: a guildmaster "
			    "whose words name no class: 'guild warrior' "
			    "(change it if it teaches another)", name,
			    m->vnum);
		} else
			import_note(imp, IMPORT_MAPPED, file, line, "special "
			    "procedure %s of mob %d as 'guild %s' (the class "
			    "its words name)", name, m->vnum,
			    area_guild_name(k));
		m->guild = k + 1;
		return;
	}
	if (s == NULL || s->how != SPEC_BEHAVIOUR) {
		spec_left_out(imp, file, line, name, "mob", m->vnum);
		return;
	}
	(void)spec_behaviour(imp, file, line, s, SCRIPT_MOB, m->vnum,
	    &m->scripts, &m->nscripts, &m->triggers);
}

void
import_spec_obj(struct import *imp, const char *file, int line,
    const char *name, struct obj_def *o)
{
	const struct spec_map	*s = spec_find(name);

	if (s != NULL && s->how == SPEC_BOARD) {
		o->type = OBJ_BOARD;
		memset(o->values, 0, sizeof o->values);
		o->flags |= ITEM_NO_TAKE;
		o->wear = 0;
		import_note(imp, IMPORT_MAPPED, file, line, "special procedure "
		    "%s of object %d: a board of the game ('note')", name,
		    o->vnum);
		return;
	}
	if (s == NULL || s->how != SPEC_BEHAVIOUR) {
		spec_left_out(imp, file, line, name, "object", o->vnum);
		return;
	}
	(void)spec_behaviour(imp, file, line, s, SCRIPT_OBJ, o->vnum,
	    &o->scripts, &o->nscripts, &o->triggers);
}

void
import_spec_room(struct import *imp, const char *file, int line,
    const char *name, struct room_def *r)
{
	const struct spec_map	*s = spec_find(name);

	if (s == NULL || s->how != SPEC_BEHAVIOUR) {
		spec_left_out(imp, file, line, name, "room", r->vnum);
		return;
	}
	(void)spec_behaviour(imp, file, line, s, SCRIPT_ROOM, r->vnum,
	    &r->scripts, &r->nscripts, &r->triggers);
}

/* ---- CircleMUD's spec_assign.c ---- */

/* The text without its C comments (blanks for them, lines kept). */
static void
spec_strip_comments(char *t)
{
	char	*p = t;

	while (*p != '\0') {
		if (p[0] == '/' && p[1] == '*') {
			while (*p != '\0' && !(p[0] == '*' && p[1] == '/')) {
				if (*p != '\n')
					*p = ' ';
				p++;
			}
			if (*p != '\0') {
				p[0] = p[1] = ' ';
				p += 2;
			}
		} else if (p[0] == '/' && p[1] == '/') {
			while (*p != '\0' && *p != '\n')
				*p++ = ' ';
		} else if (*p == '"') {
			p++;
			while (*p != '\0' && *p != '"' && *p != '\n')
				p += (p[0] == '\\' && p[1] != '\0') ? 2 : 1;
			if (*p == '"')
				p++;
		} else
			p++;
	}
}

static void *
spec_find_def(struct import *imp, int kind, int vnum)
{
	struct area_def	*a;
	size_t		 i, j;

	for (i = 0; i < imp->world->nareas; i++) {
		a = &imp->world->areas[i];
		if (kind == SCRIPT_MOB) {
			for (j = 0; j < a->nmobs; j++)
				if (a->mobs[j].vnum == vnum)
					return (&a->mobs[j]);
		} else if (kind == SCRIPT_OBJ) {
			for (j = 0; j < a->nobjs; j++)
				if (a->objs[j].vnum == vnum)
					return (&a->objs[j]);
		} else {
			for (j = 0; j < a->nrooms; j++)
				if (a->rooms[j].vnum == vnum)
					return (&a->rooms[j]);
		}
	}
	return (NULL);
}

/* One ASSIGNxxx(vnum, name) at p (after the macro's name); 0 if one. */
static int
spec_parse_assign(const char *p, int *vnum, char *name, size_t size)
{
	char	*end;
	long	 v;
	size_t	 n;

	while (*p == ' ' || *p == '\t')
		p++;
	if (*p++ != '(')
		return (-1);
	while (*p == ' ' || *p == '\t')
		p++;
	v = strtol(p, &end, 10);
	if (end == p || v < 1 || v > 999999)
		return (-1);
	p = end;
	while (*p == ' ' || *p == '\t')
		p++;
	if (*p++ != ',')
		return (-1);
	while (*p == ' ' || *p == '\t')
		p++;
	n = 0;
	while (isalnum((unsigned char)p[n]) || p[n] == '_')
		n++;
	if (n == 0 || n >= size)
		return (-1);
	memcpy(name, p, n);
	name[n] = '\0';
	*vnum = (int)v;
	return (0);
}

void
import_spec_circle(struct import *imp, const char *src, const char *given)
{
	static const char *const where[] = { "spec_assign.c",
	    "src/spec_assign.c", "../src/spec_assign.c",
	    "../../src/spec_assign.c" };
	static const struct {
		const char	*macro;
		int		 kind;
	} macros[] = { { "ASSIGNMOB", SCRIPT_MOB }, { "ASSIGNOBJ",
	    SCRIPT_OBJ }, { "ASSIGNROOM", SCRIPT_ROOM } };
	static const char *const what[] = { "room", "mob", "object" };
	char		*text = NULL, *path = NULL, *why = NULL, *p, *line_start;
	char		 name[64];
	const char	*shown;
	size_t		 len, i, k;
	void		*def;
	int		 vnum, line = 1, found = 0;

	if (given != NULL) {
		if ((text = fileio_read(given, SPEC_FILE_MAX, &len,
		    &why)) == NULL) {
			import_note(imp, IMPORT_LEFT_OUT, given, 0, "cannot "
			    "read it (%s): no special procedure is carried "
			    "over", why);
			free(why);
			return;
		}
		path = xstrdup(given);
	}
	for (i = 0; text == NULL && i < sizeof where / sizeof *where; i++) {
		xasprintf(&path, "%s/%s", src, where[i]);
		if ((text = fileio_read(path, SPEC_FILE_MAX, &len,
		    &why)) == NULL) {
			free(why);
			free(path);
			path = NULL;
		}
	}
	if (text == NULL) {
		import_note(imp, IMPORT_LEFT_OUT, src, 0, "special procedures "
		    "are given in CircleMUD's C code (src/spec_assign.c), "
		    "which is not beside this directory: none is carried "
		    "over (give it with --specs FILE)");
		return;
	}
	shown = strrchr(path, '/') != NULL && given == NULL ?
	    "spec_assign.c" : path;
	spec_strip_comments(text);
	for (p = line_start = text; *p != '\0'; p++) {
		if (*p == '\n') {
			line++;
			line_start = p + 1;
			continue;
		}
		if (p != line_start && (isalnum((unsigned char)p[-1]) ||
		    p[-1] == '_'))
			continue;
		for (k = 0; k < sizeof macros / sizeof *macros; k++) {
			size_t	ml = strlen(macros[k].macro);

			if (strncmp(p, macros[k].macro, ml) != 0 ||
			    spec_parse_assign(p + ml, &vnum, name,
			    sizeof name) != 0)
				continue;
			found++;
			if ((def = spec_find_def(imp, macros[k].kind,
			    vnum)) == NULL) {
				import_note(imp, IMPORT_BROKEN, shown, line,
				    "special procedure %s of %s %d, which "
				    "does not exist: dropped", name,
				    what[macros[k].kind], vnum);
				break;
			}
			if (macros[k].kind == SCRIPT_MOB)
				import_spec_mob(imp, shown, line, name, def);
			else if (macros[k].kind == SCRIPT_OBJ)
				import_spec_obj(imp, shown, line, name, def);
			else
				import_spec_room(imp, shown, line, name, def);
			break;
		}
	}
	if ((p = strstr(text, "assign_kings_castle()")) != NULL) {
		for (line = 1, line_start = text; line_start < p; line_start++)
			if (*line_start == '\n')
				line++;
		import_note(imp, IMPORT_LEFT_OUT, shown, line, "special "
		    "procedures of King Welmar's castle (assign_kings_castle, "
		    "castle.c) are not read: give them behaviours by hand");
	}
	if (found == 0)
		import_note(imp, IMPORT_LEFT_OUT, shown, 0, "no ASSIGNMOB, "
		    "ASSIGNOBJ or ASSIGNROOM line with a vnum: no special "
		    "procedure carried over");
	free(text);
	free(path);
}
