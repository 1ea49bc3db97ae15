/*
 * import-dg-cmd.c: one DG command line as a Lua statement. The variable
 * commands (set, unset, global, remote, rdelete, context, eval, extract,
 * makeuid, nop) and the DG commands of mobiles (m...), objects (o...) and
 * rooms (w...) or written as %echo% are calls of the run-time
 * (import-dg-lib.lua); any other word on a mobile is a command it types.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "growbuf.h"
#include "import.h"
#include "import-dg.h"
#include "xmalloc.h"

/* The DG commands, by the name the run-time knows them. */
static const char *const dg_cmds[] = {
	"echo", "send", "echoaround", "zoneecho", "recho", "asound",
	"teleport", "goto", "force", "load", "purge", "junk", "damage",
	"heal", "door", "at", "transform", "kill", "hunt", "remember",
	"forget", "setval", "timer", "log", "follow", "move", "dg_cast",
	"dg_affect",
};

static int
dg_cmd_known(const char *w)
{
	size_t	i;

	for (i = 0; i < sizeof dg_cmds / sizeof dg_cmds[0]; i++) {
		if (strcmp(w, dg_cmds[i]) == 0)
			return (1);
	}
	return (0);
}

/* The next word of s (at most size-1 bytes, lower case); s moves past it. */
static size_t
dg_word(const char **s, char *w, size_t size)
{
	const char	*p = *s;
	size_t		 n = 0;

	while (isspace((unsigned char)*p))
		p++;
	while (*p != '\0' && !isspace((unsigned char)*p)) {
		if (n + 1 < size)
			w[n++] = (char)tolower((unsigned char)*p);
		p++;
	}
	w[n] = '\0';
	while (isspace((unsigned char)*p))
		p++;
	*s = p;
	return (n);
}

/* The raw next word of s as text (a Lua expression); s moves past it. */
static void
dg_word_text(struct growbuf *b, const char **s)
{
	const char	*p = *s, *q;

	while (isspace((unsigned char)*p))
		p++;
	q = p;
	while (*q != '\0' && !isspace((unsigned char)*q))
		q++;
	dg_text(b, p, (size_t)(q - p));
	while (isspace((unsigned char)*q))
		q++;
	*s = q;
}

static void
dg_rest_text(struct growbuf *b, const char *s)
{
	size_t	n = strlen(s);

	while (n > 0 && isspace((unsigned char)s[n - 1]))
		n--;
	dg_text(b, s, n);
}

/*
 * Line (trimmed, not a control line) as a Lua statement appended to b,
 * on attach 0 mobile, 1 object, 2 room. 0, or -1 and *why if it cannot
 * be carried over (nothing appended).
 */
