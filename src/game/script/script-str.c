/*
 * script-str.c: the string and table functions whose work one call could
 * make unbounded, as scripts get them.
 *
 * The count hook runs between VM instructions, never inside a C function,
 * so Lua's own string.find/match/gmatch/gsub could backtrack for minutes
 * in one call ('string.rep("a", 100000):find(".-b")'). Here the same
 * pattern language is matched by a backtracking matcher of the game's own
 * that counts its steps: every step (a character tried against a pattern
 * item) is charged to the call's instruction budget, and the wall clock
 * is read as the hook reads it (script_charge), so a match past either
 * budget stops the script like a runaway loop. Patterns are at most
 * SCRIPT_PATTERN_MAX bytes. The table functions that loop in C over a
 * range the script names (concat, unpack, move, insert, remove, sort) are
 * charged the length of that range before they run.
 */
#include <ctype.h>
#include <stddef.h>
#include <string.h>

#include <lualib.h>

#include "script-int.h"

#define PM_CAPTURES	32	/* as Lua's LUA_MAXCAPTURES */
#define PM_DEPTH	200	/* nested pattern items, as Lua's */
#define PM_CHARGE	1024	/* steps charged at once */
#define PM_OPEN		(-1)	/* a capture still open */
#define PM_POSITION	(-2)	/* a position capture: () */
#define PM_SPECIALS	"^$*+?.([%-"

/* One match in progress. */
struct pm {
	lua_State	*L;
	const char	*s0;		/* the subject */
	const char	*se;
	const char	*p0;		/* the pattern */
	const char	*pe;
	int		 depth;
	int		 ncap;
	long		 steps;		/* not charged yet */
	struct {
		const char	*at;
		ptrdiff_t	 len;
	}		 cap[PM_CAPTURES];
};

/* Count n steps; charge them to the call's budgets now and then. */
static void
pm_step(struct pm *m, long n)
{
	m->steps += n;
	if (m->steps >= PM_CHARGE) {
		script_charge(m->L, m->steps);
		m->steps = 0;
	}
}

/* Past the single-character class that starts at p. */
static const char *
pm_class_end(struct pm *m, const char *p)
{
	if (*p == '%') {
		if (p + 1 >= m->pe)
			luaL_error(m->L, "malformed pattern (ends with '%%')");
		return (p + 2);
	}
	if (*p != '[')
		return (p + 1);
	p++;
	if (p < m->pe && *p == '^')
		p++;
	/* The first character is in the set, even a ']'. */
	do {
		if (p >= m->pe)
			luaL_error(m->L, "malformed pattern (missing ']')");
		if (*p++ == '%' && p < m->pe)
			p++;
	} while (p >= m->pe || *p != ']');
	return (p + 1);
}

/* Is c in the class %cl? */
static int
pm_class(int c, int cl)
{
	int	r;

	switch (tolower(cl)) {
	case 'a': r = isalpha(c); break;
	case 'c': r = iscntrl(c); break;
	case 'd': r = isdigit(c); break;
	case 'g': r = isgraph(c); break;
	case 'l': r = islower(c); break;
	case 'p': r = ispunct(c); break;
	case 's': r = isspace(c); break;
	case 'u': r = isupper(c); break;
	case 'w': r = isalnum(c); break;
	case 'x': r = isxdigit(c); break;
	case 'z': r = c == 0; break;	/* deprecated, still Lua's */
	default:
		return (cl == c);
	}
	r = r != 0;
	return (isupper(cl) ? !r : r);
}

/* Is c in the set from p ('[') to end (its ']')? */
static int
pm_set(int c, const char *p, const char *end)
{
	int	yes = 1;

	p++;
	if (*p == '^') {
		yes = 0;
		p++;
	}
	for (; p < end; p++) {
		if (*p == '%' && p + 1 < end) {
			p++;
			if (pm_class(c, (unsigned char)*p))
				return (yes);
		} else if (p + 2 < end && p[1] == '-') {
			if ((unsigned char)p[0] <= c &&
			    c <= (unsigned char)p[2])
				return (yes);
			p += 2;
		} else if ((unsigned char)*p == c)
			return (yes);
	}
	return (!yes);
}

