/*
 * edit-parse.c: what a builder types after redit, medit, oedit or sedit,
 * turned into edits of the area's lines (olc.h). The words are the area
 * file's own keywords (area/README.md), so 'medit 3001 level 12' writes
 * the line 'level 12' into mob 3001, and the reader judges it.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "area.h"
#include "edit.h"
#include "text.h"

/* Words that open or close blocks: never a field. */
static const char *const edit_structural[] = {
	"area", "vnums", "builders", "reset_interval", "room", "mob",
	"object", "shop", "reset", "end", "~"
};

/* Fields written with a text block after them. */
static const char *const edit_text_fields[] = {
	"description", "look", "extra", "script"
};

/* Fields that are lists of flag names ('+name' and '-name' change them). */
static const char *const edit_flag_fields[] = {
	"flags", "affects", "wear", "buys", "state"
};

static int
edit_in(const char *word, const char *const *list, size_t n)
{
	size_t	i;

	for (i = 0; i < n; i++) {
		if (strcmp(word, list[i]) == 0)
			return (1);
	}
	return (0);
}

#define EDIT_IN(w, l)	edit_in(w, l, sizeof l / sizeof l[0])

/* A whole number of at most 9 digits, or -1. */
static int
edit_number(const char *s)
{
	size_t	i;

	if (*s == '\0' || strlen(s) > 9)
		return (-1);
	for (i = 0; s[i] != '\0'; i++) {
		if (!isdigit((unsigned char)s[i]))
			return (-1);
	}
	return (atoi(s));
}

static void
edit_lower(char *s)
{
	for (; *s != '\0'; s++)
		*s = (char)tolower((unsigned char)*s);
}

/* Trim blanks at both ends, in place. */
static char *
edit_trim(char *s)
{
	while (*s == ' ' || *s == '\t')
		s++;
	text_trim_end(s);
	return (s);
}

/* Are all the words of s '+name' or '-name'? */
static int
edit_all_toggles(const char *s)
{
	int	any = 0, start = 1;

	for (; *s != '\0'; s++) {
		if (*s == ' ') {
			start = 1;
			continue;
		}
		if (start && *s != '+' && *s != '-')
			return (0);
		if (start)
			any = 1;
		start = 0;
	}
	return (any);
}

