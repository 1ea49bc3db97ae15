/*
 * import-circle-mob.c: mobiles (.mob), simple ('S') and enhanced ('E'):
 * keywords, short, long and description; action and affect flags
 * (CircleMUD's one field each, or tbaMUD's four); alignment; level,
 * THAC0, armour, hit and damage dice; gold and experience; positions and
 * sex; the E attributes; tbaMUD's trigger lines.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import-circle.h"
#include "xmalloc.h"

/* Action flags, tbaMUD's numbering (CircleMUD's is the same to 17). */
static const struct circle_flag mob_flags[] = {
	{ "SPEC", 0, 0 },
	{ "SENTINEL", MOB_SENTINEL, 1 },
	{ "SCAVENGER", MOB_SCAVENGER, 1 },
	{ "ISNPC", 0, 0 },
	{ "AWARE", 0, 0 },
	{ "AGGRESSIVE", MOB_AGGRESSIVE, 1 },
	{ "STAY_ZONE", MOB_STAY_AREA, 1 },
	{ "WIMPY", MOB_WIMPY, 1 },
	{ "AGGR_EVIL", MOB_AGGRESSIVE, 0 },
	{ "AGGR_GOOD", MOB_AGGRESSIVE, 0 },
	{ "AGGR_NEUTRAL", MOB_AGGRESSIVE, 0 },
	{ "MEMORY", 0, 0 },
	{ "HELPER", 0, 0 },
	{ "NOCHARM", 0, 0 },
	{ "NOSUMMON", 0, 0 },
	{ "NOSLEEP", 0, 0 },
	{ "NOBASH", 0, 0 },
	{ "NOBLIND", 0, 0 },
	{ "NOKILL", MOB_NO_KILL, 1 },
	{ "NOTDEADYET", 0, 0 },
};

/* Affect flags, tbaMUD's numbering (CircleMUD's is one lower). */
static const struct circle_flag aff_flags[] = {
	{ "DONTUSE", 0, 0 },
	{ "BLIND", AFF_BLIND, 1 },
	{ "INVISIBLE", AFF_INVISIBLE, 1 },
	{ "DETECT_ALIGN", AFF_DETECT_EVIL, 0 },
	{ "DETECT_INVIS", AFF_DETECT_INVIS, 1 },
	{ "DETECT_MAGIC", 0, 0 },
	{ "SENSE_LIFE", 0, 0 },
	{ "WATERWALK", 0, 0 },
	{ "SANCTUARY", AFF_SANCTUARY, 1 },
	{ "GROUP", 0, 0 },
	{ "CURSE", 0, 0 },
	{ "INFRAVISION", AFF_INFRARED, 1 },
	{ "POISON", AFF_POISON, 1 },
	{ "PROTECT_EVIL", 0, 0 },
	{ "PROTECT_GOOD", 0, 0 },
	{ "SLEEP", 0, 0 },
	{ "NOTRACK", 0, 0 },
	{ "FLYING", 0, 0 },
	{ "SCUBA", 0, 0 },
	{ "SNEAK", AFF_SNEAK, 1 },
	{ "HIDE", AFF_HIDE, 1 },
	{ "UNUSED", 0, 0 },
	{ "CHARM", 0, 0 },
};

static const char *const positions[] = {
	"dead", "mortally wounded", "incapacitated", "stunned", "sleeping",
	"resting", "sitting", "fighting", "standing"
};

