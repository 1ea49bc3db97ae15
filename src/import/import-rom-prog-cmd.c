/*
 * import-rom-prog-cmd.c: a MOBprogram's command lines as Lua. A line
 * beginning 'mob' is one of ROM's mob commands (mob_cmds.c) and becomes
 * the API call that does the same; any other line is a command the mobile
 * types (self:command), 'say' and 'emote' its own calls. $-codes become
 * the handles and names they stand for (expand_arg in ROM's mob_prog.c).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "import.h"
#include "import-rom-prog.h"
#include "xmalloc.h"

static void
mp_need(struct rom_prog_tr *mp, enum mp_helper h)
{
	mp->helpers |= 1U << h;
	if (h == MPH_DELAY)
		mp->helpers |= 1U << MPH_CALL;
}

/*
 * The handle a $-code names: $i self, $n who set it off, $t the victim,
 * $r a random player, $q the target, $o and $p the objects. NULL if word
 * is no such code.
 */
const char *
rom_prog_cmd_actor(struct rom_prog_tr *mp, const char *w, int objects)
{
	if (w[0] != '$' || w[1] == '\0' || w[2] != '\0')
		return (NULL);
	switch (w[1]) {
	case 'i':
		return ("self");
	case 'n':
		return ("ch");
	case 't':
		return ("vict");
	case 'r':
		mp->uses_r = 1;
		return ("rch");
	case 'q':
		mp_need(mp, MPH_Q);
		return ("mp_q()");
	case 'o':
		return (objects ? "obj" : NULL);
	case 'p':
		return (objects ? "obj2" : NULL);
	}
	return (NULL);
}

/* The Lua for one $-code inside text; NULL if it is none. */
static const char *
mp_code(struct rom_prog_tr *mp, char c)
{
	static char	 buf[64];

	switch (c) {
	case 'i':
		return (NULL);		/* written as the keyword itself */
	case 'I':
		return ("self:name()");
	case 'n': case 't': case 'r': case 'q':
	case 'N': case 'T': case 'R': case 'Q':
		mp_need(mp, isupper((unsigned char)c) ? MPH_NN : MPH_N);
		if (tolower((unsigned char)c) == 'r')
			mp->uses_r = 1;
		if (tolower((unsigned char)c) == 'q')
			mp_need(mp, MPH_Q);
		snprintf(buf, sizeof buf, "mp_%c(%s)", isupper((unsigned
		    char)c) ? 'N' : 'n', tolower((unsigned char)c) == 'n' ?
		    "ch" : tolower((unsigned char)c) == 't' ? "vict" :
		    tolower((unsigned char)c) == 'r' ? "rch" : "mp_q()");
		return (buf);
	case 'o': case 'p':
		mp_need(mp, MPH_O);
		return (c == 'o' ? "mp_o(obj)" : "mp_o(obj2)");
	case 'O':
		return ("(obj and obj:name() or \"something\")");
	case 'P':
		return ("(obj2 and obj2:name() or \"something\")");
	}
	return (NULL);
}

/* Text holding $-codes as a Lua expression. */
void
rom_prog_cmd_text(struct rom_prog_tr *mp, struct growbuf *b, const char *s)
{
	struct growbuf	 lit = { 0 };
	const char	*e, *pron = NULL;
	char		 kw[ROM_WORD_MAX];
	int		 parts = 0;
	size_t		 n;

	for (; *s != '\0'; s++) {
		if (*s != '$' || s[1] == '\0') {
			growbuf_addc(&lit, *s);
			continue;
		}
		s++;
		if (*s == '$') {
			growbuf_addc(&lit, '$');
			continue;
		}
		if (*s == 'i') {
			n = strcspn(mp->mob->keywords, " ");
			snprintf(kw, sizeof kw, "%.*s", (int)n,
			    mp->mob->keywords);
			growbuf_puts(&lit, kw);
			continue;
		}
		/* No sexes here: ROM's neutral words. */
		if (strchr("jeEJX", *s) != NULL)
			pron = "it";
		else if (strchr("kmMKY", *s) != NULL)
			pron = "it";
		else if (strchr("lsSLZ", *s) != NULL)
			pron = "its";
		else
			pron = NULL;
		if (pron != NULL) {
			growbuf_puts(&lit, pron);
			continue;
		}
		if ((e = mp_code(mp, *s)) == NULL) {
			growbuf_puts(&lit, " <@@@> ");	/* as ROM shows it */
			continue;
		}
		if (lit.len > 0 || parts == 0) {
			if (parts++ > 0)
				growbuf_puts(b, " .. ");
			import_lua_string(b, lit.data != NULL ? lit.data : "",
			    lit.len);
			lit.len = 0;
		}
		if (parts++ > 0)
			growbuf_puts(b, " .. ");
		growbuf_puts(b, e);
	}
	if (lit.len > 0 || parts == 0) {
		if (parts > 0)
			growbuf_puts(b, " .. ");
		import_lua_string(b, lit.data != NULL ? lit.data : "", lit.len);
	}
	growbuf_free(&lit);
}

