/*
 * test_handover.c: a connection carried across an exec, as the old and
 * the new process each see it, on a real TCP connection over loopback:
 * the compressed stream ends cleanly and a new one starts announced; the
 * telnet options, the client's protocols, the lines typed ahead and the
 * line being typed come back; a socket that is not a client's, or a
 * description that is bad, is refused; the exec keeps exactly the
 * descriptors it is told to.
 */
#include <sys/socket.h>
#include <sys/wait.h>

#include <netinet/in.h>

#include <check.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <event2/event.h>
#include <jansson.h>
#include <zlib.h>

#include "check_main.h"
#include "config.h"
#include "descriptor.h"
#include "handover.h"
#include "monotime.h"
#include "protocol.h"
#include "server.h"
#include "telnet.h"

static struct event_base	*base;
static char			 lines[8][64];
static int			 nlines;

static void	cb_opened(struct descriptor *d) { d->session = &base; }
static int	cb_secret(struct descriptor *d) { return (0); }
static void	cb_overlong(struct descriptor *d) { }
static int	cb_prompt(struct descriptor *d) { return (0); }
static void	cb_closed(struct descriptor *d) { d->session = NULL; }

static void
cb_line(struct descriptor *d, char *line)
{
	ck_assert_int_lt(nlines, 8);
	snprintf(lines[nlines++], sizeof lines[0], "%s", line);
}

static const struct desc_callbacks cbs = {
	.opened = cb_opened,
	.line = cb_line,
	.secret = cb_secret,
	.overlong = cb_overlong,
	.prompt = cb_prompt,
	.closed = cb_closed,
};

static void
setup(void)
{
	config_current = config_new();
	base = event_base_new();
	desc_setup(base, &cbs);
	nlines = 0;
}

static void
teardown(void)
{
	desc_free_all();
	event_base_free(base);
	config_free(config_current);
	config_current = NULL;
}

/* A connected pair of TCP sockets over loopback: *server and *client. */
static void
tcp_pair(int *server, int *client)
{
	struct sockaddr_in	sin;
	socklen_t		len = sizeof sin;
	int			l;

	memset(&sin, 0, sizeof sin);
	sin.sin_family = AF_INET;
	sin.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	ck_assert_int_ge(l = socket(AF_INET, SOCK_STREAM, 0), 0);
	ck_assert_int_eq(bind(l, (struct sockaddr *)&sin, sizeof sin), 0);
	ck_assert_int_eq(listen(l, 1), 0);
	ck_assert_int_eq(getsockname(l, (struct sockaddr *)&sin, &len), 0);
	ck_assert_int_ge(*client = socket(AF_INET, SOCK_STREAM, 0), 0);
	ck_assert_int_eq(connect(*client, (struct sockaddr *)&sin, sizeof sin),
	    0);
	ck_assert_int_ge(*server = accept(l, NULL, NULL), 0);
	close(l);
	fcntl(*server, F_SETFL, O_NONBLOCK);
}

/* Read what the client has been sent, waiting a little for it. */
static size_t
client_read(int fd, unsigned char *buf, size_t size)
{
	size_t	got = 0;
	ssize_t	n;

	usleep(20000);
	while (got < size && (n = recv(fd, buf + got, size - got,
	    MSG_DONTWAIT)) > 0)
		got += (size_t)n;
	return (got);
}

/* Where IAC SB MCCP2 IAC SE is in buf, or -1. */
static long
find_marker(const unsigned char *buf, size_t len)
{
	static const unsigned char	m[] = { 255, 250, 86, 255, 240 };
	size_t				i;

	for (i = 0; i + sizeof m <= len; i++) {
		if (memcmp(buf + i, m, sizeof m) == 0)
			return ((long)i);
	}
	return (-1);
}

/* Inflate a whole stream at buf: its text, and whether it ended. */
static int
inflate_all(const unsigned char *buf, size_t len, char *out, size_t outlen,
    size_t *used)
{
	z_stream	zs;
	int		rc;

	memset(&zs, 0, sizeof zs);
	ck_assert_int_eq(inflateInit(&zs), Z_OK);
	zs.next_in = (Bytef *)(uintptr_t)buf;
	zs.avail_in = (uInt)len;
	zs.next_out = (Bytef *)out;
	zs.avail_out = (uInt)outlen - 1;
	rc = inflate(&zs, Z_SYNC_FLUSH);
	out[outlen - 1 - zs.avail_out] = '\0';
	*used = len - zs.avail_in;
	inflateEnd(&zs);
	return (rc);
}

