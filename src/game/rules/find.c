/* find.c: find what a player names: "sword", "2.sword". */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "act.h"
#include "area.h"
#include "character.h"
#include "find.h"
#include "game.h"
#include "log.h"
#include "mod.h"
#include "names.h"
#include "object.h"
#include "player.h"
#include "room.h"
#include "save.h"
#include "text.h"
#include "xmalloc.h"

/* Does ch see everything: staff with holylight on? */
int
find_holylight(const struct character *ch)
{
	return ((ch->pd.prefs & PREF_HOLYLIGHT) && ch->pd.role >= ROLE_BUILDER);
}

/* Can ch see in its room: it is lit, or ch sees in the dark? */
int
find_can_see_room(const struct character *ch)
{
	if (ch->room != NULL && find_holylight(ch))
		return (1);
	if (ch->room == NULL || (char_aff(ch) & AFF_BLIND))
		return (0);
	return (!room_is_dark(ch->room) || (char_aff(ch) & AFF_INFRARED));
}

int
find_can_see_char(const struct character *ch, const struct character *victim)
{
	if (ch == victim)
		return (1);
	if (!find_sees_lit(ch, char_aff(ch), victim))
		return (0);
	return (find_can_see_room(ch));
}

/* Would ch (its affects ch_aff) see victim if the room were lit? */
int
find_sees_lit(const struct character *ch, int ch_aff,
    const struct character *victim)
{
	if (ch == victim)
		return (1);
	/* Holy light: all but staff unseen by ch's rank (wizinvis). */
	if (find_holylight(ch))
		return (mod_can_see_as(ch->pd.role, victim));
	return (find_sees_as(ch->pd.role, ch_aff, victim));
}

/* Would any other viewer of role with affects ch_aff see victim, lit? */
int
find_sees_as(int role, int ch_aff, const struct character *victim)
{
	int	aff;

	/* Staff unseen by lower roles (wizinvis), light or not. */
	if (!mod_can_see_as(role, victim))
		return (0);
	aff = char_aff(victim);
	if ((aff & AFF_INVISIBLE) && !(ch_aff & AFF_DETECT_INVIS) &&
	    role < ROLE_ADMIN)
		return (0);
	/* One hidden is seen by staff alone, until it moves or attacks. */
	if ((aff & AFF_HIDE) && role < ROLE_ADMIN)
		return (0);
	return (1);
}

/* Split "2.sword" into 2 and a copy of "sword"; all forms give 1. */
static int
find_split(const char *arg, char **word)
{
	char	*copy = xstrdup(arg), *w;
	int	 n;

	n = text_number_arg(copy, &w);
	*word = xstrdup(w);
	free(copy);
	return (n < 1 ? 1 : n);
}

/* A character in ch's room matching arg. */
struct character *
find_char_room(struct character *ch, const char *arg)
{
	struct character	*p;
	char			*word;
	int			 n, i = 0;

	if (ch->room == NULL || *arg == '\0')
		return (NULL);
	if (strcasecmp(arg, "self") == 0 || strcasecmp(arg, "me") == 0)
		return (ch);
	if (!find_can_see_room(ch))
		return (NULL);
	n = find_split(arg, &word);
	TAILQ_FOREACH(p, &ch->room->people, room_entry) {
		if (find_can_see_char(ch, p) && char_matches(p, word) &&
		    ++i == n)
			break;
	}
	free(word);
	return (p);
}

/*
 * The n-th object of list matching word (worn: 0 not worn, 1 worn, -1
 * either, FIND_DARK only what is seen in the dark), counting on from the
 * *seen matches of lists searched before.
 */
#define FIND_DARK	-2
static struct object *
find_obj_list(struct object_list *list, const char *word, int n, int *seen,
    int worn)
{
	struct object	*obj;

	TAILQ_FOREACH(obj, list, place) {
		if (worn >= 0 && (obj->worn != WEAR_NONE) != worn)
			continue;
		if (worn == FIND_DARK && !obj_seen_in_dark(obj))
			continue;
		if (obj_matches(obj, word) && ++*seen == n)
			return (obj);
	}
	return (NULL);
}

/* Find arg in one list. */
static struct object *
find_obj_one(struct object_list *list, const char *arg, int worn)
{
	struct object	*obj;
	char		*word;
	int		 n, seen = 0;

	if (*arg == '\0')
		return (NULL);
	n = find_split(arg, &word);
	obj = find_obj_list(list, word, n, &seen, worn);
	free(word);
	return (obj);
}

/* An object carried, not worn. */
struct object *
find_obj_carried(struct character *ch, const char *arg)
{
	return (find_obj_one(&ch->carrying, arg, 0));
}

/* An object worn. */
struct object *
find_obj_worn(struct character *ch, const char *arg)
{
	return (find_obj_one(&ch->carrying, arg, 1));
}

/* An object on the floor; in the dark, only a lit light or a glow. */
struct object *
find_obj_room(struct character *ch, const char *arg)
{
	if (ch->room == NULL)
		return (NULL);
	return (find_obj_one(&ch->room->contents, arg,
	    find_can_see_room(ch) ? -1 : FIND_DARK));
}

/*
 * Carried, worn, then on the floor, numbered through the three in that
 * order: with one sword carried and one on the floor, "2.sword" is the one
 * on the floor.
 */
