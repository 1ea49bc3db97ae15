/* telnet.c: a small telnet codec (RFC 854, RFC 1143 option negotiation). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "log.h"
#include "telnet.h"
#include "text.h"
#include "xmalloc.h"

/*
 * Re-entrancy: a callback may call telnet_send_*, telnet_set_*, telnet_allow
 * and the telnet_*_enabled queries on its own codec; every state change is
 * finished before a callback runs. A callback must not call telnet_recv on
 * the same codec and must never free it (telnet_free): mark the connection
 * and free it once telnet_recv has returned.
 */

/* Where the input parser is. */
enum telnet_state {
	TELNET_S_DATA,		/* ordinary bytes */
	TELNET_S_IAC,		/* after IAC */
	TELNET_S_WILL,		/* after IAC WILL, waiting for the option */
	TELNET_S_WONT,
	TELNET_S_DO,
	TELNET_S_DONT,
	TELNET_S_SB,		/* after IAC SB, waiting for the option */
	TELNET_S_SB_DATA,	/* inside a subnegotiation payload */
	TELNET_S_SB_IAC		/* after IAC inside a payload */
};

/* RFC 1143 option states. */
enum telnet_q_state {
	TELNET_Q_NO,
	TELNET_Q_YES,
	TELNET_Q_WANTNO,
	TELNET_Q_WANTYES
};

/* The two sides of an option: us doing it, or the peer (him) doing it. */
enum telnet_side {
	TELNET_LOCAL,
	TELNET_REMOTE
};

/*
 * Negotiation state of one option on one side: one byte, as every
 * connection keeps 512 of them.
 */
struct telnet_q {
	uint8_t		state:2;	/* enum telnet_q_state */
	uint8_t		opposite:1;	/* the RFC 1143 queue bit */
	uint8_t		allowed:1;	/* telnet_allow said yes */
	uint8_t		refused:1;	/* refused once already, stay silent */
};

struct telnet {
	struct telnet_callbacks	 cb;
	void			*arg;
	int			 in_recv;
	int			 tapping;	/* call cb.tap (a recorder) */
	int			 stop;		/* telnet_stop: return from recv */
	int			 heard;		/* 1: an IAC command came; 2: told */

	enum telnet_state	 state;

	char			*line;		/* line_cap bytes, or NULL */
	size_t			 line_len;
	size_t			 line_cap;
	size_t			 max_line;
	int			 line_discard;	/* inside an overlong line */
	int			 line_cr;	/* swallow a \n or \0 next */

	uint8_t			*sb;		/* sb_cap bytes, or NULL */
	size_t			 sb_len;
	size_t			 sb_cap;
	size_t			 max_subneg;
	uint8_t			 sb_opt;
	int			 sb_overflow;

	int			 out_cr;	/* last text byte sent was \r */

	struct telnet_q		 q[2][256];	/* [enum telnet_side][opt] */
};

/* The visible answer to IAC AYT. */
#define TELNET_AYT_ANSWER "\r\n[Yes]\r\n"

/*
 * The line and subnegotiation buffers grow as input needs them, up to
 * max_line + 1 and max_subneg, from TELNET_BUF_MIN bytes: allocated up
 * front they were 9 KB of every connection's 12, and an idle player
 * never needs them. Past TELNET_BUF_KEEP bytes they are freed once the
 * line or subnegotiation that grew them is handled.
 */
#define TELNET_BUF_MIN	64
#define TELNET_BUF_KEEP	256

/* Size of the stack buffer used to escape output in pieces. */
#define TELNET_OUT_CHUNK 1024

/* Create a codec; max_line and max_subneg are the input limits in bytes. */
struct telnet *
telnet_new(const struct telnet_callbacks *cb, void *arg, size_t max_line,
    size_t max_subneg)
{
	struct telnet	*t;

	if (cb == NULL || cb->send == NULL || cb->line == NULL)
		fatalx("telnet_new: send and line callbacks are required");
	if (max_line == SIZE_MAX)
		fatalx("telnet_new: max_line too large");

	t = xcalloc(1, sizeof *t);
	t->cb = *cb;
	t->arg = arg;
	t->state = TELNET_S_DATA;
	t->max_line = max_line;
	t->max_subneg = max_subneg;
	return (t);
}

