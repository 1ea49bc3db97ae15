/*
 * cmd-set.c: staff changing players and things: a player's numbers,
 * name or password (set), its level (advance), a thing's words (string),
 * a copy of a thing (clone), and finding mobiles and objects in the
 * world (mwhere, owhere). The bounds are staffset.c's; the ranks
 * staff.c's: nobody changes one of an equal or higher rank.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <sodium.h>

#include "act.h"
#include "area.h"
#include "character.h"
#include "commands.h"
#include "fight.h"
#include "find.h"
#include "game.h"
#include "log.h"
#include "mod.h"
#include "names.h"
#include "object.h"
#include "player.h"
#include "pwhash.h"
#include "room.h"
#include "save.h"
#include "staff.h"
#include "staffset.h"
#include "store.h"
#include "text.h"
#include "wiznet.h"
#include "world.h"
#include "xmalloc.h"

/* The most lines 'mwhere' and 'owhere' list; the rest are counted. */
#define SET_WHERE_MAX	100

/*
 * The player ch names for a change: in the game (*online) or its record
 * (tmp); ch itself, or one of a lower rank. NULL if not (ch told).
 */
static struct player_data *
set_target(struct character *ch, const char *name, const char *what,
    struct player_data *tmp, struct character **online)
{
	const struct player_data	*pd;

	if ((pd = find_player(ch, name, tmp, online)) == NULL)
		return (NULL);
	if (*online != ch && !staff_outranks(ch, pd->role)) {
		char_printf(ch, "You cannot %s someone of your role or "
		    "higher.\n", what);
		return (NULL);
	}
	return (*online != NULL ? &(*online)->pd : tmp);
}

/* Save a change to a player in the game or to its record; 0 or -1. */
static int
set_save(struct character *ch, struct character *online,
    struct player_data *pd)
{
	char	*cause = NULL;

	if (online != NULL ? char_save(online) : save_offline_player(
	    game_store, pd, &cause)) {
		if (cause != NULL) {
			log_warnx("set %s: %s", pd->name, cause);
			free(cause);
		}
		char_printf(ch, "The records cannot be written just now.\n");
		return (-1);
	}
	return (0);
}

/* A password being hashed for 'set <player> password'. */
struct set_pw {
	uint64_t	by;			/* the staff member's id */
	char		name[CHAR_NAME_MAX + 1];
	char		password[STAFFSET_PASSWORD_LEN + 1];
};

/* The new password's hash is ready: put it on the player. */
static void
set_pw_hashed(void *arg, int ok, const char *hash)
{
	struct set_pw		*sp = arg;
	struct character	*ch = char_find_id(sp->by), *p;
	struct player_data	 tmp;
	char			*cause = NULL;
	int			 found = 0;

	if (ok == 1 && (p = char_find_player(sp->name)) != NULL) {
		free(p->pd.pwhash);
		p->pd.pwhash = xstrdup(hash);
		found = char_save(p) == 0;
	} else if (ok == 1) {
		player_data_init(&tmp);
		if (save_load_player(game_store, sp->name, &tmp, &cause) == 1) {
			free(tmp.pwhash);
			tmp.pwhash = xstrdup(hash);
			found = save_offline_player(game_store, &tmp,
			    &cause) == 0;
		}
		if (cause != NULL) {
			log_warnx("set %s password: %s", sp->name, cause);
			free(cause);
		}
		player_data_clear(&tmp);
	}
	if (found)
		log_info("the password of %s is reset", sp->name);
	if (ch != NULL && !ch->extracted) {
		if (found)
			char_printf(ch, "The password of %s is now: %s\n"
			    "Give it to them privately; they change it with "
			    "'password'.\n", sp->name, sp->password);
		else
			char_printf(ch, "The password of %s could not be "
			    "reset.\n", sp->name);
		char_prompt(ch);
	}
	sodium_memzero(sp->password, sizeof sp->password);
	free(sp);
}

/* set <player> password: a new random password, told to ch. */
static void
set_password(struct character *ch, struct player_data *pd)
{
	struct set_pw	*sp = xcalloc(1, sizeof *sp);

	sp->by = ch->id;
	text_strlcpy(sp->name, pd->name, sizeof sp->name);
	staffset_password(sp->password, sizeof sp->password);
	if (pwhash_hash("staff", sp->password, set_pw_hashed, sp) == NULL) {
		char_printf(ch, "Passwords cannot be hashed just now; try "
		    "again in a moment.\n");
		sodium_memzero(sp->password, sizeof sp->password);
		free(sp);
		return;
	}
	char_printf(ch, "A new password for %s is being made...\n", pd->name);
}