/* Does the character at s match the class from p to ep? */
static int
pm_single(struct pm *m, const char *s, const char *p, const char *ep)
{
	int	c;

	if (s >= m->se)
		return (0);
	c = (unsigned char)*s;
	switch (*p) {
	case '.':
		return (1);
	case '%':
		return (pm_class(c, (unsigned char)p[1]));
	case '[':
		return (pm_set(c, p, ep - 1));
	default:
		return ((unsigned char)*p == c);
	}
}

static const char *pm_match(struct pm *, const char *, const char *);

/* %bxy at p (past the 'b'): a balanced run from s, or NULL. */
static const char *
pm_balance(struct pm *m, const char *s, const char *p)
{
	int	open = 1;

	if (p + 1 >= m->pe)
		luaL_error(m->L, "malformed pattern (missing arguments to "
		    "'%%b')");
	if (s >= m->se || *s != p[0])
		return (NULL);
	for (s++; s < m->se; s++) {
		pm_step(m, 1);
		if (*s == p[1]) {
			if (--open == 0)
				return (s + 1);
		} else if (*s == p[0])
			open++;
	}
	return (NULL);
}

/* The most repetitions of the class p..ep first, then fewer. */
static const char *
pm_greedy(struct pm *m, const char *s, const char *p, const char *ep)
{
	const char	*r;
	ptrdiff_t	 i = 0;

	while (pm_single(m, s + i, p, ep)) {
		pm_step(m, 1);
		i++;
	}
	for (; i >= 0; i--) {
		pm_step(m, 1);
		if ((r = pm_match(m, s + i, ep + 1)) != NULL)
			return (r);
	}
	return (NULL);
}

/* The fewest repetitions of the class p..ep first, then more. */
static const char *
pm_lazy(struct pm *m, const char *s, const char *p, const char *ep)
{
	const char	*r;

	for (;;) {
		pm_step(m, 1);
		if ((r = pm_match(m, s, ep + 1)) != NULL)
			return (r);
		if (!pm_single(m, s, p, ep))
			return (NULL);
		s++;
	}
}

/* A capture opens at s; the rest of the pattern from p. */
static const char *
pm_open(struct pm *m, const char *s, const char *p, ptrdiff_t what)
{
	const char	*r;

	if (m->ncap >= PM_CAPTURES)
		luaL_error(m->L, "too many captures");
	m->cap[m->ncap].at = s;
	m->cap[m->ncap].len = what;
	m->ncap++;
	if ((r = pm_match(m, s, p)) == NULL)
		m->ncap--;
	return (r);
}

/* The innermost open capture closes at s. */
static const char *
pm_close(struct pm *m, const char *s, const char *p)
{
	const char	*r;
	int		 i;

	for (i = m->ncap - 1; i >= 0; i--) {
		if (m->cap[i].len == PM_OPEN)
			break;
	}
	if (i < 0)
		luaL_error(m->L, "invalid pattern capture");
	m->cap[i].len = s - m->cap[i].at;
	if ((r = pm_match(m, s, p)) == NULL)
		m->cap[i].len = PM_OPEN;
	return (r);
}

/* %1 .. %9 at s: the text of a closed capture again, or NULL. */
static const char *
pm_backref(struct pm *m, const char *s, int d)
{
	int		i = d - '1';
	ptrdiff_t	len;

	if (i < 0 || i >= m->ncap || m->cap[i].len == PM_OPEN)
		luaL_error(m->L, "invalid capture index %%%d", i + 1);
	if ((len = m->cap[i].len) == PM_POSITION)
		return (NULL);	/* as Lua's own: a position never matches */
	pm_step(m, 1 + (long)len / 16);
	if (m->se - s >= len && memcmp(m->cap[i].at, s, (size_t)len) == 0)
		return (s + len);
	return (NULL);
}

/*
 * Match the pattern from p against the subject from s: the end of the
 * match, or NULL. A plain item (no quantifier) moves on in the loop;
 * what may backtrack recurses, at most PM_DEPTH deep.
 */
