/*
 * act.h: telling characters what happens: text to one character, to the
 * others in its room and to every player, each rendered once for a crowd,
 * and the prompt that follows. A character without a connection (a mobile,
 * a link-dead player) hears nothing.
 *
 * The functions keep the char_ names they had in world/character.c, where
 * they lived before the world became the data model alone.
 */
#ifndef MUD_ACT_H
#define MUD_ACT_H

struct character;

/* Ask for ch's prompt at the end of the turn, if a player is playing it. */
void	char_prompt(struct character *);
/* Send text to the character's connection, if it has one. */
void	char_printf(struct character *, const char *, ...)
	    __attribute__((format(printf, 2, 3)));
/* Send to everyone in ch's room but ch. */
void	char_room_printf(struct character *ch, const char *, ...)
	    __attribute__((format(printf, 2, 3)));
/* Send to everyone in ch's room but ch and other. */
void	char_room_printf_but(struct character *ch, struct character *other,
	    const char *, ...) __attribute__((format(printf, 3, 4)));
/* Send to every player in the game but ch and those with a PREF_ in deaf. */
void	char_game_printf(struct character *ch, int deaf, const char *, ...)
	    __attribute__((format(printf, 3, 4)));
/*
 * Does to hear what ch says or does? A filter for the sends below (arg is
 * the caller's): a player who ignores ch, or has its channel off, does
 * not.
 */
typedef int (*act_hears_fn)(const struct character *to,
	    const struct character *ch, const void *arg);
/* Send to everyone in ch's room but ch who hears it. */
void	char_room_printf_if(struct character *ch, act_hears_fn,
	    const void *arg, const char *, ...)
	    __attribute__((format(printf, 4, 5)));
/* Send to every player in the game but ch who hears it. */
void	char_game_printf_if(struct character *ch, act_hears_fn,
	    const void *arg, const char *, ...)
	    __attribute__((format(printf, 4, 5)));

#endif
