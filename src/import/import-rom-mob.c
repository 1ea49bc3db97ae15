/*
 * import-rom-mob.c: #MOBILES (ROM 2.4, and the older Merc form, which
 * ROM calls #MOBOLD) and #MOBPROGS: mobile prototypes, their flags letter
 * by letter, and the programs they run (kept in IMPORT.md).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import-rom.h"
#include "xmalloc.h"

/* What becomes of one ROM flag bit. */
struct rom_bit {
	int		 bit;		/* 0 for A, 25 for Z, 26 for a */
	const char	*name;		/* ROM's name */
	int		 flag;		/* the native flag, or 0 */
	int		 aff;		/* or a native affect */
	int		 approx;	/* not quite the same thing */
};

static const struct rom_bit rom_act_bits[] = {
	{ 1, "sentinel", MOB_SENTINEL, 0, 0 },
	{ 2, "scavenger", MOB_SCAVENGER, 0, 0 },
	{ 5, "aggressive", MOB_AGGRESSIVE, 0, 0 },
	{ 6, "stay_area", MOB_STAY_AREA, 0, 0 },
	{ 7, "wimpy", MOB_WIMPY, 0, 0 },
	{ 9, "train", MOB_TRAINER, 0, 0 },
	{ 14, "undead", 0, 0, 0 },
	{ 16, "cleric", MOB_CLERIC, 0, 0 },
	{ 17, "mage", MOB_MAGE, 0, 0 },
	{ 18, "thief", 0, 0, 0 },
	{ 19, "warrior", MOB_WARRIOR, 0, 0 },
	{ 20, "noalign", 0, 0, 0 },
	{ 21, "nopurge", 0, 0, 0 },
	{ 22, "outdoors", 0, 0, 0 },
	{ 24, "indoors", 0, 0, 0 },
	{ 26, "healer", MOB_HEALER, 0, 0 },
	{ 27, "gain", MOB_TRAINER, 0, 1 },
	{ 28, "update_always", 0, 0, 0 },
	{ 29, "changer", 0, 0, 0 },
	{ -1, NULL, 0, 0, 0 }
};

static const struct rom_bit rom_aff_bits[] = {
	{ 0, "blind", 0, AFF_BLIND, 0 },
	{ 1, "invisible", 0, AFF_INVISIBLE, 0 },
	{ 2, "detect_evil", 0, AFF_DETECT_EVIL, 0 },
	{ 3, "detect_invis", 0, AFF_DETECT_INVIS, 0 },
	{ 4, "detect_magic", 0, 0, 0 },
	{ 5, "detect_hidden", 0, 0, 0 },
	{ 6, "detect_good", 0, 0, 0 },
	{ 7, "sanctuary", 0, AFF_SANCTUARY, 0 },
	{ 8, "faerie_fire", 0, 0, 0 },
	{ 9, "infrared", 0, AFF_INFRARED, 0 },
	{ 10, "curse", 0, 0, 0 },
	{ 12, "poison", 0, AFF_POISON, 0 },
	{ 13, "protect_evil", 0, 0, 0 },
	{ 14, "protect_good", 0, 0, 0 },
	{ 15, "sneak", 0, AFF_SNEAK, 0 },
	{ 16, "hide", 0, AFF_HIDE, 0 },
	{ 17, "sleep", 0, 0, 0 },
	{ 18, "charm", 0, 0, 0 },
	{ 19, "flying", 0, 0, 0 },
	{ 20, "pass_door", 0, 0, 0 },
	{ 21, "haste", 0, AFF_HASTE, 0 },
	{ 22, "calm", 0, 0, 0 },
	{ 23, "plague", 0, 0, 0 },
	{ 24, "weaken", 0, 0, 0 },
	{ 25, "dark_vision", 0, AFF_INFRARED, 1 },
	{ 26, "berserk", 0, 0, 0 },
	{ 27, "swim", 0, 0, 0 },
	{ 28, "regeneration", 0, 0, 0 },
	{ 29, "slow", 0, 0, 0 },
	{ -1, NULL, 0, 0, 0 }
};