static const char *
pm_match(struct pm *m, const char *s, const char *p)
{
	const char	*ep, *r = NULL;
	int		 prev, cur;

	if (++m->depth > PM_DEPTH)
		luaL_error(m->L, "pattern too complex");
	for (;;) {
		pm_step(m, 1);
		if (p >= m->pe) {
			r = s;
			break;
		}
		if (*p == '(') {
			r = p + 1 < m->pe && p[1] == ')' ?
			    pm_open(m, s, p + 2, PM_POSITION) :
			    pm_open(m, s, p + 1, PM_OPEN);
			break;
		}
		if (*p == ')') {
			r = pm_close(m, s, p + 1);
			break;
		}
		if (*p == '$' && p + 1 == m->pe) {
			r = s == m->se ? s : NULL;
			break;
		}
		if (*p == '%' && p + 1 < m->pe && p[1] == 'b') {
			if ((s = pm_balance(m, s, p + 2)) == NULL)
				break;
			p += 4;
			continue;
		}
		if (*p == '%' && p + 1 < m->pe && p[1] == 'f') {
			p += 2;
			if (p >= m->pe || *p != '[')
				luaL_error(m->L, "missing '[' after '%%f' in "
				    "pattern");
			ep = pm_class_end(m, p);
			prev = s == m->s0 ? '\0' : (unsigned char)s[-1];
			cur = s < m->se ? (unsigned char)*s : '\0';
			if (pm_set(prev, p, ep - 1) || !pm_set(cur, p, ep - 1))
				break;
			p = ep;
			continue;
		}
		if (*p == '%' && p + 1 < m->pe &&
		    isdigit((unsigned char)p[1])) {
			if ((s = pm_backref(m, s, (unsigned char)p[1])) ==
			    NULL)
				break;
			p += 2;
			continue;
		}
		ep = pm_class_end(m, p);
		if (ep < m->pe && *ep == '?') {
			if (pm_single(m, s, p, ep) &&
			    (r = pm_match(m, s + 1, ep + 1)) != NULL)
				break;
			p = ep + 1;
			continue;
		}
		if (ep < m->pe && *ep == '+') {
			r = pm_single(m, s, p, ep) ?
			    pm_greedy(m, s + 1, p, ep) : NULL;
			break;
		}
		if (ep < m->pe && *ep == '*') {
			r = pm_greedy(m, s, p, ep);
			break;
		}
		if (ep < m->pe && *ep == '-') {
			r = pm_lazy(m, s, p, ep);
			break;
		}
		if (!pm_single(m, s, p, ep))
			break;
		s++;
		p = ep;
	}
	m->depth--;
	return (r);
}

/* Start a match of pattern p (length lp) over subject s (length ls). */
static void
pm_init(struct pm *m, lua_State *L, const char *s, size_t ls,
    const char *p, size_t lp)
{
	if (lp > SCRIPT_PATTERN_MAX)
		luaL_error(L, "pattern longer than %d bytes",
		    SCRIPT_PATTERN_MAX);
	memset(m, 0, sizeof *m);
	m->L = L;
	m->s0 = s;
	m->se = s + ls;
	m->p0 = p;
	m->pe = p + lp;
}

/* Before another try: no captures, no depth. */
static void
pm_reset(struct pm *m)
{
	m->ncap = 0;
	m->depth = 0;
}

/* Charge what is left uncharged (at the end of a call). */
static void
pm_done(struct pm *m)
{
	if (m->steps > 0)
		script_charge(m->L, m->steps);
	m->steps = 0;
}

/* Push capture i of a match from s to e (the whole match if none). */
static void
pm_push_capture(struct pm *m, int i, const char *s, const char *e)
{
	if (i >= m->ncap) {
		if (i != 0)
			luaL_error(m->L, "invalid capture index %%%d", i + 1);
		lua_pushlstring(m->L, s, (size_t)(e - s));
		return;
	}
	if (m->cap[i].len == PM_OPEN)
		luaL_error(m->L, "unfinished capture");
	if (m->cap[i].len == PM_POSITION)
		lua_pushinteger(m->L, (m->cap[i].at - m->s0) + 1);
	else
		lua_pushlstring(m->L, m->cap[i].at, (size_t)m->cap[i].len);
}

/* Push the captures (or the whole match, if whole and none): how many. */
static int
pm_push_captures(struct pm *m, const char *s, const char *e, int whole)
{
	int	i, n = m->ncap == 0 && whole ? 1 : m->ncap;

	luaL_checkstack(m->L, n, "too many captures");
	for (i = 0; i < n; i++)
		pm_push_capture(m, i, s, e);
	return (n);
}