/* ROM's one_argument: a word, or a quoted phrase. */
static const char *
mp_arg(const char *p, char *buf, size_t size)
{
	char	 end = ' ';
	size_t	 n = 0;

	while (*p == ' ')
		p++;
	if (*p == '\'' || *p == '"')
		end = *p++;
	while (*p != '\0' && *p != end) {
		if (n + 1 < size)
			buf[n++] = *p;
		p++;
	}
	if (*p != '\0')
		p++;
	buf[n] = '\0';
	while (*p == ' ')
		p++;
	return (p);
}

static int
mp_is_number(const char *s)
{
	if (*s == '-')
		s++;
	if (*s == '\0')
		return (0);
	for (; *s != '\0'; s++) {
		if (!isdigit((unsigned char)*s))
			return (0);
	}
	return (1);
}

/* A character named by word: a $-code, or a name here (or anywhere). */
static void
mp_who(struct rom_prog_tr *mp, struct growbuf *b, const char *w, int world)
{
	const char	*a = rom_prog_cmd_actor(mp, w, 0);

	if (a != NULL) {
		growbuf_puts(b, a);
		return;
	}
	if (world) {
		mp_need(mp, MPH_WORLD);
		growbuf_puts(b, "mp_world(");
	} else
		growbuf_puts(b, "self:room():find_char(");
	rom_prog_cmd_text(mp, b, w);
	growbuf_puts(b, ")");
}

/* An object named by word: $o, $p, or a name here or carried. */
static void
mp_what(struct rom_prog_tr *mp, struct growbuf *b, const char *w)
{
	if (strcmp(w, "$o") == 0 || strcmp(w, "$p") == 0) {
		growbuf_puts(b, w[1] == 'o' ? "obj" : "obj2");
		return;
	}
	mp_need(mp, MPH_OBJ);
	growbuf_puts(b, "mp_obj(");
	rom_prog_cmd_text(mp, b, w);
	growbuf_puts(b, ")");
}

/* A place: a vnum, a $-code's room, or ROM's find_location by name. */
static void
mp_where(struct rom_prog_tr *mp, struct growbuf *b, const char *w)
{
	const char	*a = rom_prog_cmd_actor(mp, w, 1);

	if (a != NULL)
		growbuf_printf(b, "(%s and %s:room())", a, a);
	else if (mp_is_number(w))
		growbuf_printf(b, "find_room(%d)", atoi(w));
	else {
		mp_need(mp, MPH_LOC);
		growbuf_puts(b, "mp_loc(");
		rom_prog_cmd_text(mp, b, w);
		growbuf_puts(b, ")");
	}
}