/*
 * Grow buf (cap bytes) to hold need bytes, doubling up to limit, and
 * return it; the old copy is wiped, as a line may hold a password.
 */
static void *
telnet_buf_grow(void *buf, size_t *cap, size_t need, size_t limit)
{
	size_t	 n = *cap < TELNET_BUF_MIN ? TELNET_BUF_MIN : *cap;
	void	*nbuf;

	if (need <= *cap)
		return (buf);
	while (n < need)
		n = n > limit / 2 ? limit : n * 2;
	if (n > limit)
		n = limit;
	if (n < need)
		fatalx("telnet_buf_grow: %zu past the limit %zu", need, limit);
	nbuf = xmalloc(n);
	if (buf != NULL) {
		memcpy(nbuf, buf, *cap);
		explicit_bzero(buf, *cap);
		free(buf);
	}
	*cap = n;
	return (nbuf);
}

/* Free a buffer past TELNET_BUF_KEEP bytes, wiped, once it is empty. */
static void *
telnet_buf_trim(void *buf, size_t *cap)
{
	if (*cap <= TELNET_BUF_KEEP)
		return (buf);
	explicit_bzero(buf, *cap);
	free(buf);
	*cap = 0;
	return (NULL);
}

/* Room for n bytes of line (and its NUL) or of subnegotiation. */
static void
telnet_line_room(struct telnet *t, size_t n)
{
	t->line = telnet_buf_grow(t->line, &t->line_cap, n, t->max_line + 1);
}

static void
telnet_sb_room(struct telnet *t, size_t n)
{
	t->sb = telnet_buf_grow(t->sb, &t->sb_cap, n, t->max_subneg);
}

/* Free a codec; never from inside one of its own callbacks. */
void
telnet_free(struct telnet *t)
{
	if (t == NULL)
		return;
	if (t->line != NULL)
		explicit_bzero(t->line, t->line_cap);
	free(t->line);
	free(t->sb);
	free(t);
}

/* Say which options we do (local) and which the peer may do (remote). */
void
telnet_allow(struct telnet *t, uint8_t opt, int local, int remote)
{
	t->q[TELNET_LOCAL][opt].allowed = (local != 0);
	t->q[TELNET_REMOTE][opt].allowed = (remote != 0);
	t->q[TELNET_LOCAL][opt].refused = 0;
	t->q[TELNET_REMOTE][opt].refused = 0;
}

/* Send a three-byte IAC command for an option. */
static void
telnet_send_cmd(struct telnet *t, uint8_t cmd, uint8_t opt)
{
	uint8_t	buf[3] = { TELNET_IAC, cmd, opt };

	t->out_cr = 0;
	t->cb.send(t->arg, buf, sizeof buf);
}

/* Send the positive or negative answer for one side of an option. */
static void
telnet_send_answer(struct telnet *t, enum telnet_side side, uint8_t opt,
    int yes)
{
	uint8_t	cmd;

	if (side == TELNET_LOCAL)
		cmd = yes ? TELNET_WILL : TELNET_WONT;
	else
		cmd = yes ? TELNET_DO : TELNET_DONT;
	telnet_send_cmd(t, cmd, opt);
}

/*
 * Move an option to a new RFC 1143 state, send the answer if any (reply is
 * 1 for WILL/DO, 0 for WONT/DONT, -1 for none) and then tell the option
 * callback if the option became enabled or disabled. The state is complete
 * before anything is sent, so callbacks may negotiate again.
 */
static void
telnet_q_move(struct telnet *t, enum telnet_side side, uint8_t opt,
    enum telnet_q_state state, int opposite, int reply)
{
	struct telnet_q	*q = &t->q[side][opt];
	int		 was, now;

	was = (q->state == TELNET_Q_YES);
	q->state = state;
	q->opposite = opposite;
	now = (q->state == TELNET_Q_YES);

	if (reply != -1)
		telnet_send_answer(t, side, opt, reply);
	if (was != now && t->cb.option != NULL)
		t->cb.option(t->arg, opt, side == TELNET_LOCAL, now);
}

