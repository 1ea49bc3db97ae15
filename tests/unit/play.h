/*
 * play.h: the real game in game time, without the network and without the
 * wall clock. Scripted players are characters in play on a connection (a
 * real descriptor on one end of a socketpair); what a player types goes in
 * through the connection's telnet codec and its session's queue, as if
 * read from its socket, and what it is sent (text, prompts, telnet) is read back from
 * the other end, byte for byte what a client would get. The test advances
 * the pulse itself; after each line and each pulse the loop runs what is
 * due at the end of that turn (prompts and output, reaping what left the
 * game) without waiting. The random numbers are seeded and the time of day
 * is fixed, so the same script gives the same transcript.
 *
 *	play_start(files, seed);
 *	a = play_enter("Alice", 3001, ROLE_PLAYER);
 *	play_type(a, "cast 'armor'");
 *	n = play_until(a, "An unseen ward settles around you", 100);
 *	play_stop();
 */
#ifndef PLAY_H
#define PLAY_H

#include <stdarg.h>

#include "equeue.h"
#include "game.h"
#include "rng.h"
#include "world_fixture.h"

#define PLAY_TIME	1000000000	/* the time of day, fixed */
#define PLAY_MAX	16		/* scripted players at once */

struct play_player {
	struct character	*ch;
	char			 name[32];
	int			 peer;		/* the client's end */
	char			*raw;		/* all it was sent */
	size_t			 rawlen;
	char			*text;		/* the same as text to read */
	size_t			 len;
	size_t			 seen;		/* of text, read up to here */
};

static struct play_player	play_players[PLAY_MAX];
static int			play_n;
static unsigned long		play_pulse;	/* pulses run so far */

static inline struct play_player *
play_of(struct character *ch)
{
	int	i;

	/*
	 * The newest first: a character that left the game may have been
	 * freed and its memory given to one that came after it.
	 */
	for (i = play_n - 1; i >= 0; i--) {
		if (play_players[i].ch == ch)
			return (&play_players[i]);
	}
	ck_abort_msg("%s is not a scripted player", ch->pd.name);
	return (NULL);
}

/*
 * Text as a player reads it: without carriage returns and telnet commands
 * (a doubled IAC is a 255 byte). Made again from the start each time, so
 * that a command split between two reads is never half taken.
 */
static inline void
play_clean(struct play_player *p)
{
	const unsigned char	*s = (const unsigned char *)p->raw;
	size_t			 n = p->rawlen, i, j = 0;

	p->text = xrealloc(p->text, n + 1);
	for (i = 0; i < n; i++) {
		if (s[i] == 255) {			/* IAC */
			if (i + 1 < n && s[i + 1] == 255)
				p->text[j++] = (char)s[++i];
			else if (i + 1 < n && s[i + 1] == 250) {
				/* SB ... IAC SE */
				while (i + 1 < n && !(s[i] == 255 &&
				    s[i + 1] == 240))
					i++;
				i++;
			} else if (i + 1 < n && s[i + 1] >= 251)
				i += 2;			/* WILL ... DONT */
			else
				i++;			/* GA, EOR, ... */
			continue;
		}
		if (s[i] != '\r')
			p->text[j++] = (char)s[i];
	}
	p->text[j] = '\0';
	p->len = j;
}

/* Read what every player's client end has been sent so far. */
static inline void
play_read(void)
{
	struct play_player	*p;
	char			 buf[16384];
	ssize_t			 n;
	int			 i, more;

	for (i = 0; i < play_n; i++) {
		p = &play_players[i];
		if (p->peer == -1)
			continue;
		more = 0;
		while ((n = recv(p->peer, buf, sizeof buf, MSG_DONTWAIT)) > 0) {
			p->raw = xrealloc(p->raw, p->rawlen + (size_t)n);
			memcpy(p->raw + p->rawlen, buf, (size_t)n);
			p->rawlen += (size_t)n;
			more = 1;
		}
		if (more)
			play_clean(p);
	}
}

/*
 * End the turn: run what the loop has made due (prompts and output sent,
 * what left the game reaped) until nothing more is, then read it all.
 */
static inline void
play_turn(void)
{
	int	i;

	for (i = 0; i < 100; i++) {
		if (event_base_loop(game_base, EVLOOP_NONBLOCK) == -1)
			ck_abort_msg("event_base_loop failed");
		if (event_base_get_num_events(game_base,
		    EVENT_BASE_COUNT_ACTIVE) == 0)
			break;
	}
	play_read();
}

/*
 * Boot the game on a world of area files (name, text pairs; see
 * fx_start_files) with the random numbers seeded.
 */
static inline void
play_start(const char *const *files, uint64_t seed)
{
	fx_start_files(files);
	game_set_time(PLAY_TIME);
	rng_seed(seed);
	play_n = 0;
	play_pulse = 0;
}

/*
 * Stop the game: everyone saved and taken out; transcripts freed, or first
 * written as DIR/NAME.txt (text) if PLAY_TRANSCRIPTS=DIR is set.
 */