/* A mob command ('mob' and its name already read). */
static void
mp_mob_command(struct rom_prog_tr *mp, struct growbuf *b, const char *cmd,
    const char *rest, const char *ind)
{
	char		 a1[ROM_LINE_MAX], a2[ROM_LINE_MAX], a3[ROM_LINE_MAX];
	char		 a4[ROM_LINE_MAX];
	const char	*r;
	int		 n;

	growbuf_puts(b, ind);
	if (strcmp(cmd, "asound") == 0 || strcmp(cmd, "zecho") == 0 ||
	    strcmp(cmd, "echo") == 0 || strcmp(cmd, "gecho") == 0) {
		if (strcmp(cmd, "gecho") == 0)
			rom_prog_near(mp, "'mob gecho' as the area's echo (scripts "
			    "have no echo to the whole game)");
		growbuf_printf(b, "self:room():%s(", cmd[0] == 'a' ? "asound" :
		    cmd[0] == 'e' ? "echo" : "area_echo");
		rom_prog_cmd_text(mp, b, rest);
		growbuf_puts(b, ")\n");
	} else if (strcmp(cmd, "echoaround") == 0 ||
	    strcmp(cmd, "echoat") == 0) {
		r = mp_arg(rest, a1, sizeof a1);
		growbuf_puts(b, "do local v = ");
		mp_who(mp, b, a1, 0);
		growbuf_printf(b, " if v then %s", cmd[4] == 'a' &&
		    cmd[5] == 'r' ? "self:room():echo(" : "v:send(");
		rom_prog_cmd_text(mp, b, r);
		growbuf_printf(b, "%s) end end\n", cmd[5] == 'r' ? ", v" : "");
	} else if (strcmp(cmd, "kill") == 0 || strcmp(cmd, "assist") == 0) {
		mp_arg(rest, a1, sizeof a1);
		growbuf_puts(b, "do local v = ");
		mp_who(mp, b, a1, 0);
		if (cmd[0] == 'k')
			growbuf_puts(b, " if v and v ~= self and v:is_player() "
			    "and not self:fighting() then self:attack(v) end "
			    "end\n");
		else
			growbuf_puts(b, " if v and v ~= self and v:fighting() "
			    "and not self:fighting() then "
			    "self:attack(v:fighting()) end end\n");
	} else if (strcmp(cmd, "junk") == 0) {
		mp_arg(rest, a1, sizeof a1);
		if (strcmp(a1, "$o") == 0 || strcmp(a1, "$p") == 0) {
			/* The object itself (given: gone once given). */
			growbuf_printf(b, "if %s then %s:purge() end\n",
			    a1[1] == 'o' ? "obj" : "obj2", a1[1] == 'o' ? "obj" :
			    "obj2");
			return;
		}
		mp_need(mp, MPH_JUNK);
		growbuf_puts(b, "mp_junk(");
		rom_prog_cmd_text(mp, b, a1);
		growbuf_puts(b, ")\n");
	} else if (strcmp(cmd, "mload") == 0) {
		mp_arg(rest, a1, sizeof a1);
		growbuf_printf(b, "self:room():load_mob(%d)\n", atoi(a1));
	} else if (strcmp(cmd, "oload") == 0) {
		r = mp_arg(rest, a1, sizeof a1);
		r = mp_arg(r, a2, sizeof a2);
		mp_arg(r, a3, sizeof a3);
		if (a3[0] == 'r' || a3[0] == 'R')
			growbuf_printf(b, "self:room():load_obj(%d)\n",
			    atoi(a1));
		else if (a3[0] == 'w' || a3[0] == 'W') {
			mp_need(mp, MPH_O);
			growbuf_printf(b, "do local o = self:load_obj(%d) if o "
			    "then self:command(\"wear \" .. mp_o(o)) end end\n",
			    atoi(a1));
		} else
			growbuf_printf(b, "self:load_obj(%d)\n", atoi(a1));
	} else if (strcmp(cmd, "purge") == 0) {
		mp_arg(rest, a1, sizeof a1);
		if (a1[0] == '\0')
			growbuf_puts(b, "self:room():purge()\n");
		else {
			mp_need(mp, MPH_PURGE);
			growbuf_puts(b, "mp_purge(");
			if (rom_prog_cmd_actor(mp, a1, 1) != NULL)
				growbuf_puts(b, rom_prog_cmd_actor(mp, a1, 1));
			else
				rom_prog_cmd_text(mp, b, a1);
			growbuf_puts(b, ")\n");
		}
	} else if (strcmp(cmd, "goto") == 0) {
		mp_arg(rest, a1, sizeof a1);
		growbuf_puts(b, "do local r = ");
		mp_where(mp, b, a1);
		growbuf_puts(b, " if r then self:transfer(r) end end\n");
	} else if (strcmp(cmd, "at") == 0) {
		r = mp_arg(rest, a1, sizeof a1);
		mp_arg(r, a4, sizeof a4);
		if (strcasecmp(a4, "mob") != 0) {
			/* A command typed there: the game's own 'at'. */
			growbuf_puts(b, "do local r = ");
			mp_where(mp, b, a1);
			growbuf_puts(b, " if r then self:at(r, ");
			rom_prog_cmd_text(mp, b, r);
			growbuf_puts(b, ") end end\n");
			return;
		}
		growbuf_puts(b, "do local r, back = ");
		mp_where(mp, b, a1);
		growbuf_puts(b, ", self:room()\n");
		growbuf_printf(b, "%s  if r then\n%s    self:transfer(r)\n", ind,
		    ind);
		snprintf(a4, sizeof a4, "%s    ", ind);
		rom_prog_cmd_line(mp, b, r, a4);
		growbuf_printf(b, "%s    if self:exists() and self:room() == r "
		    "then self:transfer(back) end\n%s  end\n%send\n", ind, ind,
		    ind);
	} else if (strcmp(cmd, "transfer") == 0 ||
	    strcmp(cmd, "gtransfer") == 0) {
		r = mp_arg(rest, a1, sizeof a1);
		mp_arg(r, a2, sizeof a2);
		mp_need(mp, MPH_TRANS);
		growbuf_puts(b, "do local r = ");
		if (a2[0] != '\0')
			mp_where(mp, b, a2);
		else
			growbuf_puts(b, "self:room()");
		if (strcmp(a1, "all") == 0 && cmd[0] == 't')
			growbuf_puts(b, " for _, p in ipairs(self:room():"
			    "people()) do if p:is_player() then mp_trans(p, r) "
			    "end end end\n");
		else if (cmd[0] == 't') {
			growbuf_puts(b, " mp_trans(");
			mp_who(mp, b, a1, 1);
			growbuf_puts(b, ", r) end\n");
		} else {
			mp_need(mp, MPH_GROUP);
			growbuf_puts(b, " for _, p in ipairs(mp_group(");
			mp_who(mp, b, a1, 1);
			growbuf_puts(b, ")) do mp_trans(p, r) end end\n");
		}
	} else if (strcmp(cmd, "otransfer") == 0) {
		r = mp_arg(rest, a1, sizeof a1);
		mp_arg(r, a2, sizeof a2);
		growbuf_puts(b, "do local o, r = ");
		mp_what(mp, b, a1);
		growbuf_puts(b, ", ");
		mp_where(mp, b, a2);
		growbuf_puts(b, " if o and r and not o:worn_by() then "
		    "o:to_room(r) end end\n");
	} else if (strcmp(cmd, "force") == 0 || strcmp(cmd, "gforce") == 0 ||
	    strcmp(cmd, "vforce") == 0) {
		r = mp_arg(rest, a1, sizeof a1);
		if (cmd[0] == 'f' && strcmp(a1, "all") == 0)
			growbuf_puts(b, "for _, p in ipairs(self:room():people())"
			    " do if p ~= self then p:force(");
		else if (cmd[0] == 'f') {
			growbuf_puts(b, "do local p = ");
			mp_who(mp, b, a1, 1);
			growbuf_puts(b, " if p and p ~= self then p:force(");
		} else if (cmd[0] == 'g') {
			mp_need(mp, MPH_GROUP);
			growbuf_puts(b, "for _, p in ipairs(mp_group(");
			mp_who(mp, b, a1, 1);
			growbuf_puts(b, ")) do if p ~= self then p:force(");
		} else {
			rom_prog_near(mp, "'mob vforce' on the first mobile of that "
			    "vnum (scripts find one, not all)");
			growbuf_printf(b, "do local p = find_mob(%d) if p and "
			    "p ~= self then p:force(", atoi(a1));
		}
		rom_prog_cmd_text(mp, b, r);
		growbuf_puts(b, ") end end\n");
	} else if (strcmp(cmd, "cast") == 0) {
		r = mp_arg(rest, a1, sizeof a1);
		mp_arg(r, a2, sizeof a2);
		rom_prog_near(mp, "'mob cast' as the mobile's own cast (mana and "
		    "cast time)");
		growbuf_puts(b, "self:cast(");
		rom_prog_cmd_text(mp, b, a1);
		if (a2[0] != '\0') {
			growbuf_puts(b, ", ");
			mp_who(mp, b, a2, 0);
		}
		growbuf_puts(b, ")\n");
	} else if (strcmp(cmd, "damage") == 0) {
		r = mp_arg(rest, a1, sizeof a1);
		r = mp_arg(r, a2, sizeof a2);
		r = mp_arg(r, a3, sizeof a3);
		mp_arg(r, a4, sizeof a4);
		mp_need(mp, MPH_DAMAGE);
		n = strcmp(a4, "lethal") == 0;
		if (strcmp(a1, "all") == 0)
			growbuf_printf(b, "for _, p in ipairs(self:room():"
			    "people()) do if p ~= self then mp_damage(p, %d, "
			    "%d, %s) end end\n", atoi(a2), atoi(a3), n ?
			    "true" : "false");
		else {
			growbuf_puts(b, "mp_damage(");
			mp_who(mp, b, a1, 0);
			growbuf_printf(b, ", %d, %d, %s)\n", atoi(a2), atoi(a3),
			    n ? "true" : "false");
		}
	} else if (strcmp(cmd, "remember") == 0) {
		mp_arg(rest, a1, sizeof a1);
		growbuf_puts(b, "do local v = ");
		mp_who(mp, b, a1, 1);
		growbuf_puts(b, " if v then self:set(\"mp_target\", v:id()) end "
		    "end\n");
	} else if (strcmp(cmd, "forget") == 0) {
		growbuf_puts(b, "self:set(\"mp_target\", nil)\n");
	} else if (strcmp(cmd, "delay") == 0) {
		mp_arg(rest, a1, sizeof a1);
		mp_need(mp, MPH_DELAY);
		growbuf_printf(b, "mp_delay(%d)\n", atoi(a1));
	} else if (strcmp(cmd, "cancel") == 0) {
		mp_need(mp, MPH_DELAY);
		growbuf_puts(b, "mp_cancel()\n");
	} else if (strcmp(cmd, "call") == 0) {
		r = mp_arg(rest, a1, sizeof a1);
		r = mp_arg(r, a2, sizeof a2);
		r = mp_arg(r, a3, sizeof a3);
		mp_arg(r, a4, sizeof a4);
		n = atoi(a1);
		if (rom_prog_want(mp, n) != 0) {
			growbuf_puts(b, "do end -- mob call: no such program\n");
			return;
		}
		mp_need(mp, MPH_CALL);
		growbuf_printf(b, "mp_call(P%d, ", n);
		if (a2[0] != '\0')
			mp_who(mp, b, a2, 0);
		else
			growbuf_puts(b, "nil");
		growbuf_puts(b, ", ");
		if (a3[0] != '\0')
			mp_what(mp, b, a3);
		else
			growbuf_puts(b, "nil");
		growbuf_puts(b, ", nil, ");
		if (a4[0] != '\0')
			mp_what(mp, b, a4);
		else
			growbuf_puts(b, "nil");
		growbuf_puts(b, ")\n");
	} else if (strcmp(cmd, "flee") == 0) {
		growbuf_puts(b, "if self:fighting() then self:command(\"flee\") "
		    "end\n");
	} else if (strcmp(cmd, "remove") == 0) {
		r = mp_arg(rest, a1, sizeof a1);
		mp_arg(r, a2, sizeof a2);
		mp_need(mp, MPH_REMOVE);
		growbuf_puts(b, "mp_remove(");
		mp_who(mp, b, a1, 0);
		if (strcmp(a2, "all") == 0)
			growbuf_puts(b, ", \"all\")\n");
		else
			growbuf_printf(b, ", %d)\n", atoi(a2));
	} else {
		rom_prog_bad(mp, "'mob %s': ROM has no such mob command", cmd);
		growbuf_puts(b, "do end\n");
	}
}