struct object *
find_obj_here(struct character *ch, const char *arg)
{
	struct object	*obj;
	char		*word;
	int		 n, seen = 0;

	if (*arg == '\0')
		return (NULL);
	n = find_split(arg, &word);
	if ((obj = find_obj_list(&ch->carrying, word, n, &seen, 0)) == NULL &&
	    (obj = find_obj_list(&ch->carrying, word, n, &seen, 1)) == NULL &&
	    ch->room != NULL)
		obj = find_obj_list(&ch->room->contents, word, n, &seen,
		    find_can_see_room(ch) ? -1 : FIND_DARK);
	free(word);
	return (obj);
}

/* An object inside a container. */
struct object *
find_obj_in(struct object *container, const char *arg)
{
	return (find_obj_one(&container->contents, arg, -1));
}

/*
 * The numbers a command's "n.word" finds things by, for links that must
 * name one thing among several alike (mxp.c): counted exactly as the find
 * functions above count, so that the link finds what it was made for.
 * A look in a crowded room numbers every thing it shows: each count walks
 * at most FIND_NUMBER_WALK entries and gives up (0: the link names the
 * plain word) past them, so that a room of thousands costs no more than
 * one of a few hundred.
 */
#define FIND_NUMBER_WALK	256

/*
 * The n for which find_char_room(ch, "n.word") is victim, 0 if none is;
 * with victim NULL, how many characters find_char_room counts for word.
 */
int
find_char_number(struct character *ch, const struct character *victim,
    const char *word)
{
	struct character	*p;
	int			 i = 0, walked = 0;

	if (ch->room == NULL || *word == '\0' || !find_can_see_room(ch))
		return (0);
	TAILQ_FOREACH(p, &ch->room->people, room_entry) {
		if (++walked > FIND_NUMBER_WALK)
			return (0);
		if (!find_can_see_char(ch, p) || !char_matches(p, word))
			continue;
		i++;
		if (p == victim)
			return (i);
	}
	return (victim == NULL ? i : 0);
}

/*
 * Count word's matches in list as find_obj_list does, into *seen; 1 once
 * obj is counted (or the walk gave up: *seen is then 0), 0 if the list
 * does not hold it.
 */
static int
find_obj_list_number(struct object_list *list, const struct object *obj,
    const char *word, int *seen, int *walked, int worn)
{
	struct object	*o;

	TAILQ_FOREACH(o, list, place) {
		if (++*walked > FIND_NUMBER_WALK) {
			*seen = 0;
			return (1);
		}
		if (worn >= 0 && (o->worn != WEAR_NONE) != worn)
			continue;
		if (worn == FIND_DARK && !obj_seen_in_dark(o))
			continue;
		if (!obj_matches(o, word))
			continue;
		++*seen;
		if (o == obj)
			return (1);
	}
	return (0);
}

/*
 * The n for which "n.word" finds obj where says (FIND_IN_ROOM for
 * find_obj_room, FIND_CARRIED for find_obj_carried, FIND_HERE for
 * find_obj_here), 0 if none does.
 */
int
find_obj_number(struct character *ch, const struct object *obj,
    const char *word, enum find_where where)
{
	int	seen = 0, walked = 0, dark;

	if (*word == '\0')
		return (0);
	dark = find_can_see_room(ch) ? -1 : FIND_DARK;
	switch (where) {
	case FIND_CARRIED:
		if (find_obj_list_number(&ch->carrying, obj, word, &seen,
		    &walked, 0))
			return (seen);
		return (0);
	case FIND_HERE:
		if (find_obj_list_number(&ch->carrying, obj, word, &seen,
		    &walked, 0) || find_obj_list_number(&ch->carrying, obj,
		    word, &seen, &walked, 1))
			return (seen);
		/* FALLTHROUGH */
	case FIND_IN_ROOM:
		if (ch->room != NULL && find_obj_list_number(
		    &ch->room->contents, obj, word, &seen, &walked, dark))
			return (seen);
		return (0);
	}
	return (0);
}

/* Is word a name a player could have (letters, NAME_LEN_MIN to _MAX)? */
static int
find_name_like(const char *word)
{
	size_t	i, n = strlen(word);

	if (n < NAME_LEN_MIN || n > NAME_LEN_MAX)
		return (0);
	for (i = 0; i < n; i++) {
		if (!isalpha((unsigned char)word[i]))
			return (0);
	}
	return (1);
}

/*
 * The player called name: in the game (*online set, its own record), or
 * else loaded from the store into tmp (player_data_init'ed; the caller
 * clears it). NULL if there is none (or the store failed), and ch is told.
 */
const struct player_data *
find_player(struct character *ch, const char *name,
    struct player_data *tmp, struct character **online)
{
	char	*cause = NULL;
	int	 found;

	*online = NULL;
	if (!find_name_like(name)) {
		char_printf(ch, "There is no player called that.\n");
		return (NULL);
	}
	/* Staff unseen by ch are, to ch, not in the game. */
	if ((*online = char_find_player(name)) != NULL &&
	    mod_can_see(ch, *online))
		return (&(*online)->pd);
	*online = NULL;
	found = save_load_player(game_store, name, tmp, &cause);
	if (found == -1) {
		log_warnx("looking up %s: %s", name, cause);
		free(cause);
		char_printf(ch, "The records cannot be read just now; try "
		    "again later.\n");
		return (NULL);
	}
	if (found == 0) {
		char_printf(ch, "There is no player called %s.\n",
		    text_cap(name));
		return (NULL);
	}
	return (tmp);
}
