/*
 * test_tls.c: TLS certificates and connections. A self-signed pair is
 * made with a private key and the name asked for, and loads; missing,
 * broken and mismatched files are refused, naming the file; the server's
 * context is made once and kept. Over a socket pair with a real OpenSSL
 * client: the handshake runs through tls_read and tls_write with the
 * descriptor told which way to wait, bytes already decrypted are never
 * stranded (the read event is made active for them), a write takes one
 * record at most, the peer's close reads as the end, a plain-text client
 * is refused (told in plain text, the telnet message or a transport's own
 * reply, what it sent read first) and a handshake that never ends times
 * out. A hello that arrives just after the server looked for the first
 * byte is not taken unseen (which made the record after it look like
 * plain text), and one that waits unread when the time runs out is not
 * answered in plain text.
 */
#include <sys/socket.h>
#include <sys/stat.h>

#include <check.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <event2/event.h>
#include <openssl/pem.h>
#include <openssl/ssl.h>
#include <openssl/x509v3.h>

#include "check_main.h"
#include "config.h"
#include "descriptor.h"
#include "tls.h"

static char	dir[] = "/tmp/test-tls-XXXXXX";

/*
 * The program's recv, which tls.c calls (mudcore is linked in
 * statically): libc's, except that the next peek can be made to find
 * nothing, as when the client's bytes arrive just after the server
 * looked.
 */
static int	peek_finds_nothing;

ssize_t
recv(int fd, void *buf, size_t len, int flags)
{
	if ((flags & MSG_PEEK) && peek_finds_nothing) {
		peek_finds_nothing = 0;
		errno = EAGAIN;
		return (-1);
	}
	return (recvfrom(fd, buf, len, flags, NULL, NULL));
}
static char	path_cert[256], path_key[256];

static void
setup(void)
{
	char	*cause = NULL, db[300];

	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(path_cert, sizeof path_cert, "%s/c.pem", dir);
	snprintf(path_key, sizeof path_key, "%s/k.pem", dir);
	config_current = config_new();
	snprintf(db, sizeof db, "%s/mud.db", dir);
	ck_assert_int_eq(config_set(config_current, "server.database", db,
	    "test", &cause), 0);
}

static void
teardown(void)
{
	char	cmd[300];

	tls_free();
	config_free(config_current);
	config_current = NULL;
	snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
	ck_assert_int_eq(system(cmd), 0);
	strcpy(dir, "/tmp/test-tls-XXXXXX");
}

START_TEST(test_self_signed_pair)
{
	struct stat	 st;
	struct ssl_ctx_st *ctx;
	char		*cause = NULL;
	X509		*x;
	FILE		*f;

	ck_assert_int_eq(tls_cert_make(path_cert, path_key, "mud.example.org",
	    30, &cause), 0);
	ck_assert_int_eq(stat(path_key, &st), 0);
	ck_assert_int_eq(st.st_mode & 0777, 0600);
	/* Its name is the one asked for, where clients look for it. */
	ck_assert_ptr_nonnull(f = fopen(path_cert, "r"));
	ck_assert_ptr_nonnull(x = PEM_read_X509(f, NULL, NULL, NULL));
	fclose(f);
	ck_assert_int_eq(X509_check_host(x, "mud.example.org", 0, 0, NULL), 1);
	ck_assert_int_eq(X509_check_host(x, "other.example.org", 0, 0, NULL),
	    0);
	ck_assert_int_eq(X509_check_issued(x, x), X509_V_OK);
	X509_free(x);
	ctx = tls_ctx_load(path_cert, path_key, "1.2", &cause);
	ck_assert_msg(ctx != NULL, "%s", cause);
	ck_assert_int_eq(SSL_CTX_get_min_proto_version(ctx), TLS1_2_VERSION);
	tls_ctx_free(ctx);
	ctx = tls_ctx_load(path_cert, path_key, "1.3", &cause);
	ck_assert_int_eq(SSL_CTX_get_min_proto_version(ctx), TLS1_3_VERSION);
	tls_ctx_free(ctx);
	/* An address gets an IP name. */
	ck_assert_int_eq(tls_cert_make(path_cert, path_key, "127.0.0.1", 30,
	    &cause), 0);
	ck_assert_ptr_nonnull(f = fopen(path_cert, "r"));
	ck_assert_ptr_nonnull(x = PEM_read_X509(f, NULL, NULL, NULL));
	fclose(f);
	ck_assert_int_eq(X509_check_ip_asc(x, "127.0.0.1", 0), 1);
	X509_free(x);
}
END_TEST