static inline void
play_stop(void)
{
	const char	*dir = getenv("PLAY_TRANSCRIPTS");
	char		 path[512];
	FILE		*f;
	int		 i;

	play_read();
	for (i = 0; dir != NULL && i < play_n; i++) {
		snprintf(path, sizeof path, "%s/%s.txt", dir,
		    play_players[i].name);
		if ((f = fopen(path, "w")) != NULL) {
			fwrite(play_players[i].text, 1, play_players[i].len, f);
			fclose(f);
		}
	}
	fx_stop();
	for (i = 0; i < play_n; i++) {
		free(play_players[i].raw);
		free(play_players[i].text);
	}
	memset(play_players, 0, sizeof play_players);
	play_n = 0;
	game_set_time(0);
}

/*
 * Set a config key ("game.combat_round") for the rest of the test. The
 * calendar's hour, queued at boot, comes no later than a new hour_length
 * (as a reload does it).
 */
static inline void
play_config(const char *name, const char *value)
{
	char	*cause = NULL;

	if (config_set(config_current, name, value, "test", &cause) != 0)
		ck_abort_msg("config %s: %s", name, cause);
	calendar_config_changed();
}

/*
 * A player enters the game in room vnum, as a login would bring it there:
 * on its connection, with its events started, told where it is.
 */
static inline struct character *
play_enter(const char *name, int vnum, int role)
{
	struct play_player	*p;
	struct character	*ch;

	if (play_n == PLAY_MAX)
		ck_abort_msg("too many scripted players");
	ch = fx_player(name, vnum, role, 1);
	p = &play_players[play_n++];
	memset(p, 0, sizeof *p);
	p->ch = ch;
	text_strlcpy(p->name, name, sizeof p->name);
	p->peer = fx_peer[fx_npeers - 1];
	p->text = xstrdup("");
	p->raw = NULL;
	game_start_events(ch);
	play_turn();
	return (ch);
}

/* ch types a line, as its client would send it. */
static inline void	play_type(struct character *, const char *, ...)
			    __attribute__((format(printf, 2, 3)));

static inline void
play_type(struct character *ch, const char *fmt, ...)
{
	va_list	 ap;
	char	*line, *wire;

	(void)play_of(ch);
	va_start(ap, fmt);
	if (vasprintf(&line, fmt, ap) == -1)
		ck_abort_msg("vasprintf");
	va_end(ap);
	xasprintf(&wire, "%s\r\n", line);
	desc_feed(ch->desc, wire, strlen(wire));
	free(wire);
	free(line);
	play_turn();
}

/* ch's client hangs up: its end of the connection is closed. */
static inline void
play_hangup(struct character *ch)
{
	struct play_player	*p = play_of(ch);

	int			 i;

	play_read();
	for (i = 0; i < fx_npeers; i++) {
		if (fx_peer[i] == p->peer)
			fx_peer[i] = -1;	/* fx_stop closes the rest */
	}
	close(p->peer);
	p->peer = -1;
	play_turn();
}

/* Run n pulses of the game, each a turn of its own. */
static inline void
play_pulses(int n)
{
	while (n-- > 0) {
		equeue_heartbeat(game_eq);
		play_pulse++;
		play_turn();
	}
}

/*
 * What ch was sent since the last look, as text (without carriage returns
 * and telnet commands); the look moves on. The caller frees it.
 */
static inline char *
play_news(struct character *ch)
{
	struct play_player	*p = play_of(ch);
	char			*news = xstrdup(p->text + p->seen);

	p->seen = p->len;
	return (news);
}

/* Forget what ch has been sent so far. */
static inline void
play_skip(struct character *ch)
{
	struct play_player	*p = play_of(ch);

	p->seen = p->len;
}

/*
 * Does what ch was sent since the last look hold want? If so, the look
 * moves on to just past it, so that the next look starts there.
 */
static inline int
play_saw(struct character *ch, const char *want)
{
	struct play_player	*p = play_of(ch);
	const char		*at = strstr(p->text + p->seen, want);

	if (at == NULL)
		return (0);
	p->seen = (size_t)(at - p->text) + strlen(want);
	return (1);
}

/*
 * Run pulses until ch has been sent want; return how many it took (0 if it
 * was there already). Fail after max pulses, showing what ch was sent.
 */
static inline int
play_until(struct character *ch, const char *want, int max)
{
	int	 n;
	char	*news;

	for (n = 0; n <= max; n++) {
		if (play_saw(ch, want))
			return (n);
		if (n < max)
			play_pulses(1);
	}
	news = play_news(ch);
	ck_abort_msg("%s was not sent \"%s\" in %d pulses; it was sent "
	    "\"%s\"", ch->pd.name, want, max, news);
	free(news);
	return (-1);
}

/* ch was sent want since the last look (or fail, showing what it was). */
static inline void
play_expect(struct character *ch, const char *want)
{
	char	*news;

	if (play_saw(ch, want))
		return;
	news = play_news(ch);
	ck_abort_msg("%s was not sent \"%s\"; it was sent \"%s\"", ch->pd.name,
	    want, news);
	free(news);
}

/* ch was not sent want since the last look; the look moves on. */
static inline void
play_not(struct character *ch, const char *want)
{
	char	*news = play_news(ch);

	ck_assert_msg(strstr(news, want) == NULL, "%s was sent \"%s\": \"%s\"",
	    ch->pd.name, want, news);
	free(news);
}

/* Everything ch has been sent since it entered, raw. */
static inline const char *
play_transcript(struct character *ch, size_t *len)
{
	struct play_player	*p = play_of(ch);

	*len = p->rawlen;
	return (p->raw);
}

#endif
