/* handover.c: carrying connections across an exec (a hot reboot). */
#include <sys/socket.h>
#include <sys/types.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <event2/buffer.h>
#include <jansson.h>

#include "address.h"
#include "descriptor.h"
#include "fileio.h"
#include "handover.h"
#include "log.h"
#include "monotime.h"
#include "protocol.h"
#include "telnet.h"
#include "text.h"
#include "websock.h"
#include "xmalloc.h"

/* What a description may hold at most, whatever the file says. */
#define HANDOVER_MAX_WIDTH	500
#define HANDOVER_MAX_HEIGHT	65535

/*
 * MCCP3: the client's zlib stream cannot cross the exec (the inflater's
 * state stays here). As the MCCP3 specification says for a copyover, we
 * send IAC WONT MCCP3 to every client that compresses, at the first
 * handover_prepare (so that all answer at once), and then read each one
 * until its stream has ended (Z_FINISH): what it typed meanwhile is
 * handed up held (d->input_held): the game queues it, runs none of it,
 * and carries it with the rest. The new process (or this
 * one, if the exec fails) offers WILL MCCP3 again.
 */
static void
handover_mccp3_stop_all(uint64_t deadline)
{
	struct descriptor	*d;

	TAILQ_FOREACH(d, &desc_list, entry) {
		if (d->reaped || d->proto.zin == NULL ||
		    d->proto.mccp3_stopping)
			continue;
		d->proto.mccp3_stopping = 1;
		d->input_held = 1;
		telnet_set_local(d->telnet, TELOPT_MCCP3, 0);
		(void)desc_flush_now(d, deadline);
	}
}

/* Read d until its client ended its MCCP3 stream; -1 at the deadline. */
static int
handover_mccp3_wait(struct descriptor *d, uint64_t deadline)
{
	struct pollfd	 pfd = { .fd = d->fd, .events = POLLIN };
	unsigned char	 buf[16384];
	uint64_t	 now;
	ssize_t		 n;
	int		 ms;

	while (d->proto.zin != NULL && !d->reaped) {
		now = monotime_us();
		if (now >= deadline)
			break;
		ms = (int)((deadline - now) / 1000) + 1;
		if (poll(&pfd, 1, ms) <= 0)
			continue;
		n = desc_io_read(d, buf, sizeof buf);
		if (n <= 0 || proto_recv(d, buf, (size_t)n) != 0)
			break;
	}
	d->input_held = 0;
	if (d->proto.zin == NULL && !d->reaped)
		return (0);
	log_warnx("desc %llu (%s): its client did not end its MCCP3 stream "
	    "in time", (unsigned long long)d->id, d->host);
	return (-1);
}

/* End the compressed streams and write out everything queued. */
int
handover_prepare(struct descriptor *d, uint64_t deadline)
{
	handover_mccp3_stop_all(deadline);
	/* The end of this turn (a prompt, a flush) goes in the old stream. */
	if (desc_flush_now(d, deadline) != 0)
		return (-1);
	/* A transport's state (WebSocket framing, TLS) cannot cross an exec:
	 * the client reconnects. */
	if (d->io != NULL)
		return (-1);
	if (d->proto.zin != NULL && handover_mccp3_wait(d, deadline) != 0)
		return (-1);
	proto_mccp_end(d);
	return (desc_flush_now(d, deadline));
}

/* A short string of the client's, as hex: it may be cut mid-character. */
static void
handover_set_hex(json_t *o, const char *key, const char *s)
{
	char	*hex = text_hex(s, strlen(s));

	json_object_set_new(o, key, json_string(hex));
	free(hex);
}

/* The description of a connection. */
json_t *
handover_save(struct descriptor *d, int with_input)
{
	const struct proto	*p = &d->proto;
	json_t			*o = json_object();
	char			*tel;

	tel = telnet_save(d->telnet, with_input);
	json_object_set_new(o, "telnet", json_string(tel));
	free(tel);
	json_object_set_new(o, "speaks_telnet", json_boolean(d->speaks_telnet));
	json_object_set_new(o, "echo_off", json_boolean(d->echo_off));
	json_object_set_new(o, "width", json_integer(p->width));
	json_object_set_new(o, "height", json_integer(p->height));
	json_object_set_new(o, "ttype_round", json_integer(p->ttype_round));
	handover_set_hex(o, "client", p->client);
	handover_set_hex(o, "terminal", p->terminal);
	handover_set_hex(o, "ttype_last", p->ttype_last);
	json_object_set_new(o, "mtts", json_integer(p->mtts));
	json_object_set_new(o, "utf8", json_boolean(p->utf8));
	json_object_set_new(o, "gmcp", json_integer(p->gmcp));
	json_object_set_new(o, "gmcp_on", json_boolean(p->gmcp_on));
	json_object_set_new(o, "msdp_on", json_boolean(p->msdp_on));
	json_object_set_new(o, "mxp_on", json_boolean(p->mxp_on));
	json_object_set_new(o, "mccp", json_boolean(p->compressing ||
	    p->mccp_ended));
	json_object_set_new(o, "mccp3", json_boolean(p->mccp3_stopping));
	json_object_set_new(o, "mtts_known", json_boolean(p->mtts_known));
	json_object_set_new(o, "mtts_client", json_integer(p->mtts_client));
	json_object_set_new(o, "charset", json_integer(p->charset));
	return (o);
}