static const struct rom_bit rom_off_bits[] = {
	{ 0, "area_attack", 0, 0, 0 }, { 1, "backstab", 0, 0, 0 },
	{ 2, "bash", MOB_WARRIOR, 0, 1 }, { 3, "berserk", 0, 0, 0 },
	{ 4, "disarm", 0, 0, 0 }, { 5, "dodge", 0, 0, 0 },
	{ 6, "fade", 0, 0, 0 }, { 7, "fast", 0, AFF_HASTE, 1 },
	{ 8, "kick", MOB_WARRIOR, 0, 1 }, { 9, "dirt_kick", 0, 0, 0 },
	{ 10, "parry", 0, 0, 0 }, { 11, "rescue", 0, 0, 0 },
	{ 12, "tail", 0, 0, 0 }, { 13, "trip", 0, 0, 0 },
	{ 14, "crush", 0, 0, 0 }, { 15, "assist_all", 0, 0, 0 },
	{ 16, "assist_align", 0, 0, 0 }, { 17, "assist_race", 0, 0, 0 },
	{ 18, "assist_players", 0, 0, 0 }, { 19, "assist_guard", 0, 0, 0 },
	{ 20, "assist_vnum", 0, 0, 0 }, { -1, NULL, 0, 0, 0 }
};

/*
 * ROM's practice flag (K): a guildmaster. ROM's practise with any of them,
 * whatever their class (the guild rooms keep the other classes out, in
 * ROM's code, not its files): here it teaches every class. ROM's pet flag
 * (I) says nothing more: a pet is what stands in a pet shop's kennel.
 */
#define ROM_ACT_PET		8
#define ROM_ACT_PRACTICE	10

/* Immunities, resistances and vulnerabilities share their letters. */
static const char *const rom_irv_names[] = {
	"summon", "charm", "magic", "weapon", "bash", "pierce", "slash",
	"fire", "cold", "lightning", "acid", "poison", "negative", "holy",
	"energy", "mental", "disease", "drowning", "light", "sound", NULL,
	NULL, NULL, "wood", "silver", "iron"
};

static const char *const rom_positions[] = {
	"dead", "mort", "incap", "stun", "sleep", "rest", "sit", "fight",
	"stand"
};

/* Map the bits of flags by a table; note what is not mapped. */
static void
rom_bits(long flags, const struct rom_bit *t, const char *what, int *mflags,
    int *affs, char *lo, char *ap, size_t size)
{
	int	i, seen = 0;

	for (i = 0; t[i].name != NULL; i++) {
		if ((flags & (1L << t[i].bit)) == 0)
			continue;
		*mflags |= t[i].flag;
		*affs |= t[i].aff;
		if (t[i].flag == 0 && t[i].aff == 0) {
			rom_list(lo, size, &seen, what, t[i].name);
		} else if (t[i].approx) {
			rom_cat(ap, size, "; %s %s as %s", what, t[i].name,
			    t[i].flag ? area_flag_name(AFS_MOB, t[i].flag) :
			    area_flag_name(AFS_AFF, t[i].aff));
		}
	}
}

/* Name the immunity-style bits set. */
static void
rom_irv(long flags, const char *what, char *lo, size_t size)
{
	int	i, seen = 0;

	for (i = 0; i < 26; i++) {
		if ((flags & (1L << i)) == 0 || rom_irv_names[i] == NULL)
			continue;
		rom_list(lo, size, &seen, what, rom_irv_names[i]);
	}
}

/* A ROM position word, or -1. */
static int
rom_position(const char *w)
{
	size_t	i;

	for (i = 0; i < sizeof rom_positions / sizeof *rom_positions; i++) {
		if (strcmp(w, rom_positions[i]) == 0)
			return ((int)i);
	}
	return (-1);
}

/* Fill a required one-line field, or say it was made up. */
static char *
rom_field(struct rom_in *in, char *raw, const char *fallback, int vnum,
    const char *what, int line)
{
	char	*s = rom_text_line(raw);

	free(raw);
	if (s == NULL) {
		rom_note(in, IMPORT_APPROXIMATED, line, "%s of %d is empty: "
		    "written as '%s'", what, vnum, fallback);
		s = xstrdup(fallback);
	}
	return (s);
}

