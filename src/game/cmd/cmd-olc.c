/*
 * cmd-olc.c: editing the world in the game, a command line at a time:
 * redit, medit, oedit, sedit (shops), zedit (resets) and rlink. The fields
 * are the area file's keywords (docs/olc.md); every change goes through
 * edit_commit, so it is checked as 'mud --check' checks files.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "act.h"
#include "character.h"
#include "colour.h"
#include "commands.h"
#include "edit.h"
#include "editor.h"
#include "olc.h"
#include "room.h"
#include "text.h"
#include "world.h"
#include "xmalloc.h"

#define OLC_BUF		(EDITOR_MAX_BYTES + 1024)

static const char *const olc_usage[OLC__COUNT] = {
	[OLC_ROOM] = "Usage: redit [<vnum>] [show] | redit [<vnum>] <field> "
	    "[<value>|delete] | redit create|delete <vnum>\nFields: name, "
	    "sector, flags, description, exit <dir>, look <dir>, extra "
	    "<keywords>; 'help redit'.\n",
	[OLC_MOB] = "Usage: medit <vnum> [show] | medit <vnum> <field> "
	    "[<value>|delete] | medit create|delete <vnum>\nFields: keywords, "
	    "short, long, description, level, hit, damage, hitroll, armor, "
	    "alignment, gold, flags, affects, guild; 'help medit'.\n",
	[OLC_OBJ] = "Usage: oedit <vnum> [show] | oedit <vnum> <field> "
	    "[<value>|delete] | oedit create|delete <vnum>\nFields: keywords, "
	    "short, long, type, the values of its type, flags, wear, level, "
	    "weight, cost, timer, apply <what>, extra <keywords>; 'help "
	    "oedit'.\n",
	[OLC_SHOP] = "Usage: sedit <keeper vnum> [show] | sedit <keeper> "
	    "<field> <value>|delete | sedit create|delete <keeper>\nFields: "
	    "buys, sells_at, buys_at, hours, rooms; 'help sedit'.\n",
};

/* A text field waiting for the builder to write it. */
struct olc_pending {
	enum olc_kind	 kind;
	enum edit_action action;
	int		 vnum;
	char		 field[32];
	char		 sub[256];
	int		 has_sub;
};

/* Show a block as the area file has it. */
static void
olc_show(struct character *ch, struct area *a, enum olc_kind kind, int vnum)
{
	char	*text, *safe;

	if ((text = olc_block_text(a->def, kind, vnum)) == NULL) {
		char_printf(ch, "There is no %s %d. '%cedit create %d' makes "
		    "one.\n", olc_kind_word(kind), vnum, kind == OLC_ROOM ?
		    'r' : kind == OLC_MOB ? 'm' : kind == OLC_OBJ ? 'o' : 's',
		    vnum);
		return;
	}
	safe = colour_escape(text);
	char_printf(ch, "%s", safe);
	free(safe);
	free(text);
}

/* The type an object has now, or -1. */
static int
olc_obj_type(enum olc_kind kind, int vnum)
{
	const struct obj_def	*o;

	if (kind != OLC_OBJ || (o = world_obj_def(vnum)) == NULL)
		return (-1);
	return ((int)o->type);
}

/*
 * Make the change a request asks for, with its text if it has one: 0, or
 * -1 if it was refused (the builder was told why).
 */
static int
olc_run(struct character *ch, const struct edit_req *req, const char *text)
{
	struct edit_change	 c;
	struct area		*a;
	const char		*why;
	char			*buf, *bad;
	int			 n;

	if ((a = edit_area_of(req->vnum)) == NULL) {
		char_printf(ch, "No area holds vnum %d ('areas' lists their "
		    "vnums).\n", req->vnum);
		return (-1);
	}
	/* A script is judged as written: its own line numbers. */
	if (text != NULL && strcmp(req->field, "script") == 0 &&
	    edit_script_check(text, &bad) != 0) {
		buf = colour_escape(bad);
		char_printf(ch, "Refused; nothing was changed (1 problem):\n"
		    "%s\n", buf);
		free(buf);
		free(bad);
		return (-1);
	}
	memset(&c, 0, sizeof c);
	c.area = a;
	buf = xmalloc(OLC_BUF);
	n = edit_ops(req, text, olc_obj_type(req->kind, req->vnum), c.ops,
	    EDIT_OPS_MAX, buf, OLC_BUF, &why);
	if (n < 0) {
		char_printf(ch, "%s\n", why);
		free(buf);
		return (-1);
	}
	c.nops = (size_t)n;
	if (edit_commit(ch, &c, 1) != 0) {
		free(buf);
		return (-1);
	}
	if (req->action == EA_DELETE)
		char_printf(ch, "Done: %s %d is gone.\n",
		    olc_kind_word(req->kind), req->vnum);
	else
		olc_show(ch, a, req->kind, req->vnum);
	free(buf);
	return (0);
}