START_TEST(test_bad_files_refused)
{
	char	*cause = NULL, other_cert[300], other_key[300];
	FILE	*f;

	ck_assert_ptr_null(tls_ctx_load(path_cert, path_key, "1.2", &cause));
	ck_assert_msg(strstr(cause, path_cert) != NULL &&
	    strstr(cause, "No such file") != NULL, "%s", cause);
	free(cause);
	ck_assert_ptr_nonnull(f = fopen(path_cert, "w"));
	fputs("-----BEGIN CERTIFICATE-----\nbroken\n", f);
	fclose(f);
	ck_assert_ptr_nonnull(f = fopen(path_key, "w"));
	fputs("not a key\n", f);
	fclose(f);
	ck_assert_ptr_null(tls_ctx_load(path_cert, path_key, "1.2", &cause));
	ck_assert_msg(strstr(cause, "not a usable PEM certificate") != NULL,
	    "%s", cause);
	free(cause);
	/* A good certificate, a key that is no key. */
	ck_assert_int_eq(tls_cert_make(path_cert, path_key, "a", 1, &cause), 0);
	ck_assert_ptr_nonnull(f = fopen(path_key, "w"));
	fputs("not a key\n", f);
	fclose(f);
	ck_assert_ptr_null(tls_ctx_load(path_cert, path_key, "1.2", &cause));
	ck_assert_msg(strstr(cause, "not a usable PEM private key") != NULL,
	    "%s", cause);
	free(cause);
	/* Two good pairs, crossed. */
	snprintf(other_cert, sizeof other_cert, "%s/c2.pem", dir);
	snprintf(other_key, sizeof other_key, "%s/k2.pem", dir);
	ck_assert_int_eq(tls_cert_make(path_cert, path_key, "a", 1, &cause), 0);
	ck_assert_int_eq(tls_cert_make(other_cert, other_key, "b", 1, &cause),
	    0);
	ck_assert_ptr_null(tls_ctx_load(path_cert, other_key, "1.2", &cause));
	ck_assert_msg(strstr(cause, "the key is not the certificate's") !=
	    NULL, "%s", cause);
	free(cause);
}
END_TEST

START_TEST(test_setup_makes_once_and_keeps)
{
	char	*cause = NULL, cert[300], key[300], before[4096], after[4096];
	FILE	*f;
	size_t	 n1, n2;

	ck_assert_msg(tls_setup(NULL, &cause) == 0, "%s", cause);
	snprintf(cert, sizeof cert, "%s/tls-cert.pem", dir);
	snprintf(key, sizeof key, "%s/tls-key.pem", dir);
	ck_assert_str_eq(tls_cert_file(), cert);
	ck_assert_str_eq(tls_key_file(), key);
	ck_assert_ptr_nonnull(f = fopen(cert, "r"));
	n1 = fread(before, 1, sizeof before, f);
	fclose(f);
	ck_assert_msg(tls_setup(NULL, &cause) == 0, "%s", cause);
	ck_assert_int_eq(tls_reload(&cause), 0);
	ck_assert_ptr_nonnull(f = fopen(cert, "r"));
	n2 = fread(after, 1, sizeof after, f);
	fclose(f);
	ck_assert(n1 == n2 && memcmp(before, after, n1) == 0);
	/* Broken on reload: refused, the context in use stays. */
	ck_assert_ptr_nonnull(f = fopen(cert, "w"));
	fputs("junk\n", f);
	fclose(f);
	ck_assert_int_eq(tls_reload(&cause), -1);
	ck_assert_msg(strstr(cause, "the certificate in use stays") != NULL,
	    "%s", cause);
	free(cause);
	ck_assert_int_eq(tls_ready(), 1);
	/* A key without its certificate is not replaced behind one's back. */
	tls_free();
	unlink(cert);
	ck_assert_int_eq(tls_setup(NULL, &cause), -1);
	ck_assert_msg(strstr(cause, "is there but not") != NULL, "%s", cause);
	free(cause);
	ck_assert_int_eq(tls_reload(&cause), 1);	/* none set up */
}
END_TEST

/* A server connection on one end of a socket pair, a client on the other. */
struct pair {
	struct event_base	*base;
	struct descriptor	 d;
	struct tls_conn		*c;
	SSL_CTX			*cctx;
	SSL			*cl;
	int			 sv[2];
	int			 reads;
};

static void
pair_read_cb(evutil_socket_t fd, short what, void *arg)
{
	((struct pair *)arg)->reads++;
}