/* Handle WILL (remote) or DO (local) from the peer. */
static void
telnet_q_recv_yes(struct telnet *t, enum telnet_side side, uint8_t opt)
{
	struct telnet_q	*q = &t->q[side][opt];

	switch (q->state) {
	case TELNET_Q_NO:
		if (q->allowed)
			telnet_q_move(t, side, opt, TELNET_Q_YES, 0, 1);
		else if (!q->refused) {
			q->refused = 1;
			telnet_send_answer(t, side, opt, 0);
		}
		break;
	case TELNET_Q_YES:
		break;
	case TELNET_Q_WANTNO:
		/* Our refusal was answered by a yes: a peer error. */
		if (q->opposite)
			telnet_q_move(t, side, opt, TELNET_Q_YES, 0, -1);
		else
			telnet_q_move(t, side, opt, TELNET_Q_NO, 0, -1);
		break;
	case TELNET_Q_WANTYES:
		if (q->opposite)
			telnet_q_move(t, side, opt, TELNET_Q_WANTNO, 0, 0);
		else
			telnet_q_move(t, side, opt, TELNET_Q_YES, 0, -1);
		break;
	}
}

/* Handle WONT (remote) or DONT (local) from the peer. */
static void
telnet_q_recv_no(struct telnet *t, enum telnet_side side, uint8_t opt)
{
	struct telnet_q	*q = &t->q[side][opt];

	switch (q->state) {
	case TELNET_Q_NO:
		break;
	case TELNET_Q_YES:
		telnet_q_move(t, side, opt, TELNET_Q_NO, 0, 0);
		break;
	case TELNET_Q_WANTNO:
		if (q->opposite)
			telnet_q_move(t, side, opt, TELNET_Q_WANTYES, 0, 1);
		else
			telnet_q_move(t, side, opt, TELNET_Q_NO, 0, -1);
		break;
	case TELNET_Q_WANTYES:
		telnet_q_move(t, side, opt, TELNET_Q_NO, 0, -1);
		break;
	}
}

/* Ask for one side of an option to be enabled or disabled. */
static void
telnet_q_ask(struct telnet *t, enum telnet_side side, uint8_t opt, int enable)
{
	struct telnet_q	*q = &t->q[side][opt];

	switch (q->state) {
	case TELNET_Q_NO:
		if (enable)
			telnet_q_move(t, side, opt, TELNET_Q_WANTYES, 0, 1);
		break;
	case TELNET_Q_YES:
		if (!enable)
			telnet_q_move(t, side, opt, TELNET_Q_WANTNO, 0, 0);
		break;
	case TELNET_Q_WANTNO:
		q->opposite = (enable != 0);
		break;
	case TELNET_Q_WANTYES:
		q->opposite = (enable == 0);
		break;
	}
}

/* Ask to enable or disable an option on our side (WILL/WONT). */
void
telnet_set_local(struct telnet *t, uint8_t opt, int enable)
{
	telnet_q_ask(t, TELNET_LOCAL, opt, enable);
}

/* Ask the peer to enable or disable an option (DO/DONT). */
void
telnet_set_remote(struct telnet *t, uint8_t opt, int enable)
{
	telnet_q_ask(t, TELNET_REMOTE, opt, enable);
}

/* Is an option enabled on our side? */
int
telnet_local_enabled(const struct telnet *t, uint8_t opt)
{
	return (t->q[TELNET_LOCAL][opt].state == TELNET_Q_YES);
}

/* Is an option enabled on the peer's side? */
int
telnet_remote_enabled(const struct telnet *t, uint8_t opt)
{
	return (t->q[TELNET_REMOTE][opt].state == TELNET_Q_YES);
}

/* End the current input line: deliver it, or finish discarding it. */
static void
telnet_line_end(struct telnet *t)
{
	size_t	len;

	if (t->line_discard) {
		t->line_discard = 0;
		t->line_len = 0;
		t->line = telnet_buf_trim(t->line, &t->line_cap);
		return;
	}
	len = t->line_len;
	telnet_line_room(t, len + 1);
	t->line[len] = '\0';
	t->line_len = 0;
	t->cb.line(t->arg, t->line, len);
	/* The line may have been a password: do not leave it lying about. */
	explicit_bzero(t->line, len + 1);
	t->line = telnet_buf_trim(t->line, &t->line_cap);
}

/* Tell the recorder, if there is one, what the codec took in. */
static void
telnet_tap(struct telnet *t, int data, uint8_t a, uint8_t b, uint8_t c,
    size_t n)
{
	uint8_t	bytes[3] = { a, b, c };

	if (t->tapping && t->cb.tap != NULL)
		t->cb.tap(t->arg, data, bytes, n);
}

