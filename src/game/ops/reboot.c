/*
 * reboot.c: the hot reboot (copyover). The old process ends what cannot
 * survive, saves everyone, hands its sockets and a description of them
 * to the binary it execs; the new one takes everyone back.
 */
#include <errno.h>
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include <event2/event.h>
#include <jansson.h>
#include <sodium.h>

#include "act.h"
#include "alias.h"
#include "backup.h"
#include "character.h"
#include "config.h"
#include "corpse.h"
#include "descriptor.h"
#include "editor.h"
#include "eqtypes.h"
#include "equeue.h"
#include "fight.h"
#include "game.h"
#include "gmcp.h"
#include "group.h"
#include "handover.h"
#include "input.h"
#include "interp.h"
#include "log.h"
#include "login.h"
#include "magic.h"
#include "monotime.h"
#include "pager.h"
#include "player.h"
#include "pwhash.h"
#include "reboot.h"
#include "record.h"
#include "save.h"
#include "server.h"
#include "session.h"
#include "switch.h"
#include "text.h"
#include "wiznet.h"
#include "tls.h"
#include "xmalloc.h"

#define REBOOT_VERSION		1
/* The most link-dead characters a file may bring back. */
#define REBOOT_MAX_LINKDEAD	100000
/* The longest command an alias makes, as the interpreter takes it. */
#define REBOOT_LINE_MAX		4096
/* The alias steps all of one player's typed-ahead lines may take. */
#define REBOOT_ALIAS_STEPS	(8 * ALIAS_STEPS_MAX)
/* The longest afk message carried. */
#define REBOOT_AFK_MAX		256
/* Lines typed ahead a connection's description may carry at most. */
#define REBOOT_INPUT_MAX	256

static char		 reboot_bin[PATH_MAX];	/* the running binary */
static char		**reboot_argv;		/* to run again */
static int		 reboot_argc;
static reboot_exec_fn	 reboot_exec = handover_exec;

struct reboot_stats	 reboot_stats;

/* Remember the command line and the path of the running binary. */
void
reboot_setup(int argc, char **argv)
{
	ssize_t	n;
	size_t	len;
	int	i;

	n = readlink("/proc/self/exe", reboot_bin, sizeof reboot_bin - 1);
	if (n > 0) {
		reboot_bin[n] = '\0';
		/* Replaced since it started: its path is what is wanted. */
		len = strlen(reboot_bin);
		if (len > 10 && strcmp(reboot_bin + len - 10, " (deleted)") == 0)
			reboot_bin[len - 10] = '\0';
	} else if (realpath(argv[0], reboot_bin) == NULL)
		text_strlcpy(reboot_bin, argv[0], sizeof reboot_bin);
	reboot_cleanup();
	reboot_argv = xcalloc((size_t)argc + 3, sizeof *reboot_argv);
	for (i = 0; i < argc; i++) {
		if (strcmp(argv[i], REBOOT_STATE_OPTION) == 0) {
			i++;
			continue;
		}
		if (strncmp(argv[i], REBOOT_STATE_OPTION "=",
		    strlen(REBOOT_STATE_OPTION) + 1) == 0)
			continue;
		reboot_argv[reboot_argc++] = xstrdup(argv[i]);
	}
}

/* Forget the command line. */
void
reboot_cleanup(void)
{
	int	i;

	for (i = 0; i < reboot_argc; i++)
		free(reboot_argv[i]);
	free(reboot_argv);
	reboot_argv = NULL;
	reboot_argc = 0;
}

/* The program a reboot runs. */
const char *
reboot_program(void)
{
	const char	*conf = conf_str(CFG_REBOOT_BINARY);

	return (*conf != '\0' ? conf : reboot_bin);
}