/* set <player> name <new>: rename a player, in the game or not. */
static void
set_name(struct character *ch, struct character *online,
    struct player_data *pd, const char *word)
{
	char		 name[NAME_LEN_MAX + 1], old[CHAR_NAME_MAX + 1];
	char		*cause = NULL;
	const char	*why;
	int		 rc;

	if (names_check(word, name, sizeof name, &why) != 0) {
		char_printf(ch, "%s\n", why);
		return;
	}
	if (char_find_player(name) != NULL) {
		char_printf(ch, "Someone called %s is in the game.\n", name);
		return;
	}
	if ((rc = store_rename_player(game_store, pd->id, name, &cause)) != 0) {
		if (rc < 0)
			log_warnx("set %s name: %s", pd->name, cause);
		if (rc > 0)
			char_printf(ch, "The name %s is taken.\n", name);
		else
			char_printf(ch, "The records cannot be written just "
			    "now; nothing changed.\n");
		free(cause);
		return;
	}
	text_strlcpy(old, pd->name, sizeof old);
	text_strlcpy(pd->name, name, sizeof pd->name);
	log_info("%s renames %s to %s", ch->pd.name, old, name);
	wiznet_send(WIZ_STAFF, ch, "%s renames %s to %s.", ch->pd.name, old,
	    name);
	char_printf(ch, "%s is now called %s.\n", old, name);
	if (online != NULL && online != ch)
		char_printf(online, "%s renamed you %s.\n", ch->pd.name, name);
}

/*
 * set <player> <field> <value> | password | name <new>: change a
 * player's numbers (staffset_fields), reset its password or rename it.
 */
void
cmd_set(struct character *ch, char *arg)
{
	struct player_data	 tmp, *pd;
	struct character	*online;
	const char		*why;
	char			*name = text_first_word(&arg);
	char			*field = text_first_word(&arg);
	char			*value = text_first_word(&arg);

	if (*name == '\0' || *field == '\0' || *arg != '\0' ||
	    (*value == '\0' && strcasecmp(field, "password") != 0)) {
		char_printf(ch, "Usage: set <player> <field> <value>, set "
		    "<player> password, set <player> name <new name>; the "
		    "fields: %s.\n", staffset_fields());
		return;
	}
	player_data_init(&tmp);
	if ((pd = set_target(ch, name, "change", &tmp, &online)) == NULL)
		goto done;
	if (strcasecmp(field, "password") == 0) {
		set_password(ch, pd);
		goto done;
	}
	if (strcasecmp(field, "name") == 0) {
		set_name(ch, online, pd, value);
		goto done;
	}
	if (staffset_number(pd, field, value, &why) != 0) {
		char_printf(ch, "%s\n", why);
		goto done;
	}
	if (set_save(ch, online, pd) != 0)
		goto done;
	if (online != NULL)
		fight_hurt_changed(online);	/* the points may heal now */
	log_info("%s sets %s's %s to %s", ch->pd.name, pd->name, field, value);
	char_printf(ch, "%s's %s is now %s.\n", pd->name, field, value);
	if (online != NULL && online != ch)
		char_prompt(online);
done:
	player_data_clear(&tmp);
}

/* advance <player> <level>: bring a player to a level, as if earned. */
void
cmd_advance(struct character *ch, char *arg)
{
	struct player_data	 tmp, *pd;
	struct character	*online;
	const char		*why;
	char			*name = text_first_word(&arg);
	char			*level = text_first_word(&arg), *end;
	long			 n;
	int			 was;

	n = strtol(level, &end, 10);
	if (*name == '\0' || *level == '\0' || *end != '\0' || *arg != '\0') {
		char_printf(ch, "Usage: advance <player> <level>\n");
		return;
	}
	player_data_init(&tmp);
	if ((pd = set_target(ch, name, "advance", &tmp, &online)) == NULL)
		goto done;
	was = pd->level;
	if (staffset_advance(pd, n < 0 || n > 1000 ? 0 : (int)n, &why) != 0) {
		char_printf(ch, "%s\n", why);
		goto done;
	}
	if (set_save(ch, online, pd) != 0)
		goto done;
	if (online != NULL)
		fight_hurt_changed(online);
	log_info("%s advances %s from level %d to %d", ch->pd.name, pd->name,
	    was, pd->level);
	char_printf(ch, "%s is now level %d (was %d).\n", pd->name, pd->level,
	    was);
	if (online != NULL && online != ch) {
		char_printf(online, "%s brings you to level %d.\n",
		    mod_can_see(online, ch) ? ch->pd.name : "Someone",
		    pd->level);
		char_prompt(online);
	}
done:
	player_data_clear(&tmp);
}

