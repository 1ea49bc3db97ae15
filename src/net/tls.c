/*
 * tls.c: the server's TLS context as the config says, and the TLS
 * transport of a connection: SSL_read and SSL_write on its own
 * non-blocking socket, on the game's loop.
 */
#include <sys/socket.h>
#include <sys/types.h>

#include <errno.h>
#include <libgen.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <event2/event.h>
#include <openssl/err.h>
#include <openssl/ssl.h>

#include "config.h"
#include "descriptor.h"
#include "log.h"
#include "monotime.h"
#include "server.h"
#include "tls.h"
#include "xmalloc.h"

/* How long a self-signed certificate made here is valid. */
#define TLS_SELF_SIGNED_DAYS	3650
/* The most one SSL_write takes: one record. */
#define TLS_WRITE_MAX		16384
/* The first byte of a TLS handshake record. */
#define TLS_RECORD_HANDSHAKE	22
/* What a plain client sent, read and thrown away before it is answered. */
#define TLS_PLAIN_DRAIN		8192

struct tls_conn {
	SSL			*ssl;
	struct descriptor	*d;
	struct event		*timer;		/* the handshake's deadline */
	size_t			 retry_len;	/* a write to retry, its size */
	int			 established;
	int			 looked;	/* the first byte was seen */
	int			 failed;	/* errno to give from now on */
	const char		*port;		/* its name, for the log */
	char			*plain;		/* for a plain client; NULL: */
	size_t			 plain_len;	/* the telnet message */
	uint64_t		 started;	/* accepted (monotonic us) */
};

struct tls_stats	 tls_stats;

static SSL_CTX		*tls_ctx;
static struct event_base *tls_base;
static char		*tls_cert_path;
static char		*tls_key_path;

/* The certificate and key the config names, or the defaults beside the
 * database; *defaults if both are the defaults. */
static void
tls_paths(char **cert, char **key, int *defaults)
{
	const char	*c = conf_str(CFG_TLS_CERT), *k = conf_str(CFG_TLS_KEY);
	char		*copy = xstrdup(conf_str(CFG_DATABASE)), *dir;

	dir = dirname(copy);
	if (*c != '\0')
		*cert = xstrdup(c);
	else
		xasprintf(cert, "%s/tls-cert.pem", dir);
	if (*k != '\0')
		*key = xstrdup(k);
	else
		xasprintf(key, "%s/tls-key.pem", dir);
	*defaults = *c == '\0' && *k == '\0';
	free(copy);
}

/* Make the context from the config's files; a self-signed pair first if
 * the defaults are used and neither exists yet (make). */
static SSL_CTX *
tls_load(int make, char **cert, char **key, char **cause)
{
	SSL_CTX	*ctx;
	int	 defaults, has_cert, has_key;

	tls_paths(cert, key, &defaults);
	if ((*conf_str(CFG_TLS_CERT) == '\0') !=
	    (*conf_str(CFG_TLS_KEY) == '\0')) {
		xasprintf(cause, "tls.certificate and tls.key go together: "
		    "set both, or neither for a self-signed pair");
		goto fail;
	}
	has_cert = access(*cert, F_OK) == 0;
	has_key = access(*key, F_OK) == 0;
	if (make && defaults && !has_cert && !has_key) {
		if (tls_cert_make(*cert, *key, conf_str(CFG_TLS_HOSTNAME),
		    TLS_SELF_SIGNED_DAYS, cause) != 0)
			goto fail;
		log_info("tls: made a self-signed certificate for %s: %s "
		    "(key %s); clients will ask players to trust it",
		    conf_str(CFG_TLS_HOSTNAME), *cert, *key);
	} else if (defaults && has_cert != has_key) {
		xasprintf(cause, "%s is there but not %s: remove it to have "
		    "a new self-signed pair made", has_cert ? *cert : *key,
		    has_cert ? *key : *cert);
		goto fail;
	}
	if ((ctx = tls_ctx_load(*cert, *key, conf_str(CFG_TLS_MIN_VERSION),
	    cause)) == NULL)
		goto fail;
	return (ctx);
fail:
	free(*cert);
	free(*key);
	*cert = *key = NULL;
	return (NULL);
}

/* The server's context from the config. */
int
tls_setup(struct event_base *base, char **cause)
{
	char	*cert, *key;
	SSL_CTX	*ctx;

	if ((ctx = tls_load(1, &cert, &key, cause)) == NULL)
		return (-1);
	tls_free();
	tls_base = base;
	tls_ctx = ctx;
	tls_cert_path = cert;
	tls_key_path = key;
	log_info("tls: certificate %s, key %s, TLS %s at least", cert, key,
	    conf_str(CFG_TLS_MIN_VERSION));
	return (0);
}