/* REBOOT_STATE_FILE in the database's folder, as a whole path. */
char *
reboot_state_path(void)
{
	char	*copy = xstrdup(conf_str(CFG_DATABASE)), *dir, *path;
	char	 abs[PATH_MAX];

	dir = dirname(copy);
	if (realpath(dir, abs) == NULL)
		text_strlcpy(abs, dir, sizeof abs);
	xasprintf(&path, "%s/%s", abs, REBOOT_STATE_FILE);
	free(copy);
	return (path);
}

/* A normal start: a state file a failed reboot left is of no use. */
void
reboot_remove_stale(void)
{
	char	*path = reboot_state_path();

	if (unlink(path) == 0)
		log_warnx("removed %s: a reboot that did not come back left it",
		    path);
	free(path);
}

/* Run fn in place of the exec (tests), or exec again (NULL). */
void
reboot_set_exec(reboot_exec_fn fn)
{
	reboot_exec = fn != NULL ? fn : handover_exec;
}

/*
 * What cannot survive ends, each player told: fights (both sides stop)
 * and spells being cast. A walk over everyone in the game, once.
 */
static void
reboot_end_fights(void)
{
	struct character	*ch;

	TAILQ_FOREACH(ch, &char_list, entry) {
		if (ch->extracted)
			continue;
		if (magic_casting(ch))
			magic_interrupt(ch, "The world shifts as the game "
			    "reboots: your spell is lost.");
		if (ch->fighting == NULL && ch->pd.position != POS_FIGHTING)
			continue;
		if (!char_is_npc(ch))
			char_printf(ch, "The world shifts as the game reboots: "
			    "your fight is over.\n");
		if (ch->fighting != NULL && !char_is_npc(ch->fighting))
			char_printf(ch->fighting, "The world shifts as the game "
			    "reboots: your fight is over.\n");
		fight_stop(ch);
	}
}

/* Wipe a password typed during the in-game password change. */
static void
reboot_forget_password(struct session *s)
{
	if (s->password != NULL) {
		sodium_memzero(s->password, strlen(s->password));
		free(s->password);
		s->password = NULL;
	}
}

/*
 * May what s typed ahead (its session's queue, the line it is typing) go
 * across? Only in plain play, with no expansion waiting, and when no
 * line is, or expands through an alias to, the password command: those
 * that follow it would be passwords, and the state file is on disk. The
 * expansions of all the lines share one budget: past it, the lines are
 * not looked at further nor carried.
 */
static int
reboot_carry_input(struct session *s)
{
	struct alias_cmds	 cmds;
	const void		*cursor = NULL;
	const char		*line;
	char			*why = NULL, *p, *word;
	size_t			 steps = 0;
	int			 k, ok = 1;

	if (s->ch == NULL || s->state != SS_PLAYING || input_pending(s))
		return (0);
	while (ok && (line = session_queue_next(s, &cursor)) != NULL) {
		memset(&cmds, 0, sizeof cmds);
		if (alias_expand(&s->ch->pd, line, REBOOT_LINE_MAX, &cmds,
		    &why) != 0) {
			free(why);
			why = NULL;
		}
		if ((steps += cmds.steps) > REBOOT_ALIAS_STEPS) {
			log_info("desc %llu (%s): its typed-ahead lines take "
			    "more than %d alias steps; not carried",
			    (unsigned long long)s->desc->id, s->desc->host,
			    REBOOT_ALIAS_STEPS);
			ok = 0;
		}
		for (k = 0; ok && k < cmds.n; k++) {
			p = cmds.cmd[k];
			while (*p == ' ')
				p++;
			word = p;
			while (*p != '\0' && *p != ' ')
				p++;
			if ((size_t)(p - word) == 8 &&
			    strncasecmp(word, "password", 8) == 0)
				ok = 0;
		}
		alias_cmds_clear(&cmds);
	}
	return (ok);
}

/*
 * A session before the exec: a dialogue at the login is told to start
 * again; a player writing or changing a password stops, told why.
 */