/* Add one data byte (after IAC processing) to the line being assembled. */
static void
telnet_line_byte(struct telnet *t, uint8_t c)
{
	if (c == TELNET_IAC)
		telnet_tap(t, 1, TELNET_IAC, TELNET_IAC, 0, 2);
	else
		telnet_tap(t, 1, c, 0, 0, 1);
	if (t->line_cr) {
		t->line_cr = 0;
		if (c == '\n' || c == '\0')
			return;
	}
	switch (c) {
	case '\r':
		t->line_cr = 1;
		telnet_line_end(t);
		return;
	case '\n':
		telnet_line_end(t);
		return;
	case '\0':
		return;
	}
	if (t->line_discard)
		return;
	if (t->line_len == t->max_line) {
		t->line_discard = 1;
		t->line_len = 0;
		if (t->cb.overlong != NULL)
			t->cb.overlong(t->arg, t->max_line);
		return;
	}
	telnet_line_room(t, t->line_len + 1);
	t->line[t->line_len++] = (char)c;
}

/* Handle IAC EC: erase the last character (a whole UTF-8 sequence). */
static void
telnet_line_erase_char(struct telnet *t)
{
	if (t->line_discard)
		return;
	while (t->line_len > 0) {
		t->line_len--;
		if (((uint8_t)t->line[t->line_len] & 0xc0) != 0x80)
			break;
	}
}

/* Add one payload byte to the current subnegotiation. */
static void
telnet_sb_byte(struct telnet *t, uint8_t c)
{
	if (t->sb_overflow)
		return;
	if (t->sb_len == t->max_subneg) {
		t->sb_overflow = 1;
		if (t->cb.subneg_overflow != NULL)
			t->cb.subneg_overflow(t->arg, t->sb_opt, t->max_subneg);
		return;
	}
	telnet_sb_room(t, t->sb_len + 1);
	t->sb[t->sb_len++] = c;
}

/* IAC SE arrived: hand over the subnegotiation unless it was dropped. */
static void
telnet_sb_end(struct telnet *t)
{
	static const uint8_t	 empty[1];
	size_t			 i;

	t->state = TELNET_S_DATA;
	if (t->sb_overflow || t->cb.subneg == NULL)
		goto done;
	if (t->tapping && t->cb.tap != NULL) {
		telnet_tap(t, 0, TELNET_IAC, TELNET_SB, t->sb_opt, 3);
		for (i = 0; i < t->sb_len; i++) {
			if (t->sb[i] == TELNET_IAC)
				telnet_tap(t, 0, TELNET_IAC, TELNET_IAC, 0, 2);
			else
				telnet_tap(t, 0, t->sb[i], 0, 0, 1);
		}
		telnet_tap(t, 0, TELNET_IAC, TELNET_SE, 0, 2);
	}
	t->cb.subneg(t->arg, t->sb_opt, t->sb != NULL ? t->sb : empty,
	    t->sb_len);
done:
	t->sb_len = 0;
	t->sb = telnet_buf_trim(t->sb, &t->sb_cap);
}

/* Handle the byte after IAC outside a subnegotiation. */
static void
telnet_iac_command(struct telnet *t, uint8_t c)
{
	t->state = TELNET_S_DATA;
	switch (c) {
	case TELNET_IAC:
		telnet_line_byte(t, TELNET_IAC);
		break;
	case TELNET_WILL:
		t->state = TELNET_S_WILL;
		break;
	case TELNET_WONT:
		t->state = TELNET_S_WONT;
		break;
	case TELNET_DO:
		t->state = TELNET_S_DO;
		break;
	case TELNET_DONT:
		t->state = TELNET_S_DONT;
		break;
	case TELNET_SB:
		t->state = TELNET_S_SB;
		break;
	case TELNET_EC:
		telnet_tap(t, 1, TELNET_IAC, c, 0, 2);
		telnet_line_erase_char(t);
		break;
	case TELNET_EL:
		telnet_tap(t, 1, TELNET_IAC, c, 0, 2);
		if (!t->line_discard)
			t->line_len = 0;
		break;
	case TELNET_AYT:
		/* RFC 854: something visible, to show we are still here. */
		telnet_tap(t, 0, TELNET_IAC, c, 0, 2);
		t->out_cr = 0;
		t->cb.send(t->arg, TELNET_AYT_ANSWER,
		    sizeof TELNET_AYT_ANSWER - 1);
		break;
	default:
		/* NOP, GA, AO, IP, BREAK, DM, EOR, stray SE. */
		telnet_tap(t, 0, TELNET_IAC, c, 0, 2);
		break;
	}
}