/* --check: would tls_setup succeed? Nothing is made or kept. */
int
tls_check(char **cause)
{
	char	*cert, *key, *dir;
	SSL_CTX	*ctx;
	int	 defaults, rc = 0;

	tls_paths(&cert, &key, &defaults);
	if (defaults && access(cert, F_OK) != 0 && access(key, F_OK) != 0) {
		/* A self-signed pair would be made beside the database. */
		dir = dirname(cert);
		if (access(dir, W_OK | X_OK) != 0) {
			xasprintf(cause, "tls: a self-signed certificate cannot "
			    "be made in %s: %s", dir, strerror(errno));
			rc = -1;
		}
		free(cert);
		free(key);
		return (rc);
	}
	free(cert);
	free(key);
	if ((ctx = tls_load(0, &cert, &key, cause)) == NULL)
		return (-1);
	SSL_CTX_free(ctx);
	free(cert);
	free(key);
	return (0);
}

/* Read the certificate and key again; the old context stays if bad. */
int
tls_reload(char **cause)
{
	char	*cert, *key, *why = NULL;
	SSL_CTX	*ctx;

	if (tls_ctx == NULL)
		return (1);
	if ((ctx = tls_load(0, &cert, &key, &why)) == NULL) {
		tls_stats.reload_errors++;
		log_warnx("tls: the certificate was not reloaded (%s); the one "
		    "in use stays", why);
		xasprintf(cause, "%s; the certificate in use stays", why);
		free(why);
		return (-1);
	}
	SSL_CTX_free(tls_ctx);		/* open connections hold theirs */
	tls_ctx = ctx;
	free(tls_cert_path);
	free(tls_key_path);
	tls_cert_path = cert;
	tls_key_path = key;
	tls_stats.reloads++;
	log_info("tls: certificate reloaded from %s (key %s); new "
	    "connections get it", cert, key);
	return (0);
}

/* Is there a context? */
int
tls_ready(void)
{
	return (tls_ctx != NULL);
}

/* The certificate file in use. */
const char *
tls_cert_file(void)
{
	return (tls_cert_path != NULL ? tls_cert_path : "");
}

/* The key file in use. */
const char *
tls_key_file(void)
{
	return (tls_key_path != NULL ? tls_key_path : "");
}

/* Forget the context. */
void
tls_free(void)
{
	SSL_CTX_free(tls_ctx);
	tls_ctx = NULL;
	free(tls_cert_path);
	free(tls_key_path);
	tls_cert_path = tls_key_path = NULL;
}

/*
 * Tell a client that does not speak TLS, in plain text, where to go; a
 * single try that never waits. What it sent already is read first (as
 * much as is there), so that the close that follows is not a reset that
 * could cut the answer off.
 */
static void
tls_tell_plain(struct tls_conn *c)
{
	char	msg[256], junk[1024];
	size_t	drained = 0;
	ssize_t	r;
	int	n;

	while (drained < TLS_PLAIN_DRAIN && (r = recv(c->d->fd, junk,
	    sizeof junk, MSG_DONTWAIT)) > 0)
		drained += (size_t)r;
	if (c->plain != NULL) {
		(void)send(c->d->fd, c->plain, c->plain_len,
		    MSG_NOSIGNAL | MSG_DONTWAIT);
		return;
	}
	n = snprintf(msg, sizeof msg, "This port speaks TLS: connect with a "
	    "client that does (Mudlet's secure connection, TinTin++'s #ssl), "
	    "or play without it on port %d.\r\n", server_port());
	if (n > 0 && (size_t)n < sizeof msg)
		(void)send(c->d->fd, msg, (size_t)n, MSG_NOSIGNAL | MSG_DONTWAIT);
}

/* From now on the connection fails with err; it is logged why. */
static ssize_t
tls_fail(struct tls_conn *c, int err, const char *why)
{
	if (!c->failed) {
		log_info("desc %llu (%s): %s; closing",
		    (unsigned long long)c->d->id, c->d->host, why);
		if (!c->established && err != ETIMEDOUT)
			tls_stats.failed++;
	}
	c->failed = err;
	if (c->timer != NULL)
		event_del(c->timer);
	errno = err;
	return (-1);
}

/* The handshake ended: stop its clock, and say how it went. */
static void
tls_progress(struct tls_conn *c)
{
	if (c->established || !SSL_is_init_finished(c->ssl))
		return;
	c->established = 1;
	tls_stats.handshakes++;
	if (c->timer != NULL)
		event_del(c->timer);
	log_info("desc %llu (%s): %s, %s", (unsigned long long)c->d->id,
	    c->d->host, SSL_get_version(c->ssl), SSL_get_cipher_name(c->ssl));
	log_debug("desc %llu: handshake finished %llu ms after the accept",
	    (unsigned long long)c->d->id,
	    (unsigned long long)((monotime_us() - c->started) / 1000));
}

