/*
 * session-queue.c: the one queue of a connection's commands, as tmux's
 * command queue per client. net hands each line up (the line callback)
 * and forgets it; here it runs at once if nothing waits and the state
 * allows, or waits (bounded by max_input) until the state allows again:
 * a password being checked, the pause after a wrong one, a wait state, a
 * handover's hold. The queue is run whenever that may have changed:
 * after the callback that changed the state (session_set_state wakes it),
 * and when a wait state ends (update.c).
 */
#include <stdlib.h>
#include <string.h>

#include <event2/event.h>
#include <sodium.h>

#include "config.h"
#include "descriptor.h"
#include "editor.h"
#include "equeue.h"
#include "game.h"
#include "input.h"
#include "log.h"
#include "login.h"
#include "pager.h"
#include "record.h"
#include "server.h"
#include "session.h"
#include "text.h"
#include "update.h"
#include "xmalloc.h"

/*
 * May the next line be taken now? Not while a password is checked or
 * after a wrong one, in a wait state (or while an expansion waits), nor
 * while the connection closes or a handover holds its input. Pages go
 * on even in a wait (the command a line would be waits, a page does not).
 */
static int
session_queue_ready(struct session *s)
{
	struct descriptor	*d = s->desc;

	if (d->closing || d->reaped || d->input_held)
		return (0);
	if (s->state == SS_PLAYING && s->ch != NULL) {
		if (pager_waiting(s) && !input_pending(s))
			return (1);
		if (input_pending(s) || update_waiting(s->ch))
			return (0);
	}
	return (s->state != SS_WAIT_HASH && !s->paused);
}

/* A line taken: to the interpreter in play, else to the dialogue. */
static void
session_queue_dispatch(struct session *s, char *line)
{
	struct descriptor	*d = s->desc;

	record_line(d, line, session_secret(d));
	s->last_input = equeue_pulse(game_eq);
	if (d->snooper != NULL && !session_secret(d))
		desc_snoop_line(d, line);
	/* Names and passwords never end in a space; a command may. */
	if (s->state != SS_PLAYING)
		text_trim_end(line);
	/* Nor begin with one; a line of a text being written may. */
	if (s->state != SS_EDITING)
		memmove(line, line + strspn(line, " "),
		    strlen(line + strspn(line, " ")) + 1);
	switch (s->state) {
	case SS_PLAYING:
		if (s->ch == NULL)
			return;
		/* A player switched into a mobile keeps its own idle time. */
		update_touch(s->original != NULL ? s->original : s->ch);
		input_line(s, line);
		break;
	case SS_EDITING:
		if (s->ch != NULL)
			update_touch(s->original != NULL ? s->original :
			    s->ch);
		editor_input(s, line);
		break;
	case SS_PW_OLD:
	case SS_PW_NEW:
	case SS_PW_CONFIRM:
		login_password_input(s, line);
		break;
	default:
		login_input(s, line);
		break;
	}
	if (s->state == SS_PLAYING || s->state == SS_EDITING)
		desc_prompt(d);
}

/* Put a line at the end of the queue; -1 past max_input. */
int
session_queue_add(struct session *s, const char *line)
{
	struct session_line	*l;
	size_t			 len = strlen(line);

	if (s->input_bytes + len + 1 > (size_t)conf_int(CFG_MAX_INPUT))
		return (-1);
	l = xmalloc(sizeof *l + len + 1);
	l->len = len;
	memcpy(l->text, line, len + 1);
	TAILQ_INSERT_TAIL(&s->input, l, entry);
	s->input_bytes += len + 1;
	return (0);
}

/* A line from the connection: run now, or queued behind the others. */
void
session_queue_line(struct session *s, char *line)
{
	struct descriptor	*d = s->desc;

	if (TAILQ_EMPTY(&s->input) && !s->running &&
	    session_queue_ready(s)) {
		s->running = 1;
		session_queue_dispatch(s, line);
		s->running = 0;
		return;
	}
	if (session_queue_add(s, line) != 0) {
		record_line_dropped(d);
		desc_stats.lines_dropped++;
		desc_printf(d, "Too much typed ahead: line dropped.\n");
		if (!session_secret(d))
			log_info("desc %llu (%s): input queue full",
			    (unsigned long long)d->id, d->host);
		return;
	}
	session_queue_run(s);
}

/*
 * Run what waits while the state allows: first what the line running
 * expanded to (input.c), then the lines typed ahead, one at a time,
 * their aliases expanded as each is taken. A replay gives, when none
 * waits, the line the recording ran here (record_want_line).
 */
void
session_queue_run(struct session *s)
{
	struct descriptor	*d = s->desc;
	struct session_line	*l;

	if (s->running)
		return;
	s->running = 1;
	for (;;) {
		if (d->closing || d->reaped || d->input_held)
			break;
		if (input_pending(s)) {
			if (s->state == SS_PLAYING && s->ch != NULL &&
			    update_waiting(s->ch))
				break;
			input_resume(s);
			continue;
		}
		if (!session_queue_ready(s))
			break;
		if ((l = TAILQ_FIRST(&s->input)) == NULL) {
			if (record_want_line(d))
				continue;
			break;
		}
		TAILQ_REMOVE(&s->input, l, entry);
		s->input_bytes -= l->len + 1;
		s->from_queue = 1;
		session_queue_dispatch(s, l->text);
		s->from_queue = 0;
		sodium_memzero(l->text, l->len);
		free(l);
	}
	s->running = 0;
}

static void
session_queue_woken(evutil_socket_t fd, short what, void *arg)
{
	struct session	*s = arg;

	session_queue_run(s);
}

/*
 * Run the queue once the callback under way has returned: a state
 * changes in the middle of its callback (a question asked after it), so
 * a line waiting must not run before the callback is done. At the pulse's
 * priority, so that no other connection's callback comes in between.
 */
void
session_queue_wake(struct session *s)
{
	if (game_base == NULL)
		return;
	if (s->wake_ev == NULL) {
		s->wake_ev = event_new(game_base, -1, 0, session_queue_woken,
		    s);
		event_priority_set(s->wake_ev, SERVER_PRIO_PULSE);
	}
	event_active(s->wake_ev, EV_TIMEOUT, 0);
}

/* The lines waiting, in order (for a handover). */
const char *
session_queue_next(struct session *s, const void **cursor)
{
	const struct session_line	*l;

	l = *cursor == NULL ? TAILQ_FIRST(&s->input) :
	    TAILQ_NEXT((const struct session_line *)*cursor, entry);
	*cursor = l;
	return (l != NULL ? l->text : NULL);
}

/* Forget the lines waiting and the wake-up. */
void
session_queue_free(struct session *s)
{
	struct session_line	*l;

	while ((l = TAILQ_FIRST(&s->input)) != NULL) {
		TAILQ_REMOVE(&s->input, l, entry);
		sodium_memzero(l->text, l->len);
		free(l);
	}
	s->input_bytes = 0;
	if (s->wake_ev != NULL)
		event_free(s->wake_ev);
	s->wake_ev = NULL;
}
