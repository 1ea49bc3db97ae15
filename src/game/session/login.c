/* login.c: the dialogue from a new connection to a character in the game. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include <event2/event.h>
#include <sodium.h>

#include "act.h"
#include "address.h"
#include "ban.h"
#include "channel.h"
#include "character.h"
#include "class.h"
#include "config.h"
#include "crowd.h"
#include "descriptor.h"
#include "game.h"
#include "interp.h"
#include "log.h"
#include "erase.h"
#include "login.h"
#include "mod.h"
#include "names.h"
#include "player.h"
#include "post.h"
#include "protocol.h"
#include "pwhash.h"
#include "record.h"
#include "room.h"
#include "save.h"
#include "session.h"
#include "staff.h"
#include "start.h"
#include "store.h"
#include "text.h"
#include "wiznet.h"
#include "xmalloc.h"

/* Logins that failed, for the metrics. */
struct login_stats	login_stats;

/* The pause after wrong passwords doubles at most this often, to this. */
#define LOGIN_BACKOFF_SHIFT_MAX	6
#define LOGIN_BACKOFF_MAX	60


static void
login_forget_password(struct session *s)
{
	if (s->password != NULL) {
		sodium_memzero(s->password, strlen(s->password));
		free(s->password);
		s->password = NULL;
	}
}