static void
reboot_settle(struct session *s)
{
	struct descriptor	*d = s->desc;

	if (s->ch == NULL) {
		if (s->job != NULL) {
			pwhash_cancel(s->job);
			s->job = NULL;
		}
		desc_echo(d, 1);
		desc_printf(d, "\nThe game is rebooting: you will be asked for "
		    "your name again in a moment.\n");
		return;
	}
	switch (s->state) {
	case SS_EDITING:
		editor_free(s->editor);
		s->editor = NULL;
		session_set_state(s, SS_PLAYING);
		desc_printf(d, "\nThe game is rebooting: what you were writing "
		    "is lost.\n");
		break;
	case SS_WAIT_HASH:
	case SS_PW_OLD:
	case SS_PW_NEW:
	case SS_PW_CONFIRM:
		if (s->job != NULL) {
			pwhash_cancel(s->job);
			s->job = NULL;
		}
		reboot_forget_password(s);
		desc_echo(d, 1);
		session_set_state(s, SS_PLAYING);
		desc_printf(d, "\nThe game is rebooting: your password is "
		    "unchanged.\n");
		break;
	default:
		break;
	}
	if (pager_waiting(s))
		pager_free(s);
}

/*
 * A connection that cannot cross the exec (TLS): told to connect again,
 * its output written, then let go. A player's character stays link-dead
 * in the new process (reboot_write lists it so), where it was.
 */
static void
reboot_let_go(struct session *s, const char *by, uint64_t deadline)
{
	struct descriptor	*d = s->desc;

	if (s->ch == NULL) {
		if (s->job != NULL) {
			pwhash_cancel(s->job);
			s->job = NULL;
		}
		desc_echo(d, 1);
		desc_printf(d, "\nThe game is rebooting: please connect again "
		    "in a moment.\n");
	} else {
		reboot_settle(s);
		desc_printf(d, "\nThe game is rebooting (%s asked): your "
		    "character is saved, but %s connection cannot be kept "
		    "across a reboot. Connect again in a moment: you will be "
		    "where you were.\n", by, strcmp(d->io->name, "tls") == 0 ?
		    "a secure" : "a browser's");
	}
	(void)desc_flush_now(d, deadline);
	log_info("desc %llu (%s): %s connection let go for the reboot%s%s",
	    (unsigned long long)d->id, d->host, d->io->name, s->ch != NULL ?
	    "; link-dead: " : "", s->ch != NULL ? s->ch->pd.name : "");
	handover_let_go(d);
}

/* What a player's entry says beside its name: its group, afk, reply. */
static void
reboot_save_char(json_t *o, struct character *ch)
{
	char	*hex;

	json_object_set_new(o, "player", json_string(ch->pd.name));
	if (ch->master != NULL && !char_is_npc(ch->master)) {
		json_object_set_new(o, "master",
		    json_string(ch->master->pd.name));
		json_object_set_new(o, "grouped", json_boolean(ch->grouped));
	}
	if (ch->afk != NULL) {
		hex = text_hex(ch->afk, strnlen(ch->afk, REBOOT_AFK_MAX));
		json_object_set_new(o, "afk", json_string(hex));
		free(hex);
	}
	if (ch->reply_to[0] != '\0')
		json_object_set_new(o, "reply_to", json_string(ch->reply_to));
}

/* The pulses left before a link-dead character leaves. */
static uint32_t
reboot_linkdead_left(struct character *ch)
{
	struct eq_event	*ev = eq_owner_find(&ch->events, EQT_LINKDEAD);
	uint64_t	 left;

	if (ev == NULL)
		return ((uint32_t)conf_pulses(CFG_LINKDEAD_TIMEOUT) + 1);
	left = equeue_remaining(game_eq, ev);
	return (left > 0 && left < UINT32_MAX ? (uint32_t)left : 1);
}

