/*
 * session.c: the game's side of a connection: the login dialogue's state
 * and the character in play, and the callbacks through which net/ hands
 * up lines, prompts, protocol changes and closes.
 */
#include <stdlib.h>
#include <string.h>

#include <event2/event.h>
#include <sodium.h>

#include "ban.h"
#include "channel.h"
#include "character.h"
#include "clan.h"
#include "config.h"
#include "corpse.h"
#include "descriptor.h"
#include "edit.h"
#include "editor.h"
#include "eqtypes.h"
#include "equeue.h"
#include "fight.h"
#include "game.h"
#include "input.h"
#include "interp.h"
#include "log.h"
#include "login.h"
#include "mxp.h"
#include "pager.h"
#include "prompt.h"
#include "pwhash.h"
#include "record.h"
#include "room.h"
#include "save.h"
#include "session.h"
#include "store.h"
#include "switch.h"
#include "text.h"
#include "wiznet.h"
#include "update.h"
#include "xmalloc.h"

static struct desc_callbacks	session_callbacks;

static const char *session_state_names[SS__COUNT] = {
	[SS_GET_NAME] = "get-name",
	[SS_CONFIRM_NAME] = "confirm-name",
	[SS_NEW_PASSWORD] = "new-password",
	[SS_CONFIRM_PASSWORD] = "confirm-password",
	[SS_GET_CLASS] = "get-class",
	[SS_GET_RACE] = "get-race",
	[SS_GET_PASSWORD] = "get-password",
	[SS_WAIT_HASH] = "wait-hash",
	[SS_PLAYING] = "playing",
	[SS_PW_OLD] = "password-old",
	[SS_PW_NEW] = "password-new",
	[SS_PW_CONFIRM] = "password-confirm",
	[SS_EDITING] = "editing",
};

/* The name of a state, for logs. */
const char *
session_state_name(enum session_state s)
{
	return (s < SS__COUNT ? session_state_names[s] : "?");
}

/* The session of a connection. */
struct session *
session_of(struct descriptor *d)
{
	return (d->session);
}

static int
session_is_login_state(enum session_state s)
{
	return (s <= SS_GET_PASSWORD);
}

static void
session_login_idle(struct equeue *q, struct eq_event *ev, void *arg)
{
	struct session	*s = arg;

	log_info("desc %llu (%s): idle at login, closing",
	    (unsigned long long)s->desc->id, s->desc->host);
	desc_printf(s->desc, "\nIdle too long at the login; goodbye.\n");
	session_close(s);
}

/* Start, or push back, the login idle timeout. */
static void
session_login_idle_arm(struct session *s)
{
	struct eq_event	*ev = eq_owner_find(&s->events, EQT_LOGIN_IDLE);
	uint32_t	 delay = (uint32_t)conf_pulses(CFG_LOGIN_TIMEOUT);

	if (ev != NULL)
		equeue_reschedule(game_eq, ev, delay);
	else
		equeue_enqueue(game_eq, &s->events, eq_ref_none(),
		    EQT_LOGIN_IDLE, session_login_idle, s, delay);
}

/*
 * Change state. The allowed moves are the login dialogue's, into and out
 * of a hash wait, and the password change; anything else is a bug.
 */
void
session_set_state(struct session *s, enum session_state next)
{
	enum session_state	 prev = s->state;
	int			 ok;

	switch (next) {
	case SS_WAIT_HASH:
		ok = 1;
		break;
	case SS_PLAYING:
		ok = prev == SS_WAIT_HASH || prev == SS_PW_OLD ||
		    prev == SS_PW_NEW || prev == SS_PW_CONFIRM ||
		    prev == SS_EDITING || prev == SS_PLAYING;
		break;
	case SS_EDITING:
		ok = prev == SS_PLAYING;
		break;
	case SS_PW_OLD:
		ok = prev == SS_PLAYING;
		break;
	case SS_PW_NEW:
	case SS_PW_CONFIRM:
		ok = prev == SS_WAIT_HASH || prev == SS_PW_NEW ||
		    prev == SS_PW_OLD;
		break;
	default:
		ok = session_is_login_state(prev) || prev == SS_WAIT_HASH;
		break;
	}
	if (!ok)
		fatalx("desc %llu: bad state change %s -> %s",
		    (unsigned long long)s->desc->id, session_state_name(prev),
		    session_state_name(next));
	log_debug("desc %llu: %s -> %s", (unsigned long long)s->desc->id,
	    session_state_name(prev), session_state_name(next));
	s->state = next;

	/*
	 * The login prompts time out on the event queue; each answer pushes
	 * the timeout back. In the game, the idle timeout is the
	 * character's (update.c).
	 */
	if (session_is_login_state(next) || (next == SS_WAIT_HASH &&
	    session_is_login_state(prev)))
		session_login_idle_arm(s);
	else {
		struct eq_event	*ev;

		if ((ev = eq_owner_find(&s->events, EQT_LOGIN_IDLE)) != NULL)
			equeue_dequeue(game_eq, ev);
	}
	/* Lines typed ahead may run now, once the caller is done. */
	session_queue_wake(s);
}