/* A position from the end (negative) as one from the start, from 1. */
static size_t
pm_position(lua_Integer pos, size_t len)
{
	if (pos > 0)
		return ((size_t)pos);
	if (pos == 0)
		return (1);
	if (pos < -(lua_Integer)len)
		return (1);
	return (len + (size_t)pos + 1);
}

/* A plain search for p in s from init (from 0), counted: or NULL. */
static const char *
pm_plain(struct pm *m, const char *s, size_t ls, const char *p, size_t lp)
{
	const char	*at, *end;

	if (lp == 0)
		return (s);
	if (lp > ls)
		return (NULL);
	end = s + ls - lp + 1;
	while (s < end && (at = memchr(s, *p, (size_t)(end - s))) != NULL) {
		pm_step(m, 1 + (long)lp / 16);
		if (memcmp(at + 1, p + 1, lp - 1) == 0)
			return (at);
		s = at + 1;
	}
	return (NULL);
}

/* Has the pattern no special character (a plain find)? */
static int
pm_plain_pattern(const char *p, size_t lp)
{
	size_t	i;

	for (i = 0; i < lp; i++) {
		if (p[i] != '\0' && strchr(PM_SPECIALS, p[i]) != NULL)
			return (0);
	}
	return (1);
}

/* string.find and string.match. */
static int
pm_find_or_match(lua_State *L, int find)
{
	struct pm	 m;
	size_t		 ls, lp, init;
	const char	*s = luaL_checklstring(L, 1, &ls);
	const char	*p = luaL_checklstring(L, 2, &lp);
	const char	*s1, *e;
	int		 anchor, n;

	init = pm_position(luaL_optinteger(L, 3, 1), ls);
	if (init > ls + 1) {
		luaL_pushfail(L);
		return (1);
	}
	pm_init(&m, L, s, ls, p, lp);
	if (find && (lua_toboolean(L, 4) || pm_plain_pattern(p, lp))) {
		s1 = pm_plain(&m, s + init - 1, ls - init + 1, p, lp);
		pm_done(&m);
		if (s1 == NULL) {
			luaL_pushfail(L);
			return (1);
		}
		lua_pushinteger(L, (s1 - s) + 1);
		lua_pushinteger(L, (lua_Integer)((s1 - s) + lp));
		return (2);
	}
	anchor = lp > 0 && *p == '^';
	if (anchor)
		m.p0 = ++p;
	s1 = s + init - 1;
	do {
		pm_reset(&m);
		if ((e = pm_match(&m, s1, p)) != NULL) {
			pm_done(&m);
			if (!find)
				return (pm_push_captures(&m, s1, e, 1));
			lua_pushinteger(L, (s1 - s) + 1);
			lua_pushinteger(L, e - s);
			n = pm_push_captures(&m, NULL, NULL, 0);
			return (n + 2);
		}
	} while (s1++ < m.se && !anchor);
	pm_done(&m);
	luaL_pushfail(L);
	return (1);
}

static int
script_str_find(lua_State *L)
{
	return (pm_find_or_match(L, 1));
}

static int
script_str_match(lua_State *L)
{
	return (pm_find_or_match(L, 0));
}

/* Where a gmatch iteration is: offsets in its subject. */
struct pm_iter {
	size_t		pos;
	ptrdiff_t	last;		/* the end of the last match, or -1 */
};

/* The next match of gmatch (upvalues: subject, pattern, state). */
static int
pm_gmatch_next(lua_State *L)
{
	struct pm	 m;
	size_t		 ls, lp;
	const char	*s = lua_tolstring(L, lua_upvalueindex(1), &ls);
	const char	*p = lua_tolstring(L, lua_upvalueindex(2), &lp);
	struct pm_iter	*it = lua_touserdata(L, lua_upvalueindex(3));
	const char	*src, *e;

	if (it->pos > ls)
		return (0);
	pm_init(&m, L, s, ls, p, lp);
	for (src = s + it->pos; src <= m.se; src++) {
		pm_reset(&m);
		e = pm_match(&m, src, p);
		if (e != NULL && (it->last < 0 || e != s + it->last)) {
			it->pos = (size_t)(e - s);
			it->last = e - s;
			pm_done(&m);
			return (pm_push_captures(&m, src, e, 1));
		}
	}
	it->pos = ls + 1;
	pm_done(&m);
	return (0);
}

