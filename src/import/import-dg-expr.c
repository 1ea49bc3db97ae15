/*
 * import-dg-expr.c: DG text with %...% expansions, and DG expressions, as
 * Lua expressions giving a string. %actor.name% is D.f(C, D.v(C,
 * "actor"), "name", nil); a field's argument in parentheses is text
 * again (%actor.inventory(%vnum%)%). An expression is split as DG's
 * eval_expr splits it: at the leftmost of the first of its operators
 * found (||, &&, ==, !=, <=, >=, <, >, /=, -, +, *, /, !), outside
 * parentheses and expansions; each side is trimmed.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "growbuf.h"
#include "import.h"
#include "import-dg.h"

/* Where the parenthesis at s[i] closes (n if it does not). */
static size_t
dg_paren(const char *s, size_t n, size_t i)
{
	int	depth = 0;

	for (; i < n; i++) {
		if (s[i] == '(')
			depth++;
		else if (s[i] == ')' && --depth == 0)
			return (i);
	}
	return (n);
}

/*
 * The expansion starting at the '%' at s[i]: its end (just past the
 * closing '%'), or 0 if it is no expansion (a lone '%').
 */
static size_t
dg_var_end(const char *s, size_t n, size_t i)
{
	size_t	j = i + 1;

	if (j >= n || s[j] == '%' || isspace((unsigned char)s[j]))
		return (0);
	while (j < n && s[j] != '%') {
		if (s[j] == '(') {
			j = dg_paren(s, n, j);
			if (j >= n)
				return (0);
		} else if (isspace((unsigned char)s[j]))
			return (0);
		j++;
	}
	return (j < n ? j + 1 : 0);
}

/* The expansion s[i..end) (from '%' to '%') as a Lua expression. */
static void
dg_var(struct growbuf *b, const char *s, size_t i, size_t end)
{
	struct growbuf	 acc = { 0 }, arg = { 0 };
	size_t		 j, k, p;
	int		 root = 1;

	i++;		/* the % */
	end--;		/* the closing % */
	for (j = i; j <= end; ) {
		k = j;
		while (k < end && s[k] != '.' && s[k] != '(')
			k++;
		arg.len = 0;
		p = k;
		if (k < end && s[k] == '(') {
			p = dg_paren(s, end, k);
			dg_text(&arg, s + k + 1, p - k - 1);
			p++;
		}
		if (root) {
			growbuf_puts(&acc, "D.v(C,");
			import_lua_string(&acc, s + j, k - j);
			growbuf_puts(&acc, ")");
			root = 0;
			if (arg.len > 0) {
				/* %root(arg)%: a field-less argument. */
				char	*in = growbuf_take(&acc, NULL);

				growbuf_printf(&acc, "D.f(C,%s,\"\",%s)", in,
				    arg.data);
				free(in);
			}
		} else {
			char	*in = growbuf_take(&acc, NULL);

			growbuf_printf(&acc, "D.f(C,%s,", in);
			free(in);
			import_lua_string(&acc, s + j, k - j);
			growbuf_printf(&acc, ",%s)", arg.len > 0 ? arg.data :
			    "nil");
		}
		while (p < end && s[p] != '.')
			p++;
		j = p + 1;
		if (p >= end)
			break;
	}
	growbuf_puts(b, acc.data != NULL ? acc.data : "\"\"");
	growbuf_free(&acc);
	growbuf_free(&arg);
}

/* Text with expansions, as a Lua expression giving a string. */
void
dg_text(struct growbuf *b, const char *s, size_t n)
{
	size_t	i = 0, lit = 0, end;
	int	parts = 0;

	growbuf_addc(b, '(');
	while (i < n) {
		if (s[i] != '%') {
			i++;
			continue;
		}
		if (i + 1 < n && s[i + 1] == '%') {
			/* %% is a '%' */
			if (parts++ > 0)
				growbuf_puts(b, "..");
			import_lua_string(b, s + lit, i + 1 - lit);
			i += 2;
			lit = i;
			continue;
		}
		if ((end = dg_var_end(s, n, i)) == 0) {
			i++;
			continue;
		}
		if (i > lit) {
			if (parts++ > 0)
				growbuf_puts(b, "..");
			import_lua_string(b, s + lit, i - lit);
		}
		if (parts++ > 0)
			growbuf_puts(b, "..");
		growbuf_puts(b, "D.s(");
		dg_var(b, s, i, end);
		growbuf_puts(b, ")");
		i = lit = end;
	}
	if (n > lit || parts == 0) {
		if (parts++ > 0)
			growbuf_puts(b, "..");
		import_lua_string(b, s + lit, n - lit);
	}
	growbuf_addc(b, ')');
}

static const char *const dg_ops[] = { "||", "&&", "==", "!=", "<=", ">=",
	"<", ">", "/=", "-", "+", "*", "/", "!" };

/* Trim blanks off both ends of s[0..*n). */
static const char *
dg_trim(const char *s, size_t *n)
{
	while (*n > 0 && isspace((unsigned char)*s)) {
		s++;
		(*n)--;
	}
	while (*n > 0 && isspace((unsigned char)s[*n - 1]))
		(*n)--;
	return (s);
}

void
dg_expr(struct growbuf *b, const char *s, size_t n)
{
	size_t	 tok[1024], nt = 0, i, j, len, end;

	s = dg_trim(s, &n);
	for (i = 0; i < n && nt < 1024; ) {
		tok[nt++] = i;
		if (s[i] == '(') {
			i = dg_paren(s, n, i);
			i = i < n ? i + 1 : n;
		} else if (s[i] == '%' && (end = dg_var_end(s, n, i)) != 0)
			i = end;
		else
			i++;
	}
	for (i = 0; i < sizeof dg_ops / sizeof dg_ops[0]; i++) {
		len = strlen(dg_ops[i]);
		for (j = 0; j < nt; j++) {
			if (tok[j] + len > n ||
			    strncmp(s + tok[j], dg_ops[i], len) != 0)
				continue;
			growbuf_printf(b, "D.op(\"%s\",", dg_ops[i]);
			dg_expr(b, s, tok[j]);
			growbuf_addc(b, ',');
			dg_expr(b, s + tok[j] + len, n - tok[j] - len);
			growbuf_addc(b, ')');
			return;
		}
	}
	if (n > 0 && s[0] == '(' && dg_paren(s, n, 0) == n - 1) {
		dg_expr(b, s + 1, n - 2);
		return;
	}
	/* DG expands a leaf again: %%%x%%% is the variable named by x. */
	for (i = 0; i + 1 < n && (s[i] != '%' || s[i + 1] != '%'); i++)
		;
	if (i + 1 < n) {
		growbuf_puts(b, "D.sub(C,");
		dg_text(b, s, n);
		growbuf_addc(b, ')');
		return;
	}
	dg_text(b, s, n);
}