/* Order descriptors by address, to look one up among those kept. */
static int
reboot_cmp_desc(const void *a, const void *b)
{
	uintptr_t	x = (uintptr_t)*(struct descriptor *const *)a;
	uintptr_t	y = (uintptr_t)*(struct descriptor *const *)b;

	return (x < y ? -1 : x > y);
}

/*
 * The lines s typed ahead (its session's queue), as hex, into its
 * connection's description: "input", where the handover kept them before
 * the session owned the queue, so that either version reads the other's.
 */
static void
reboot_save_input(json_t *net, struct session *s)
{
	json_t		*lines = json_array();
	const void	*cursor = NULL;
	const char	*line;
	char		*hex;

	while ((line = session_queue_next(s, &cursor)) != NULL) {
		hex = text_hex(line, strlen(line));
		json_array_append_new(lines, json_string(hex));
		free(hex);
	}
	json_object_set_new(net, "input", lines);
}

/*
 * The lines a description says were typed ahead, queued for s as if
 * typed; -1 if the member is bad.
 */
static int
reboot_load_input(struct session *s, const json_t *net)
{
	json_t		*lines = json_object_get(net, "input"), *v;
	unsigned char	*bytes;
	size_t		 i, n;

	if (lines == NULL)
		return (0);
	if (!json_is_array(lines) || json_array_size(lines) >
	    REBOOT_INPUT_MAX)
		return (-1);
	json_array_foreach(lines, i, v) {
		if (!json_is_string(v) || text_unhex(json_string_value(v),
		    &bytes, &n) != 0)
			return (-1);
		/* A line is text: cleaned again, in case. */
		(void)text_sanitize((char *)bytes, n);
		(void)session_queue_add(s, (char *)bytes);
		sodium_memzero(bytes, n);
		free(bytes);
	}
	return (0);
}

/*
 * Write the state file: the listening socket, the connections handed
 * over (ok[]), and every player without one of them, as link-dead.
 */
static int
reboot_write(const char *path, const char *by, uint64_t started,
    struct descriptor **ok, const int *carry, size_t nok, char **cause)
{
	json_t			*root = json_object(), *conns = json_array();
	json_t			*dead = json_array(), *o, *net;
	struct character	*ch;
	struct session		*s;
	size_t			 i;
	int			 rc, playing;

	json_object_set_new(root, "version", json_integer(REBOOT_VERSION));
	json_object_set_new(root, "by", json_string(by));
	json_object_set_new(root, "started_us", json_integer((json_int_t)
	    started));
	json_object_set_new(root, "listen_fd", json_integer(
	    server_listen_fd()));
	json_object_set_new(root, "tls_listen_fd", json_integer(
	    server_tls_listen_fd()));
	/* The counts go on in the new process; this one done. */
	json_object_set_new(root, "stats", json_pack("{sI sI sI}", "done",
	    (json_int_t)reboot_stats.done + 1, "refused",
	    (json_int_t)reboot_stats.refused, "failed",
	    (json_int_t)reboot_stats.failed));
	for (i = 0; i < nok; i++) {
		s = session_of(ok[i]);
		playing = s->ch != NULL;
		o = json_object();
		json_object_set_new(o, "fd", json_integer(ok[i]->fd));
		json_object_set_new(o, "host", json_string(ok[i]->host));
		net = handover_save(ok[i], playing && carry[i]);
		if (playing && carry[i])
			reboot_save_input(net, s);
		json_object_set_new(o, "net", net);
		if (playing)
			reboot_save_char(o, s->ch);
		json_array_append_new(conns, o);
	}
	qsort(ok, nok, sizeof *ok, reboot_cmp_desc);
	TAILQ_FOREACH(ch, &player_list, player_entry) {
		if (ch->extracted || (ch->desc != NULL && bsearch(&ch->desc,
		    ok, nok, sizeof *ok, reboot_cmp_desc) != NULL))
			continue;
		o = json_object();
		reboot_save_char(o, ch);
		json_object_set_new(o, "pulses", json_integer(ch->desc == NULL ?
		    reboot_linkdead_left(ch) :
		    (uint32_t)conf_pulses(CFG_LINKDEAD_TIMEOUT) + 1));
		json_array_append_new(dead, o);
	}
	json_object_set_new(root, "connections", conns);
	json_object_set_new(root, "linkdead", dead);
	/* Only the server's user reads it: it holds what players typed. */
	rc = handover_write_file(path, root, cause);
	json_decref(root);
	return (rc);
}