START_TEST(test_compressed_connection_across)
{
	static const unsigned char	hello[] = {
		255, 253, 86,			/* DO MCCP2 */
		255, 253, 201,			/* DO GMCP */
		255, 253, 25,			/* DO EOR */
		255, 251, 31,			/* WILL NAWS */
		255, 250, 31, 0, 100, 0, 40, 255, 240,
		255, 253, 42,			/* DO CHARSET */
		255, 250, 42, 2, 'I', 'S', 'O', '-', '8', '8', '5', '9', '-',
		'1', 255, 240,			/* ACCEPTED ISO-8859-1 */
	};
	unsigned char		 buf[16384];
	char			 text[4096], *cause = NULL;
	struct descriptor	*d;
	json_t			*j;
	size_t			 n, used;
	long			 at;
	int			 s, c, kept;

	tcp_pair(&s, &c);
	d = desc_new(s, "127.0.0.1");
	desc_feed(d, hello, sizeof hello);
	ck_assert_int_eq(d->proto.compressing, 1);
	ck_assert_uint_eq(d->proto.width, 100);
	ck_assert_int_eq(d->proto.charset, PROTO_CHARSET_LATIN1);
	desc_printf(d, "before the reboot\n");
	/*
	 * A whole line is handed up at once (the game queues what it
	 * cannot run yet), and a line half typed stays in the codec.
	 */
	desc_feed(d, "look\r\nsco", 10);
	ck_assert_int_eq(nlines, 1);
	/* The client asked for 256 colours itself (MSDP). */
	proto_client_sets(d, MTTS_256, 1);
	/* And for every GMCP package there is (Mudlet's and more). */
	d->proto.gmcp |= GMCP_ALL;

	ck_assert_int_eq(handover_prepare(d, monotime_us() + 1000000), 0);
	ck_assert_int_eq(d->proto.compressing, 0);
	n = client_read(c, buf, sizeof buf);
	ck_assert_int_ge(at = find_marker(buf, n), 0);
	/* The stream after the marker holds the text and ends for good. */
	ck_assert_int_eq(inflate_all(buf + at + 5, n - (size_t)at - 5, text,
	    sizeof text, &used), Z_STREAM_END);
	ck_assert_ptr_nonnull(strstr(text, "before the reboot\r\n"));
	ck_assert_uint_eq((size_t)at + 5 + used, n);

	j = handover_save(d, 1);
	ck_assert_ptr_nonnull(j);
	ck_assert(json_is_true(json_object_get(j, "mccp")));
	/* The lines typed ahead are the game's to carry, not net's. */
	ck_assert_ptr_null(json_object_get(j, "input"));

	/* The exec: the socket stays open, the old process's state goes. */
	kept = dup(s);
	desc_free_now(d);
	d = handover_adopt(kept, "127.0.0.1", j, &cause);
	ck_assert_msg(d != NULL, "%s", cause);
	json_decref(j);
	ck_assert(telnet_local_enabled(d->telnet, TELOPT_MCCP2));
	ck_assert(telnet_local_enabled(d->telnet, TELOPT_GMCP));
	ck_assert(telnet_local_enabled(d->telnet, TELOPT_EOR));
	ck_assert(telnet_remote_enabled(d->telnet, TELOPT_NAWS));
	ck_assert_int_eq(d->proto.gmcp_on, 1);
	ck_assert_int_eq(d->proto.gmcp, GMCP_ALL);
	ck_assert_uint_eq(d->proto.width, 100);
	ck_assert_uint_eq(d->proto.height, 40);
	ck_assert_int_eq(d->proto.compressing, 1);
	/* The charset agreed stays agreed: Latin-1 out. */
	ck_assert_int_eq(d->proto.charset, PROTO_CHARSET_LATIN1);
	/* The colours the client set stay, and stay its own. */
	ck_assert_int_eq(proto_colours(d), 256);
	ck_assert_int_eq(d->proto.mtts_client, MTTS_256 | MTTS_ANSI);

	/* A new stream, announced, that the client can read. */
	desc_printf(d, "after the reboot\n");
	ck_assert_int_eq(desc_flush_now(d, monotime_us() + 1000000), 0);
	n = client_read(c, buf, sizeof buf);
	ck_assert_int_eq(find_marker(buf, n), 0);
	ck_assert_int_eq(inflate_all(buf + 5, n - 5, text, sizeof text,
	    &used), Z_OK);
	ck_assert_str_eq(text, "after the reboot\r\n");

	/* The half-typed line, finished. */
	desc_feed(d, "re\r\n", 4);
	ck_assert_int_eq(nlines, 2);
	ck_assert_str_eq(lines[0], "look");
	ck_assert_str_eq(lines[1], "score");
	close(c);
}
END_TEST