/* Close the connection; a password check under way is forgotten. */
void
session_close(struct session *s)
{
	login_cancel(s, 1);
	desc_close(s->desc);
}

/* ch left the game (game_extract_char): its session lets go of it. */
void
session_extracted(struct character *ch)
{
	struct session	*s;

	if (ch->desc != NULL && (s = session_of(ch->desc)) != NULL &&
	    s->ch == ch)
		s->ch = NULL;
}

/* What the client protocols do for a connection (session_set_client). */
static struct session_client	session_client;

void
session_set_client(const struct session_client *client)
{
	session_client = *client;
	session_callbacks.gmcp_changed = client->gmcp_changed;
	session_callbacks.gmcp_message = client->gmcp_message;
	session_callbacks.msdp = client->msdp;
	session_callbacks.mssp = client->mssp;
}

/* ch came into the game: its client has the full set (gmcp_login). */
void
session_entered(struct character *ch)
{
	if (session_client.entered != NULL)
		session_client.entered(ch);
}

/* Tie a character to a session in play. */
void
session_attach(struct session *s, struct character *ch)
{
	s->ch = ch;
	ch->desc = s->desc;
	s->desc->colour_off = (ch->pd.prefs & PREF_COLOR_OFF) != 0;
}

/* A player leaves the game for good; its connection closes after. */
void
session_quit(struct character *ch)
{
	struct descriptor	*d = ch->desc;

	if (d != NULL)
		session_of(d)->ch = NULL;
	game_extract_char(ch);
	if (d != NULL) {
		proto_gmcp_goodbye(d, "You have left the game; your "
		    "character is saved.");
		desc_close(d);
	}
}

/* A new connection: a session at the name prompt. */
static void
session_opened(struct descriptor *d)
{
	struct session	*s = xcalloc(1, sizeof *s);
	struct store_ban b;

	s->desc = d;
	d->session = s;
	TAILQ_INIT(&s->input);
	eq_owner_init(&s->events, eq_ref_descriptor(d));
	s->state = SS_GET_NAME;
	s->last_input = equeue_pulse(game_eq);
	record_open(d);
	if (ban_site_find(d->host, &b) == 1) {
		log_info("desc %llu: %s is banned (%s): refused",
		    (unsigned long long)d->id, d->host, b.pattern);
		wiznet_send(WIZ_REFUSED, NULL, "A connection from the banned "
		    "site %s refused.", d->host);
		ban_tell(d, "Your address", &b);
		store_ban_clear(&b);
		session_close(s);
		return;
	}
	login_greet(s);
}

/* The record a login reads or makes, made empty when first asked for. */
struct player_data *
session_pd(struct session *s)
{
	if (s->pd == NULL) {
		s->pd = xmalloc(sizeof *s->pd);
		player_data_init(s->pd);
	}
	return (s->pd);
}

/* Forget the login's record (a player in the game has none). */
void
session_pd_drop(struct session *s)
{
	if (s->pd == NULL)
		return;
	player_data_clear(s->pd);
	free(s->pd);
	s->pd = NULL;
}

/*
 * A session for a connection kept across a reboot: at the name prompt,
 * or in play (the caller attaches the character), without a greeting.
 */
struct session *
session_adopt(struct descriptor *d, int playing)
{
	struct session	*s = xcalloc(1, sizeof *s);

	s->desc = d;
	d->session = s;
	TAILQ_INIT(&s->input);
	eq_owner_init(&s->events, eq_ref_descriptor(d));
	s->state = playing ? SS_PLAYING : SS_GET_NAME;
	return (s);
}

/* A line from the connection: to the session's queue (session-queue.c). */
static void
session_line(struct descriptor *d, char *line)
{
	struct session	*s = session_of(d);

	if (s != NULL)
		session_queue_line(s, line);
}

/* Are lines typed now passwords? */
int
session_secret(struct descriptor *d)
{
	switch (session_of(d)->state) {
	case SS_NEW_PASSWORD:
	case SS_CONFIRM_PASSWORD:
	case SS_GET_PASSWORD:
	case SS_PW_OLD:
	case SS_PW_NEW:
	case SS_PW_CONFIRM:
		return (1);
	default:
		return (0);
	}
}

/* A line was too long: in play, the prompt comes back. */
static void
session_overlong(struct descriptor *d)
{
	if (session_of(d)->state == SS_PLAYING ||
	    session_of(d)->state == SS_EDITING)
		desc_prompt(d);
}

/*
 * The prompt: in play, the player's own, then GA; at a question of the
 * dialogue, only the GA that ends it (the question was the prompt).
 */