/*
 * The exec did not happen: everyone goes on, told why; settled, the
 * logins that were told to start again do.
 */
static void
reboot_failed(const char *why, int settled)
{
	struct descriptor	*d;
	struct session		*s;

	reboot_stats.failed++;
	TAILQ_FOREACH(d, &desc_list, entry) {
		if (d->reaped)
			continue;
		handover_resume(d);
		if ((s = session_of(d)) == NULL || d->closing)
			continue;
		if (s->ch == NULL) {
			if (settled)
				login_restart(s, "The reboot did not happen; "
				    "the game goes on.");
			continue;
		}
		desc_printf(d, "\nThe reboot failed (%s); the game goes on.\n",
		    why);
		desc_prompt(d);
		desc_want_turn_end(d);
		/* What it typed while the handover held its input runs. */
		session_queue_wake(s);
	}
}

/* May program be run for a reboot now? 0, or -1 and *cause. */
int
reboot_can(const char *program, char **cause)
{
	if (record_active()) {
		xasprintf(cause, "a recording or a replay is under way");
		return (-1);
	}
	if (access(program, X_OK) != 0) {
		xasprintf(cause, "%s: %s", program, strerror(errno));
		return (-1);
	}
	return (0);
}

/*
 * The command line to run program with: the server's own (without
 * --reboot-state), then last if not NULL. The array is the caller's to
 * free; its strings are not.
 */
char **
reboot_args(const char *program, const char *last)
{
	char	**argv;
	int	  i, n = 0;

	argv = xcalloc((size_t)reboot_argc + 4, sizeof *argv);
	argv[n++] = (char *)program;
	for (i = 1; i < reboot_argc; i++)
		argv[n++] = reboot_argv[i];
	if (last != NULL)
		argv[n++] = (char *)last;
	return (argv);
}