/* An integer member within lo..hi; -1 if missing or out of range. */
static int
handover_get_int(const json_t *o, const char *key, long long lo, long long hi,
    long long *out)
{
	json_t	*v = json_object_get(o, key);

	if (!json_is_integer(v) || json_integer_value(v) < lo ||
	    json_integer_value(v) > hi)
		return (-1);
	*out = json_integer_value(v);
	return (0);
}

/* A hex string member into a buffer of size bytes; -1 if bad. */
static int
handover_get_hex(const json_t *o, const char *key, char *buf, size_t size)
{
	json_t		*v = json_object_get(o, key);
	unsigned char	*bytes;
	size_t		 n;

	if (!json_is_string(v) || text_unhex(json_string_value(v), &bytes,
	    &n) != 0)
		return (-1);
	if (n >= size || memchr(bytes, '\0', n) != NULL) {
		free(bytes);
		return (-1);
	}
	memcpy(buf, bytes, n + 1);
	free(bytes);
	return (0);
}

/* Fill d's protocols from a description; -1 if a member is bad. */
static int
handover_load_proto(struct descriptor *d, const json_t *o, int *mccp)
{
	struct proto	*p = &d->proto;
	long long	 v[6];

	if (handover_get_int(o, "width", 0, HANDOVER_MAX_WIDTH, &v[0]) != 0 ||
	    handover_get_int(o, "height", 0, HANDOVER_MAX_HEIGHT, &v[1]) != 0 ||
	    handover_get_int(o, "ttype_round", 0, 3, &v[2]) != 0 ||
	    handover_get_int(o, "mtts", 0, INT_MAX, &v[3]) != 0 ||
	    handover_get_int(o, "gmcp", 0, GMCP_ALL, &v[4]) != 0 ||
	    handover_get_hex(o, "client", p->client, sizeof p->client) != 0 ||
	    handover_get_hex(o, "terminal", p->terminal,
	    sizeof p->terminal) != 0 ||
	    handover_get_hex(o, "ttype_last", p->ttype_last,
	    sizeof p->ttype_last) != 0)
		return (-1);
	p->width = (unsigned int)v[0];
	p->height = (unsigned int)v[1];
	p->ttype_round = (int)v[2];
	p->mtts = (int)v[3];
	p->gmcp = (int)v[4];
	p->utf8 = json_is_true(json_object_get(o, "utf8"));
	p->mtts_known = json_is_true(json_object_get(o, "mtts_known"));
	/* Older descriptions have no charset: none agreed. */
	if (json_object_get(o, "charset") != NULL) {
		if (handover_get_int(o, "charset", PROTO_CHARSET_NONE,
		    PROTO_CHARSET_REJECTED, &v[5]) != 0)
			return (-1);
		p->charset = (int)v[5];
	}
	/* The MTTS bits the client set itself (MSDP); none in older ones. */
	if (json_object_get(o, "mtts_client") != NULL) {
		if (handover_get_int(o, "mtts_client", 0, INT_MAX, &v[5]) != 0)
			return (-1);
		p->mtts_client = (int)v[5];
	}
	p->gmcp_on = json_is_true(json_object_get(o, "gmcp_on"));
	p->msdp_on = json_is_true(json_object_get(o, "msdp_on"));
	p->mxp_on = json_is_true(json_object_get(o, "mxp_on"));
	d->speaks_telnet = json_is_true(json_object_get(o, "speaks_telnet"));
	d->echo_off = json_is_true(json_object_get(o, "echo_off"));
	*mccp = json_is_true(json_object_get(o, "mccp"));
	return (0);
}

/*
 * Adopt an inherited socket with its description; a socket whose
 * description is bad is closed.
 */
