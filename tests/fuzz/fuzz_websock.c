/*
 * fuzz_websock.c: libFuzzer harness for what a browser sends the web port
 * and for the gateway the server's output goes through.
 *
 * Byte 0 picks the target (modulo 3), byte 1 the size of the reads:
 *   0: the input is a request head: webhttp_head_len, webhttp_parse,
 *      webhttp_ws_check and webhttp_file must keep their promises (a
 *      file name is plain: no '/', no "..", no leading dot).
 *   1: the input is what a client sends after the upgrade: WebSocket
 *      frames read by wslay in server mode set up as the web port does
 *      (unbuffered: the payload gathered here, the message's length
 *      checked at each frame's start), in reads of that size; a message
 *      kept never passes the limit, and each text message goes through
 *      webgate_line, which must return a line without CR or LF inside,
 *      ending "\n", or NULL.
 *   2: the input is the telnet stream the server writes, in writes of
 *      that size, through the gateway: every message must be one JSON
 *      object of the four kinds, and every reply a telnet command. A
 *      write that starts with a NUL is a message from the page for the
 *      gateway instead (webgate_control: the page's size, as NAWS).
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <jansson.h>
#include <wslay/wslay.h>

#include "webgate.h"
#include "webhttp.h"

#define FUZZ_MAX_MESSAGE	4096

static void
fuzz_check(int ok)
{
	if (!ok)
		abort();
}

static void
fuzz_http(const uint8_t *p, size_t len)
{
	struct webhttp_request	 r;
	char			 name[128];
	const char		*type, *file;
	size_t			 hl;
	int			 rc;

	hl = webhttp_head_len((const char *)p, len);
	fuzz_check(hl <= len && hl <= WEBHTTP_MAX_HEAD);
	rc = webhttp_parse((const char *)p, hl > 0 ? hl : len, &r);
	fuzz_check(rc == 0 || rc == 400 || rc == 405 || rc == 414 ||
	    rc == 505);
	if (rc != 0)
		return;
	fuzz_check(r.path[0] == '/' && memchr(r.path, '\0', sizeof r.path));
	fuzz_check(memchr(r.key, '\0', sizeof r.key) != NULL);
	rc = webhttp_ws_check(&r);
	fuzz_check(rc == 0 || rc == 400 || rc == 426);
	/* No Origin is always taken; one is taken only if it names Host. */
	if (!r.has_origin)
		fuzz_check(webhttp_origin_ok(&r, "https://a.example"));
	else if (strstr(r.origin, "://") == NULL &&
	    strcasecmp(r.origin, "https://a.example") != 0)
		fuzz_check(!webhttp_origin_ok(&r, "https://a.example"));
	if ((type = webhttp_file(r.path, name, sizeof name)) != NULL) {
		/* A file of the root, or of its one folder, mudlet/. */
		file = strncmp(name, "mudlet/", 7) == 0 ? name + 7 : name;
		fuzz_check(strchr(file, '/') == NULL && file[0] != '.' &&
		    strstr(name, "..") == NULL && file[0] != '\0');
		fuzz_check(strchr(type, '/') != NULL);
	}
}

struct fuzz_in {
	const uint8_t	*p;
	size_t		 len;
	size_t		 off;
	size_t		 chunk;
	/* The message gathered, as websock.c does. */
	uint8_t		 msg[FUZZ_MAX_MESSAGE];
	size_t		 msg_len;
	uint64_t	 msg_total;
	int		 ctrl;
};

static ssize_t
fuzz_recv(wslay_event_context_ptr ctx, uint8_t *buf, size_t len, int flags,
    void *arg)
{
	struct fuzz_in	*in = arg;
	size_t		 n = in->len - in->off;

	if (n == 0) {
		wslay_event_set_error(ctx, WSLAY_ERR_WOULDBLOCK);
		return (-1);
	}
	if (n > len)
		n = len;
	if (n > in->chunk)
		n = in->chunk;
	memcpy(buf, in->p + in->off, n);
	in->off += n;
	return ((ssize_t)n);
}

static ssize_t
fuzz_send(wslay_event_context_ptr ctx, const uint8_t *buf, size_t len,
    int flags, void *arg)
{
	return ((ssize_t)len);
}

/* A frame starts: past the limit, the read ends (websock_wslay_start). */
static void
fuzz_start(wslay_event_context_ptr ctx,
    const struct wslay_event_on_frame_recv_start_arg *a, void *arg)
{
	struct fuzz_in	*in = arg;

	if (!wslay_event_get_read_enabled(ctx))
		return;
	in->ctrl = (a->opcode & 0x8) != 0;
	if (in->ctrl)
		return;
	if (a->opcode != WSLAY_CONTINUATION_FRAME)
		in->msg_total = in->msg_len = 0;
	if (a->payload_length > FUZZ_MAX_MESSAGE - in->msg_total)
		in->msg_total = FUZZ_MAX_MESSAGE + 1;
	else
		in->msg_total += a->payload_length;
	if (in->msg_total > FUZZ_MAX_MESSAGE) {
		wslay_event_queue_close(ctx, WSLAY_CODE_MESSAGE_TOO_BIG,
		    (const uint8_t *)"too big", 7);
		wslay_event_shutdown_read(ctx);
	}
}