/* Reboot now; returns only if it did not happen: -1 not begun, -2 failed. */
int
reboot_now(const char *by, char **cause)
{
	const char		*program = reboot_program();
	struct descriptor	*d, **ok;
	struct session		*s;
	char			*path, **argv;
	uint64_t		 started = monotime_us(), deadline;
	size_t			 nok = 0, nlost = 0, i;
	int			*keep, *carry, failed, err;

	if (reboot_can(program, cause) != 0)
		return (-1);
	/* Each connection goes over as its own character. */
	switch_return_all();
	log_info("reboot by %s: saving everyone, then running %s", by,
	    program);
	reboot_end_fights();
	if ((failed = char_save_all()) != 0) {
		xasprintf(cause, "%d character%s could not be saved", failed,
		    failed == 1 ? "" : "s");
		reboot_failed(*cause, 0);
		return (-2);
	}
	/* Corpses keep their time left, as at a shutdown. */
	corpse_save_all();
	/*
	 * Each is told, and its output goes now: after the exec it would be
	 * lost. What it typed ahead goes with it unless that may hold a
	 * password.
	 */
	ok = xcalloc((size_t)desc_count() + 1, sizeof *ok);
	carry = xcalloc((size_t)desc_count() + 1, sizeof *carry);
	keep = xcalloc((size_t)desc_count() + 3, sizeof *keep);
	deadline = monotime_us() + REBOOT_FLUSH_SECONDS * 1000000ULL;
	TAILQ_FOREACH(d, &desc_list, entry) {
		if (d->reaped || d->fd < 0)
			continue;
		if (d->closing || (s = session_of(d)) == NULL) {
			(void)desc_flush_now(d, deadline);
			continue;
		}
		if (!handover_can_keep(d)) {
			reboot_let_go(s, by, deadline);
			nlost++;
			continue;
		}
		carry[nok] = reboot_carry_input(s);
		reboot_settle(s);
		if (s->ch != NULL)
			desc_printf(d, "\nThe game is rebooting (%s asked): "
			    "your character is saved and your connection "
			    "stays open. Hold on...\n", by);
		if (handover_prepare(d, deadline) != 0) {
			log_warnx("desc %llu (%s): its output would not go; "
			    "not kept across the reboot",
			    (unsigned long long)d->id, d->host);
			nlost++;
			continue;
		}
		ok[nok] = d;
		keep[nok++] = d->fd;
	}
	keep[nok] = server_listen_fd();
	keep[nok + 1] = server_tls_listen_fd();

	path = reboot_state_path();
	if (reboot_write(path, by, started, ok, carry, nok, cause) != 0) {
		free(path);
		free(ok);
		free(carry);
		free(keep);
		reboot_failed(*cause, 1);
		return (-2);
	}
	argv = xcalloc((size_t)reboot_argc + 4, sizeof *argv);
	argv[0] = (char *)program;
	for (i = 1; i < (size_t)reboot_argc; i++)
		argv[i] = reboot_argv[i];
	argv[i++] = (char *)REBOOT_STATE_OPTION;
	argv[i++] = path;
	log_info("reboot: %zu connection%s kept, %zu lost; exec %s", nok,
	    nok == 1 ? "" : "s", nlost, program);
	fflush(NULL);
	backup_stop();			/* a copy under way leaves no .tmp */
	/* The listening sockets that are there, at the end of keep. */
	if (keep[nok] < 0) {
		keep[nok] = keep[nok + 1];
		keep[nok + 1] = -1;
	}
	reboot_exec(program, argv, keep, nok + (keep[nok] >= 0) +
	    (keep[nok + 1] >= 0));

	/* Still here: the exec failed. */
	err = errno;
	backup_start();
	log_warnx("reboot: exec %s: %s; the game goes on", program,
	    strerror(err));
	unlink(path);
	xasprintf(cause, "%s: %s", program, strerror(err));
	reboot_failed(*cause, 1);
	free(argv);
	free(path);
	free(ok);
	free(carry);
	free(keep);
	return (-2);
}

/* A member that must be a string, or NULL. */
static const char *
reboot_get_str(const json_t *o, const char *key)
{
	json_t	*v = json_object_get(o, key);

	return (json_is_string(v) ? json_string_value(v) : NULL);
}

/* The afk message and the last teller of an entry, back on ch. */
static void
reboot_load_extras(struct character *ch, const json_t *o)
{
	const char	*v;
	unsigned char	*bytes;
	size_t		 n;

	if ((v = reboot_get_str(o, "afk")) != NULL &&
	    text_unhex(v, &bytes, &n) == 0) {
		if (n <= REBOOT_AFK_MAX) {
			(void)text_sanitize((char *)bytes, n);
			free(ch->afk);
			ch->afk = (char *)bytes;
		} else
			free(bytes);
	}
	if ((v = reboot_get_str(o, "reply_to")) != NULL)
		text_strlcpy(ch->reply_to, v, sizeof ch->reply_to);
}

/* Who followed whom, and in a group, once everyone is back. */
static void
reboot_load_group(const json_t *o)
{
	struct character	*ch, *master;
	const char		*name = reboot_get_str(o, "player");
	const char		*mname = reboot_get_str(o, "master");

	if (name == NULL || mname == NULL ||
	    (ch = char_find_player(name)) == NULL ||
	    (master = char_find_player(mname)) == NULL || master == ch ||
	    group_would_loop(ch, master) || group_follow(ch, master) != 0)
		return;
	if (json_is_true(json_object_get(o, "grouped")))
		group_add(master, ch);
}