int
dg_stmt(struct growbuf *b, int attach, const char *line, char **why)
{
	const char	*p = line, *rest;
	char		 w[64], name[64];
	size_t		 n;

	*why = NULL;
	n = dg_word(&p, w, sizeof w);
	rest = p;
	if (strcmp(w, "set") == 0 || strcmp(w, "eval") == 0) {
		growbuf_puts(b, "D.set(C,");
		dg_word_text(b, &p);
		growbuf_addc(b, ',');
		if (w[0] == 'e')
			dg_expr(b, p, strlen(p));
		else
			dg_rest_text(b, p);
		growbuf_puts(b, ")");
		return (0);
	}
	if (strcmp(w, "unset") == 0 || strcmp(w, "global") == 0) {
		while (*p != '\0') {
			growbuf_printf(b, "D.%s(C,", w);
			dg_word_text(b, &p);
			growbuf_puts(b, ") ");
		}
		return (0);
	}
	if (strcmp(w, "remote") == 0 || strcmp(w, "rdelete") == 0 ||
	    strcmp(w, "makeuid") == 0) {
		growbuf_printf(b, "D.%s(C,", w);
		dg_word_text(b, &p);
		growbuf_addc(b, ',');
		if (w[0] == 'm' && p[0] != '%')
			dg_expr(b, p, strlen(p));
		else
			dg_rest_text(b, p);
		growbuf_puts(b, ")");
		return (0);
	}
	if (strcmp(w, "extract") == 0) {
		growbuf_puts(b, "D.extract(C,");
		dg_word_text(b, &p);
		growbuf_addc(b, ',');
		dg_word_text(b, &p);
		growbuf_addc(b, ',');
		dg_rest_text(b, p);
		growbuf_puts(b, ")");
		return (0);
	}
	if (strcmp(w, "context") == 0) {
		growbuf_puts(b, "D.context(C,");
		dg_rest_text(b, p);
		growbuf_puts(b, ")");
		return (0);
	}
	if (strcmp(w, "nop") == 0) {
		growbuf_puts(b, "local _ = ");
		dg_rest_text(b, p);
		return (0);
	}
	if (strcmp(w, "version") == 0 || strcmp(w, "debug") == 0)
		return (0);
	if (strcmp(w, "attach") == 0 || strcmp(w, "detach") == 0) {
		xasprintf(why, "'%s' of a DG trigger by its number (scripts "
		    "here are named by where they are written)", w);
		return (-1);
	}
	/* The command's name: %echo%, mecho, oecho, wecho, echo. */
	if (n > 2 && w[0] == '%' && w[n - 1] == '%' &&
	    strchr(w + 1, '%') == w + n - 1 && strchr(w, '.') == NULL) {
		snprintf(name, sizeof name, "%.*s", (int)(n - 2), w + 1);
		if (!dg_cmd_known(name)) {
			/*
			 * A variable holding a command ("set look %force%
			 * %actor% look", then "%look%"): DG runs what it
			 * holds, and so does the mobile's "mob" here.
			 */
			growbuf_puts(b, "D.c(C,\"mob\",");
			dg_rest_text(b, line);
			growbuf_puts(b, ")");
			return (0);
		}
	} else if (n > 1 && ((attach == 0 && w[0] == 'm') || (attach == 1 &&
	    w[0] == 'o') || (attach == 2 && w[0] == 'w')) &&
	    dg_cmd_known(w + 1))
		snprintf(name, sizeof name, "%s", w + 1);
	else if (strcmp(w, "osetval") == 0 || strcmp(w, "otimer") == 0)
		snprintf(name, sizeof name, "%s", w + 1);
	else if (dg_cmd_known(w) && (attach != 0 || strcmp(w, "dg_cast") == 0 ||
	    strcmp(w, "dg_affect") == 0))
		snprintf(name, sizeof name, "%s", w);
	else if (strcmp(w, "mjunk") == 0 && attach == 0)
		snprintf(name, sizeof name, "junk");
	else if (attach == 0) {
		/* Any other word: the mobile types it. */
		if (w[0] == '%' || strchr(w, '%') != NULL) {
			growbuf_puts(b, "D.c(C,\"mob\",");
			dg_rest_text(b, line);
			growbuf_puts(b, ")");
			return (0);
		}
		for (n = 0; w[n] != '\0'; n++) {
			if (!isalnum((unsigned char)w[n]) && w[n] != '\'' &&
			    w[n] != '_' && w[n] != '-')
				break;
		}
		if (w[n] != '\0' || w[0] == '\0') {
			xasprintf(why, "the command '%.40s'", w);
			return (-1);
		}
		snprintf(name, sizeof name, "%s", w);
		growbuf_puts(b, "D.c(C,");
		import_lua_string(b, name, strlen(name));
		growbuf_addc(b, ',');
		dg_rest_text(b, rest);
		growbuf_puts(b, ")");
		return (0);
	} else {
		xasprintf(why, "the command '%.40s' (not one of %s)", w,
		    attach == 1 ? "an object's" : "a room's");
		return (-1);
	}
	if (strcmp(name, "door") == 0) {
		/* door <room> <dir> <field>: only its flags are a script's. */
		p = rest;
		dg_word(&p, w, sizeof w);
		dg_word(&p, w, sizeof w);
		dg_word(&p, w, sizeof w);
		if (strcmp(w, "flags") != 0 && w[0] != '%') {
			xasprintf(why, "'door ... %s' (an exit's destination, "
			    "key, name and removal are the area's)", w);
			return (-1);
		}
	}
	growbuf_puts(b, "D.c(C,");
	import_lua_string(b, name, strlen(name));
	growbuf_addc(b, ',');
	dg_rest_text(b, rest);
	growbuf_puts(b, ")");
	return (0);
}