static void
fuzz_chunk(wslay_event_context_ptr ctx,
    const struct wslay_event_on_frame_recv_chunk_arg *c, void *arg)
{
	struct fuzz_in	*in = arg;

	if (in->ctrl || !wslay_event_get_read_enabled(ctx))
		return;
	/* The start's check bounds what comes. */
	fuzz_check(in->msg_len + c->data_length <= FUZZ_MAX_MESSAGE);
	memcpy(in->msg + in->msg_len, c->data, c->data_length);
	in->msg_len += c->data_length;
}

static void
fuzz_msg(wslay_event_context_ptr ctx,
    const struct wslay_event_on_msg_recv_arg *m, void *arg)
{
	struct fuzz_in	*in = arg;
	size_t		 len, mlen;
	char		*line;

	fuzz_check(m->msg_length <= 125 || m->opcode != WSLAY_PING);
	if (m->opcode != WSLAY_TEXT_FRAME || !wslay_event_get_read_enabled(ctx))
		return;
	mlen = in->msg_len;
	in->msg_len = 0;
	if ((line = webgate_line(in->msg, mlen, &len)) == NULL)
		return;
	fuzz_check(len == mlen + 1 && line[len - 1] == '\n');
	fuzz_check(memchr(line, '\r', len) == NULL &&
	    memchr(line, '\n', len - 1) == NULL);
	free(line);
}

static void
fuzz_frames(const uint8_t *p, size_t len, size_t chunk)
{
	struct wslay_event_callbacks	 cbs;
	wslay_event_context_ptr		 ctx;
	static struct fuzz_in		 in;
	int				 i;

	memset(&in, 0, sizeof in);
	in.p = p;
	in.len = len;
	in.chunk = chunk;
	memset(&cbs, 0, sizeof cbs);
	cbs.recv_callback = fuzz_recv;
	cbs.send_callback = fuzz_send;
	cbs.on_msg_recv_callback = fuzz_msg;
	cbs.on_frame_recv_start_callback = fuzz_start;
	cbs.on_frame_recv_chunk_callback = fuzz_chunk;
	fuzz_check(wslay_event_context_server_init(&ctx, &cbs, &in) == 0);
	wslay_event_config_set_no_buffering(ctx, 1);
	wslay_event_config_set_max_recv_msg_length(ctx, UINT64_MAX);
	for (i = 0; i < 1000 && in.off < in.len; i++) {
		if (!wslay_event_want_read(ctx))
			break;
		if (wslay_event_recv(ctx) != 0)
			break;
		wslay_event_send(ctx);
	}
	wslay_event_context_free(ctx);
}

static void
fuzz_gate_message(void *arg, const char *json, size_t len)
{
	json_t	*j = json_loadb(json, len, 0, NULL);
	size_t	 keys;

	fuzz_check(j != NULL && json_is_object(j));
	keys = json_object_size(j);
	if (json_object_get(j, "text") != NULL)
		fuzz_check(keys == 1 && json_is_string(json_object_get(j,
		    "text")) && memchr(json, '\r', len) == NULL);
	else if (json_object_get(j, "gmcp") != NULL)
		fuzz_check(keys == 2 && json_object_get(j, "data") != NULL);
	else
		fuzz_check(keys == 1 && (json_object_get(j, "echo") != NULL ||
		    json_object_get(j, "prompt") != NULL));
	json_decref(j);
	(void)arg;
}

static void
fuzz_gate_reply(void *arg, const void *buf, size_t len)
{
	const uint8_t	*b = buf;

	fuzz_check(len >= 3 && b[0] == 255);
	fuzz_check((b[1] >= 251 && b[1] <= 254 && len == 3) ||
	    (b[1] == 250 && b[len - 2] == 255 && b[len - 1] == 240));
}

static const struct webgate_callbacks fuzz_gate_cbs = {
	.message = fuzz_gate_message,
	.reply = fuzz_gate_reply,
};

static void
fuzz_gate(const uint8_t *p, size_t len, size_t chunk)
{
	struct webgate	*g = webgate_new(&fuzz_gate_cbs, NULL, 256);
	size_t		 off, n;

	for (off = 0; off < len; off += n) {
		n = len - off < chunk ? len - off : chunk;
		if (p[off] == 0) {
			webgate_control(g, p + off + 1, n - 1);
			continue;
		}
		webgate_write(g, p + off, n);
		webgate_flush(g);
	}
	webgate_free(g);
}

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	uint8_t	*copy;
	size_t	 chunk;

	if (size < 2)
		return (0);
	chunk = data[1] == 0 ? 1 : data[1];
	/* An exact copy, so that ASan sees any read past the end. */
	copy = malloc(size - 2 + 1);
	memcpy(copy, data + 2, size - 2);
	switch (data[0] % 3) {
	case 0:
		fuzz_http(copy, size - 2);
		break;
	case 1:
		fuzz_frames(copy, size - 2, chunk);
		break;
	case 2:
		fuzz_gate(copy, size - 2, chunk);
		break;
	}
	free(copy);
	return (0);
}