/* What the editor says is written: "the script speech hello of mob 3001". */
static void
olc_what(const struct olc_pending *p, char *what, size_t size)
{
	snprintf(what, size, "the %s%s%s of %s %d", p->field,
	    p->has_sub ? " " : "", p->has_sub ? p->sub : "",
	    olc_kind_word(p->kind), p->vnum);
}

/* The builder wrote the text of a field (or gave up). */
static void
olc_written(struct character *ch, const char *text, void *arg)
{
	struct olc_pending	*p = arg;
	struct edit_req		 req;
	char			 what[320];

	if (ch != NULL && text != NULL) {
		memset(&req, 0, sizeof req);
		req.kind = p->kind;
		req.action = p->action;
		req.vnum = p->vnum;
		req.field = p->field;
		req.sub = p->has_sub ? p->sub : NULL;
		req.value = NULL;
		req.text_needed = 1;
		/*
		 * A script refused (a syntax error): the draft is not lost,
		 * the editor opens again on it, as tbaMUD's keeps it.
		 */
		if (olc_run(ch, &req, text) != 0 &&
		    strcmp(p->field, "script") == 0) {
			olc_what(p, what, sizeof what);
			if (editor_start_text(ch, what, text, olc_written,
			    p) == 0) {
				char_printf(ch, "Your draft is kept: fix it "
				    "('/e <n> <text>' replaces line n) and "
				    "end with '.' to try again, or '~q' to "
				    "give it up.\n");
				return;
			}
		}
	} else if (ch != NULL)
		char_printf(ch, "Nothing was changed.\n");
	free(p);
}

/* redit, medit, oedit, sedit. */
static void
olc_command(struct character *ch, char *arg, enum olc_kind kind)
{
	struct olc_pending	*p;
	struct edit_req		 req;
	struct area		*a;
	const char		*why;
	char			 what[320], *now;

	if (edit_parse(kind, arg, &req, &why) != 0) {
		char_printf(ch, "%s\n%s", why, olc_usage[kind]);
		return;
	}
	if (req.vnum < 0) {
		if (ch->room == NULL)
			return;
		req.vnum = ch->room->vnum;
	}
	if ((a = edit_area_of(req.vnum)) == NULL) {
		char_printf(ch, "No area holds vnum %d ('areas' lists their "
		    "vnums).\n", req.vnum);
		return;
	}
	if (req.action == EA_SHOW) {
		olc_show(ch, a, kind, req.vnum);
		return;
	}
	if (!req.text_needed) {
		olc_run(ch, &req, NULL);
		return;
	}
	/* Ask for the lock first: no text written in vain. */
	if (edit_may(ch, a) != 0)
		return;
	p = xcalloc(1, sizeof *p);
	p->kind = kind;
	p->action = req.action;
	p->vnum = req.vnum;
	text_strlcpy(p->field, req.field, sizeof p->field);
	if (req.sub != NULL) {
		p->has_sub = 1;
		text_strlcpy(p->sub, req.sub, sizeof p->sub);
	}
	olc_what(p, what, sizeof what);
	/* It opens with the text it has now, to change. */
	now = olc_field_text(a->def, kind, req.vnum, req.field, req.sub);
	if (editor_start_text(ch, what, now, olc_written, p) != 0) {
		char_printf(ch, "You cannot write now.\n");
		free(p);
	}
	free(now);
}

void
cmd_redit(struct character *ch, char *arg)
{
	olc_command(ch, arg, OLC_ROOM);
}

void
cmd_medit(struct character *ch, char *arg)
{
	olc_command(ch, arg, OLC_MOB);
}

void
cmd_oedit(struct character *ch, char *arg)
{
	olc_command(ch, arg, OLC_OBJ);
}

void
cmd_sedit(struct character *ch, char *arg)
{
	olc_command(ch, arg, OLC_SHOP);
}

/*
 * zedit [<area>]: the resets of an area, numbered; zedit add [<n>]
 * <reset line>: a reset before number n (or last); zedit delete <n>.
 * Adding and deleting work on the area one stands in.
 */