struct descriptor *
handover_adopt(int fd, const char *host, const json_t *o, char **cause)
{
	struct descriptor	*d;
	struct sockaddr_storage	 ss;
	json_t			*tel = json_object_get(o, "telnet");
	int			 type, mccp = 0;
	socklen_t		 len = sizeof type, sslen = sizeof ss;

	/* A client's TCP socket (never one of this process's own pipes). */
	if (fd <= 2 || fcntl(fd, F_GETFD) == -1 ||
	    getsockopt(fd, SOL_SOCKET, SO_TYPE, &type, &len) != 0 ||
	    type != SOCK_STREAM || getsockname(fd, (struct sockaddr *)&ss,
	    &sslen) != 0 || (ss.ss_family != AF_INET &&
	    ss.ss_family != AF_INET6)) {
		xasprintf(cause, "fd %d is not an open TCP socket", fd);
		return (NULL);
	}
	if (!json_is_object(o) || !json_is_string(tel)) {
		xasprintf(cause, "fd %d: no telnet state; closed", fd);
		close(fd);
		return (NULL);
	}
	d = desc_adopt(fd, host);
	address_connect(host, INT_MAX);
	if (telnet_restore(d->telnet, json_string_value(tel), cause) != 0)
		goto fail;
	if (handover_load_proto(d, o, &mccp) != 0) {
		xasprintf(cause, "fd %d: a bad protocol state; closed", fd);
		goto fail;
	}
	(void)fcntl(fd, F_SETFD, FD_CLOEXEC);
	(void)fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
	/* A new stream, announced, before anything else is sent. */
	if (mccp)
		proto_mccp_start(d);
	/* Its client may compress again (see handover_mccp3_stop_all). */
	if (json_is_true(json_object_get(o, "mccp3")))
		telnet_set_local(d->telnet, TELOPT_MCCP3, 1);
	return (d);
fail:
	/* Closed with it: the client sees the end rather than silence. */
	desc_mark_dropped(d);
	desc_free_now(d);
	return (NULL);
}

/* May d cross the exec? Only a plain socket. */
int
handover_can_keep(const struct descriptor *d)
{
	return (d->io == NULL);
}

/* End a connection that cannot cross the exec. */
void
handover_let_go(struct descriptor *d)
{
	websock_restarting(d);		/* the page reconnects by itself */
	if (d->io != NULL && d->io->free != NULL)
		d->io->free(d);
	d->io = NULL;
	d->io_state = NULL;
	/* Nothing more goes out: not plain text where TLS was spoken. */
	if (d->fd >= 0)
		(void)shutdown(d->fd, SHUT_RDWR);
	evbuffer_drain(d->out, evbuffer_get_length(d->out));
	desc_close(d);
}

/* The exec failed: go on, compressing again if it was. */
void
handover_resume(struct descriptor *d)
{
	if (d->proto.mccp_ended)
		proto_mccp_start(d);
	d->input_held = 0;
	if (d->proto.mccp3_stopping) {
		d->proto.mccp3_stopping = 0;
		telnet_set_local(d->telnet, TELOPT_MCCP3, 1);
	}
}

/* Mark every descriptor close-on-exec but 0-2 and those in keep. */
static void
handover_cloexec_rest(const int *keep, size_t nkeep)
{
	DIR		*dir;
	struct dirent	*de;
	long		 fd;
	size_t		 i;
	char		*end;

	if ((dir = opendir("/proc/self/fd")) == NULL) {
		log_warn("handover: /proc/self/fd");
		return;
	}
	while ((de = readdir(dir)) != NULL) {
		fd = strtol(de->d_name, &end, 10);
		if (*end != '\0' || end == de->d_name || fd <= 2 ||
		    fd == dirfd(dir))
			continue;
		for (i = 0; i < nkeep && keep[i] != fd; i++)
			;
		if (i == nkeep)
			(void)fcntl((int)fd, F_SETFD, FD_CLOEXEC);
	}
	closedir(dir);
}

/* Exec, keeping only the given descriptors open across it. */
int
handover_exec(const char *path, char *const argv[], const int *keep,
    size_t nkeep)
{
	size_t	i;
	int	saved;

	handover_cloexec_rest(keep, nkeep);
	for (i = 0; i < nkeep; i++)
		(void)fcntl(keep[i], F_SETFD, 0);
	execv(path, argv);
	saved = errno;
	for (i = 0; i < nkeep; i++)
		(void)fcntl(keep[i], F_SETFD, FD_CLOEXEC);
	errno = saved;
	return (-1);
}

/*
 * Write j to path through a file of its own, readable by this user only;
 * not synced: the next process reads it at once, and a crash ends both.
 */
int
handover_write_file(const char *path, const json_t *j, char **cause)
{
	char	*text;
	int	 rc;

	if ((text = json_dumps(j, JSON_COMPACT)) == NULL) {
		xasprintf(cause, "cannot write %s: out of memory", path);
		return (-1);
	}
	rc = fileio_write(path, text, strlen(text), 0600, FILEIO_SYNC_NONE,
	    cause);
	free(text);
	return (rc);
}