/* The fields after the four strings, ROM 2.4's way. */
static void
rom_mob_new(struct rom_in *in, struct mob_def *m, char *lo, char *ap,
    size_t size)
{
	struct dice	 mana;
	long		 act, aff, off, imm, res, vuln, v;
	char		*race, sex[ROM_WORD_MAX], dtype[ROM_WORD_MAX];
	int		 pos[2], i, ac[4];

	race = rom_string(in);
	free(race);
	act = rom_flag(in);
	aff = rom_flag(in);
	rom_int(in, &m->alignment);
	rom_number(in, &v);			/* group */
	rom_int(in, &m->level);
	rom_int(in, &m->hitroll);
	rom_dice(in, &m->hit);
	rom_dice(in, &mana);
	rom_dice(in, &m->damage);
	snprintf(dtype, sizeof dtype, "%s", rom_word(in));
	for (i = 0; i < 4; i++)
		rom_int(in, &ac[i]);
	off = rom_flag(in);
	imm = rom_flag(in);
	res = rom_flag(in);
	vuln = rom_flag(in);
	for (i = 0; i < 2; i++) {
		pos[i] = rom_position(rom_word(in));
		if (pos[i] == -1 && !in->err)
			rom_fail(in, "unknown position '%s'", in->word);
	}
	snprintf(sex, sizeof sex, "%s", rom_word(in));
	rom_number(in, &v);			/* wealth, in silver */
	m->gold = rom_clamp(v / 100, 0, 100000000);
	rom_flag(in);				/* form */
	rom_flag(in);				/* parts */
	rom_word(in);				/* size */
	rom_word(in);				/* material */
	if (in->err)
		return;
	m->armor = rom_clamp(ac[0], -1000, 1000);
	rom_bits(act, rom_act_bits, "act", &m->flags, &m->affects, lo, ap,
	    size);
	if (act & (1L << ROM_ACT_PRACTICE))
		m->guild = AREA_GUILD_ALL;
	rom_bits(aff, rom_aff_bits, "affect", &m->flags, &m->affects, lo, ap,
	    size);
	rom_bits(off, rom_off_bits, "offence", &m->flags, &m->affects, lo, ap,
	    size);
	rom_irv(imm, "immune", lo, size);
	rom_irv(res, "resists", lo, size);
	rom_irv(vuln, "vulnerable", lo, size);
	if ((act & (1L << 1)) == 0)
		m->flags |= MOB_WANDER;
	if (pos[1] != 8)
		rom_cat(lo, size, "; position %s", rom_positions[pos[1]]);
}

/* The fields after the four strings, Merc's way. */
static void
rom_mob_old(struct rom_in *in, struct mob_def *m, char *lo, char *ap,
    size_t size)
{
	long	act, aff, v;
	int	pos;

	act = rom_flag(in);
	aff = rom_flag(in);
	rom_int(in, &m->alignment);
	if (rom_letter(in) != 'S' && !in->err)
		rom_fail(in, "'S' was expected after the alignment");
	rom_int(in, &m->level);
	rom_int(in, &m->hitroll);
	rom_int(in, &m->armor);
	rom_dice(in, &m->hit);
	rom_dice(in, &m->damage);
	rom_int(in, &m->gold);
	rom_number(in, &v);			/* experience */
	rom_number(in, &v);			/* position */
	rom_int(in, &pos);			/* default position */
	rom_number(in, &v);			/* sex */
	if (in->err)
		return;
	m->gold = rom_clamp(m->gold, 0, 100000000);
	m->armor = rom_clamp(m->armor, -1000, 1000);
	rom_bits(act, rom_act_bits, "act", &m->flags, &m->affects, lo, ap,
	    size);
	if (act & (1L << ROM_ACT_PRACTICE))
		m->guild = AREA_GUILD_ALL;
	rom_bits(aff, rom_aff_bits, "affect", &m->flags, &m->affects, lo, ap,
	    size);
	if ((act & (1L << 1)) == 0)
		m->flags |= MOB_WANDER;
	if (pos >= 0 && pos < 8)
		rom_cat(lo, size, "; position %s", rom_positions[pos]);
}