static void
pair_open(struct pair *p)
{
	char	*cause = NULL;

	memset(p, 0, sizeof *p);
	ck_assert_ptr_nonnull(p->base = event_base_new());
	ck_assert_msg(tls_setup(p->base, &cause) == 0, "%s", cause);
	ck_assert_int_eq(socketpair(AF_UNIX, SOCK_STREAM, 0, p->sv), 0);
	fcntl(p->sv[0], F_SETFL, O_NONBLOCK);
	fcntl(p->sv[1], F_SETFL, O_NONBLOCK);
	p->d.id = 1;
	strcpy(p->d.host, "test");
	p->d.fd = p->sv[0];
	p->d.read_ev = event_new(p->base, p->sv[0], EV_READ | EV_PERSIST,
	    pair_read_cb, p);
	p->c = tls_conn_new(&p->d);
	p->cctx = SSL_CTX_new(TLS_client_method());
	p->cl = SSL_new(p->cctx);
	SSL_set_fd(p->cl, p->sv[1]);
	SSL_set_connect_state(p->cl);
}

static void
pair_close(struct pair *p)
{
	tls_conn_free(p->c);
	SSL_free(p->cl);
	SSL_CTX_free(p->cctx);
	event_free(p->d.read_ev);
	close(p->sv[0]);
	close(p->sv[1]);
	event_base_free(p->base);
}

/* Run both sides until the handshake is done (a greeting queued first). */
static void
pair_handshake(struct pair *p)
{
	char	buf[64];
	int	i, waited_read = 0;
	ssize_t	n;

	for (i = 0; i < 100 && !tls_conn_established(p->c); i++) {
		(void)SSL_do_handshake(p->cl);
		/* The server writes first, as the greeting does. */
		n = tls_write(p->c, "hello\r\n", 7);
		if (n < 0) {
			ck_assert_int_eq(errno, EAGAIN);
			waited_read |= p->d.io_wait_read;
			p->d.io_wait_read = 0;
		}
		n = tls_read(p->c, buf, sizeof buf);
		ck_assert(n < 0 && errno == EAGAIN);
	}
	ck_assert(tls_conn_established(p->c));
	/* The greeting's write had to wait for the client's hello. */
	ck_assert(waited_read);
	ck_assert_int_eq(SSL_read(p->cl, buf, sizeof buf), 7);
	ck_assert(memcmp(buf, "hello\r\n", 7) == 0);
}

START_TEST(test_transport_over_a_socket_pair)
{
	struct pair	 p;
	static char	 big[100000], got[40000];
	size_t		 total = 0;
	ssize_t		 n;
	int		 i;

	pair_open(&p);
	pair_handshake(&p);
	/* One record, read a little at a time: the rest is not stranded. */
	memset(big, 'x', sizeof big);
	ck_assert_int_eq(SSL_write(p.cl, big, 16000), 16000);
	n = tls_read(p.c, got, 1000);
	ck_assert_int_eq(n, 1000);
	total = (size_t)n;
	p.reads = 0;
	event_base_loop(p.base, EVLOOP_NONBLOCK);
	ck_assert_msg(p.reads == 1, "decrypted bytes left with no read event");
	/* A bigger buffer takes all that is decrypted in one call. */
	n = tls_read(p.c, got, sizeof got);
	ck_assert_int_eq(n, 15000);
	total += (size_t)n;
	ck_assert_uint_eq(total, 16000);
	p.reads = 0;
	event_base_loop(p.base, EVLOOP_NONBLOCK);
	ck_assert_int_eq(p.reads, 0);
	/* Several records at once: read until the socket is empty. */
	for (i = 0; i < 3; i++)
		ck_assert_int_eq(SSL_write(p.cl, big, 10000), 10000);
	total = 0;
	while ((n = tls_read(p.c, got, sizeof got)) > 0)
		total += (size_t)n;
	ck_assert_uint_eq(total, 30000);
	ck_assert(n < 0 && errno == EAGAIN);
	/* A write takes one record's worth at most. */
	n = tls_write(p.c, big, sizeof big);
	ck_assert_int_eq(n, 16384);
	total = 0;
	while ((n = SSL_read(p.cl, got, sizeof got)) > 0)
		total += (size_t)n;
	ck_assert_uint_eq(total, 16384);
	/* The client says goodbye: the end. */
	SSL_shutdown(p.cl);
	ck_assert_int_eq(tls_read(p.c, got, sizeof got), 0);
	pair_close(&p);
}
END_TEST

START_TEST(test_plain_client_refused)
{
	struct pair	p;
	char		buf[512];
	ssize_t		n;

	pair_open(&p);
	ck_assert_int_eq(write(p.sv[1], "look\r\n", 6), 6);
	n = tls_read(p.c, buf, sizeof buf);
	ck_assert(n < 0 && errno == EPROTO);
	/* It is told, in plain text, and stays refused. */
	n = read(p.sv[1], buf, sizeof buf - 1);
	ck_assert(n > 0);
	buf[n] = '\0';
	ck_assert_msg(strstr(buf, "This port speaks TLS") != NULL, "%s", buf);
	ck_assert(tls_write(p.c, "x", 1) < 0 && errno == EPROTO);
	pair_close(&p);
}
END_TEST