void
cmd_zedit(struct character *ch, char *arg)
{
	struct edit_change	 c;
	struct area		*a;
	char			*word, *text, *safe, line[1024], name[64];
	int			 n = 0, del;

	word = text_first_word(&arg);
	if (*word == '\0' || (strcmp(word, "add") != 0 &&
	    strcmp(word, "delete") != 0)) {
		a = *word != '\0' ? world_find_area(word) : ch->room != NULL ?
		    ch->room->area : NULL;
		if (a == NULL) {
			char_printf(ch, "There is no area '%s'. 'areas' lists "
			    "them.\n", word);
			return;
		}
		if ((text = olc_resets_text(a->def)) == NULL) {
			char_printf(ch, "%s has no resets.\n",
			    edit_area_name(a, name, sizeof name));
			return;
		}
		safe = colour_escape(text);
		char_printf(ch, "Resets of %s:\n%s", edit_area_name(a, name,
		    sizeof name), safe);
		free(safe);
		free(text);
		return;
	}
	if (ch->room == NULL || (a = ch->room->area) == NULL)
		return;
	del = strcmp(word, "delete") == 0;
	memset(&c, 0, sizeof c);
	c.area = a;
	c.nops = 1;
	c.ops[0].type = del ? OLC_RESET_DEL : OLC_RESET_ADD;
	c.ops[0].index = (size_t)-1;
	while (*arg == ' ')
		arg++;
	if (*arg >= '0' && *arg <= '9') {
		n = atoi(text_first_word(&arg));
		if (n < 1) {
			char_printf(ch, "Resets are numbered from 1 ('zedit' "
			    "lists them).\n");
			return;
		}
		c.ops[0].index = (size_t)n - 1;
	}
	if (del && n == 0) {
		char_printf(ch, "Usage: zedit delete <n> ('zedit' lists the "
		    "resets with their numbers).\n");
		return;
	}
	if (!del) {
		while (*arg == ' ')
			arg++;
		if (*arg == '\0') {
			char_printf(ch, "Usage: zedit add [<n>] mob <mob> in "
			    "<room> [max <n>] | object <obj> in <room> | give "
			    "<obj> | equip <obj> <where> | put <obj> in <obj> "
			    "| door <room> <dir> open|closed|closed locked\n");
			return;
		}
		snprintf(line, sizeof line, "reset %s\n", arg);
		c.ops[0].lines = line;
	}
	if (edit_commit(ch, &c, 1) == 0)
		char_printf(ch, "Done: %s resets of %s changed ('zedit' lists "
		    "them).\n", del ? "one of the" : "the",
		    edit_area_name(a, name, sizeof name));
}

/*
 * rlink <dir> <vnum> [oneway] [door ...]: an exit from here and the way
 * back; rlink <dir> delete: the exit and the way back, if it leads here.
 */
void
cmd_rlink(struct character *ch, char *arg)
{
	struct edit_change	 c[EDIT_AREAS_MAX];
	const struct room_def	*there;
	struct room		*to;
	struct area		*a, *b;
	char			*dirw, *vw, here[1024], back[1024], rest[600];
	char			 dsub[16], rsub[16];
	int			 d, r, vnum, oneway = 0, del, n = 1;

	dirw = text_first_word(&arg);
	vw = text_first_word(&arg);
	if (ch->room == NULL || (d = dir_lookup(dirw)) < 0 || *vw == '\0') {
		char_printf(ch, "Usage: rlink <direction> <vnum> [oneway] "
		    "[door] [closed] [locked] [key <vnum>] | rlink "
		    "<direction> delete\n");
		return;
	}
	r = dir_reverse(d);
	a = ch->room->area;
	del = strcmp(vw, "delete") == 0;
	vnum = del ? ch->room->def->exits[d].to_vnum : atoi(vw);
	if (del && vnum < 0) {
		char_printf(ch, "There is no exit %s here.\n", dir_name(d));
		return;
	}
	if (!del && vnum <= 0) {
		char_printf(ch, "Which room? rlink %s <vnum>.\n", dir_name(d));
		return;
	}
	while (*arg == ' ')
		arg++;
	if (strncmp(arg, "oneway", 6) == 0 && (arg[6] == ' ' ||
	    arg[6] == '\0')) {
		oneway = 1;
		arg += 6;
		while (*arg == ' ')
			arg++;
	}
	text_strlcpy(rest, arg, sizeof rest);
	snprintf(dsub, sizeof dsub, "%s", dir_name(d));
	snprintf(rsub, sizeof rsub, "%s", dir_name(r));
	memset(c, 0, sizeof c);
	c[0].area = a;
	c[0].ops[0] = (struct olc_op){ .type = OLC_SET, .kind = OLC_ROOM,
	    .vnum = ch->room->vnum, .key = "exit", .sub = dsub };
	if (del) {
		c[0].ops[1] = c[0].ops[0];
		c[0].ops[1].key = "look";
		c[0].nops = 2;
	} else {
		snprintf(here, sizeof here, "exit %s %d%s%s\n", dsub, vnum,
		    *rest != '\0' ? " " : "", rest);
		c[0].ops[0].lines = here;
		c[0].nops = 1;
	}
	to = room_find(vnum);
	there = to != NULL ? to->def : NULL;
	if (!oneway && there != NULL) {
		if (del && there->exits[r].to_vnum != ch->room->vnum)
			goto commit;	/* its way back leads elsewhere */
		if (!del && there->exits[r].to_vnum != -1 &&
		    there->exits[r].to_vnum != ch->room->vnum) {
			char_printf(ch, "Room %d already has an exit %s, to "
			    "room %d: 'rlink %s %d oneway' links this way "
			    "only.\n", vnum, rsub, there->exits[r].to_vnum,
			    dsub, vnum);
			return;
		}
		b = to->area;
		snprintf(back, sizeof back, "exit %s %d%s%s\n", rsub,
		    ch->room->vnum, *rest != '\0' ? " " : "", rest);
		if (b != a) {
			c[1].area = b;
			n = 2;
		}
		c[n - 1].ops[c[n - 1].nops++] = (struct olc_op){
		    .type = OLC_SET, .kind = OLC_ROOM, .vnum = vnum,
		    .key = "exit", .sub = rsub, .lines = del ? NULL : back };
		if (del)
			c[n - 1].ops[c[n - 1].nops++] = (struct olc_op){
			    .type = OLC_SET, .kind = OLC_ROOM, .vnum = vnum,
			    .key = "look", .sub = rsub };
	} else if (!oneway && !del) {
		char_printf(ch, "There is no room %d ('redit create %d' makes "
		    "it first).\n", vnum, vnum);
		return;
	}
commit:
	if (edit_commit(ch, c, (size_t)n) != 0)
		return;
	if (del)
		char_printf(ch, "Done: no exit %s here%s.\n", dsub,
		    n == 2 || c[0].nops > 2 ? ", nor the way back" : "");
	else
		char_printf(ch, "Done: %s to room %d%s.\n", dsub, vnum,
		    oneway ? ", one way" : ", and back");
}