/* Replace the text at *slot with text (cleaned by the caller). */
static void
set_string_put(char **slot, const char *text)
{
	free(*slot);
	*slot = xstrdup(text);
}

/*
 * string <thing> name|short|long <text>: a mobile's or an object's
 * words here (until it is reset, reloaded or saved with its owner).
 */
void
cmd_string(struct character *ch, char *arg)
{
	struct character	*mob;
	struct object		*obj = NULL;
	const char		*why;
	char			*what = text_first_word(&arg);
	char			*field = text_first_word(&arg), *text;
	int			 k;

	if (strcasecmp(field, "name") == 0)
		k = 0;
	else if (strcasecmp(field, "short") == 0)
		k = 1;
	else if (strcasecmp(field, "long") == 0)
		k = 2;
	else
		k = -1;
	if (*what == '\0' || k < 0 || *arg == '\0') {
		char_printf(ch, "Usage: string <mobile|object> name|short|long "
		    "<text>\n");
		return;
	}
	if ((mob = find_char_room(ch, what)) != NULL && !char_is_npc(mob)) {
		char_printf(ch, "%s is a player: 'set' changes players.\n",
		    text_cap(char_name(mob)));
		return;
	}
	if (mob == NULL && (obj = find_obj_here(ch, what)) == NULL) {
		char_printf(ch, "There is nothing called that here.\n");
		return;
	}
	text = xstrdup(arg);
	if (staffset_string(text, &why) != 0) {
		char_printf(ch, "%s\n", why);
		free(text);
		return;
	}
	if (mob != NULL)
		set_string_put(k == 0 ? &mob->mob->keywords : k == 1 ?
		    &mob->mob->short_desc : &mob->mob->long_desc, text);
	else
		set_string_put(k == 0 ? &obj->keywords : k == 1 ?
		    &obj->short_desc : &obj->long_desc, text);
	log_info("%s strings %s %d %s: %s", ch->pd.name, mob != NULL ? "mob" :
	    "obj", mob != NULL ? mob->mob->vnum : obj->vnum, field, text);
	char_printf(ch, "Done: its %s is now '%s'.\n", field, text);
	free(text);
}

/* A copy of obj, its words and numbers too; NULL if its kind is gone. */
static struct object *
set_clone_obj(const struct object *obj)
{
	const struct obj_def	*od = world_obj_def(obj->vnum);
	struct object		*copy;

	if (od == NULL)
		return (NULL);
	copy = obj_create(od);
	set_string_put(&copy->keywords, obj->keywords);
	set_string_put(&copy->short_desc, obj->short_desc);
	set_string_put(&copy->long_desc, obj->long_desc);
	copy->flags = obj->flags;
	copy->level = obj->level;
	copy->weight = obj->weight;
	copy->cost = obj->cost;
	copy->timer = obj->timer;
	memcpy(copy->values, obj->values, sizeof copy->values);
	return (copy);
}