/* The lines after a mobile: F (flags removed), M (programs), > (Merc). */
static void
rom_mob_tail(struct rom_in *in, struct mob_def *m, char *lo, size_t size)
{
	struct rom		*rom = in->rom;
	struct rom_trigger	*t;
	char			 what[ROM_WORD_MAX];
	long			 v;
	int			 c, line;

	while (!in->err && (c = rom_peek(in)) != -1 && c != '#') {
		line = in->line;
		if (c == 'F') {
			in->p++;
			snprintf(what, sizeof what, "%s", rom_word(in));
			v = rom_flag(in);
			if (v != 0)
				rom_cat(lo, size, "; F line removing %s flags "
				    "%ld (race defaults)", what, v);
		} else if (c == 'M') {
			in->p++;
			rom->trigs = xgrow_count(rom->trigs, rom->ntrigs,
			    sizeof *rom->trigs);
			t = &rom->trigs[rom->ntrigs];
			memset(t, 0, sizeof *t);
			t->mob = m->vnum;
			t->trigger = xstrdup(rom_word(in));
			rom_int(in, &t->prog);
			t->phrase = rom_string(in);
			t->file = xstrdup(in->name);
			t->line = line;
			rom->ntrigs++;
		} else if (c == '>') {
			/* What follows '>' to the end of the text, at most. */
			rom_note(in, IMPORT_LEFT_OUT, line, "mob %d: a Merc "
			    "MOBprogram ('%.*s'): there are no mobprogs here; "
			    "see area/SCRIPTING.md to write it in Lua",
			    m->vnum, (int)(in->end - in->p - 1 < 40 ?
			    in->end - in->p - 1 : 40), in->p + 1);
			while (!rom_at_end(in) && *in->p != '|')
				rom_eol(in);
			rom_eol(in);
		} else
			rom_fail(in, "unexpected '%c' after mobile %d", c,
			    m->vnum);
	}
}

/* One mobile, its vnum read. */
static void
rom_read_mob(struct rom_in *in, int vnum, int line)
{
	struct area_def	*a = in->file->area;
	struct mob_def	 m;
	char		 lo[1024] = "", ap[1024] = "";
	char		*s;

	memset(&m, 0, sizeof m);
	m.vnum = vnum;
	m.line = line;
	m.keywords = rom_string(in);
	m.short_desc = rom_string(in);
	m.long_desc = rom_string(in);
	m.description = rom_string(in);
	if (!in->err && (in->old || !rom_line_has(in, '~')))
		rom_mob_old(in, &m, lo, ap, sizeof lo);
	else if (!in->err)
		rom_mob_new(in, &m, lo, ap, sizeof lo);
	rom_mob_tail(in, &m, lo, sizeof lo);
	if (in->err || rom_take(in, 1, vnum, line, "mob") != 0) {
		area_mob_def_free(&m);
		return;
	}
	m.keywords = rom_field(in, m.keywords, "mobile", vnum, "keywords of "
	    "mob", line);
	m.short_desc = rom_field(in, m.short_desc, "a mobile", vnum, "short "
	    "description of mob", line);
	m.long_desc = rom_field(in, m.long_desc, "A mobile is here.", vnum,
	    "long description of mob", line);
	s = rom_text_block(m.description);
	free(m.description);
	if ((m.description = s) == NULL)
		m.description = xstrdup("You see nothing special.\n");
	m.level = rom_clamp(m.level, 0, 1000);
	m.hitroll = rom_clamp(m.hitroll, -1000, 1000);
	m.alignment = rom_clamp(m.alignment, -1000, 1000);
	if (lo[0] != '\0')
		rom_note(in, IMPORT_LEFT_OUT, line, "mob %d (%s): %s", vnum,
		    m.short_desc, lo + 2);
	if (ap[0] != '\0')
		rom_note(in, IMPORT_APPROXIMATED, line, "mob %d (%s): %s", vnum,
		    m.short_desc, ap + 2);
	a->mobs = xgrow_count(a->mobs, a->nmobs, sizeof *a->mobs);
	a->mobs[a->nmobs++] = m;
}

/* #MOBILES: '#vnum' entries up to '#0'. */
void
rom_read_mobiles(struct rom_in *in)
{
	rom_read_records(in, "#MOBILES", rom_read_mob);
}

/* One program of #MOBPROGS: its text, up to '~'. */
static void
rom_read_prog(struct rom_in *in, int vnum, int line)
{
	struct rom	*rom = in->rom;
	struct rom_prog	*p;
	char		*code;

	code = rom_string(in);
	if (in->err) {
		free(code);
		return;
	}
	rom->progs = xgrow_count(rom->progs, rom->nprogs, sizeof *rom->progs);
	p = &rom->progs[rom->nprogs++];
	p->vnum = vnum;
	p->code = code;
	p->file = xstrdup(in->name);
	p->line = line;
}

/* #MOBPROGS: '#vnum' then the program up to '~', up to '#0'. */
void
rom_read_mobprogs(struct rom_in *in)
{
	rom_read_records(in, "#MOBPROGS", rom_read_prog);
}
