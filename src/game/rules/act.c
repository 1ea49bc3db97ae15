/* act.c: telling characters what happens, rendered once for a crowd. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "act.h"
#include "character.h"
#include "colour.h"
#include "descriptor.h"
#include "game.h"
#include "room.h"
#include "xmalloc.h"

#define CHAR_RENDER_CACHE	4

static void
char_vprintf(struct character *, const char *, va_list)
    __attribute__((format(printf, 2, 0)));

static void
char_vprintf(struct character *ch, const char *fmt, va_list ap)
{
	if (ch->desc != NULL)
		desc_vprintf(ch->desc, fmt, ap);
}

/* Ask for ch's prompt at the end of the turn, if a player is playing it. */
void
char_prompt(struct character *ch)
{
	if (ch->desc != NULL)
		desc_prompt(ch->desc);
}

/* Send text to the character's connection, if it has one. */
void
char_printf(struct character *ch, const char *fmt, ...)
{
	va_list	ap;

	va_start(ap, fmt);
	char_vprintf(ch, fmt, ap);
	va_end(ap);
}

/*
 * One message to many: rendered once per colour mode and window width, not
 * once per listener, since a crowd hears the same words.
 */
struct char_many {
	char		*text;
	size_t		 len;
	struct {
		enum colour_mode	 mode;
		unsigned int		 width;
		char			*text;
		size_t			 len;
	}		 cache[CHAR_RENDER_CACHE];
};

static void	char_many_start(struct char_many *, const char *, va_list)
		    __attribute__((format(printf, 2, 0)));

static void
char_many_start(struct char_many *m, const char *fmt, va_list ap)
{
	memset(m, 0, sizeof *m);
	xvasprintf(&m->text, fmt, ap);
	/* Such messages start with who did it: "The guard leaves north." */
	if (m->text[0] >= 'a' && m->text[0] <= 'z')
		m->text[0] = (char)(m->text[0] - 'a' + 'A');
	m->len = strlen(m->text);
}

static void
char_many_send(struct char_many *m, struct character *to)
{
	struct descriptor	*d = to->desc;
	enum colour_mode	 mode;
	unsigned int		 width;
	size_t			 i;

	if (d == NULL)
		return;
	mode = desc_colour_mode(d);
	width = d->proto.width;
	for (i = 0; i < CHAR_RENDER_CACHE; i++) {
		if (m->cache[i].text == NULL || (m->cache[i].mode == mode &&
		    m->cache[i].width == width))
			break;
	}
	if (i == CHAR_RENDER_CACHE)
		desc_write(d, m->text, m->len);
	else {
		if (m->cache[i].text == NULL) {
			m->cache[i].mode = mode;
			m->cache[i].width = width;
			m->cache[i].text = desc_render(m->text, m->len, mode,
			    width, &m->cache[i].len);
		}
		desc_write_rendered(d, m->cache[i].text, m->cache[i].len);
	}
	char_prompt(to);
}

static void
char_many_end(struct char_many *m)
{
	size_t	i;

	for (i = 0; i < CHAR_RENDER_CACHE; i++)
		free(m->cache[i].text);
	free(m->text);
}

/* ch's room was told text: its mobiles' act scripts may answer. */
static void
char_room_told(struct character *ch, struct character *but,
    const char *text)
{
	if (game_hooks.room_told != NULL && ch->room != NULL &&
	    !TAILQ_EMPTY(&ch->room->mobs))
		game_hooks.room_told(ch, but, text);
}

static void	char_room_vprintf(struct character *, struct character *,
		    const char *, va_list) __attribute__((format(printf, 3, 0)));

/* Send to everyone in ch's room but ch and but (which may be NULL). */
static void
char_room_vprintf(struct character *ch, struct character *but,
    const char *fmt, va_list ap)
{
	struct character	*p;
	struct char_many	 m;

	if (ch->room == NULL)
		return;
	char_many_start(&m, fmt, ap);
	TAILQ_FOREACH(p, &ch->room->people, room_entry) {
		if (p != ch && p != but)
			char_many_send(&m, p);
	}
	char_room_told(ch, but, m.text);
	char_many_end(&m);
}

/* Send to everyone in ch's room but ch. */
void
char_room_printf(struct character *ch, const char *fmt, ...)
{
	va_list	ap;

	va_start(ap, fmt);
	char_room_vprintf(ch, NULL, fmt, ap);
	va_end(ap);
}

/* Send to everyone in ch's room but ch and other. */
void
char_room_printf_but(struct character *ch, struct character *other,
    const char *fmt, ...)
{
	va_list	ap;

	va_start(ap, fmt);
	char_room_vprintf(ch, other, fmt, ap);
	va_end(ap);
}

/* Send to every player in the game but ch and those with a pref in deaf. */
void
char_game_printf(struct character *ch, int deaf, const char *fmt, ...)
{
	struct character	*other;
	struct char_many	 m;
	va_list			 ap;

	va_start(ap, fmt);
	char_many_start(&m, fmt, ap);
	va_end(ap);
	TAILQ_FOREACH(other, &player_list, player_entry) {
		if (other != ch && !(other->pd.prefs & deaf))
			char_many_send(&m, other);
	}
	char_many_end(&m);
}

/* Send to everyone in ch's room but ch who hears it. */
void
char_room_printf_if(struct character *ch, act_hears_fn hears, const void *arg,
    const char *fmt, ...)
{
	struct character	*p;
	struct char_many	 m;
	va_list			 ap;

	if (ch->room == NULL)
		return;
	va_start(ap, fmt);
	char_many_start(&m, fmt, ap);
	va_end(ap);
	TAILQ_FOREACH(p, &ch->room->people, room_entry) {
		if (p != ch && hears(p, ch, arg))
			char_many_send(&m, p);
	}
	char_room_told(ch, NULL, m.text);
	char_many_end(&m);
}

/* Send to every player in the game but ch who hears it. */
void
char_game_printf_if(struct character *ch, act_hears_fn hears, const void *arg,
    const char *fmt, ...)
{
	struct character	*p;
	struct char_many	 m;
	va_list			 ap;

	va_start(ap, fmt);
	char_many_start(&m, fmt, ap);
	va_end(ap);
	TAILQ_FOREACH(p, &player_list, player_entry) {
		if (p != ch && p->desc != NULL && hears(p, ch, arg))
			char_many_send(&m, p);
	}
	char_many_end(&m);
}