/* clone <mobile|object>: a copy of a mobile here, or of an object. */
void
cmd_clone(struct character *ch, char *arg)
{
	const struct mob_def	*md;
	struct character	*mob, *copy;
	struct object		*obj, *oc;

	if (*arg == '\0' || ch->room == NULL) {
		char_printf(ch, "Usage: clone <mobile|object>\n");
		return;
	}
	if ((mob = find_char_room(ch, arg)) != NULL) {
		if (!char_is_npc(mob)) {
			char_printf(ch, "Players cannot be cloned.\n");
			return;
		}
		if ((md = world_mob_def(mob->mob->vnum)) == NULL) {
			char_printf(ch, "Its kind is gone (its area was "
			    "reloaded).\n");
			return;
		}
		copy = char_new_mob(md);
		set_string_put(&copy->mob->keywords, mob->mob->keywords);
		set_string_put(&copy->mob->short_desc, mob->mob->short_desc);
		set_string_put(&copy->mob->long_desc, mob->mob->long_desc);
		char_to_room(copy, ch->room);
		game_start_events(copy);
		char_room_printf_if(ch, mod_hears, NULL, "%s has cloned %s!\n",
		    char_name_cap(ch), char_name(copy));
		char_printf(ch, "You clone %s.\n", char_name(copy));
		log_info("%s clones mob %d in room %d", ch->pd.name, md->vnum,
		    ch->room->vnum);
		return;
	}
	if ((obj = find_obj_here(ch, arg)) == NULL) {
		char_printf(ch, "There is nothing called that here.\n");
		return;
	}
	if ((oc = set_clone_obj(obj)) == NULL) {
		char_printf(ch, "Its kind is gone (its area was reloaded).\n");
		return;
	}
	if (oc->flags & ITEM_NO_TAKE)
		obj_to_room(oc, ch->room);
	else
		obj_to_char(oc, ch);
	char_printf(ch, "You clone %s.\n", oc->short_desc);
	log_info("%s clones obj %d in room %d", ch->pd.name, oc->vnum,
	    ch->room->vnum);
}

/* mwhere <name>: the mobiles of the world called that, and where. */
void
cmd_mwhere(struct character *ch, char *arg)
{
	struct character	*p;
	int			 n = 0;

	if (*arg == '\0') {
		char_printf(ch, "Usage: mwhere <name>\n");
		return;
	}
	TAILQ_FOREACH(p, &char_list, entry) {
		if (p->mob == NULL || p->extracted || !char_matches(p, arg))
			continue;
		if (++n <= SET_WHERE_MAX)
			char_printf(ch, "%3d. [%5d] %-30s in [%5d] %s\n", n,
			    p->mob->vnum, p->mob->short_desc, p->room != NULL ?
			    p->room->vnum : 0, p->room != NULL ?
			    p->room->def->name : "nowhere");
	}
	if (n == 0)
		char_printf(ch, "No mobile is called that.\n");
	else if (n > SET_WHERE_MAX)
		char_printf(ch, "...and %d more (%d in all).\n",
		    n - SET_WHERE_MAX, n);
}

/* Where obj is, in words: a room, who carries it, what holds it. */
static void
set_obj_place(const struct object *obj, char *buf, size_t size)
{
	const struct object	*top = obj;
	struct character	*by;

	while (top->in_obj != NULL)
		top = top->in_obj;
	if ((by = obj_carrier(obj)) != NULL)
		snprintf(buf, size, "carried by %s", char_name(by));
	else if (top->in_room != NULL)
		snprintf(buf, size, "in [%5d] %s", top->in_room->vnum,
		    top->in_room->def->name);
	else
		snprintf(buf, size, "nowhere");
	if (obj->in_obj != NULL) {
		size_t	len = strlen(buf);

		snprintf(buf + len, size - len, ", inside %s",
		    obj->in_obj->short_desc);
	}
}

/*
 * owhere <name>: the objects of the world called that, and where; not
 * those carried by staff ch cannot see (wizinvis).
 */
void
cmd_owhere(struct character *ch, char *arg)
{
	struct object		*obj;
	struct character	*by;
	char			 place[160];
	int			 n = 0;

	if (*arg == '\0') {
		char_printf(ch, "Usage: owhere <name>\n");
		return;
	}
	TAILQ_FOREACH(obj, &object_all, all_entry) {
		if (!obj_matches(obj, arg))
			continue;
		if ((by = obj_carrier(obj)) != NULL && !mod_can_see(ch, by))
			continue;
		if (++n > SET_WHERE_MAX)
			continue;
		set_obj_place(obj, place, sizeof place);
		char_printf(ch, "%3d. [%5d] %-30s %s\n", n, obj->vnum,
		    obj->short_desc, place);
	}
	if (n == 0)
		char_printf(ch, "No object is called that.\n");
	else if (n > SET_WHERE_MAX)
		char_printf(ch, "...and %d more (%d in all).\n",
		    n - SET_WHERE_MAX, n);
}
