/*
 * import-rom-prog-check.c: a MOBprogram's if-checks (ROM 2.4's
 * cmd_eval, every one of its fn_keyword table) as Lua expressions on the
 * script API: counts of the room, $-code actors and their fields, with
 * ROM's answers where the actor is missing or of the wrong kind.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import.h"
#include "import-rom-prog.h"

static const char *
mp_op(const char *w)
{
	static const char *const ops[][2] = { { "==", "==" }, { ">=", ">=" },
	    { "<=", "<=" }, { ">", ">" }, { "<", "<" }, { "!=", "~=" } };
	size_t	i;

	for (i = 0; i < sizeof ops / sizeof ops[0]; i++) {
		if (strcmp(ops[i][0], w) == 0)
			return (ops[i][1]);
	}
	return (NULL);
}

/* ROM's word: lower case, up to a blank. */
const char *
rom_prog_check_word(const char *p, char *buf, size_t size)
{
	size_t	n = 0;

	while (*p == ' ')
		p++;
	while (*p != '\0' && *p != ' ') {
		if (n + 1 < size)
			buf[n++] = (char)tolower((unsigned char)*p);
		p++;
	}
	buf[n] = '\0';
	while (*p == ' ')
		p++;
	return (p);
}

/* ROM's position names as the game's. */
static const char *
mp_position(const char *w)
{
	if (strcmp(w, "mortal") == 0 || strcmp(w, "incap") == 0)
		return ("stunned");
	if (strcmp(w, "sitting") == 0)
		return ("resting");
	return (w);
}

/* ROM's affect flag names as the game's spells. */
static void
mp_spell(struct growbuf *b, const char *w)
{
	char	buf[ROM_WORD_MAX];
	size_t	i;

	if (strcmp(w, "blind") == 0)
		w = "blindness";
	else if (strcmp(w, "invisible") == 0)
		w = "invisibility";
	snprintf(buf, sizeof buf, "%s", w);
	for (i = 0; buf[i] != '\0'; i++) {
		if (buf[i] == '_')
			buf[i] = ' ';
	}
	import_lua_string(b, buf, strlen(buf));
}

/* The act flags the game keeps, for 'act $i': static on the mobile. */
static int
mp_act_flag(struct rom_prog_tr *mp, const char *w, int *known)
{
	static const struct {
		const char	*name;
		int		 flag;
	} flags[] = { { "sentinel", MOB_SENTINEL },
	    { "scavenger", MOB_SCAVENGER }, { "aggressive", MOB_AGGRESSIVE },
	    { "stay_area", MOB_STAY_AREA }, { "wimpy", MOB_WIMPY },
	    { "mage", MOB_MAGE }, { "cleric", MOB_CLERIC },
	    { "warrior", MOB_WARRIOR } };
	size_t	i;

	*known = 1;
	if (strcmp(w, "npc") == 0 || strcmp(w, "is_npc") == 0)
		return (1);
	for (i = 0; i < sizeof flags / sizeof flags[0]; i++) {
		if (strcmp(flags[i].name, w) == 0)
			return ((mp->mob->flags & flags[i].flag) != 0);
	}
	*known = 0;
	return (0);
}

/* A template with '%s' standing for x. */
static void
mp_fill(struct growbuf *b, const char *t, const char *x)
{
	for (; *t != '\0'; t++) {
		if (t[0] == '%' && t[1] == 's') {
			growbuf_puts(b, x);
			t++;
		} else
			growbuf_addc(b, *t);
	}
}

/*
 * A check of a character given an object ($o, $p), or of an object given
 * a character: ROM finds no actor of that kind.
 */
static int
mp_wrong_kind(const char *kw, int object)
{
	static const char *const both[] = { "isvisible", "exists", "name",
	    "vnum", NULL };
	size_t	i;

	for (i = 0; both[i] != NULL; i++) {
		if (strcmp(both[i], kw) == 0)
			return (0);
	}
	if (strcmp(kw, "objtype") == 0 || strncmp(kw, "objval", 6) == 0)
		return (!object);
	return (object);
}