/* Compress src whole (Z_FINISH when finish, else a sync flush). */
static size_t
deflate_some(z_stream *zs, const char *src, size_t len, unsigned char *out,
    size_t size, int finish)
{
	zs->next_in = (Bytef *)(uintptr_t)src;
	zs->avail_in = (uInt)len;
	zs->next_out = out;
	zs->avail_out = (uInt)size;
	ck_assert_int_ne(deflate(zs, finish ? Z_FINISH : Z_SYNC_FLUSH),
	    Z_STREAM_ERROR);
	ck_assert_uint_eq(zs->avail_in, 0);
	return (size - zs->avail_out);
}

/*
 * MCCP3: the client compresses from the byte after its start marker, in
 * the same read; after its stream's end, plain again. A broken stream and
 * a zip bomb are refused (proto_recv -1), the connection's to drop.
 */
START_TEST(test_mccp3_in)
{
	static const unsigned char	start[] = { 255, 253, 87, 255, 250, 87,
					    255, 240 };
	unsigned char			buf[65536], *big;
	struct descriptor		*d;
	z_stream			zs;
	size_t				n, m;
	int				s, c;

	tcp_pair(&s, &c);
	d = desc_new(s, "127.0.0.1");
	memcpy(buf, start, sizeof start);
	memset(&zs, 0, sizeof zs);
	ck_assert_int_eq(deflateInit(&zs, Z_DEFAULT_COMPRESSION), Z_OK);
	n = sizeof start + deflate_some(&zs, "look\r\nsay hi\r\n", 15,
	    buf + sizeof start, sizeof buf - sizeof start, 0);
	ck_assert_int_eq(proto_recv(d, buf, n), 0);
	ck_assert_ptr_nonnull(d->proto.zin);
	ck_assert_int_eq(nlines, 2);
	ck_assert_str_eq(lines[0], "look");
	ck_assert_str_eq(lines[1], "say hi");
	/* The stream's end and plain text after it, in one read. */
	n = deflate_some(&zs, "sco", 3, buf, sizeof buf, 1);
	memcpy(buf + n, "re\r\nquit\r\n", 10);
	ck_assert_int_eq(proto_recv(d, buf, n + 10), 0);
	ck_assert_ptr_null(d->proto.zin);
	ck_assert_int_eq(nlines, 4);
	ck_assert_str_eq(lines[2], "score");
	ck_assert_str_eq(lines[3], "quit");
	deflateEnd(&zs);

	/* A broken stream. */
	memcpy(buf, start + 3, 5);
	memcpy(buf + 5, "not zlib\r\n", 10);
	ck_assert_int_eq(proto_recv(d, buf, 15), -1);
	proto_mccp3_free(d);

	/* A bomb: 16 MB of nothing in a few KB; refused past 1 MB. */
	big = calloc(1, 16 << 20);
	memset(big, 'a', 16 << 20);
	memset(&zs, 0, sizeof zs);
	ck_assert_int_eq(deflateInit(&zs, 9), Z_OK);
	memcpy(buf, start + 3, 5);
	m = deflate_some(&zs, (char *)big, 16 << 20, buf + 5, sizeof buf - 5,
	    1);
	ck_assert_uint_lt(m, sizeof buf - 5);
	ck_assert_int_eq(proto_recv(d, buf, m + 5), -1);
	deflateEnd(&zs);
	free(big);
	close(c);
}
END_TEST

START_TEST(test_refused)
{
	char		*cause = NULL;
	json_t		*good, *bad;
	int		 p[2], u[2], s, c;

	good = json_pack("{s:s, s:i, s:i, s:i, s:s, s:s, s:s, s:i, s:i}",
	    "telnet", "s=0", "width", 80, "height", 24, "ttype_round", 0,
	    "client", "", "terminal", "", "ttype_last", "", "mtts", 0,
	    "gmcp", 0);
	/* Not a socket: a pipe; left open. */
	ck_assert_int_eq(pipe(p), 0);
	ck_assert_ptr_null(handover_adopt(p[0], "x", good, &cause));
	ck_assert_ptr_nonnull(strstr(cause, "not an open TCP socket"));
	free(cause);
	ck_assert_int_ne(fcntl(p[0], F_GETFD), -1);
	/* A socket, but not a client's (the loop's own are like this). */
	ck_assert_int_eq(socketpair(AF_UNIX, SOCK_STREAM, 0, u), 0);
	ck_assert_ptr_null(handover_adopt(u[0], "x", good, &cause));
	free(cause);
	ck_assert_int_ne(fcntl(u[0], F_GETFD), -1);
	/* A client's socket with a bad telnet state: closed. */
	tcp_pair(&s, &c);
	bad = json_deep_copy(good);
	json_object_set_new(bad, "telnet", json_string("qL86=9 s=0"));
	ck_assert_ptr_null(handover_adopt(s, "x", bad, &cause));
	ck_assert_ptr_nonnull(strstr(cause, "telnet state"));
	free(cause);
	ck_assert_int_eq(fcntl(s, F_GETFD), -1);
	json_decref(bad);
	/* A width past the limit: closed too. */
	tcp_pair(&s, &c);
	bad = json_deep_copy(good);
	json_object_set_new(bad, "width", json_integer(100000));
	ck_assert_ptr_null(handover_adopt(s, "x", bad, &cause));
	free(cause);
	ck_assert_int_eq(fcntl(s, F_GETFD), -1);
	json_decref(bad);
	/* And a good one is taken. */
	tcp_pair(&s, &c);
	ck_assert_ptr_nonnull(handover_adopt(s, "x", good, &cause));
	json_decref(good);
	close(p[0]);
	close(p[1]);
	close(u[0]);
	close(u[1]);
}
END_TEST