static int
session_prompt(struct descriptor *d)
{
	struct session		*s = session_of(d);
	struct character	*ch = s->ch;
	struct prompt_vals	 v;
	char			*p;
	int			 asked = s->asked;

	s->asked = 0;
	if (ch == NULL)
		return (asked);
	if (s->state == SS_PLAYING && pager_prompt(s))
		asked = 1;
	else if (s->state == SS_PLAYING) {
		v.hit = ch->pd.hit;
		v.max_hit = ch->pd.max_hit;
		v.mana = ch->pd.mana;
		v.max_mana = ch->pd.max_mana;
		v.move = ch->pd.move;
		v.max_move = ch->pd.max_move;
		v.exp = ch->pd.exp;
		v.exp_next = fight_exp_for_level(ch->pd.level) - ch->pd.exp;
		v.gold = ch->pd.gold;
		v.room_name = ch->room != NULL ? ch->room->def->name : NULL;
		v.fighting = ch->fighting != NULL ? char_name(ch->fighting) :
		    NULL;
		p = prompt_expand(ch->pd.prompt != NULL && *ch->pd.prompt ?
		    ch->pd.prompt : PROMPT_DEFAULT, &v);
		if (!(ch->pd.prefs & PREF_COMPACT))
			desc_write(d, "\n", 1);
		desc_write(d, p, strlen(p));
		free(p);
		asked = 1;
	} else if (s->state == SS_EDITING) {
		desc_write(d, "] ", 2);
		asked = 1;
	}
	if (session_client.turn != NULL)
		session_client.turn(s);
	return (asked);
}

/* The name a connection plays, for the log. */
static const char *
session_who(struct descriptor *d)
{
	struct session	*s = session_of(d);

	if (s != NULL && s->ch != NULL)
		return (s->ch->pd.name);
	return ("someone");
}

/*
 * A connection closes: a snoop of it, or by it, ends, and the snooper is
 * told (by the name it snooped: one who quit has left its character).
 */
static void
session_snoop_end(struct descriptor *d)
{
	struct descriptor	*by = d->snooper;
	struct session		*bs;
	const char		*name;

	if (by != NULL) {
		bs = session_of(by);
		name = bs != NULL && bs->snooped[0] != '\0' ? bs->snooped :
		    session_who(d);
		desc_snoop(d, NULL);
		desc_printf(by, "[snoop: %s is gone; you stop snooping.]\n",
		    name);
		desc_prompt(by);
		log_info("snoop of %s by %s ends: the connection closed", name,
		    session_who(by));
	}
	if (d->snooping != NULL) {
		log_info("snoop of %s by %s ends: the snooper left",
		    session_who(d->snooping), session_who(d));
		desc_snoop(d->snooping, NULL);
	}
}

/*
 * The connection is gone: a character in play stays, link-dead; what the
 * dialogue held is wiped and its pending check forgotten.
 */
static void
session_closed(struct descriptor *d)
{
	struct session		*s = session_of(d);
	struct character	*ch;

	/* Switched: its own character goes link-dead, not the mobile. */
	(void)switch_return(s);
	ch = s->ch;
	editor_free(s->editor);
	s->editor = NULL;
	if (session_client.forget != NULL)
		session_client.forget(s);
	session_snoop_end(d);
	if (ch != NULL) {
		s->ch = NULL;
		ch->desc = NULL;
		game_linkdead(ch);
	}
	record_close(d);
	record_conn_free(s->rec);
	input_free(s);
	session_queue_free(s);
	equeue_strip(game_eq, &s->events);
	login_cancel(s, 1);
	if (s->pause_ev != NULL)
		event_free(s->pause_ev);
	if (s->password != NULL) {
		sodium_memzero(s->password, strlen(s->password));
		free(s->password);
	}
	session_pd_drop(s);
	d->session = NULL;
	free(s);
}

/*
 * The server stops: save every player, tell everyone, and take every
 * character out. Returns the exit code: 1 if someone could not be saved.
 */
int
session_shutdown(void)
{
	struct descriptor	*d;
	struct session		*s;
	int			 failed;

	record_shutdown();
	switch_return_all();
	channel_forget();
	clan_forget();
	log_info("saving %d character%s", char_count(),
	    char_count() == 1 ? "" : "s");
	failed = char_save_all();
	corpse_save_all();
	TAILQ_FOREACH(d, &desc_list, entry) {
		desc_printf(d, "\nThe game is shutting down%s\n", failed == 0 ?
		    "; your character has been saved." : ".");
		proto_gmcp_goodbye(d, "The game is shutting down.");
		if ((s = session_of(d)) != NULL && s->ch != NULL) {
			s->ch->desc = NULL;
			s->ch = NULL;
		}
	}
	while (!TAILQ_EMPTY(&char_list))
		game_extract_char(TAILQ_FIRST(&char_list));
	game_reap();
	/* Areas edited in the game go back to their files. */
	edit_shutdown();
	wiznet_setup(NULL);
	if (failed != 0) {
		log_error("%d character%s could not be saved", failed,
		    failed == 1 ? "" : "s");
		return (1);
	}
	return (0);
}

static struct desc_callbacks session_callbacks = {
	.opened = session_opened,
	.line = session_line,
	.secret = session_secret,
	.overlong = session_overlong,
	.prompt = session_prompt,
	/* gmcp_changed, gmcp_message, msdp and mssp: session_set_client. */
	.mxp_on = mxp_start,
	.closed = session_closed,
};

/* Register the game's callbacks with the connections. */
void
session_setup(struct event_base *base)
{
	desc_setup(base, &session_callbacks);
	wiznet_setup(base);
}