/* string.gmatch(s, pattern [, init]). */
static int
script_str_gmatch(lua_State *L)
{
	size_t		 ls, lp, init;
	struct pm_iter	*it;

	luaL_checklstring(L, 1, &ls);
	luaL_checklstring(L, 2, &lp);
	if (lp > SCRIPT_PATTERN_MAX)
		return (luaL_error(L, "pattern longer than %d bytes",
		    SCRIPT_PATTERN_MAX));
	init = pm_position(luaL_optinteger(L, 3, 1), ls);
	lua_settop(L, 2);
	it = lua_newuserdatauv(L, sizeof *it, 0);
	it->pos = init > ls + 1 ? ls + 1 : init - 1;
	it->last = -1;
	lua_pushcclosure(L, pm_gmatch_next, 3);
	return (1);
}

/* Add the replacement string (at index 3) for a match from s to e. */
static void
pm_add_string(struct pm *m, luaL_Buffer *b, const char *s, const char *e)
{
	size_t		 l;
	const char	*r = lua_tolstring(m->L, 3, &l), *end = r + l, *pc;

	while (r < end) {
		if ((pc = memchr(r, '%', (size_t)(end - r))) == NULL) {
			luaL_addlstring(b, r, (size_t)(end - r));
			break;
		}
		luaL_addlstring(b, r, (size_t)(pc - r));
		if (++pc >= end || (*pc != '%' &&
		    !isdigit((unsigned char)*pc)))
			luaL_error(m->L, "invalid use of '%%' in replacement "
			    "string");
		if (*pc == '%')
			luaL_addchar(b, '%');
		else if (*pc == '0')
			luaL_addlstring(b, s, (size_t)(e - s));
		else {
			pm_push_capture(m, *pc - '1', s, e);
			luaL_tolstring(m->L, -1, NULL);
			lua_remove(m->L, -2);
			luaL_addvalue(b);
		}
		r = pc + 1;
	}
}

/* Add what replaces a match from s to e (repl is at index 3). */
static void
pm_add_value(struct pm *m, luaL_Buffer *b, const char *s, const char *e,
    int tr)
{
	lua_State	*L = m->L;
	int		 n;

	switch (tr) {
	case LUA_TFUNCTION:
		lua_pushvalue(L, 3);
		n = pm_push_captures(m, s, e, 1);
		lua_call(L, n, 1);
		break;
	case LUA_TTABLE:
		pm_push_capture(m, 0, s, e);
		lua_gettable(L, 3);
		break;
	default:
		pm_add_string(m, b, s, e);
		return;
	}
	if (!lua_toboolean(L, -1)) {
		lua_pop(L, 1);
		luaL_addlstring(b, s, (size_t)(e - s));
		return;
	}
	if (!lua_isstring(L, -1))
		luaL_error(L, "invalid replacement value (a %s)",
		    luaL_typename(L, -1));
	luaL_addvalue(b);
}

/* string.gsub(s, pattern, repl [, n]). */
static int
script_str_gsub(lua_State *L)
{
	struct pm	 m;
	luaL_Buffer	 b;
	size_t		 ls, lp;
	const char	*s = luaL_checklstring(L, 1, &ls);
	const char	*p = luaL_checklstring(L, 2, &lp);
	const char	*src = s, *e, *last = NULL;
	int		 tr = lua_type(L, 3), anchor;
	lua_Integer	 max = luaL_optinteger(L, 4, (lua_Integer)ls + 1), n = 0;

	luaL_argexpected(L, tr == LUA_TNUMBER || tr == LUA_TSTRING ||
	    tr == LUA_TFUNCTION || tr == LUA_TTABLE, 3,
	    "string/function/table");
	pm_init(&m, L, s, ls, p, lp);
	anchor = lp > 0 && *p == '^';
	if (anchor)
		m.p0 = ++p;
	luaL_buffinit(L, &b);
	while (n < max) {
		pm_reset(&m);
		if ((e = pm_match(&m, src, p)) != NULL && e != last) {
			n++;
			pm_add_value(&m, &b, src, e, tr);
			src = last = e;
		} else if (src < m.se) {
			pm_step(&m, 1);
			luaL_addchar(&b, *src++);
		} else
			break;
		if (anchor)
			break;
	}
	pm_done(&m);
	luaL_addlstring(&b, src, (size_t)(m.se - src));
	luaL_pushresult(&b);
	lua_pushinteger(L, n);
	return (2);
}