int
edit_parse(enum olc_kind kind, char *arg, struct edit_req *req,
    const char **why)
{
	char	*w, *rest;
	size_t	 n;

	memset(req, 0, sizeof *req);
	req->kind = kind;
	req->vnum = -1;
	req->action = EA_SHOW;
	arg = edit_trim(arg);
	w = text_first_word(&arg);
	edit_lower(w);
	if (strcmp(w, "create") == 0 || strcmp(w, "delete") == 0) {
		req->action = *w == 'c' ? EA_CREATE : EA_DELETE;
		if ((req->vnum = edit_number(edit_trim(arg))) <= 0) {
			*why = "Give the vnum: 'create <vnum>' or 'delete <vnum>'.";
			return (-1);
		}
		return (0);
	}
	if ((req->vnum = edit_number(w)) == 0) {
		*why = "Vnums start at 1.";
		return (-1);
	}
	if (req->vnum > 0)
		w = text_first_word(&arg);
	else if (kind != OLC_ROOM && *w != '\0') {
		*why = "Which one? Give its vnum first, then the field: "
		    "'medit 3001 level 12'.";
		return (-1);
	}
	edit_lower(w);
	if (*w == '\0' || strcmp(w, "show") == 0) {
		if (req->vnum < 0 && kind != OLC_ROOM) {
			*why = "Which one? Give its vnum.";
			return (-1);
		}
		req->action = EA_SHOW;
		return (0);
	}
	if (EDIT_IN(w, edit_structural)) {
		*why = "That word opens or closes a block in the area file; "
		    "it is not a field to set.";
		return (-1);
	}
	req->field = w;
	req->action = EA_SET;
	rest = edit_trim(arg);
	if (strcmp(w, "exit") == 0 || strcmp(w, "look") == 0 ||
	    strcmp(w, "apply") == 0) {
		req->sub = text_first_word(&rest);
		edit_lower(req->sub);
		if (*req->sub == '\0') {
			*why = strcmp(w, "apply") == 0 ? "Which attribute? "
			    "'oedit <vnum> apply <what> <modifier>|delete'." :
			    "Which direction? 'redit exit <direction> "
			    "<vnum> [door ...]|delete', 'redit look "
			    "<direction> [text]|delete'.";
			return (-1);
		}
		rest = edit_trim(rest);
	} else if (strcmp(w, "extra") == 0 || strcmp(w, "script") == 0) {
		/*
		 * All the words are its keywords (a script's: its trigger and
		 * what the trigger takes); 'delete' last removes it.
		 */
		n = strlen(rest);
		if (n >= 7 && strcmp(rest + n - 6, "delete") == 0 &&
		    rest[n - 7] == ' ') {
			rest[n - 7] = '\0';
			req->action = EA_REMOVE;
		}
		req->sub = edit_trim(rest);
		if (*req->sub == '\0' || strcmp(req->sub, "delete") == 0) {
			*why = *w == 'e' ? "Which keywords? 'extra "
			    "<keywords>' (then write the text), or 'extra "
			    "<keywords> delete'." : "Which trigger? 'script "
			    "<trigger> [what it takes]' (then write the Lua), "
			    "or 'script <trigger> [...] delete'; see "
			    "area/SCRIPTING.md.";
			return (-1);
		}
		if (req->action == EA_SET)
			req->text_needed = 1;
		return (0);
	}
	req->value = rest;
	if (strcmp(rest, "delete") == 0) {
		req->action = EA_REMOVE;
		req->value = NULL;
	} else if (EDIT_IN(w, edit_flag_fields) && edit_all_toggles(rest)) {
		edit_lower(rest);
		req->action = EA_TOGGLE;
	} else if (*rest == '\0' && EDIT_IN(w, edit_text_fields))
		req->text_needed = 1;
	else if (EDIT_IN(w, edit_flag_fields))
		edit_lower(rest);
	if (strcmp(w, "exit") == 0 && req->action == EA_SET && *rest == '\0') {
		*why = "Where to? 'redit exit <direction> <vnum> [door] "
		    "[closed] [locked] [key <vnum>] [keywords <words>]', or "
		    "'redit exit <direction> delete'.";
		return (-1);
	}
	return (0);
}

/* A bump allocator over the caller's buffer. */
struct edit_buf {
	char	*p;
	size_t	 left;
};