/* The flags line: CircleMUD's 'act aff align type' or tbaMUD's ten. */
static int
mob_flags_line(struct cfile *f, struct mob_def *m, char *buf, int *enhanced)
{
	struct circle	*c = f->c;
	char		*w[CIRCLE_WORDS_MAX], what[32];
	uint64_t	 act, aff;
	long		 align;
	int		 n, i, tba;

	snprintf(what, sizeof what, "mobile %d", m->vnum);
	n = circle_words(buf, w, CIRCLE_WORDS_MAX);
	if (n != 4 && n != 10)
		return (-1);
	tba = n == 10;
	if (circle_num(w[n - 2], &align) != 0)
		return (-1);
	*enhanced = w[n - 1][0] == 'E';
	if (w[n - 1][0] != 'E' && w[n - 1][0] != 'S')
		import_note(c->imp, IMPORT_BROKEN, f->name, f->line, "%s: type "
		    "'%s' is not S or E: read as S", what, w[n - 1]);
	act = circle_bits(w[0]);
	aff = circle_bits(w[tba ? 4 : 1]);
	if (!tba) {
		act &= ~((uint64_t)1 << 18);	/* NOTDEADYET in CircleMUD */
		aff <<= 1;
	}
	for (i = 1; tba && i < 8; i++) {
		if (i != 4 && circle_bits(w[i]) != 0)
			import_note(c->imp, IMPORT_LEFT_OUT, f->name, f->line,
			    "%s: flags of field %d have no equivalent", what,
			    i + 1);
	}
	if (act & 1) {
		import_note(c->imp, IMPORT_LEFT_OUT, f->name, f->line, "%s: "
		    "flag SPEC: special procedures are assigned in "
		    "spec_assign.c, not here (see its notes)", what);
		act &= ~(uint64_t)1;
	}
	act &= ~((uint64_t)1 << 3 | (uint64_t)1 << 19);
	m->flags = circle_flags(c, f->name, f->line, what, mob_flags,
	    sizeof mob_flags / sizeof *mob_flags, act);
	if ((m->flags & MOB_SENTINEL) == 0)
		m->flags |= MOB_WANDER;
	m->affects = circle_flags(c, f->name, f->line, what, aff_flags,
	    sizeof aff_flags / sizeof *aff_flags, aff);
	m->alignment = (int)circle_clamp(align, -1000, 1000);
	return (0);
}

/* The numbers: level thac0 ac hit damage / gold exp / positions sex. */
static int
mob_numbers(struct cfile *f, struct mob_def *m)
{
	struct circle	*c = f->c;
	char		 buf[CIRCLE_LINE_MAX], *w[CIRCLE_WORDS_MAX];
	long		 v[3];
	int		 n, i;

	if (!cfile_next(f, buf, sizeof buf) ||
	    circle_words(buf, w, CIRCLE_WORDS_MAX) != 5 ||
	    circle_num(w[0], &v[0]) != 0 || circle_num(w[1], &v[1]) != 0 ||
	    circle_num(w[2], &v[2]) != 0 || circle_dice(w[3], &m->hit) != 0 ||
	    circle_dice(w[4], &m->damage) != 0)
		return (-1);
	m->level = (int)circle_clamp(v[0], 0, 1000);
	m->hitroll = (int)circle_clamp(20 - v[1], -1000, 1000);
	m->armor = (int)circle_clamp(v[2], -1000, 1000);
	if (!cfile_next(f, buf, sizeof buf) ||
	    circle_words(buf, w, CIRCLE_WORDS_MAX) < 2 ||
	    circle_num(w[0], &v[0]) != 0)
		return (-1);
	m->gold = (int)circle_clamp(v[0], 0, 100000000);
	if (!cfile_next(f, buf, sizeof buf) ||
	    (n = circle_words(buf, w, CIRCLE_WORDS_MAX)) != 3)
		return (-1);
	for (i = 0; i < 3; i++) {
		if (circle_num(w[i], &v[i]) != 0)
			return (-1);
	}
	if (v[1] != 8)
		import_note(c->imp, IMPORT_LEFT_OUT, f->name, f->line, "mobile "
		    "%d: default position %s: mobiles here stand", m->vnum,
		    v[1] >= 0 && v[1] < 9 ? positions[v[1]] : "unknown");
	return (0);
}