START_TEST(test_exec_keeps_what_it_is_told)
{
	char	 cmd[128], *argv[4];
	int	 keep[2], drop[2], status;
	pid_t	 pid;

	/* Neither is close-on-exec to begin with. */
	ck_assert_int_eq(pipe(keep), 0);
	ck_assert_int_eq(pipe(drop), 0);
	snprintf(cmd, sizeof cmd, "test -e /proc/self/fd/%d && "
	    "! test -e /proc/self/fd/%d", keep[1], drop[1]);
	argv[0] = "sh";
	argv[1] = "-c";
	argv[2] = cmd;
	argv[3] = NULL;
	if ((pid = fork()) == 0) {
		handover_exec("/bin/sh", argv, &keep[1], 1);
		_exit(99);
	}
	ck_assert_int_eq(waitpid(pid, &status, 0), pid);
	ck_assert(WIFEXITED(status));
	ck_assert_int_eq(WEXITSTATUS(status), 0);

	/* A failed exec comes back, the kept one close-on-exec again. */
	ck_assert_int_eq(handover_exec("/nonexistent/mud", argv, &keep[1], 1),
	    -1);
	ck_assert_int_eq(errno, ENOENT);
	ck_assert_int_eq(fcntl(keep[1], F_GETFD) & FD_CLOEXEC, FD_CLOEXEC);
	close(keep[0]);
	close(keep[1]);
	close(drop[0]);
	close(drop[1]);
}
END_TEST

START_TEST(test_telnet_state_round_trip)
{
	char	*saved, *cause = NULL;

	/* Through a descriptor: a subnegotiation cut in two by the exec. */
	{
		struct descriptor	*d, *d2;
		static const unsigned char part[] = { 255, 253, 201, 255, 250,
		    31, 0, 90 };
		static const unsigned char rest[] = { 0, 30, 255, 240, 'h', 'i',
		    '\r', '\n' };
		int			 s, c;

		tcp_pair(&s, &c);
		d = desc_new(s, "127.0.0.1");
		desc_feed(d, part, sizeof part);
		saved = telnet_save(d->telnet, 1);
		ck_assert_ptr_nonnull(strstr(saved, "qL201=1"));
		ck_assert_ptr_nonnull(strstr(saved, "b=31"));
		d2 = desc_adopt(-1, "x");
		ck_assert_int_eq(telnet_restore(d2->telnet, saved, &cause), 0);
		free(saved);
		desc_feed(d2, rest, sizeof rest);
		/* The window size whole, and the line after it a line. */
		ck_assert_uint_eq(d2->proto.width, 90);
		ck_assert_uint_eq(d2->proto.height, 30);
		ck_assert_int_eq(nlines, 1);
		ck_assert_str_eq(lines[0], "hi");
		ck_assert_int_eq(telnet_restore(d2->telnet, "qX1=0000",
		    &cause), -1);
		free(cause);
		ck_assert_int_eq(telnet_restore(d2->telnet, "s=99", &cause),
		    -1);
		free(cause);
		ck_assert_int_eq(telnet_restore(d2->telnet, "l=zz", &cause),
		    -1);
		free(cause);
		close(c);
	}
}
END_TEST

int
main(void)
{
	Suite	*s = suite_create("handover");
	TCase	*tc = tcase_create("handover");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_compressed_connection_across);
	tcase_add_test(tc, test_refused);
	tcase_add_test(tc, test_mccp3_in);
	tcase_add_test(tc, test_exec_keeps_what_it_is_told);
	tcase_add_test(tc, test_telnet_state_round_trip);
	suite_add_tcase(s, tc);
	return (check_main_run(s));
}
