/* login.c: the dialogue from a new connection to a character in the game. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include <event2/event.h>
#include <sodium.h>

#include "address.h"
#include "character.h"
#include "config.h"
#include "descriptor.h"
#include "game.h"
#include "interp.h"
#include "log.h"
#include "login.h"
#include "names.h"
#include "protocol.h"
#include "pwhash.h"
#include "room.h"
#include "store.h"
#include "text.h"
#include "xmalloc.h"

/* The pause after wrong passwords doubles at most this often, to this. */
#define LOGIN_BACKOFF_SHIFT_MAX	6
#define LOGIN_BACKOFF_MAX	60


static void
login_forget_password(struct descriptor *d)
{
	if (d->password != NULL) {
		sodium_memzero(d->password, strlen(d->password));
		free(d->password);
		d->password = NULL;
	}
}

static void
login_ask(struct descriptor *d, enum desc_state state, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Move to state and ask its question. */
static void
login_ask(struct descriptor *d, enum desc_state state, const char *fmt, ...)
{
	va_list	 ap;
	char	*q;

	desc_set_state(d, state);
	va_start(ap, fmt);
	xvasprintf(&q, fmt, ap);
	va_end(ap);
	desc_write(d, q, strlen(q));
	free(q);
	desc_prompt(d);
}

/* Greet a new connection and ask for a name. */
void
login_greet(struct descriptor *d)
{
	desc_printf(d, "\n%s\n\n", conf_str(CFG_NAME));
	login_ask(d, DS_GET_NAME, "By what name do you wish to be known? ");
}

/* Start again from the name (the record read for it is forgotten). */
static void
login_name_again(struct descriptor *d)
{
	player_data_clear(&d->pd);
	player_data_init(&d->pd);
	login_ask(d, DS_GET_NAME, "By what name do you wish to be known? ");
}

static void
login_show_motd(struct descriptor *d)
{
	const char	*path = conf_str(CFG_MOTD);
	FILE		*f;
	char		 buf[4096];
	size_t		 n;

	if (*path == '\0' || (f = fopen(path, "r")) == NULL)
		return;
	n = fread(buf, 1, sizeof buf - 1, f);
	fclose(f);
	buf[n] = '\0';
	n = text_sanitize_block(buf, n);
	desc_write(d, buf, n);
	desc_write(d, "\n", 1);
}

/* Put the player in the game: a new character, a reconnect or a takeover. */
static void
login_enter(struct descriptor *d)
{
	struct character	*ch;
	struct descriptor	*old;
	struct room		*room;

	if ((ch = char_find_player(d->pd.name)) != NULL) {
		if ((old = ch->desc) != NULL) {
			desc_printf(old, "\nThis character has been taken over "
			    "by a new connection from %s.\n", d->host);
			old->ch = NULL;
			ch->desc = NULL;
			desc_close(old);
			log_info("%s taken over from %s by %s", ch->pd.name,
			    old->host, d->host);
		} else
			log_info("%s reconnected from %s", ch->pd.name,
			    d->host);
		player_data_clear(&d->pd);
		player_data_init(&d->pd);
		ch->desc = d;
		d->ch = ch;
		desc_set_state(d, DS_PLAYING);
		desc_printf(d, "\nReconnecting. You are back in control of "
		    "%s.\n\n", ch->pd.name);
		if (ch->linkdead)
			char_reconnect(ch);
		char_room_printf(ch, "%s has reconnected.\n", ch->pd.name);
		interp_run(ch, "look");
		desc_prompt(d);
		return;
	}

	ch = char_new(&d->pd);
	player_data_init(&d->pd);
	ch->desc = d;
	d->ch = ch;
	ch->pd.last_login = time(NULL);
	desc_set_state(d, DS_PLAYING);
	desc_write(d, "\n", 1);
	login_show_motd(d);
	if ((room = room_find(ch->pd.room)) == NULL)
		room = room_start();
	char_to_room(ch, room);
	char_load_items(ch);
	char_start_events(ch);
	log_info("%s entered the game from %s", ch->pd.name, d->host);
	char_room_printf(ch, "%s has entered the game.\n", ch->pd.name);
	interp_run(ch, "look");
	proto_gmcp_status(d);
	desc_prompt(d);
}

/* The hash of a new character's password is ready: create it. */
static void
login_new_hashed(void *arg, int ok, const char *hash)
{
	struct descriptor	*d = arg;
	char			*cause = NULL;

	d->job = NULL;
	login_forget_password(d);
	if (ok != 1) {
		desc_printf(d, "Something went wrong storing your password; "
		    "please try again later.\n");
		log_warnx("desc %llu: password hashing failed",
		    (unsigned long long)d->id);
		desc_close(d);
		return;
	}
	free(d->pd.pwhash);
	d->pd.pwhash = xstrdup(hash);
	d->pd.created = d->pd.last_login = time(NULL);
	d->pd.role = store_count_players(game_store) == 0 ? ROLE_ADMIN :
	    ROLE_PLAYER;
	if (store_create_player(game_store, &d->pd, &cause) != 0) {
		log_warnx("creating %s: %s", d->pd.name, cause);
		free(cause);
		if (store_load_player(game_store, d->pd.name, &d->pd,
		    NULL) == 1) {
			player_data_clear(&d->pd);
			player_data_init(&d->pd);
			login_ask(d, DS_GET_NAME, "Someone took that name "
			    "while you were choosing. Please pick another "
			    "name: ");
		} else {
			desc_printf(d, "The player database is not "
			    "available; please try again later.\n");
			desc_close(d);
		}
		return;
	}
	log_info("new %s %s created from %s%s", d->pd.class_name, d->pd.name,
	    d->host, d->pd.role == ROLE_ADMIN ? " (first player: admin)" : "");
	login_enter(d);
	desc_run_input(d);
}

static void
login_pause_done(evutil_socket_t fd, short what, void *arg)
{
	struct descriptor	*d = arg;

	d->paused = 0;
	login_ask(d, DS_GET_PASSWORD, "Password: ");
	desc_run_input(d);
}

/*
 * The most recent record of d's character: the one in the game if it is
 * there, else a fresh read of the database. A password change, a new role
 * or anything else saved while the check ran is never undone by a login
 * that began before it. 1 when d->pd is the fresh record, 0 if the
 * password checked is no longer the character's, -1 if it is gone or the
 * database failed (d is told and closed).
 */
static int
login_refresh(struct descriptor *d)
{
	struct player_data	 fresh;
	struct character	*ch;
	char			*cause = NULL;
	int			 found;

	if ((ch = char_find_player(d->pd.name)) != NULL)
		return (strcmp(ch->pd.pwhash, d->pd.pwhash) == 0);
	player_data_init(&fresh);
	found = store_load_player(game_store, d->pd.name, &fresh, &cause);
	if (found != 1) {
		if (found < 0) {
			log_warnx("loading %s: %s", d->pd.name, cause);
			free(cause);
		}
		desc_printf(d, "\n%s\n", found < 0 ? "The player database is "
		    "not available; please try again later." : "That "
		    "character no longer exists.");
		player_data_clear(&fresh);
		desc_close(d);
		return (-1);
	}
	if (strcmp(fresh.pwhash, d->pd.pwhash) != 0) {
		player_data_clear(&fresh);
		return (0);
	}
	player_data_clear(&d->pd);
	d->pd = fresh;
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
	struct descriptor	*d = arg;
	struct timeval		 tv;
	long			 delay;
	int			 fresh;

	d->job = NULL;
	if (ok == 1) {
		/* Counted as wrong when it was sent: it was not. */
		address_forgive(d->host);
		desc_echo(d, 1);
		if ((fresh = login_refresh(d)) < 0)
			return;
		if (fresh == 0) {
			log_info("desc %llu: %s's password changed during the "
			    "check from %s", (unsigned long long)d->id,
			    d->pd.name, d->host);
			desc_printf(d, "\nThe password of %s was changed a "
			    "moment ago.\n", d->pd.name);
			login_name_again(d);
			desc_run_input(d);
			return;
		}
		desc_write(d, "\n", 1);
		login_enter(d);
		desc_run_input(d);
		return;
	}
	d->failures++;
	log_info("desc %llu: wrong password for %s from %s (%d on this "
	    "connection, %d from the address)", (unsigned long long)d->id,
	    d->pd.name, d->host, d->failures, address_failures(d->host));
	if (d->failures >= conf_int(CFG_LOGIN_ATTEMPTS)) {
		desc_echo(d, 1);
		desc_printf(d, "\nWrong password. Too many attempts; "
		    "goodbye.\n");
		desc_close(d);
		return;
	}
	desc_printf(d, "\nWrong password.\n");
	delay = login_backoff(d->failures);
	desc_set_state(d, DS_GET_PASSWORD);
	if (delay == 0) {
		login_ask(d, DS_GET_PASSWORD, "Password: ");
		desc_run_input(d);
		return;
	}
	d->paused = 1;
	if (d->pause_ev == NULL)
		d->pause_ev = evtimer_new(game_base, login_pause_done, d);
	tv.tv_sec = delay;
	tv.tv_usec = 0;
	evtimer_add(d->pause_ev, &tv);
}

/*
 * Queue a password check or hash for d. When too many are waiting, d is
 * told to try again and 0 is returned; a check refused because its address
 * already has its share waiting counts as a wrong password, so that a
 * flood from one address reaches its lockout.
 */
static int
login_queue(struct descriptor *d, const char *hash, const char *password,
    pwhash_cb cb)
{
	int	 server_busy;

	pwhash_set_limits((int)conf_int(CFG_HASH_QUEUE),
	    (int)conf_int(CFG_HASH_PER_ADDRESS));
	server_busy = pwhash_pending() >= conf_int(CFG_HASH_QUEUE);
	if (hash != NULL)
		d->job = pwhash_verify(d->host, hash, password, cb, d);
	else
		d->job = pwhash_hash(d->host, password, cb, d);
	if (d->job != NULL)
		return (1);
	if (!server_busy)
		address_fail(d->host, time(NULL));
	log_info("desc %llu: password check refused for %s from %s: %s",
	    (unsigned long long)d->id, d->pd.name, d->host, server_busy ?
	    "too many waiting" : "too many waiting from the address");
	desc_printf(d, "\nToo many logins are being checked just now; please "
	    "try again in a moment.\n");
	return (0);
}

static int
login_password_ok(struct descriptor *d, const char *name, const char *pw)
{
	size_t	len = strlen(pw);

	if (len < PWHASH_MIN) {
		desc_printf(d, "\nA password must be at least %d characters "
		    "long.\n", PWHASH_MIN);
		return (0);
	}
	if (len > PWHASH_MAX) {
		desc_printf(d, "\nA password may be at most %d characters "
		    "long.\n", PWHASH_MAX);
		return (0);
	}
	if (strcasecmp(pw, name) == 0) {
		desc_printf(d, "\nA password must not be your name.\n");
		return (0);
	}
	return (1);
}

static void
login_get_name(struct descriptor *d, char *line)
{
	char		 name[NAME_LEN_MAX + 1], *cause = NULL;
	const char	*why;
	long		 left;
	int		 found;

	if (*line == '\0') {
		login_ask(d, DS_GET_NAME, "By what name do you wish to be "
		    "known? ");
		return;
	}
	if (strcmp(line, "MSSP-REQUEST") == 0) {
		proto_mssp_plain(d);
		login_ask(d, DS_GET_NAME, "By what name do you wish to be "
		    "known? ");
		return;
	}
	left = address_locked(d->host, (int)conf_int(CFG_ADDRESS_FAILURES),
	    (long)conf_int(CFG_ADDRESS_LOCKOUT), time(NULL));
	if (left > 0) {
		desc_printf(d, "Too many wrong passwords from your address; "
		    "try again in %ld minute%s.\n", (left + 59) / 60,
		    (left + 59) / 60 == 1 ? "" : "s");
		desc_close(d);
		return;
	}
	if (names_check(line, name, sizeof name, &why) != 0) {
		desc_printf(d, "%s\n", why);
		login_ask(d, DS_GET_NAME, "Name: ");
		return;
	}
	found = store_load_player(game_store, name, &d->pd, &cause);
	if (found < 0) {
		log_warnx("loading %s: %s", name, cause);
		free(cause);
		desc_printf(d, "The player database is not available; please "
		    "try again later.\n");
		desc_close(d);
		return;
	}
	if (found) {
		desc_echo(d, 0);
		login_ask(d, DS_GET_PASSWORD, "Password: ");
		return;
	}
	text_strlcpy(d->pd.name, name, sizeof d->pd.name);
	login_ask(d, DS_CONFIRM_NAME, "Did I get that right, %s (Y/N)? ",
	    name);
}

static void
login_get_class(struct descriptor *d, char *line)
{
	const char	*chosen;

	if ((chosen = class_lookup(line)) == NULL) {
		login_ask(d, DS_GET_CLASS, "That is not a class here.\n"
		    "Choose warrior, mage, cleric or thief: ");
		return;
	}
	text_strlcpy(d->pd.class_name, chosen, sizeof d->pd.class_name);
	desc_set_state(d, DS_WAIT_HASH);
	if (!login_queue(d, NULL, d->password, login_new_hashed)) {
		login_ask(d, DS_GET_CLASS, "Choose your class: warrior, mage, "
		    "cleric or thief: ");
		return;
	}
	desc_printf(d, "A %s it is. Preparing your character...\n", chosen);
}

/* Handle a line typed in one of the login states. */
void
login_input(struct descriptor *d, char *line)
{
	switch (d->state) {
	case DS_GET_NAME:
		login_get_name(d, line);
		break;
	case DS_CONFIRM_NAME:
		if (*line == 'y' || *line == 'Y') {
			desc_echo(d, 0);
			login_ask(d, DS_NEW_PASSWORD, "A new character. Give "
			    "me a password for %s: ", d->pd.name);
		} else if (*line == 'n' || *line == 'N') {
			d->pd.name[0] = '\0';
			login_ask(d, DS_GET_NAME, "Ok, what IS it, then? ");
		} else
			login_ask(d, DS_CONFIRM_NAME, "Please type Yes or No: ");
		break;
	case DS_NEW_PASSWORD:
		if (!login_password_ok(d, d->pd.name, line)) {
			login_ask(d, DS_NEW_PASSWORD, "Password: ");
			break;
		}
		login_forget_password(d);
		d->password = xstrdup(line);
		login_ask(d, DS_CONFIRM_PASSWORD, "\nPlease retype the "
		    "password: ");
		break;
	case DS_CONFIRM_PASSWORD:
		if (strcmp(line, d->password) != 0) {
			login_forget_password(d);
			login_ask(d, DS_NEW_PASSWORD, "\nThe passwords do not "
			    "match.\nPassword: ");
			break;
		}
		desc_echo(d, 1);
		login_ask(d, DS_GET_CLASS, "\n\nChoose your class: warrior, "
		    "mage, cleric or thief: ");
		break;
	case DS_GET_CLASS:
		login_get_class(d, line);
		break;
	case DS_GET_PASSWORD:
		desc_set_state(d, DS_WAIT_HASH);
		if (!login_queue(d, d->pd.pwhash, line, login_verified)) {
			login_ask(d, DS_GET_PASSWORD, "Password: ");
			break;
		}
		/*
		 * Counted as wrong now and forgiven if right, so that a
		 * client that closes before the answer is counted too.
		 */
		address_fail(d->host, time(NULL));
		break;
	default:
		log_warnx("desc %llu: login input in state %s",
		    (unsigned long long)d->id, desc_state_name(d->state));
		break;
	}
	sodium_memzero(line, strlen(line));
}

/* Start the in-game password change. */
void
login_password_start(struct descriptor *d)
{
	desc_echo(d, 0);
	login_ask(d, DS_PW_OLD, "Old password: ");
}

static void
login_pw_back(struct descriptor *d, const char *msg)
{
	desc_echo(d, 1);
	login_forget_password(d);
	desc_set_state(d, DS_PLAYING);
	desc_printf(d, "\n%s\n", msg);
	desc_prompt(d);
	desc_run_input(d);
}

static void
login_pw_old_checked(void *arg, int ok, const char *unused)
{
	struct descriptor	*d = arg;

	d->job = NULL;
	if (ok != 1) {
		log_info("%s: wrong old password in 'password'",
		    d->ch->pd.name);
		login_pw_back(d, "Wrong password. Your password is unchanged.");
		return;
	}
	login_ask(d, DS_PW_NEW, "\nNew password: ");
	desc_run_input(d);
}

static void
login_pw_new_hashed(void *arg, int ok, const char *hash)
{
	struct descriptor	*d = arg;
	char			*old;

	d->job = NULL;
	if (ok != 1) {
		login_pw_back(d, "Something went wrong; your password is "
		    "unchanged.");
		return;
	}
	old = d->ch->pd.pwhash;
	d->ch->pd.pwhash = xstrdup(hash);
	if (char_save(d->ch) != 0) {
		free(d->ch->pd.pwhash);
		d->ch->pd.pwhash = old;
		login_pw_back(d, "Your password is unchanged.");
		return;
	}
	free(old);
	log_info("%s changed their password", d->ch->pd.name);
	login_pw_back(d, "Password changed.");
}

/* Handle a line typed during the in-game password change. */
void
login_password_input(struct descriptor *d, char *line)
{
	switch (d->state) {
	case DS_PW_OLD:
		desc_set_state(d, DS_WAIT_HASH);
		if (!login_queue(d, d->ch->pd.pwhash, line,
		    login_pw_old_checked))
			login_pw_back(d, "Your password is unchanged.");
		break;
	case DS_PW_NEW:
		if (!login_password_ok(d, d->ch->pd.name, line)) {
			login_pw_back(d, "Your password is unchanged.");
			break;
		}
		login_forget_password(d);
		d->password = xstrdup(line);
		login_ask(d, DS_PW_CONFIRM, "\nRetype the new password: ");
		break;
	case DS_PW_CONFIRM:
		if (strcmp(line, d->password) != 0) {
			login_pw_back(d, "The passwords do not match. Your "
			    "password is unchanged.");
			break;
		}
		desc_set_state(d, DS_WAIT_HASH);
		if (!login_queue(d, NULL, d->password, login_pw_new_hashed)) {
			login_pw_back(d, "Your password is unchanged.");
			break;
		}
		login_forget_password(d);
		break;
	default:
		break;
	}
	sodium_memzero(line, strlen(line));
}