/*
 * dig <dir> [<vnum>]: a new room there (the first free vnum of the area
 * one stands in by default), linked both ways with this one, in one
 * change checked as a whole.
 */
void
cmd_dig(struct character *ch, char *arg)
{
	struct edit_change	 c[EDIT_AREAS_MAX];
	struct area		*a, *b;
	char			*dirw, *vw, here[64], block[512];
	char			 dsub[16];
	int			 d, r, vnum, n = 1;

	dirw = text_first_word(&arg);
	vw = text_first_word(&arg);
	if (ch->room == NULL || (d = dir_lookup(dirw)) < 0) {
		char_printf(ch, "Usage: dig <direction> [<vnum>]\n");
		return;
	}
	a = ch->room->area;
	if (ch->room->def->exits[d].to_vnum != -1) {
		char_printf(ch, "There is an exit %s here already, to room %d "
		    "('rlink %s delete' removes it).\n", dir_name(d),
		    ch->room->def->exits[d].to_vnum, dir_name(d));
		return;
	}
	if (*vw != '\0')
		vnum = atoi(vw);
	else if ((vnum = edit_free_room(a)) < 0) {
		char_printf(ch, "Every vnum of this area is a room already; "
		    "give one: dig %s <vnum>.\n", dir_name(d));
		return;
	}
	if (vnum <= 0) {
		char_printf(ch, "Usage: dig <direction> [<vnum>]\n");
		return;
	}
	if (room_find(vnum) != NULL) {
		char_printf(ch, "Room %d exists already: 'rlink %s %d' links "
		    "to it.\n", vnum, dir_name(d), vnum);
		return;
	}
	if ((b = edit_area_of(vnum)) == NULL) {
		char_printf(ch, "No area holds vnum %d ('areas' lists their "
		    "vnums).\n", vnum);
		return;
	}
	r = dir_reverse(d);
	snprintf(dsub, sizeof dsub, "%s", dir_name(d));
	snprintf(here, sizeof here, "exit %s %d\n", dsub, vnum);
	snprintf(block, sizeof block, "room %d\nname A new room\nsector "
	    "inside\ndescription\nAn empty room, still to be described.\n~\n"
	    "exit %s %d\nend\n", vnum, dir_name(r), ch->room->vnum);
	memset(c, 0, sizeof c);
	c[0].area = a;
	c[0].ops[c[0].nops++] = (struct olc_op){ .type = OLC_SET,
	    .kind = OLC_ROOM, .vnum = ch->room->vnum, .key = "exit",
	    .sub = dsub, .lines = here };
	if (b != a) {
		c[1].area = b;
		n = 2;
	}
	c[n - 1].ops[c[n - 1].nops++] = (struct olc_op){ .type = OLC_CREATE,
	    .kind = OLC_ROOM, .vnum = vnum, .lines = block };
	if (edit_commit(ch, c, (size_t)n) != 0)
		return;
	char_printf(ch, "Done: room %d made %s of here, and linked both "
	    "ways ('redit %d name ...' names it).\n", vnum, dsub, vnum);
}