/* Run one input byte through the state machine. */
static void
telnet_recv_byte(struct telnet *t, uint8_t c)
{
	switch (t->state) {
	case TELNET_S_DATA:
		if (c == TELNET_IAC)
			t->state = TELNET_S_IAC;
		else
			telnet_line_byte(t, c);
		break;
	case TELNET_S_IAC:
		if (!t->heard && c != TELNET_IAC)
			t->heard = 1;	/* told once the command is done */
		telnet_iac_command(t, c);
		break;
	case TELNET_S_WILL:
		t->state = TELNET_S_DATA;
		telnet_tap(t, 0, TELNET_IAC, TELNET_WILL, c, 3);
		telnet_q_recv_yes(t, TELNET_REMOTE, c);
		break;
	case TELNET_S_WONT:
		t->state = TELNET_S_DATA;
		telnet_tap(t, 0, TELNET_IAC, TELNET_WONT, c, 3);
		telnet_q_recv_no(t, TELNET_REMOTE, c);
		break;
	case TELNET_S_DO:
		t->state = TELNET_S_DATA;
		telnet_tap(t, 0, TELNET_IAC, TELNET_DO, c, 3);
		telnet_q_recv_yes(t, TELNET_LOCAL, c);
		break;
	case TELNET_S_DONT:
		t->state = TELNET_S_DATA;
		telnet_tap(t, 0, TELNET_IAC, TELNET_DONT, c, 3);
		telnet_q_recv_no(t, TELNET_LOCAL, c);
		break;
	case TELNET_S_SB:
		t->sb_opt = c;
		t->sb_len = 0;
		t->sb_overflow = 0;
		t->state = TELNET_S_SB_DATA;
		break;
	case TELNET_S_SB_DATA:
		if (c == TELNET_IAC)
			t->state = TELNET_S_SB_IAC;
		else
			telnet_sb_byte(t, c);
		break;
	case TELNET_S_SB_IAC:
		if (c == TELNET_IAC) {
			t->state = TELNET_S_SB_DATA;
			telnet_sb_byte(t, TELNET_IAC);
		} else if (c == TELNET_SE)
			telnet_sb_end(t);
		else {
			/*
			 * IAC and something else inside a subnegotiation: the
			 * peer forgot IAC SE. Drop the payload and treat the
			 * byte as the command it looks like.
			 */
			log_debug("telnet: subnegotiation %u ended by IAC %u",
			    t->sb_opt, c);
			telnet_iac_command(t, c);
		}
		break;
	}
}

/* Call the tap callback for what comes in (a recorder), or stop. */
void
telnet_set_tap(struct telnet *t, int on)
{
	t->tapping = on;
}

/*
 * Feed bytes read from the peer. Input may be split anywhere between calls;
 * lines, option changes and subnegotiations come out through the callbacks,
 * and negotiation answers go out through the send callback.
 */
size_t
telnet_recv(struct telnet *t, const void *buf, size_t len)
{
	const uint8_t	*p = buf;
	size_t		 i;

	if (t->in_recv)
		fatalx("telnet_recv: called from inside a telnet callback");
	t->in_recv = 1;
	t->stop = 0;
	for (i = 0; i < len && !t->stop; i++) {
		telnet_recv_byte(t, p[i]);
		/* The first command from the peer is complete: tell. */
		if (t->heard == 1 && t->state == TELNET_S_DATA) {
			t->heard = 2;
			if (t->cb.heard != NULL)
				t->cb.heard(t->arg);
		}
	}
	t->stop = 0;
	t->in_recv = 0;
	return (i);
}

/* From a callback: telnet_recv returns after the byte being handled. */
void
telnet_stop(struct telnet *t)
{
	if (t->in_recv)
		t->stop = 1;
}