/* A connection back: a player in the game, or a login to start again. */
static void
reboot_load_conn(const json_t *o, int listen_fd)
{
	struct descriptor	*d;
	struct session		*s;
	struct character	*ch = NULL;
	const char		*host = reboot_get_str(o, "host");
	const char		*name = reboot_get_str(o, "player");
	char			*cause = NULL;
	json_t			*fdv = json_object_get(o, "fd");
	int			 fd;

	if (!json_is_integer(fdv) || json_integer_value(fdv) <= 2 ||
	    json_integer_value(fdv) > INT_MAX || json_integer_value(fdv) ==
	    listen_fd || json_integer_value(fdv) == server_tls_listen_fd() ||
	    host == NULL) {
		log_warnx("reboot: a connection without a usable fd or host");
		return;
	}
	fd = (int)json_integer_value(fdv);
	if ((d = handover_adopt(fd, host, json_object_get(o, "net"),
	    &cause)) == NULL) {
		log_warnx("reboot: %s", cause);
		free(cause);
		return;
	}
	s = session_adopt(d, name != NULL);
	if (reboot_load_input(s, json_object_get(o, "net")) != 0) {
		log_warnx("reboot: fd %d: a bad protocol state; closed", fd);
		desc_mark_dropped(d);
		desc_free_now(d);
		return;
	}
	if (name != NULL && (ch = login_resume(s, name, &cause)) == NULL) {
		log_warnx("reboot: %s could not come back: %s", name, cause);
		free(cause);
		s->state = SS_GET_NAME;
		login_restart(s, "The game has rebooted, but your character "
		    "could not be brought back; please log in again.");
	} else if (ch == NULL)
		login_restart(s, "The game has rebooted; please log in again.");
	else
		reboot_load_extras(ch, o);
	desc_start_reading(d);
}

/* A link-dead character back, link-dead for the time it had left. */
static void
reboot_load_linkdead(const json_t *o)
{
	struct character	*ch;
	const char		*name = reboot_get_str(o, "player");
	char			*cause = NULL;
	json_t			*v = json_object_get(o, "pulses");
	uint32_t		 left;

	if (name == NULL)
		return;
	if ((ch = login_resume(NULL, name, &cause)) == NULL) {
		log_warnx("reboot: link-dead %s could not come back: %s",
		    name, cause);
		free(cause);
		return;
	}
	left = (uint32_t)conf_pulses(CFG_LINKDEAD_TIMEOUT) + 1;
	if (json_is_integer(v) && json_integer_value(v) > 0 &&
	    json_integer_value(v) < (json_int_t)left)
		left = (uint32_t)json_integer_value(v);
	reboot_load_extras(ch, o);
	game_linkdead_for(ch, left);
}

/* Everyone in the game on a connection is told, shown the room, given GMCP. */
static void
reboot_welcome(void)
{
	struct descriptor	*d;
	struct session		*s;

	TAILQ_FOREACH(d, &desc_list, entry) {
		if ((s = session_of(d)) == NULL || s->ch == NULL || d->reaped)
			continue;
		desc_printf(d, "\nThe game has rebooted; you are where you "
		    "were.\n");
		interp_run(s->ch, "look");
		gmcp_login(s->ch);
		desc_prompt(d);
		/* What it typed ahead runs now, after the look. */
		session_queue_wake(s);
	}
}

/*
 * The TLS port's socket, kept across the exec: listened on again if TLS
 * is set up (tls_setup, from the config), else closed.
 */
static void
reboot_resume_tls(const json_t *v)
{
	char	*cause = NULL;
	int	 fd;

	if (!json_is_integer(v) || json_integer_value(v) <= 2 ||
	    json_integer_value(v) > INT_MAX)
		return;
	fd = (int)json_integer_value(v);
	if (!conf_int(CFG_TLS) || !tls_ready()) {
		log_warnx("reboot: TLS is off now; its port (fd %d) is closed",
		    fd);
		close(fd);
		return;
	}
	if (server_adopt_tls(fd, &cause) != 0) {
		log_warnx("reboot: %s", cause);
		free(cause);
	}
}