/* The E attributes, up to the line 'E'. */
static void
mob_enhanced(struct cfile *f, struct mob_def *m)
{
	char	buf[CIRCLE_LINE_MAX], *colon;

	while (cfile_peek(f) != -1 && cfile_peek(f) != '#' &&
	    cfile_peek(f) != '$') {
		cfile_next(f, buf, sizeof buf);
		if (strcmp(buf, "E") == 0)
			return;
		if ((colon = strchr(buf, ':')) == NULL) {
			import_note(f->c->imp, IMPORT_BROKEN, f->name, f->line,
			    "mobile %d: '%.40s' is not 'Name: value'", m->vnum,
			    buf);
			continue;
		}
		*colon = '\0';
		import_note(f->c->imp, IMPORT_LEFT_OUT, f->name, f->line,
		    "mobile %d: attribute %.40s has no equivalent", m->vnum,
		    buf);
	}
	import_note(f->c->imp, IMPORT_BROKEN, f->name, f->line, "mobile %d: "
	    "no 'E' closes its attributes", m->vnum);
}

/* One mobile, from its '#' line on. */
static int
mob_read(struct cfile *f, long vnum, int line)
{
	struct circle		*c = f->c;
	struct circle_mob	*cm;
	struct mob_def		 m;
	char			 buf[CIRCLE_LINE_MAX], what[32];
	char			*s[4];
	int			 i, enhanced = 0;

	memset(&m, 0, sizeof m);
	m.vnum = (int)vnum;
	m.line = line;
	snprintf(what, sizeof what, "mobile %ld", vnum);
	if (circle_record_head(f, line, what, s, buf, sizeof buf) != 0)
		return (-1);
	m.keywords = circle_text_or(s[0], 1, "mobile");
	m.short_desc = circle_text_or(s[1], 1, m.keywords);
	m.long_desc = circle_text_or(s[2], 1, m.short_desc);
	m.description = circle_text_or(s[3], 0, "You see nothing special.\n");
	for (i = 0; i < 4; i++)
		free(s[i]);
	if (mob_flags_line(f, &m, buf, &enhanced) != 0 ||
	    mob_numbers(f, &m) != 0) {
		import_note(c->imp, IMPORT_BROKEN, f->name, f->line, "%s: "
		    "malformed numbers (flags; level THAC0 AC XdY+Z XdY+Z; "
		    "gold exp; positions sex): dropped", what);
		area_mob_def_free(&m);
		cfile_skip_block(f);
		return (0);
	}
	if (enhanced)
		mob_enhanced(f, &m);
	while (cfile_peek(f) == 'T') {
		cfile_next(f, buf, sizeof buf);
		circle_attach(f, SCRIPT_MOB, (int)vnum, buf);
	}
	if (cfile_peek(f) != '#' && cfile_peek(f) != '$' &&
	    cfile_peek(f) != -1) {
		import_note(c->imp, IMPORT_BROKEN, f->name, f->line + 1, "%s: "
		    "unexpected lines after it: skipped", what);
		cfile_skip_block(f);
	}
	if (!circle_vnum_ok(f, vnum, line, what)) {
		area_mob_def_free(&m);
		return (0);
	}
	c->mobs = xgrow(c->mobs, &c->amobs, c->nmobs + 1, sizeof *c->mobs);
	cm = &c->mobs[c->nmobs++];
	cm->d = m;
	cm->file = f->name;
	cm->seq = c->seq++;
	return (0);
}

void
circle_read_mob(struct cfile *f)
{
	size_t	first = f->c->nmobs;

	cfile_records(f, "a mobile", mob_read);
	if (f->c->nmobs > first)
		import_note(f->c->imp, IMPORT_APPROXIMATED, f->name, 0, "%zu "
		    "mobiles: hitroll is 20 - THAC0; armour class kept as "
		    "written; mobiles without SENTINEL wander; experience, sex "
		    "and load position are not kept", f->c->nmobs - first);
}