static char *
edit_printf(struct edit_buf *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static char *
edit_printf(struct edit_buf *b, const char *fmt, ...)
{
	va_list	 ap;
	char	*s = b->p;
	int	 n;

	va_start(ap, fmt);
	n = vsnprintf(b->p, b->left, fmt, ap);
	va_end(ap);
	if (n < 0 || (size_t)n >= b->left)
		return (NULL);
	b->p += n + 1;
	b->left -= (size_t)n + 1;
	return (s);
}

/* A new block's lines: the least the reader takes. */
static char *
edit_template(struct edit_buf *b, enum olc_kind kind, int vnum)
{
	switch (kind) {
	case OLC_ROOM:
		return (edit_printf(b, "room %d\nname A new room\nsector "
		    "inside\ndescription\nAn empty room, still to be "
		    "described.\n~\nend\n", vnum));
	case OLC_MOB:
		return (edit_printf(b, "mob %d\nkeywords mobile new\nshort a "
		    "new mobile\nlong A new mobile stands here.\ndescription\n"
		    "It is still to be described.\n~\nlevel 1\nhit 1d8\n"
		    "damage 1d4\nend\n", vnum));
	case OLC_OBJ:
		return (edit_printf(b, "object %d\nkeywords object new\n"
		    "short a new object\nlong A new object lies here.\n"
		    "type trash\nend\n", vnum));
	case OLC_SHOP:
		return (edit_printf(b, "shop %d\nsells_at 100\nend\n", vnum));
	default:
		return (NULL);
	}
}

/* Is there a line '~' alone in text (it would end the block early)? */
static int
edit_text_bad(const char *text)
{
	const char	*p = text;

	for (;;) {
		if (strncmp(p, "~\n", 2) == 0 || strcmp(p, "~") == 0)
			return (1);
		if ((p = strchr(p, '\n')) == NULL)
			return (0);
		p++;
	}
}

int
edit_ops(const struct edit_req *req, const char *text, int obj_type,
    struct olc_op *ops, size_t max, char *buf, size_t bufsize,
    const char **why)
{
	struct edit_buf	 b = { .p = buf, .left = bufsize };
	struct olc_op	 base = { .type = OLC_SET, .kind = req->kind,
			    .vnum = req->vnum, .key = req->field,
			    .sub = req->sub };
	const char	*k, *nl;
	size_t		 n = 0, i;
	int		 type;

	*why = "That change is too long.";
	if (max < 4)
		return (-1);
	switch (req->action) {
	case EA_SHOW:
		*why = "Nothing to change.";
		return (-1);
	case EA_CREATE:
		ops[0] = base;
		ops[0].type = OLC_CREATE;
		if ((ops[0].lines = edit_template(&b, req->kind,
		    req->vnum)) == NULL)
			return (-1);
		return (1);
	case EA_DELETE:
		ops[0] = base;
		ops[0].type = OLC_DELETE;
		return (1);
	case EA_REMOVE:
		ops[n++] = base;
		if (strcmp(req->field, "exit") == 0) {
			/* Its description goes with it. */
			ops[n] = base;
			ops[n++].key = "look";
		}
		return ((int)n);
	case EA_TOGGLE:
		ops[0] = base;
		ops[0].toggle = 1;
		ops[0].lines = req->value;
		return (1);
	case EA_SET:
		break;
	}
	if (req->text_needed) {
		if (text == NULL || *text == '\0') {
			*why = "The text is empty; nothing was changed.";
			return (-1);
		}
		if (edit_text_bad(text)) {
			*why = "A line holding only '~' ends a text in the "
			    "area file; it cannot be part of one.";
			return (-1);
		}
		nl = text[strlen(text) - 1] == '\n' ? "" : "\n";
		ops[0] = base;
		ops[0].lines = req->sub != NULL ? edit_printf(&b,
		    "%s %s\n%s%s~\n", req->field, req->sub, text, nl) :
		    edit_printf(&b, "%s\n%s%s~\n", req->field, text, nl);
		return (ops[0].lines == NULL ? -1 : 1);
	}
	if (strcmp(req->field, "description") == 0 ||
	    strcmp(req->field, "look") == 0) {
		/* A one-line text typed after the field. */
		ops[0] = base;
		ops[0].lines = req->sub != NULL ? edit_printf(&b,
		    "%s %s\n%s\n~\n", req->field, req->sub, req->value) :
		    edit_printf(&b, "%s\n%s\n~\n", req->field, req->value);
		return (ops[0].lines == NULL ? -1 : 1);
	}
	if (strcmp(req->field, "type") == 0 && req->kind == OLC_OBJ &&
	    (type = obj_type_lookup(req->value)) != -1 && type != obj_type) {
		/* The values of the old type mean nothing to the new one. */
		for (i = 0; obj_type >= 0 && (k = olc_value_key(obj_type,
		    i)) != NULL && n + 2 < max; i++) {
			ops[n] = base;
			ops[n].key = k;
			ops[n++].sub = NULL;
		}
	}
	ops[n] = base;
	if (req->sub != NULL)
		ops[n].lines = *req->value != '\0' ? edit_printf(&b,
		    "%s %s %s\n", req->field, req->sub, req->value) :
		    edit_printf(&b, "%s %s\n", req->field, req->sub);
	else
		ops[n].lines = *req->value != '\0' ? edit_printf(&b, "%s %s\n",
		    req->field, req->value) : edit_printf(&b, "%s\n",
		    req->field);
	if (ops[n++].lines == NULL)
		return (-1);
	if (strcmp(req->field, "type") == 0 && req->kind == OLC_OBJ &&
	    (type = obj_type_lookup(req->value)) == OBJ_WEAPON &&
	    type != obj_type) {
		/* A weapon needs its dice: one to start with. */
		ops[n] = base;
		ops[n].key = "dice";
		if ((ops[n++].lines = edit_printf(&b, "dice 1d4\n")) == NULL)
			return (-1);
	}
	return ((int)n);
}