/*
 * What a failed SSL_read or SSL_write (writing) means for the caller of
 * a read(2) or write(2): wait (EAGAIN, with the descriptor told which
 * way), the end (0, reading), or an error (logged).
 */
static ssize_t
tls_result(struct tls_conn *c, int ret, int writing)
{
	int		saved = errno, err = SSL_get_error(c->ssl, ret);
	unsigned long	e;
	char		buf[256], why[300];
	const char	*reason;

	switch (err) {
	case SSL_ERROR_WANT_READ:
		if (writing)
			c->d->io_wait_read = 1;
		tls_progress(c);
		errno = EAGAIN;
		return (-1);
	case SSL_ERROR_WANT_WRITE:
		if (!writing)
			c->d->io_wait_write = 1;
		errno = EAGAIN;
		return (-1);
	case SSL_ERROR_ZERO_RETURN:
		ERR_clear_error();
		if (!writing)
			return (0);
		errno = EPIPE;
		return (-1);
	case SSL_ERROR_SYSCALL:
		ERR_clear_error();
		if (saved == 0) {	/* the peer went without a word */
			if (!writing)
				return (0);
			saved = EPIPE;
		}
		if (!c->established)
			return (tls_fail(c, saved, "TLS handshake cut short"));
		errno = saved;
		return (-1);
	default:
		e = ERR_get_error();
		ERR_clear_error();
		if (e != 0 && (reason = ERR_reason_error_string(e)) != NULL)
			snprintf(buf, sizeof buf, "%s", reason);
		else
			snprintf(buf, sizeof buf, "error %d", err);
		snprintf(why, sizeof why, "%s: %s", c->established ?
		    "TLS error" : "TLS handshake failed", buf);
		return (tls_fail(c, EPROTO, why));
	}
}

/*
 * Peek at the first byte the client sent, without taking it: the byte,
 * or -1 if there is none: errno EAGAIN if nothing came yet, 0 at the
 * end, or the socket's error.
 */
static int
tls_first_byte(struct tls_conn *c)
{
	unsigned char	first;
	ssize_t		n;

	if ((n = recv(c->d->fd, &first, 1, MSG_PEEK | MSG_DONTWAIT)) != 1) {
		if (n == 0)
			errno = 0;
		return (-1);
	}
	c->looked = 1;
	log_debug("desc %llu: first byte 0x%02x, %llu ms after the accept",
	    (unsigned long long)c->d->id, first,
	    (unsigned long long)((monotime_us() - c->started) / 1000));
	return (first);
}

/*
 * Before the handshake may read (in SSL_read or SSL_write), the first
 * byte must have been looked at: a client in plain text is told where
 * to go, and let go (-1, EPROTO). Until a byte comes OpenSSL is not
 * called at all (-1, EAGAIN; a write waits to read): a hello that came
 * between a look that found nothing and OpenSSL's read would be taken
 * unseen, and the record after it (a ChangeCipherSpec) taken for the
 * first byte of a plain-text client.
 */
static int
tls_look(struct tls_conn *c, int writing)
{
	char	why[64];
	int	first, err;

	if (c->looked)
		return (0);
	if ((first = tls_first_byte(c)) == -1) {
		err = errno;
		/* At the end or an error, the handshake finds out itself. */
		if (err != EAGAIN && err != EWOULDBLOCK && err != EINTR)
			return (0);
		if (writing)
			c->d->io_wait_read = 1;
		errno = EAGAIN;
		return (-1);
	}
	if (first == TLS_RECORD_HANDSHAKE)
		return (0);
	tls_tell_plain(c);
	snprintf(why, sizeof why, "not TLS on the %s", c->port);
	return ((int)tls_fail(c, EPROTO, why));
}

/* Read through TLS, as read(2) would. */
ssize_t
tls_read(struct tls_conn *c, void *buf, size_t len)
{
	struct descriptor	*d = c->d;
	size_t			 total;
	int			 n;

	if (c->failed) {
		errno = c->failed;
		return (-1);
	}
	if (tls_look(c, 0) != 0)
		return (-1);
	if (len > INT_MAX)
		len = INT_MAX;
	ERR_clear_error();
	errno = 0;
	if ((n = SSL_read(c->ssl, buf, (int)len)) <= 0)
		return (tls_result(c, n, 0));
	total = (size_t)n;
	/* What was decrypted already brings no socket event: take it now. */
	while (total < len && SSL_pending(c->ssl) > 0) {
		if ((n = SSL_read(c->ssl, (char *)buf + total,
		    (int)(len - total))) <= 0) {
			ERR_clear_error();
			break;
		}
		total += (size_t)n;
	}
	tls_progress(c);
	/* More than buf held: come back for it without a socket event. */
	if (SSL_has_pending(c->ssl) && d->read_ev != NULL)
		event_active(d->read_ev, EV_READ, 0);
	return ((ssize_t)total);
}