START_TEST(test_plain_client_given_its_reply)
{
	static const char	reply[] = "HTTP/1.1 400 Bad Request\r\n\r\nuse "
	    "https\n";
	struct pair		p;
	char			buf[512];
	ssize_t			n;
	size_t			i;

	/* A transport's own reply (the web port's 400), after what the
	 * client sent was read, all of it. */
	pair_open(&p);
	tls_conn_set_plain(p.c, "HTTPS port", reply, sizeof reply - 1);
	for (i = 0; i < 4; i++)
		ck_assert_int_eq(write(p.sv[1], "GET / HTTP/1.1\r\nX: 0123456789"
		    "\r\n", 30), 30);
	n = tls_read(p.c, buf, sizeof buf);
	ck_assert(n < 0 && errno == EPROTO);
	n = read(p.sv[1], buf, sizeof buf - 1);
	ck_assert_int_eq(n, (ssize_t)sizeof reply - 1);
	ck_assert(memcmp(buf, reply, sizeof reply - 1) == 0);
	n = recv(p.sv[0], buf, sizeof buf, MSG_DONTWAIT);
	ck_assert(n < 0 && errno == EAGAIN);
	ck_assert(tls_read(p.c, buf, sizeof buf) < 0 && errno == EPROTO);
	pair_close(&p);
}
END_TEST

START_TEST(test_handshake_times_out)
{
	struct pair	 p;
	char		*cause = NULL, buf[64];
	ssize_t		 n;

	ck_assert_int_eq(config_set(config_current, "tls.handshake_timeout",
	    "1", "test", &cause), 0);
	pair_open(&p);
	/* Half a hello, then nothing. */
	ck_assert_int_eq(write(p.sv[1], "\x16\x03\x01\x02\x00", 5), 5);
	n = tls_read(p.c, buf, sizeof buf);
	ck_assert(n < 0 && errno == EAGAIN);
	p.reads = 0;
	while (p.reads == 0)
		event_base_loop(p.base, EVLOOP_ONCE);
	n = tls_read(p.c, buf, sizeof buf);
	ck_assert(n < 0 && errno == ETIMEDOUT);
	ck_assert_uint_ge(tls_stats.timeouts, 1);
	pair_close(&p);
}
END_TEST

START_TEST(test_hello_just_after_the_look)
{
	struct pair	 p;
	char		 buf[64];
	uint64_t	 failed = tls_stats.failed;

	pair_open(&p);
	/* The hello is sent; the server looks just before it is there. */
	ck_assert_int_le(SSL_do_handshake(p.cl), 0);
	peek_finds_nothing = 1;
	ck_assert(tls_read(p.c, buf, sizeof buf) < 0 && errno == EAGAIN);
	peek_finds_nothing = 1;
	ck_assert(tls_write(p.c, "hello\r\n", 7) < 0 && errno == EAGAIN);
	ck_assert_msg(p.d.io_wait_read, "a write before the hello must wait "
	    "to read");
	/* Nothing was taken unseen: the handshake goes on from the hello. */
	pair_handshake(&p);
	ck_assert_uint_eq(tls_stats.failed, failed);
	pair_close(&p);
}
END_TEST

START_TEST(test_timeout_with_a_hello_unread)
{
	struct pair	 p;
	char		*cause = NULL, buf[256];
	ssize_t		 n;

	ck_assert_int_eq(config_set(config_current, "tls.handshake_timeout",
	    "1", "test", &cause), 0);
	pair_open(&p);
	/* A TLS client whose hello the server was too busy to read. */
	ck_assert_int_le(SSL_do_handshake(p.cl), 0);
	p.reads = 0;
	while (p.reads == 0)
		event_base_loop(p.base, EVLOOP_ONCE);
	n = tls_read(p.c, buf, sizeof buf);
	ck_assert(n < 0 && errno == ETIMEDOUT);
	/* Closed, but not told in plain text that it does not speak TLS. */
	n = read(p.sv[1], buf, sizeof buf - 1);
	ck_assert_msg(n < 0 && errno == EAGAIN, "the client got %zd bytes", n);
	pair_close(&p);
}
END_TEST

static Suite *
tls_suite(void)
{
	Suite	*s = suite_create("tls");
	TCase	*tc = tcase_create("tls");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_self_signed_pair);
	tcase_add_test(tc, test_bad_files_refused);
	tcase_add_test(tc, test_setup_makes_once_and_keeps);
	tcase_add_test(tc, test_transport_over_a_socket_pair);
	tcase_add_test(tc, test_plain_client_refused);
	tcase_add_test(tc, test_plain_client_given_its_reply);
	tcase_add_test(tc, test_handshake_times_out);
	tcase_add_test(tc, test_hello_just_after_the_look);
	tcase_add_test(tc, test_timeout_with_a_hello_unread);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(tls_suite()));
}