/* One command line of a program, as Lua, each line after ind. */
void
rom_prog_cmd_line(struct rom_prog_tr *mp, struct growbuf *b, const char *line,
    const char *ind)
{
	char		 w[ROM_LINE_MAX], cmd[ROM_LINE_MAX];
	const char	*rest = mp_arg(line, w, sizeof w);
	size_t		 i;

	for (i = 0; w[i] != '\0'; i++)
		w[i] = (char)tolower((unsigned char)w[i]);
	if (strcmp(w, "mob") == 0) {
		rest = mp_arg(rest, cmd, sizeof cmd);
		for (i = 0; cmd[i] != '\0'; i++)
			cmd[i] = (char)tolower((unsigned char)cmd[i]);
		mp_mob_command(mp, b, cmd, rest, ind);
		return;
	}
	growbuf_puts(b, ind);
	if (strcmp(w, "say") == 0 || strcmp(w, "'") == 0) {
		growbuf_puts(b, "self:say(");
		rom_prog_cmd_text(mp, b, rest);
	} else if (strcmp(w, "emote") == 0) {
		growbuf_puts(b, "self:emote(");
		rom_prog_cmd_text(mp, b, rest);
	} else {
		growbuf_puts(b, "self:command(");
		rom_prog_cmd_text(mp, b, line);
	}
	growbuf_puts(b, ")\n");
}