/* ---- the table functions, charged the range they walk ---- */

/* Charge the count of i..j (nothing if empty). */
static void
script_charge_range(lua_State *L, lua_Integer i, lua_Integer j)
{
	if (j >= i)
		script_charge(L, (long long)((lua_Unsigned)j -
		    (lua_Unsigned)i) + 1);
}

/* The original function (upvalue 1) with the arguments as they are. */
static int
script_tab_call(lua_State *L)
{
	int	n = lua_gettop(L);

	lua_pushvalue(L, lua_upvalueindex(1));
	lua_insert(L, 1);
	lua_call(L, n, LUA_MULTRET);
	return (lua_gettop(L));
}

/* table.concat(t [, sep [, i [, j]]]) and table.unpack(t [, i [, j]]). */
static int
script_tab_concat(lua_State *L)
{
	lua_Integer	i = luaL_optinteger(L, 3, 1);
	lua_Integer	j = lua_isnoneornil(L, 4) ? luaL_len(L, 1) :
			    luaL_checkinteger(L, 4);

	script_charge_range(L, i, j);
	return (script_tab_call(L));
}

static int
script_tab_unpack(lua_State *L)
{
	lua_Integer	i = luaL_optinteger(L, 2, 1);
	lua_Integer	j = lua_isnoneornil(L, 3) ? luaL_len(L, 1) :
			    luaL_checkinteger(L, 3);

	script_charge_range(L, i, j);
	return (script_tab_call(L));
}

/* table.move(a1, f, e, t [, a2]). */
static int
script_tab_move(lua_State *L)
{
	script_charge_range(L, luaL_checkinteger(L, 2),
	    luaL_checkinteger(L, 3));
	return (script_tab_call(L));
}

/* table.insert and table.remove shift up to the whole table. */
static int
script_tab_shift(lua_State *L)
{
	luaL_checktype(L, 1, LUA_TTABLE);
	script_charge_range(L, 1, luaL_len(L, 1));
	return (script_tab_call(L));
}

/* table.sort: n log n comparisons. */
static int
script_tab_sort(lua_State *L)
{
	lua_Integer	n, log = 1;

	luaL_checktype(L, 1, LUA_TTABLE);
	n = luaL_len(L, 1);
	while (n > 0 && (n >> log) > 0 && log < 62)
		log++;
	if (n > 0)
		script_charge_range(L, 1, n > LUA_MAXINTEGER / log ?
		    LUA_MAXINTEGER : n * log);
	return (script_tab_call(L));
}

/* Replace name in the table on top with fn wrapping the original. */
static void
script_wrap(lua_State *L, const char *name, lua_CFunction fn)
{
	lua_getfield(L, -1, name);
	lua_pushcclosure(L, fn, 1);
	lua_setfield(L, -2, name);
}

void
script_str_open(lua_State *L, const char *lib)
{
	if (strcmp(lib, LUA_STRLIBNAME) == 0) {
		lua_pushcfunction(L, script_str_find);
		lua_setfield(L, -2, "find");
		lua_pushcfunction(L, script_str_match);
		lua_setfield(L, -2, "match");
		lua_pushcfunction(L, script_str_gmatch);
		lua_setfield(L, -2, "gmatch");
		lua_pushcfunction(L, script_str_gsub);
		lua_setfield(L, -2, "gsub");
	} else if (strcmp(lib, LUA_TABLIBNAME) == 0) {
		script_wrap(L, "concat", script_tab_concat);
		script_wrap(L, "unpack", script_tab_unpack);
		script_wrap(L, "move", script_tab_move);
		script_wrap(L, "insert", script_tab_shift);
		script_wrap(L, "remove", script_tab_shift);
		script_wrap(L, "sort", script_tab_sort);
	}
}