/* The counts of reboots the old process had, and this one. */
static void
reboot_load_stats(const json_t *o)
{
	json_t	*v;

	if ((v = json_object_get(o, "done")) != NULL && json_is_integer(v) &&
	    json_integer_value(v) > 0)
		reboot_stats.done = (unsigned long long)json_integer_value(v);
	if ((v = json_object_get(o, "refused")) != NULL &&
	    json_is_integer(v) && json_integer_value(v) > 0)
		reboot_stats.refused = (unsigned long long)
		    json_integer_value(v);
	if ((v = json_object_get(o, "failed")) != NULL && json_is_integer(v) &&
	    json_integer_value(v) > 0)
		reboot_stats.failed = (unsigned long long)json_integer_value(v);
}

/* Read the state file (and delete it); take everyone back. */
int
reboot_resume(struct event_base *base, const char *path,
    const struct server_hooks *hooks, char **cause)
{
	json_t		*root, *conns, *dead, *o;
	json_error_t	 err;
	size_t		 i, nconns, ndead;
	long long	 started;
	int		 listen_fd, ok = 0;

	root = json_load_file(path, JSON_REJECT_DUPLICATES, &err);
	if (unlink(path) != 0 && errno != ENOENT)
		log_warn("reboot: %s", path);
	if (root == NULL) {
		xasprintf(cause, "%s:%d: %s", path, err.line, err.text);
		return (-1);
	}
	conns = json_object_get(root, "connections");
	dead = json_object_get(root, "linkdead");
	if (json_integer_value(json_object_get(root, "version")) !=
	    REBOOT_VERSION || !json_is_integer(json_object_get(root,
	    "listen_fd")) || !json_is_array(conns) || !json_is_array(dead) ||
	    json_array_size(conns) > (size_t)conf_int(CFG_MAX_CONNECTIONS) ||
	    json_array_size(dead) > REBOOT_MAX_LINKDEAD) {
		xasprintf(cause, "%s: not a reboot state this server can use",
		    path);
		json_decref(root);
		return (-1);
	}
	listen_fd = (int)json_integer_value(json_object_get(root,
	    "listen_fd"));
	if (server_adopt(base, listen_fd, hooks, cause) != 0) {
		json_decref(root);
		return (-1);
	}
	reboot_resume_tls(json_object_get(root, "tls_listen_fd"));
	reboot_load_stats(json_object_get(root, "stats"));
	nconns = json_array_size(conns);
	ndead = json_array_size(dead);
	json_array_foreach(conns, i, o)
		reboot_load_conn(o, listen_fd);
	json_array_foreach(dead, i, o)
		reboot_load_linkdead(o);
	json_array_foreach(conns, i, o)
		reboot_load_group(o);
	json_array_foreach(dead, i, o)
		reboot_load_group(o);
	reboot_welcome();
	started = json_integer_value(json_object_get(root, "started_us"));
	ok = desc_count();
	log_info("reboot (asked by %s) done: %d of %zu connection%s back, "
	    "%d player%s in the game (%zu link-dead); %.1f ms since it began",
	    reboot_get_str(root, "by") != NULL ? reboot_get_str(root, "by") :
	    "?", ok, nconns, nconns == 1 ? "" : "s", char_count(),
	    char_count() == 1 ? "" : "s", ndead, started > 0 ?
	    (double)(monotime_us() - (uint64_t)started) / 1000.0 : 0.0);
	wiznet_send(WIZ_REBOOTS, NULL, "The reboot is done: %d of %zu "
	    "connection%s back.", ok, nconns, nconns == 1 ? "" : "s");
	json_decref(root);
	return (0);
}