/* One if-check as a Lua expression. */
void
rom_prog_check(struct rom_prog_tr *mp, struct growbuf *b, const char *line)
{
	static const char *const count[] = { "people", "players", "mobs",
	    "clones" };
	static const char *const lvals[][2] = {
	    { "hpcnt", "%s:hp() * 100 // math.max(1, %s:max_hp())" },
	    { "room", "(%s:room() and %s:room():vnum() or 0)" },
	    { "level", "%s:level()" }, { "align", "%s:alignment()" },
	    { "money", "%s:gold()" }, { "objval0", "%s:value(0)" },
	    { "objval1", "%s:value(1)" }, { "objval2", "%s:value(2)" },
	    { "objval3", "%s:value(3)" }, { "objval4", "%s:value(4)" },
	    { "vnum", "(%s:vnum() or 0)" } };
	char		 kw[ROM_WORD_MAX], code[ROM_WORD_MAX];
	char		 val[ROM_LINE_MAX], opw[ROM_WORD_MAX];
	const char	*p, *x, *op;
	size_t		 i;
	int		 known, f;

	p = rom_prog_check_word(line, kw, sizeof kw);
	if (strcmp(kw, "rand") == 0) {
		/* ROM: atoi(arg) < number_percent(), true 100-N times in 100. */
		f = atoi(p);
		f = 100 - (f < 0 ? 0 : f > 100 ? 100 : f);
		growbuf_printf(b, "chance(%d)", f);
		return;
	}
	if (strcmp(kw, "mobhere") == 0 || strcmp(kw, "objhere") == 0 ||
	    strcmp(kw, "mobexists") == 0 || strcmp(kw, "objexists") == 0) {
		rom_prog_check_word(p, val, sizeof val);
		if (kw[3] == 'h')
			growbuf_printf(b, "(self:room():find_%s(", kw[0] == 'm' ?
			    "char" : "obj");
		else
			growbuf_printf(b, "(%s(", kw[0] == 'm' ? "find_mob" :
			    "find_obj");
		if (val[0] != '\0' && strspn(val, "0123456789") == strlen(val))
			growbuf_printf(b, "%d", atoi(val));
		else
			rom_prog_cmd_text(mp, b, val);
		growbuf_puts(b, kw[0] == 'o' && kw[3] == 'h' ? ") or "
		    "self:find_obj(" : ") or nil) ~= nil");
		if (kw[0] == 'o' && kw[3] == 'h') {
			rom_prog_cmd_text(mp, b, val);
			growbuf_puts(b, ")) ~= nil");
		}
		return;
	}
	for (i = 0; i < 4; i++) {
		if (strcmp(kw, count[i]) == 0)
			break;
	}
	if (i < 4 || strcmp(kw, "order") == 0 || strcmp(kw, "hour") == 0) {
		p = rom_prog_check_word(p, opw, sizeof opw);
		if ((op = mp_op(opw)) == NULL) {
			rom_prog_bad(mp, "'if %s': no comparison", line);
			growbuf_puts(b, "false");
			return;
		}
		if (i < 4) {
			mp->helpers |= 1U << MPH_COUNT;
			growbuf_printf(b, "mp_count(%zu)", i);
		} else if (kw[0] == 'o') {
			mp->helpers |= 1U << MPH_ORDER;
			growbuf_puts(b, "mp_order()");
		} else
			growbuf_puts(b, "hour()");
		growbuf_printf(b, " %s %d", op, atoi(p));
		return;
	}
	p = rom_prog_check_word(p, code, sizeof code);
	if ((x = rom_prog_cmd_actor(mp, code, 1)) == NULL) {
		rom_prog_bad(mp, "'if %s': ROM wants a $-code here", line);
		growbuf_puts(b, "false");
		return;
	}
	if (mp_wrong_kind(kw, code[1] == 'o' || code[1] == 'p')) {
		/* ROM: no such actor, so false (or 0 compared). */
		p = rom_prog_check_word(p, val, sizeof val);
		if ((op = mp_op(val)) == NULL) {
			p = rom_prog_check_word(p, val, sizeof val);
			op = mp_op(val);
		}
		if (op != NULL && strncmp(kw, "is", 2) != 0)
			growbuf_printf(b, "0 %s %d", op, atoi(p));
		else
			growbuf_puts(b, "false");
		return;
	}
	growbuf_printf(b, "(%s ~= nil and ", x);
	if (strcmp(kw, "ispc") == 0)
		growbuf_printf(b, "%s:is_player()", x);
	else if (strcmp(kw, "isnpc") == 0)
		growbuf_printf(b, "not %s:is_player()", x);
	else if (strcmp(kw, "isgood") == 0)
		growbuf_printf(b, "%s:alignment() >= 350", x);
	else if (strcmp(kw, "isevil") == 0)
		growbuf_printf(b, "%s:alignment() <= -350", x);
	else if (strcmp(kw, "isneutral") == 0)
		growbuf_printf(b, "math.abs(%s:alignment()) < 350", x);
	else if (strcmp(kw, "isimmort") == 0)
		growbuf_printf(b, "%s:is_staff()", x); else if (strcmp(kw, "ischarm") == 0)
		growbuf_printf(b, "%s:affected(\"charm person\")", x);
	else if (strcmp(kw, "isfollow") == 0)
		growbuf_printf(b, "%s:master() ~= nil and %s:master():room() == "
		    "%s:room()", x, x, x);
	else if (strcmp(kw, "isactive") == 0)
		growbuf_printf(b, "%s:position() ~= \"sleeping\" and "
		    "%s:position() ~= \"stunned\" and %s:position() ~= \"dead\"",
		    x, x, x);
	else if (strcmp(kw, "isdelay") == 0)
		growbuf_printf(b, "%s:get(\"mp_delay\") ~= nil", x);
	else if (strcmp(kw, "isvisible") == 0) {
		if (code[1] == 'o' || code[1] == 'p')
			growbuf_printf(b, "%s:exists()", x);
		else
			growbuf_printf(b, "self:can_see(%s)", x);
	} else if (strcmp(kw, "hastarget") == 0)
		growbuf_printf(b, "%s:get(\"mp_target\") ~= nil and "
		    "char_by_id(%s:get(\"mp_target\")) ~= nil and "
		    "char_by_id(%s:get(\"mp_target\")):room() == %s:room()",
		    x, x, x, x);
	else if (strcmp(kw, "istarget") == 0) {
		mp->helpers |= 1U << MPH_Q;
		growbuf_printf(b, "mp_q() == %s", x);
	} else if (strcmp(kw, "exists") == 0)
		growbuf_printf(b, "%s:exists()", x);
	else {
		p = rom_prog_check_word(p, val, sizeof val);
		if (strcmp(kw, "affected") == 0) {
			growbuf_printf(b, "%s:affected(", x);
			mp_spell(b, val);
			growbuf_puts(b, ")");
		} else if (strcmp(kw, "act") == 0) {
			f = mp_act_flag(mp, val, &known);
			if (code[1] == 'i' && known)
				growbuf_puts(b, f ? "true" : "false");
			else if (strcmp(val, "npc") == 0)
				growbuf_printf(b, "not %s:is_player()", x);
			else {
				rom_prog_near(mp, "'if act %s %s' as false (scripts "
				    "read no flags but the mobile's own)",
				    code, val);
				growbuf_puts(b, "false");
			}
		} else if (strcmp(kw, "off") == 0 || strcmp(kw, "imm") == 0 ||
		    strcmp(kw, "clan") == 0) {
			rom_prog_bad(mp, "'if %s %s %s': the game has no %s", kw,
			    code, val, kw[0] == 'o' ? "offensive flags" :
			    kw[0] == 'i' ? "immunities" : "clans");
			growbuf_puts(b, "false");
		} else if (strcmp(kw, "carries") == 0) {
			growbuf_printf(b, "%s:has(", x);
			if (val[0] != '\0' && strspn(val, "0123456789") ==
			    strlen(val))
				growbuf_printf(b, "%d)", atoi(val));
			else {
				import_lua_string(b, val, strlen(val));
				growbuf_puts(b, ")");
			}
		} else if (strcmp(kw, "wears") == 0) {
			mp->helpers |= 1U << MPH_WEARS;
			growbuf_printf(b, "mp_wears(%s, ", x);
			if (val[0] != '\0' && strspn(val, "0123456789") ==
			    strlen(val))
				growbuf_printf(b, "%d)", atoi(val));
			else {
				import_lua_string(b, val, strlen(val));
				growbuf_puts(b, ")");
			}
		} else if (strcmp(kw, "has") == 0 || strcmp(kw, "uses") == 0) {
			mp->helpers |= 1U << MPH_TYPE;
			growbuf_printf(b, "mp_hastype(%s, ", x);
			import_lua_string(b, strcmp(val, "drink_con") == 0 ? "drink" :
			    val, strcmp(val, "drink_con") == 0 ? 5 : strlen(val));
			growbuf_printf(b, ", %s)", kw[0] == 'u' ? "true" :
			    "false");
		} else if (strcmp(kw, "name") == 0) {
			mp->helpers |= 1U << MPH_NAME;
			growbuf_printf(b, "mp_isname(%s, ", x);
			import_lua_string(b, val, strlen(val));
			growbuf_puts(b, ")");
		} else if (strcmp(kw, "pos") == 0) {
			growbuf_printf(b, "%s:position() == ", x);
			import_lua_string(b, mp_position(val),
			    strlen(mp_position(val)));
		} else if (strcmp(kw, "race") == 0 || strcmp(kw, "class") == 0) {
			growbuf_printf(b, "%s:%s() == ", x, kw);
			import_lua_string(b, val, strlen(val));
		} else if (strcmp(kw, "objtype") == 0) {
			growbuf_printf(b, "%s:type() == ", x);
			import_lua_string(b, strcmp(val, "drink_con") == 0 ? "drink" :
			    val, strcmp(val, "drink_con") == 0 ? 5 : strlen(val));
		} else if ((op = mp_op(val)) == NULL)
			goto unknown;
		else if (strcmp(kw, "sex") == 0) {
			/* No sexes here: everyone is ROM's 0. */
			rom_prog_near(mp, "'if sex %s' as ROM's 0 (the game has no "
			    "sexes)", code);
			growbuf_printf(b, "0 %s %d", op, atoi(p));
		} else if (strcmp(kw, "grpsize") == 0) {
			mp->helpers |= 1U << MPH_GROUP;
			growbuf_printf(b, "#mp_group(%s) - 1 %s %d", x, op, atoi(p));
		} else {
			for (i = 0; i < sizeof lvals / sizeof lvals[0]; i++) {
				if (strcmp(lvals[i][0], kw) == 0)
					break;
			}
			if (i == sizeof lvals / sizeof lvals[0])
				goto unknown;
			mp_fill(b, lvals[i][1], x);
			growbuf_printf(b, " %s %d", op, atoi(p));
		}
	}
	growbuf_puts(b, ")");
	return;
unknown:
	rom_prog_bad(mp, "'if %s': not an if-check of ROM's", line);
	growbuf_puts(b, "false)");
}