/* Send text: IAC doubled, a bare \n turned into \r\n. */
void
telnet_send_text(struct telnet *t, const char *buf, size_t len)
{
	uint8_t		 out[TELNET_OUT_CHUNK];
	const uint8_t	*p = (const uint8_t *)buf;
	size_t		 i, n = 0;
	int		 cr = t->out_cr;

	for (i = 0; i < len; i++) {
		if (n > sizeof out - 2) {
			t->cb.send(t->arg, out, n);
			n = 0;
		}
		if (p[i] == TELNET_IAC)
			out[n++] = TELNET_IAC;
		else if (p[i] == '\n' && !cr)
			out[n++] = '\r';
		out[n++] = p[i];
		cr = (p[i] == '\r');
	}
	/* Remember a trailing \r in case the \n comes in the next call. */
	t->out_cr = cr;
	if (n != 0)
		t->cb.send(t->arg, out, n);
}

/* Send IAC SB opt data IAC SE with IAC inside data doubled. */
void
telnet_send_subneg(struct telnet *t, uint8_t opt, const void *data,
    size_t len)
{
	uint8_t		 out[TELNET_OUT_CHUNK];
	const uint8_t	*p = data;
	size_t		 i, n = 0;

	t->out_cr = 0;
	out[n++] = TELNET_IAC;
	out[n++] = TELNET_SB;
	out[n++] = opt;
	for (i = 0; i < len; i++) {
		if (n > sizeof out - 2) {
			t->cb.send(t->arg, out, n);
			n = 0;
		}
		if (p[i] == TELNET_IAC)
			out[n++] = TELNET_IAC;
		out[n++] = p[i];
	}
	if (n > sizeof out - 2) {
		t->cb.send(t->arg, out, n);
		n = 0;
	}
	out[n++] = TELNET_IAC;
	out[n++] = TELNET_SE;
	t->cb.send(t->arg, out, n);
}

/* Mark the end of a prompt: IAC EOR once we agreed to do EOR, else IAC GA. */
void
telnet_send_prompt_end(struct telnet *t)
{
	uint8_t	buf[2] = { TELNET_IAC, TELNET_GA };

	if (telnet_local_enabled(t, TELOPT_EOR))
		buf[1] = TELNET_EOR;
	t->out_cr = 0;
	t->cb.send(t->arg, buf, sizeof buf);
}

/* Append a token to a growing string. */
static void
telnet_save_add(char **out, size_t *len, const char *tok)
{
	size_t	n = strlen(tok);

	*out = xrealloc(*out, *len + n + 2);
	if (*len > 0)
		(*out)[(*len)++] = ' ';
	memcpy(*out + *len, tok, n + 1);
	*len += n;
}

/* The codec's state as text (see telnet.h). */
char *
telnet_save(const struct telnet *t, int with_line)
{
	const struct telnet_q	*q;
	char			*out = xstrdup(""), tok[64], *hex, *big;
	size_t			 len = 0;
	int			 side, opt;
	enum telnet_state	 state = t->state;

	for (side = 0; side < 2; side++) {
		for (opt = 0; opt < 256; opt++) {
			q = &t->q[side][opt];
			if (q->state == TELNET_Q_NO && !q->opposite &&
			    !q->allowed && !q->refused)
				continue;
			snprintf(tok, sizeof tok, "q%c%d=%u%u%u%u",
			    side == TELNET_LOCAL ? 'L' : 'R', opt, q->state,
			    q->opposite, q->allowed, q->refused);
			telnet_save_add(&out, &len, tok);
		}
	}
	snprintf(tok, sizeof tok, "s=%d", (int)state);
	telnet_save_add(&out, &len, tok);
	if (with_line && t->line_len > 0) {
		hex = text_hex(t->line, t->line_len);
		xasprintf(&big, "l=%s", hex);
		telnet_save_add(&out, &len, big);
		free(big);
		free(hex);
	}
	if (with_line && t->line_discard)
		telnet_save_add(&out, &len, "ld=1");
	if (t->line_cr)
		telnet_save_add(&out, &len, "lc=1");
	if (state == TELNET_S_SB_DATA || state == TELNET_S_SB_IAC) {
		snprintf(tok, sizeof tok, "b=%u", t->sb_opt);
		telnet_save_add(&out, &len, tok);
		if (t->sb_len > 0) {
			hex = text_hex(t->sb, t->sb_len);
			xasprintf(&big, "bd=%s", hex);
			telnet_save_add(&out, &len, big);
			free(big);
			free(hex);
		}
		if (t->sb_overflow)
			telnet_save_add(&out, &len, "bo=1");
	}
	if (t->out_cr)
		telnet_save_add(&out, &len, "oc=1");
	return (out);
}