static void
login_ask(struct session *s, enum session_state state, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Move to state and ask its question. */
static void
login_ask(struct session *s, enum session_state state, const char *fmt, ...)
{
	va_list	 ap;
	char	*q;

	session_set_state(s, state);
	s->asked = 1;
	va_start(ap, fmt);
	xvasprintf(&q, fmt, ap);
	va_end(ap);
	desc_write(s->desc, q, strlen(q));
	free(q);
	desc_prompt(s->desc);
}

/* Greet a new connection and ask for a name. */
void
login_greet(struct session *s)
{
	desc_printf(s->desc, "\n%s\n\n", conf_str(CFG_NAME));
	login_ask(s, SS_GET_NAME, "What name do you go by? ");
}

/* Start again from the name (the record read for it is forgotten). */
static void
login_name_again(struct session *s)
{
	session_pd_drop(s);
	login_ask(s, SS_GET_NAME, "What name do you go by? ");
}

void
login_motd_check(void)
{
	const char	*path = conf_str(CFG_MOTD);

	if (*path != '\0' && access(path, R_OK) != 0)
		log_warnx("motd %s (from %s): %s; players are shown none",
		    path, config_origin(config_current, CFG_MOTD),
		    strerror(errno));
}

size_t
login_motd_read(char *buf, size_t size)
{
	const char	*path = conf_str(CFG_MOTD);
	FILE		*f;
	size_t		 n;

	buf[0] = '\0';
	if (*path == '\0' || (f = fopen(path, "r")) == NULL)
		return (0);
	n = fread(buf, 1, size - 1, f);
	fclose(f);
	buf[n] = '\0';
	return (text_sanitize_block(buf, n));
}

static void
login_show_motd(struct session *s)
{
	char	 buf[4096];
	size_t	 n;

	if ((n = login_motd_read(buf, sizeof buf)) == 0)
		return;
	desc_write(s->desc, buf, n);
	desc_write(s->desc, "\n", 1);
}

/* Put the player in the game: a new character, a reconnect or a takeover. */
static void
login_enter(struct session *s)
{
	struct character	*ch;
	struct descriptor	*old;
	struct room		*room;
	struct store_ban	 ban;
	const char		*why;
	struct player_data	*pd = session_pd(s);

	/* A ban given while the password was being checked holds too. */
	if (ban_name_find(pd->name, &ban) == 1) {
		log_info("desc %llu: the name %s was banned during the login: "
		    "refused", (unsigned long long)s->desc->id, pd->name);
		desc_printf(s->desc, "\n");
		ban_tell(s->desc, "This character", &ban);
		store_ban_clear(&ban);
		session_close(s);
		return;
	}
	/* Locked (wizlock) while the password was checked: staff only. */
	if (char_find_player(pd->name) == NULL &&
	    (why = staff_lock_refused(pd->role, 0)) != NULL) {
		log_info("desc %llu: %s refused: %s", (unsigned long long)
		    s->desc->id, pd->name, why);
		wiznet_send(WIZ_REFUSED, NULL, "%s refused from %s: the game "
		    "is locked.", pd->name, s->desc->host);
		desc_printf(s->desc, "\n%s\n", why);
		session_close(s);
		return;
	}
	if ((ch = char_find_player(pd->name)) != NULL) {
		if ((old = ch->desc) != NULL) {
			desc_printf(old, "\nThis character has been taken over "
			    "by a new connection from %s.\n", s->desc->host);
			session_of(old)->ch = NULL;
			ch->desc = NULL;
			proto_gmcp_goodbye(old, "Your character was taken over "
			    "by a new login.");
			desc_close(old);
			log_info("%s taken over from %s by %s", ch->pd.name,
			    old->host, s->desc->host);
		} else
			log_info("%s reconnected from %s", ch->pd.name,
			    s->desc->host);
		wiznet_send(WIZ_LOGINS, ch, "%s has reconnected.",
		    ch->pd.name);
		session_pd_drop(s);
		session_set_state(s, SS_PLAYING);
		session_attach(s, ch);
		desc_printf(s->desc, "\nWelcome back. %s is yours again, just "
		    "as you left it.\n\n", ch->pd.name);
		if (ch->linkdead)
			game_reconnect(ch);
		if (crowd_announce(ch->room))
			char_room_printf_if(ch, mod_hears, NULL, "%s has "
			    "reconnected.\n", ch->pd.name);
		interp_run(ch, "look");
		session_entered(ch);
		desc_prompt(s->desc);
		return;
	}

	/* Skills its class has come to by its level (one saved before
	 * skills were gets them as a new player would). */
	skill_grant(pd);
	ch = char_new(pd);
	race_enter(ch);			/* eyes for the dark */
	mod_enter(ch);			/* unseen, if it left so */
	free(s->pd);			/* what it held is ch's now */
	s->pd = NULL;
	ch->pd.last_login = ch->login_time = game_time();
	session_set_state(s, SS_PLAYING);
	session_attach(s, ch);
	desc_write(s->desc, "\n", 1);
	login_show_motd(s);
	if ((room = room_find(ch->pd.room)) == NULL)
		room = room_start();
	game_place_char(ch, room);
	char_load_items(ch);
	game_start_events(ch);
	log_info("%s entered the game from %s", ch->pd.name, s->desc->host);
	wiznet_send(WIZ_LOGINS, ch, "%s has come into the world.",
	    ch->pd.name);
	if (crowd_announce(ch->room))
		char_room_printf_if(ch, mod_hears, NULL, "%s has come into the "
		    "world.\n", ch->pd.name);
	channel_enter(ch);
	interp_run(ch, "look");
	(void)game_entered(ch);		/* the room first, then greetings */
	if (game_hooks.login != NULL && !ch->extracted)
		game_hooks.login(ch);
	post_mail_login(ch);
	session_entered(ch);
	desc_prompt(s->desc);
}

/*
 * May s's address make a new character now (new_per_address per
 * new_window)? Else s is told how long to wait, and it is logged.
 */
static int
login_may_create(struct session *s)
{
	long	wait;

	wait = address_rate_wait(s->desc->host, ADDRESS_NEW,
	    (int)conf_int(CFG_NEW_PER_ADDRESS), (long)conf_int(CFG_NEW_WINDOW),
	    game_time());
	if (wait == 0)
		return (1);
	log_info("desc %llu: a new character from %s refused: %lld made "
	    "within %lld seconds", (unsigned long long)s->desc->id,
	    s->desc->host, conf_int(CFG_NEW_PER_ADDRESS),
	    conf_int(CFG_NEW_WINDOW));
	desc_printf(s->desc, "\nToo many new characters have been made from "
	    "your address; try again in %ld minute%s. A character that "
	    "exists may still log in.\n", (wait + 59) / 60,
	    (wait + 59) / 60 == 1 ? "" : "s");
	return (0);
}

/* The hash of a new character's password is ready: create it. */
static void
login_new_hashed(void *arg, int ok, const char *hash)
{
	struct session		*s = arg;
	char			*cause = NULL;
	struct player_data	*pd = session_pd(s);

	s->job = NULL;
	record_hash(s->desc, ok);
	login_forget_password(s);
	if (ok != 1) {
		desc_printf(s->desc, "Something went wrong storing your password; "
		    "please try again later.\n");
		log_warnx("desc %llu: password hashing failed",
		    (unsigned long long)s->desc->id);
		session_close(s);
		return;
	}
	free(pd->pwhash);
	pd->pwhash = xstrdup(hash);
	/* Others from the address may have made theirs meanwhile. */
	if (!login_may_create(s)) {
		session_close(s);
		return;
	}
	pd->created = pd->last_login = game_time();
	/* The first owner: deliberate (staff.h), never a stranger. */
	pd->role = staff_new_role(game_store, s->desc->host);
	if (save_create_player(game_store, pd, &cause) != 0) {
		log_warnx("creating %s: %s", pd->name, cause);
		free(cause);
		if (save_load_player(game_store, pd->name, pd,
		    NULL) == 1) {
			player_data_clear(pd);
			player_data_init(pd);
			login_ask(s, SS_GET_NAME, "Someone took that name "
			    "while you were choosing. Please pick another "
			    "name: ");
		} else {
			desc_printf(s->desc, "The player database is not "
			    "available; please try again later.\n");
			session_close(s);
		}
		return;
	}
	address_rate_take(s->desc->host, ADDRESS_NEW,
	    (long)conf_int(CFG_NEW_WINDOW), game_time());
	log_info("new %s %s created from %s%s", pd->class_name, pd->name,
	    s->desc->host, pd->role == ROLE_OWNER ? " (the first character "
	    "made from this machine while the game had no admin: the owner)" :
	    "");
	if (pd->role == ROLE_OWNER)
		staff_role_changed("(first-owner rule)", pd->name,
		    ROLE_PLAYER, ROLE_OWNER);
	wiznet_send(WIZ_LOGINS, NULL, "New character: %s, %s %s.",
	    pd->name, pd->race, pd->class_name);
	login_enter(s);
	if (s->ch != NULL && !s->ch->extracted)
		(void)start_outfit(s->ch);	/* the guild's kit */
}

static void
login_pause_done(evutil_socket_t fd, short what, void *arg)
{
	login_pause_end(arg);
}

/* The pause after a wrong password is over: ask again. */
void
login_pause_end(struct session *s)
{
	record_pause_end(s->desc);
	s->paused = 0;
	login_ask(s, SS_GET_PASSWORD, "Password: ");
}

/*
 * The most recent record of s's character: the one in the game if it is
 * there, else a fresh read of the database. A password change, a new role
 * or anything else saved while the check ran is never undone by a login
 * that began before it. 1 when s->pd is the fresh record, 0 if the
 * password checked is no longer the character's, -1 if it is gone or the
 * database failed (s is told and closed).
 */
static int
login_refresh(struct session *s)
{
	struct player_data	 fresh;
	struct character	*ch;
	char			*cause = NULL;
	int			 found;
	struct player_data	*pd = session_pd(s);

	if ((ch = char_find_player(pd->name)) != NULL)
		return (strcmp(ch->pd.pwhash, pd->pwhash) == 0);
	player_data_init(&fresh);
	found = save_load_player(game_store, pd->name, &fresh, &cause);
	if (found != 1) {
		if (found < 0) {
			log_warnx("loading %s: %s", pd->name, cause);
			free(cause);
		}
		desc_printf(s->desc, "\n%s\n", found < 0 ? "The player database is "
		    "not available; please try again later." : "That "
		    "character no longer exists.");
		player_data_clear(&fresh);
		session_close(s);
		return (-1);
	}
	if (strcmp(fresh.pwhash, pd->pwhash) != 0) {
		player_data_clear(&fresh);
		return (0);
	}
	player_data_clear(pd);
	*s->pd = fresh;
	return (1);
}

/* The pause after a wrong password: 1, 2, 4... times the backoff. */
static long
login_backoff(int failures)
{
	long	delay = (long)conf_int(CFG_LOGIN_BACKOFF);
	int	shift = failures - 1;

	if (shift > LOGIN_BACKOFF_SHIFT_MAX)
		shift = LOGIN_BACKOFF_SHIFT_MAX;
	if (shift > 0)
		delay <<= shift;
	return (delay > LOGIN_BACKOFF_MAX ? LOGIN_BACKOFF_MAX : delay);
}

/* The password of an existing character was checked. */
static void
login_verified(void *arg, int ok, const char *unused)
{
	struct session		*s = arg;
	struct timeval		 tv;
	long			 delay;
	int			 fresh;
	struct player_data	*pd = session_pd(s);

	s->job = NULL;
	s->checking = 0;
	record_hash(s->desc, ok);
	if (ok == 1) {
		desc_echo(s->desc, 1);
		if ((fresh = login_refresh(s)) < 0)
			return;
		if (fresh == 0) {
			log_info("desc %llu: %s's password changed during the "
			    "check from %s", (unsigned long long)s->desc->id,
			    pd->name, s->desc->host);
			desc_printf(s->desc, "\nThe password of %s was changed a "
			    "moment ago.\n", pd->name);
			login_name_again(s);
			return;
		}
		desc_write(s->desc, "\n", 1);
		login_enter(s);
		return;
	}
	s->failures++;
	login_stats.wrong_password++;
	address_fail(s->desc->host, game_time());
	log_info("desc %llu: wrong password for %s from %s (%d on this "
	    "connection, %d from the address)", (unsigned long long)s->desc->id,
	    pd->name, s->desc->host, s->failures,
	    address_failures(s->desc->host));
	wiznet_send(WIZ_REFUSED, NULL, "Wrong password for %s from %s.",
	    pd->name, s->desc->host);
	if (s->failures >= conf_int(CFG_LOGIN_ATTEMPTS)) {
		desc_echo(s->desc, 1);
		desc_printf(s->desc, "\nWrong password. Too many attempts; "
		    "goodbye.\n");
		session_close(s);
		return;
	}
	desc_printf(s->desc, "\nWrong password.\n");
	delay = login_backoff(s->failures);
	session_set_state(s, SS_GET_PASSWORD);
	if (delay == 0) {
		login_ask(s, SS_GET_PASSWORD, "Password: ");
		return;
	}
	s->paused = 1;
	if (s->pause_ev == NULL)
		s->pause_ev = evtimer_new(game_base, login_pause_done, s);
	tv.tv_sec = delay;
	tv.tv_usec = 0;
	evtimer_add(s->pause_ev, &tv);
}

/*
 * Queue a password check or hash for s. When too many are waiting, s is
 * told to try again and 0 is returned; a check refused because its address
 * already has its share waiting counts as a wrong password, so that a
 * flood from one address reaches its lockout.
 */
static int
login_queue(struct session *s, const char *hash, const char *password,
    pwhash_cb cb)
{
	char		 key[ADDRESS_KEY_MAX];
	const char	*name;
	int		 server_busy;

	pwhash_set_limits((int)conf_int(CFG_HASH_QUEUE),
	    (int)conf_int(CFG_HASH_PER_ADDRESS));
	server_busy = pwhash_pending() >= conf_int(CFG_HASH_QUEUE);
	/* An address's share is its network's, as every per-address limit. */
	address_key(s->desc->host, key, sizeof key);
	if (hash != NULL)
		s->job = pwhash_verify(key, hash, password, cb, s);
	else
		s->job = pwhash_hash(key, password, cb, s);
	if (s->job != NULL)
		return (1);
	if (!server_busy)
		address_fail(s->desc->host, game_time());
	/* In play, a password being changed: the login has no record. */
	name = s->ch != NULL ? s->ch->pd.name : session_pd(s)->name;
	log_info("desc %llu: password check refused for %s from %s: %s",
	    (unsigned long long)s->desc->id, name, s->desc->host,
	    server_busy ? "too many waiting" :
	    "too many waiting from the address");
	desc_printf(s->desc, "\nToo many logins are being checked just now; please "
	    "try again in a moment.\n");
	return (0);
}

static int
login_password_ok(struct session *s, const char *name, const char *pw)
{
	size_t	len = strlen(pw);

	if (len < PWHASH_MIN) {
		desc_printf(s->desc, "\nA password must be at least %d characters "
		    "long.\n", PWHASH_MIN);
		return (0);
	}
	if (len > PWHASH_MAX) {
		desc_printf(s->desc, "\nA password may be at most %d characters "
		    "long.\n", PWHASH_MAX);
		return (0);
	}
	if (strcasecmp(pw, name) == 0) {
		desc_printf(s->desc, "\nA password must not be your name.\n");
		return (0);
	}
	return (1);
}

/*
 * Is s's address locked out by wrong passwords? If so s is told for how
 * long and closed.
 */
static int
login_locked(struct session *s)
{
	long	left;

	left = address_locked(s->desc->host, (int)conf_int(CFG_ADDRESS_FAILURES),
	    (long)conf_int(CFG_ADDRESS_LOCKOUT), game_time());
	if (left <= 0)
		return (0);
	login_stats.locked_out++;
	desc_echo(s->desc, 1);
	desc_printf(s->desc, "\nToo many wrong passwords from your address; "
	    "try again in %ld minute%s.\n", (left + 59) / 60,
	    (left + 59) / 60 == 1 ? "" : "s");
	session_close(s);
	return (1);
}

static void
login_get_name(struct session *s, char *line)
{
	struct player_data	*pd = session_pd(s);
	struct store_ban	 ban;
	char			 name[NAME_LEN_MAX + 1], *cause = NULL, *what;
	const char		*why;
	int			 found;

	if (*line == '\0') {
		login_ask(s, SS_GET_NAME, "What name do you go by? ");
		return;
	}
	if (strcmp(line, "MSSP-REQUEST") == 0) {
		proto_mssp_plain(s->desc);
		login_ask(s, SS_GET_NAME, "What name do you go by? ");
		return;
	}
	if (login_locked(s))
		return;
	if (names_check(line, name, sizeof name, &why) != 0) {
		desc_printf(s->desc, "%s\n", why);
		login_ask(s, SS_GET_NAME, "Name: ");
		return;
	}
	if (ban_name_find(name, &ban) == 1) {
		log_info("desc %llu: the name %s is banned (from %s): refused",
		    (unsigned long long)s->desc->id, name, s->desc->host);
		wiznet_send(WIZ_REFUSED, NULL, "The banned name %s refused "
		    "from %s.", name, s->desc->host);
		xasprintf(&what, "The name %s", name);
		ban_tell(s->desc, what, &ban);
		free(what);
		store_ban_clear(&ban);
		session_close(s);
		return;
	}
	found = save_load_player(game_store, name, pd, &cause);
	if (found < 0) {
		log_warnx("loading %s: %s", name, cause);
		free(cause);
		desc_printf(s->desc, "The player database is not available; please "
		    "try again later.\n");
		session_close(s);
		return;
	}
	if (found) {
		desc_echo(s->desc, 0);
		login_ask(s, SS_GET_PASSWORD, "Password: ");
		return;
	}
	if ((why = staff_lock_refused(ROLE_PLAYER, 1)) != NULL) {
		log_info("desc %llu: new character %s refused (from %s): "
		    "locked", (unsigned long long)s->desc->id, name,
		    s->desc->host);
		wiznet_send(WIZ_REFUSED, NULL, "New character %s refused from "
		    "%s: the game is locked.", name, s->desc->host);
		desc_printf(s->desc, "%s\n", why);
		session_close(s);
		return;
	}
	if (!login_may_create(s)) {
		login_ask(s, SS_GET_NAME, "Name: ");
		return;
	}
	text_strlcpy(pd->name, name, sizeof pd->name);
	login_ask(s, SS_CONFIRM_NAME, "Is %s the name you want (Y/N)? ",
	    name);
}

static void	login_ask_race(struct session *);

static void
login_get_class(struct session *s, char *line)
{
	struct player_data	*pd = session_pd(s);
	const char		*chosen;

	if ((chosen = class_lookup(line)) == NULL) {
		login_ask(s, SS_GET_CLASS, "That is not a class here.\n"
		    "Choose warrior, mage, cleric or thief: ");
		return;
	}
	text_strlcpy(pd->class_name, chosen, sizeof pd->class_name);
	skill_grant(pd);		/* the class's first skills */
	login_ask_race(s);
}

static void
login_ask_race(struct session *s)
{
	int	k;

	desc_printf(s->desc, "\n");
	for (k = 0; k < RACE__COUNT; k++)
		desc_printf(s->desc, "  %-9s %s\n", race_table[k].name,
		    race_table[k].blurb);
	login_ask(s, SS_GET_RACE, "Choose your race: human, elf, dwarf or "
	    "halfling: ");
}

static void
login_get_race(struct session *s, char *line)
{
	struct player_data	*pd = session_pd(s);
	int			 k;

	if ((k = race_find(line)) < 0) {
		login_ask(s, SS_GET_RACE, "That is not a race here.\n"
		    "Choose human, elf, dwarf or halfling: ");
		return;
	}
	text_strlcpy(pd->race, race_table[k].name, sizeof pd->race);
	race_apply(pd);
	start_new(pd);		/* gold, first skills usable */
	session_set_state(s, SS_WAIT_HASH);
	if (!login_queue(s, NULL, s->password, login_new_hashed)) {
		login_ask(s, SS_GET_RACE, "Choose your race: human, elf, "
		    "dwarf or halfling: ");
		return;
	}
	desc_printf(s->desc, "%s %s %s it is. Preparing your character...\n",
	    text_cap(text_article(race_table[k].name)), race_table[k].name,
	    pd->class_name);
}

/* Handle a line typed in one of the login states. */
void
login_input(struct session *s, char *line)
{
	int	k;

	switch (s->state) {
	case SS_GET_NAME:
		login_get_name(s, line);
		break;
	case SS_CONFIRM_NAME:
		if (*line == 'y' || *line == 'Y') {
			desc_echo(s->desc, 0);
			login_ask(s, SS_NEW_PASSWORD, "A new character. Choose "
			    "a password for %s: ", session_pd(s)->name);
		} else if (*line == 'n' || *line == 'N') {
			session_pd(s)->name[0] = '\0';
			login_ask(s, SS_GET_NAME, "Then what name will you "
			    "take? ");
		} else
			login_ask(s, SS_CONFIRM_NAME, "Answer Y for yes or N "
			    "for no: ");
		break;
	case SS_NEW_PASSWORD:
		if (!login_password_ok(s, session_pd(s)->name, line)) {
			login_ask(s, SS_NEW_PASSWORD, "Password: ");
			break;
		}
		login_forget_password(s);
		s->password = xstrdup(line);
		login_ask(s, SS_CONFIRM_PASSWORD, "\nType the password once "
		    "more: ");
		break;
	case SS_CONFIRM_PASSWORD:
		if (strcmp(line, s->password) != 0) {
			login_forget_password(s);
			login_ask(s, SS_NEW_PASSWORD, "\nThe passwords do not "
			    "match.\nPassword: ");
			break;
		}
		desc_echo(s->desc, 1);
		desc_printf(s->desc, "\n\n");
		for (k = 0; k < CLASS__COUNT; k++)
			desc_printf(s->desc, "  %-8s %s\n", class_table[k].name,
			    class_table[k].blurb);
		login_ask(s, SS_GET_CLASS, "Choose your class: warrior, "
		    "mage, cleric or thief: ");
		break;
	case SS_GET_CLASS:
		login_get_class(s, line);
		break;
	case SS_GET_RACE:
		login_get_race(s, line);
		break;
	case SS_GET_PASSWORD:
		/*
		 * Only answers already given count here: checks still
		 * waiting, from this address's other connections, are
		 * neither right nor wrong yet (hundreds of honest players
		 * behind one address may be waiting at once).
		 */
		if (login_locked(s))
			break;
		session_set_state(s, SS_WAIT_HASH);
		if (!login_queue(s, session_pd(s)->pwhash, line,
		    login_verified)) {
			login_ask(s, SS_GET_PASSWORD, "Password: ");
			break;
		}
		s->checking = 1;
		break;
	default:
		log_warnx("desc %llu: login input in state %s",
		    (unsigned long long)s->desc->id,
		    session_state_name(s->state));
		break;
	}
	sodium_memzero(line, strlen(line));
}

/* Start the in-game password change. */
void
login_password_start(struct session *s)
{
	desc_echo(s->desc, 0);
	login_ask(s, SS_PW_OLD, "Old password: ");
}

static void
login_pw_back(struct session *s, const char *msg)
{
	s->deleting = 0;
	desc_echo(s->desc, 1);
	login_forget_password(s);
	session_set_state(s, SS_PLAYING);
	desc_printf(s->desc, "\n%s\n", msg);
	desc_prompt(s->desc);
}

/* The password given to 'delete' was checked: delete, or say why not. */
static void
login_delete_checked(struct session *s, int ok)
{
	struct character	*ch = s->ch;

	s->deleting = 0;
	if (ok != 1) {
		log_info("%s: wrong password in 'delete'", ch->pd.name);
		login_pw_back(s, "Wrong password. Your character is not "
		    "deleted.");
		return;
	}
	desc_echo(s->desc, 1);
	login_forget_password(s);
	session_set_state(s, SS_PLAYING);
	desc_printf(s->desc, "\n");
	if (erase_player(ch) != 0) {
		desc_prompt(s->desc);
		return;
	}
	session_quit(ch);
}

/* Start 'delete': the password, without it showing, confirms it. */
void
login_delete_start(struct session *s)
{
	s->deleting = 1;
	desc_echo(s->desc, 0);
	login_ask(s, SS_PW_OLD, "Your password, to delete this character for "
	    "good: ");
}

static void
login_pw_old_checked(void *arg, int ok, const char *unused)
{
	struct session		*s = arg;

	s->job = NULL;
	record_hash(s->desc, ok);
	if (s->deleting) {
		login_delete_checked(s, ok);
		return;
	}
	if (ok != 1) {
		log_info("%s: wrong old password in 'password'",
		    s->ch->pd.name);
		login_pw_back(s, "Wrong password. Your password is unchanged.");
		return;
	}
	login_ask(s, SS_PW_NEW, "\nNew password: ");
}

static void
login_pw_new_hashed(void *arg, int ok, const char *hash)
{
	struct session		*s = arg;
	char			*old;

	s->job = NULL;
	record_hash(s->desc, ok);
	if (ok != 1) {
		login_pw_back(s, "Something went wrong; your password is "
		    "unchanged.");
		return;
	}
	old = s->ch->pd.pwhash;
	s->ch->pd.pwhash = xstrdup(hash);
	if (char_save(s->ch) != 0) {
		free(s->ch->pd.pwhash);
		s->ch->pd.pwhash = old;
		login_pw_back(s, "Your password is unchanged.");
		return;
	}
	free(old);
	log_info("%s changed their password", s->ch->pd.name);
	login_pw_back(s, "Password changed.");
}

/* Handle a line typed during the in-game password change. */
void
login_password_input(struct session *s, char *line)
{
	switch (s->state) {
	case SS_PW_OLD:
		session_set_state(s, SS_WAIT_HASH);
		if (!login_queue(s, s->ch->pd.pwhash, line,
		    login_pw_old_checked))
			login_pw_back(s, "Your password is unchanged.");
		break;
	case SS_PW_NEW:
		if (!login_password_ok(s, s->ch->pd.name, line)) {
			login_pw_back(s, "Your password is unchanged.");
			break;
		}
		login_forget_password(s);
		s->password = xstrdup(line);
		login_ask(s, SS_PW_CONFIRM, "\nRetype the new password: ");
		break;
	case SS_PW_CONFIRM:
		if (strcmp(line, s->password) != 0) {
			login_pw_back(s, "The passwords do not match. Your "
			    "password is unchanged.");
			break;
		}
		session_set_state(s, SS_WAIT_HASH);
		if (!login_queue(s, NULL, s->password, login_pw_new_hashed)) {
			login_pw_back(s, "Your password is unchanged.");
			break;
		}
		login_forget_password(s);
		break;
	default:
		break;
	}
	sodium_memzero(line, strlen(line));
}

/* Start the dialogue again from the name, saying why. */
void
login_restart(struct session *s, const char *why)
{
	login_cancel(s, 0);
	if (s->pause_ev != NULL)
		evtimer_del(s->pause_ev);
	s->paused = 0;
	s->failures = 0;
	login_forget_password(s);
	desc_echo(s->desc, 1);
	desc_printf(s->desc, "\n%s\n", why);
	login_name_again(s);
}

/* A character comes back after a reboot, on s's connection or link-dead. */
struct character *
login_resume(struct session *s, const char *name, char **cause)
{
	struct player_data	 pd;
	struct character	*ch;
	struct room		*room;
	int			 found;

	if (char_find_player(name) != NULL) {
		xasprintf(cause, "%s is in the game already", name);
		return (NULL);
	}
	player_data_init(&pd);
	if ((found = save_load_player(game_store, name, &pd, cause)) != 1) {
		if (found == 0)
			xasprintf(cause, "no player is called %s", name);
		player_data_clear(&pd);
		return (NULL);
	}
	skill_grant(&pd);
	ch = char_new(&pd);
	race_enter(ch);
	ch->login_time = game_time();
	if (s != NULL)
		session_attach(s, ch);
	if ((room = room_find(ch->pd.room)) == NULL)
		room = room_start();
	game_move_char(ch, room);
	char_load_items(ch);
	game_start_events(ch);
	channel_enter(ch);
	return (ch);
}

/* Forget the check under way; one the client walked away from counts. */
void
login_cancel(struct session *s, int counted)
{
	if (s->job == NULL)
		return;
	pwhash_cancel(s->job);
	s->job = NULL;
	if (s->checking && counted) {
		address_fail(s->desc->host, game_time());
		log_info("desc %llu: closed during the password check for %s "
		    "from %s: counted as wrong (%d from the address)",
		    (unsigned long long)s->desc->id, s->pd != NULL ?
		    s->pd->name : "?", s->desc->host,
		    address_failures(s->desc->host));
	}
	s->checking = 0;
}