/* The helpers, in an order where each comes after what it uses. */
static const char *const mp_helper_lua[MPH__N] = {
	[MPH_Q] =
	"local function mp_q()\n"
	"  local id = self:get(\"mp_target\")\n"
	"  return id and char_by_id(id) or nil\n"
	"end\n",
	[MPH_N] =
	"local function mp_n(x)\n"
	"  if x == nil or not self:can_see(x) then return \"someone\" end\n"
	"  local k = x:keywords():match(\"%S+\") or x:name()\n"
	"  return k:sub(1, 1):upper() .. k:sub(2)\n"
	"end\n",
	[MPH_NN] =
	"local function mp_N(x)\n"
	"  if x == nil or not self:can_see(x) then return \"someone\" end\n"
	"  return x:name()\n"
	"end\n",
	[MPH_O] =
	"local function mp_o(x)\n"
	"  return x and x:keywords():match(\"%S+\") or \"something\"\n"
	"end\n",
	[MPH_R] =
	"local function mp_r()\n"
	"  local c = {}\n"
	"  for _, p in ipairs(self:room():people()) do\n"
	"    if p ~= self and p:is_player() and self:can_see(p) then "
	"c[#c + 1] = p end\n"
	"  end\n"
	"  if #c == 0 then return nil end\n"
	"  return c[random(#c)]\n"
	"end\n",
	[MPH_COUNT] =
	"local function mp_count(k)\n"
	"  local n = 0\n"
	"  for _, p in ipairs(self:room():people()) do\n"
	"    if p ~= self and self:can_see(p) and (k == 0 or (k == 1 and "
	"p:is_player())\n"
	"        or (k == 2 and not p:is_player()) or (k == 3 and p:vnum() "
	"== self:vnum())) then\n"
	"      n = n + 1\n"
	"    end\n"
	"  end\n"
	"  return n\n"
	"end\n",
	[MPH_ORDER] =
	"local function mp_order()\n"
	"  local i = 0\n"
	"  for _, p in ipairs(self:room():people()) do\n"
	"    if p == self then return i end\n"
	"    if p:vnum() == self:vnum() then i = i + 1 end\n"
	"  end\n"
	"  return 0\n"
	"end\n",
	[MPH_GROUP] =
	"local function mp_group(x)\n"
	"  local g = {}\n"
	"  if x == nil or x:room() == nil then return g end\n"
	"  local l = x:master() or x\n"
	"  for _, p in ipairs(x:room():people()) do\n"
	"    if p == l or p:master() == l then g[#g + 1] = p end\n"
	"  end\n"
	"  return g\n"
	"end\n",
	[MPH_WEARS] =
	"local function mp_wears(x, what)\n"
	"  if x == nil then return false end\n"
	"  for _, o in ipairs(x:inventory()) do\n"
	"    if o:worn_by() and (o:vnum() == what or (type(what) == "
	"\"string\" and (\" \" .. o:keywords():lower() .. \" \"):find(\" \" "
	".. what:lower(), 1, true))) then\n"
	"      return true\n"
	"    end\n"
	"  end\n"
	"  return false\n"
	"end\n",
	[MPH_TYPE] =
	"local function mp_hastype(x, t, worn)\n"
	"  if x == nil then return false end\n"
	"  for _, o in ipairs(x:inventory()) do\n"
	"    if o:type() == t and (not worn or o:worn_by()) then return true "
	"end\n"
	"  end\n"
	"  return false\n"
	"end\n",
	[MPH_NAME] =
	"local function mp_isname(x, w)\n"
	"  if x == nil then return false end\n"
	"  for k in x:keywords():lower():gmatch(\"%S+\") do\n"
	"    if k:sub(1, #w) == w:lower() then return true end\n"
	"  end\n"
	"  return false\n"
	"end\n",
	[MPH_LOC] =
	"local function mp_loc(w)\n"
	"  if tonumber(w) then return find_room(tonumber(w)) end\n"
	"  local c = find_player(w) or find_mob(w)\n"
	"  if c then return c:room() end\n"
	"  local o = find_obj(w)\n"
	"  return o and o:room() or nil\n"
	"end\n",
	[MPH_WORLD] =
	"local function mp_world(w)\n"
	"  return self:room():find_char(w) or find_player(w) or find_mob(w)\n"
	"end\n",
	[MPH_CALL] =
	"local depth = 0\n"
	"local function mp_call(f, a, b, c, d)\n"
	"  if depth >= 4 then return end -- ROM: 5 programs deep, the first too\n"
	"  depth = depth + 1\n"
	"  f(a, b, c, d)\n"
	"  depth = depth - 1\n"
	"end\n",
	[MPH_DELAY] = NULL,	/* written with the mobile's programs */
	[MPH_JUNK] =
	"local function mp_junk(w)\n"
	"  local all, what = w == \"all\", w:match(\"^all%.(.+)$\")\n"
	"  for _, o in ipairs(self:inventory()) do\n"
	"    local k = \" \" .. o:keywords():lower() .. \" \"\n"
	"    if all or k:find(\" \" .. (what or w):lower(), 1, true) then\n"
	"      o:purge()\n"
	"      if not all and not what then return end\n"
	"    end\n"
	"  end\n"
	"end\n",
	[MPH_PURGE] =
	"local function mp_purge(w)\n"
	"  if type(w) == \"string\" then\n"
	"    w = self:room():find_char(w) or self:room():find_obj(w) or\n"
	"        self:find_obj(w)\n"
	"  end\n"
	"  if w == nil or w == self then return end\n"
	"  if w.is_player and w:is_player() then return end\n"
	"  w:purge()\n"
	"end\n",
	[MPH_TRANS] =
	"local function mp_trans(x, r)\n"
	"  if x and r and x ~= self then x:transfer(r) end\n"
	"end\n",
	[MPH_DAMAGE] =
	"local function mp_damage(x, lo, hi, lethal)\n"
	"  if x == nil or x == self then return end\n"
	"  local n = lo + random(math.max(1, hi - lo + 1)) - 1\n"
	"  if not lethal then n = math.min(n, x:hp() - 1) end\n"
	"  if n >= 1 then x:damage(math.min(n, 1000)) end\n"
	"end\n",
	[MPH_REMOVE] =
	"local function mp_remove(x, what)\n"
	"  if x == nil then return end\n"
	"  for _, o in ipairs(x:inventory()) do\n"
	"    if what == \"all\" or o:vnum() == what then o:purge() end\n"
	"  end\n"
	"end\n",
	[MPH_OBJ] =
	"local function mp_obj(w)\n"
	"  return self:room():find_obj(w) or self:find_obj(w)\n"
	"end\n",
};