/* A number from a token, within 0..max; -1 if it is not one. */
static long
telnet_restore_num(const char *s, long max)
{
	char	*end;
	long	 v;

	if (*s < '0' || *s > '9')
		return (-1);
	v = strtol(s, &end, 10);
	if (*end != '\0' || v < 0 || v > max)
		return (-1);
	return (v);
}

/* One q<side><opt>=SOAR token. */
static int
telnet_restore_q(struct telnet *t, const char *tok)
{
	char		 digits[8];
	const char	*eq = strchr(tok, '=');
	struct telnet_q	*q;
	long		 opt;
	int		 side;
	size_t		 n;

	if (eq == NULL || (tok[1] != 'L' && tok[1] != 'R'))
		return (-1);
	side = tok[1] == 'L' ? TELNET_LOCAL : TELNET_REMOTE;
	n = (size_t)(eq - (tok + 2));
	if (n == 0 || n >= sizeof digits)
		return (-1);
	memcpy(digits, tok + 2, n);
	digits[n] = '\0';
	if ((opt = telnet_restore_num(digits, 255)) < 0 ||
	    strlen(eq + 1) != 4 || eq[1] < '0' || eq[1] > '3')
		return (-1);
	for (n = 2; n < 5; n++) {
		if (eq[n] != '0' && eq[n] != '1')
			return (-1);
	}
	q = &t->q[side][opt];
	q->state = (uint8_t)(eq[1] - '0');
	q->opposite = (uint8_t)(eq[2] - '0');
	q->allowed = (uint8_t)(eq[3] - '0');
	q->refused = (uint8_t)(eq[4] - '0');
	return (0);
}

/* Put the codec in the state telnet_save described. */
int
telnet_restore(struct telnet *t, const char *text, char **cause)
{
	char		*copy = xstrdup(text), *p = copy, *tok;
	unsigned char	*bytes = NULL;
	size_t		 n;
	long		 v;
	int		 rc = -1;

	while ((tok = strsep(&p, " ")) != NULL) {
		if (*tok == '\0')
			continue;
		if (tok[0] == 'q') {
			if (telnet_restore_q(t, tok) != 0)
				goto bad;
		} else if (strncmp(tok, "s=", 2) == 0) {
			if ((v = telnet_restore_num(tok + 2,
			    TELNET_S_SB_IAC)) < 0)
				goto bad;
			t->state = (enum telnet_state)v;
		} else if (strncmp(tok, "l=", 2) == 0) {
			if (text_unhex(tok + 2, &bytes, &n) != 0 ||
			    n > t->max_line)
				goto bad;
			telnet_line_room(t, n + 1);
			memcpy(t->line, bytes, n);
			t->line_len = n;
			free(bytes);
			bytes = NULL;
		} else if (strcmp(tok, "ld=1") == 0)
			t->line_discard = 1;
		else if (strcmp(tok, "lc=1") == 0)
			t->line_cr = 1;
		else if (strncmp(tok, "b=", 2) == 0) {
			if ((v = telnet_restore_num(tok + 2, 255)) < 0)
				goto bad;
			t->sb_opt = (uint8_t)v;
		} else if (strncmp(tok, "bd=", 3) == 0) {
			if (text_unhex(tok + 3, &bytes, &n) != 0 ||
			    n > t->max_subneg)
				goto bad;
			telnet_sb_room(t, n);
			if (n > 0)
				memcpy(t->sb, bytes, n);
			t->sb_len = n;
			free(bytes);
			bytes = NULL;
		} else if (strcmp(tok, "bo=1") == 0)
			t->sb_overflow = 1;
		else if (strcmp(tok, "oc=1") == 0)
			t->out_cr = 1;
		else
			goto bad;
	}
	rc = 0;
	goto done;
bad:
	xasprintf(cause, "telnet state: bad token '%.40s'", tok);
done:
	free(bytes);
	free(copy);
	return (rc);
}