/*
 * Write through TLS, as write(2) would. A write that had to wait is
 * made again with the same bytes (the front of the caller's buffer, as
 * OpenSSL wants), however many more are queued behind them by then.
 */
ssize_t
tls_write(struct tls_conn *c, const void *buf, size_t len)
{
	int	n;

	if (c->failed) {
		errno = c->failed;
		return (-1);
	}
	if (tls_look(c, 1) != 0)
		return (-1);
	if (c->retry_len > 0) {
		if (len < c->retry_len) {
			errno = EIO;
			return (-1);
		}
		len = c->retry_len;
	} else if (len > TLS_WRITE_MAX)
		len = TLS_WRITE_MAX;
	if (len == 0)
		return (0);
	ERR_clear_error();
	errno = 0;
	if ((n = SSL_write(c->ssl, buf, (int)len)) > 0) {
		c->retry_len = 0;
		tls_progress(c);
		return (n);
	}
	c->retry_len = len;
	return (tls_result(c, n, 1));
}

/* Has the handshake finished? */
int
tls_conn_established(const struct tls_conn *c)
{
	return (c->established);
}

/* The handshake did not finish in time: the connection fails. */
static void
tls_timeout(evutil_socket_t fd, short what, void *arg)
{
	struct tls_conn	*c = arg;
	char		 why[96];

	if (c->established || c->failed)
		return;
	tls_stats.timeouts++;
	/*
	 * A client that never sent a byte may be a plain one, waiting (one
	 * whose hello waits unread is not: the loop was slower than it).
	 */
	if (!c->looked && tls_first_byte(c) != TLS_RECORD_HANDSHAKE)
		tls_tell_plain(c);
	snprintf(why, sizeof why, "TLS handshake not finished in %lld s",
	    conf_int(CFG_TLS_HANDSHAKE));
	(void)tls_fail(c, ETIMEDOUT, why);
	/* The descriptor finds out at its next read, now. */
	if (c->d->read_ev != NULL)
		event_active(c->d->read_ev, EV_READ, 0);
}

/* A TLS connection on d's socket, the server's side. */
struct tls_conn *
tls_conn_new(struct descriptor *d)
{
	struct tls_conn	*c = xcalloc(1, sizeof *c);
	struct timeval	 tv = { conf_int(CFG_TLS_HANDSHAKE), 0 };

	if (tls_ctx == NULL)
		fatalx("tls: a connection without tls_setup");
	if ((c->ssl = SSL_new(tls_ctx)) == NULL ||
	    SSL_set_fd(c->ssl, d->fd) != 1)
		fatalx("tls: out of memory for a connection");
	SSL_set_accept_state(c->ssl);
	c->d = d;
	c->port = "TLS port";
	c->started = monotime_us();
	c->timer = event_new(tls_base, -1, 0, tls_timeout, c);
	/* From now, not from when this turn of the loop began. */
	event_base_update_cache_time(tls_base);
	event_add(c->timer, &tv);
	return (c);
}

/* What a plain client is told, and the port's name in the log. */
void
tls_conn_set_plain(struct tls_conn *c, const char *port, const void *reply,
    size_t len)
{
	c->port = port;
	free(c->plain);
	c->plain = xmalloc(len);
	memcpy(c->plain, reply, len);
	c->plain_len = len;
}

/* Let a TLS connection go: a close_notify if it was established. */
void
tls_conn_free(struct tls_conn *c)
{
	if (c == NULL)
		return;
	if (c->established && !c->failed) {
		ERR_clear_error();
		(void)SSL_shutdown(c->ssl);	/* once; nothing waits */
	}
	ERR_clear_error();
	SSL_free(c->ssl);
	if (c->timer != NULL)
		event_free(c->timer);
	free(c->plain);
	free(c);
}

static ssize_t
tls_transport_read(struct descriptor *d, void *buf, size_t len)
{
	return (tls_read(d->io_state, buf, len));
}

static ssize_t
tls_transport_write(struct descriptor *d, const void *buf, size_t len)
{
	return (tls_write(d->io_state, buf, len));
}

static void
tls_transport_free(struct descriptor *d)
{
	tls_conn_free(d->io_state);
	d->io_state = NULL;
}

const struct desc_transport tls_transport = {
	.name = "tls",
	.read = tls_transport_read,
	.write = tls_transport_write,
	.free = tls_transport_free,
};

/* Put TLS in front of d's socket. */
void
tls_wrap(struct descriptor *d)
{
	desc_set_transport(d, &tls_transport, tls_conn_new(d));
}