/* Write the helpers the programs use. */
void
rom_prog_cmd_helpers(struct rom_prog_tr *mp, struct growbuf *b)
{
	int	h, i;

	for (h = 0; h < MPH__N; h++) {
		if ((mp->helpers & (1U << h)) == 0)
			continue;
		if (h != MPH_DELAY) {
			growbuf_puts(b, mp_helper_lua[h]);
			continue;
		}
		growbuf_puts(b, "local function mp_cancel()\n"
		    "  local t = self:get(\"mp_delay\")\n"
		    "  if t then cancel(t) self:set(\"mp_delay\", nil) end\n"
		    "end\n"
		    "local function mp_delay(n)\n"
		    "  mp_cancel()\n"
		    "  local t = after(math.max(1, n) * 4, function()\n"
		    "    self:set(\"mp_delay\", nil)\n");
		for (i = 0; i < mp->ndelays; i++) {
			if (mp->delaypct[i] >= 100)
				growbuf_printf(b, "    do return mp_call(P%d) end\n",
				    mp->delays[i]);
			else
				growbuf_printf(b, "    if chance(%d) then return "
				    "mp_call(P%d) end\n", mp->delaypct[i],
				    mp->delays[i]);
		}
		growbuf_puts(b, "  end)\n"
		    "  if t then self:set(\"mp_delay\", t) end\n"
		    "end\n");
	}
}
