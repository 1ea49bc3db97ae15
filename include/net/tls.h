/*
 * tls.h: TLS for connections, with OpenSSL. It knows no game.
 *
 * tls-cert.c makes a server context from a certificate and key (TLS 1.2
 * at least, no renegotiation) and makes a self-signed pair when none is
 * given. tls.c holds the server's context as the config says (made at
 * start, read again on a reload, the old one kept if the new files are
 * bad) and a descriptor transport: SSL_read and SSL_write on the
 * connection's own non-blocking socket, the handshake bounded in time.
 *
 * Another transport that needs TLS under it (WebSocket framing over
 * wss://) makes a tls_conn with tls_conn_new and calls tls_read and
 * tls_write where it would read(2) and write(2) the socket: they keep
 * the descriptor's io_wait_read and io_wait_write as the transport
 * contract (descriptor.h) wants.
 */
#ifndef MUD_TLS_H
#define MUD_TLS_H

#include <sys/types.h>

#include <stddef.h>
#include <stdint.h>

struct descriptor;
struct desc_transport;
struct event_base;
struct ssl_ctx_st;
struct tls_conn;

/* What TLS connections did since the start, for logs and metrics. */
struct tls_stats {
	uint64_t	handshakes;	/* finished */
	uint64_t	failed;		/* refused: not TLS, bad handshake */
	uint64_t	timeouts;	/* not finished in time */
	uint64_t	reloads;	/* certificate read again */
	uint64_t	reload_errors;	/* new files refused, old kept */
};
extern struct tls_stats	tls_stats;

/*
 * Make a self-signed certificate (EC P-256, SHA-256, CN and DNS name
 * cn, valid days) and its key: the key written with mode 0600, each
 * file whole or not at all. -1 and *cause if it cannot.
 */
int	tls_cert_make(const char *cert, const char *key, const char *cn,
	    int days, char **cause);
/*
 * A server context from PEM files: the certificate chain and its key,
 * which must match; min_version "1.2" or "1.3". NULL and *cause
 * ("file: what is wrong") if they cannot be used.
 */
struct ssl_ctx_st *tls_ctx_load(const char *cert, const char *key,
	    const char *min_version, char **cause);
void	tls_ctx_free(struct ssl_ctx_st *);

/*
 * The server's TLS as the config says ([tls]): the certificate and key
 * paths (empty: tls-cert.pem and tls-key.pem beside the database, made
 * self-signed if neither exists), loaded into the context new
 * connections get. -1 and *cause if it cannot be had.
 */
int	tls_setup(struct event_base *, char **cause);
/*
 * --check: would tls_setup succeed? The files are loaded and let go;
 * nothing is made (a self-signed pair that would be needs only its
 * folder to be writable). 0, or -1 and *cause.
 */
int	tls_check(char **cause);
/*
 * Read the certificate and key again (after a renewal): new connections
 * get them, open ones keep theirs. 0 if taken; -1 and *cause if the new
 * files are bad (the old context stays; logged); 1 if TLS is not set up.
 */
int	tls_reload(char **cause);
/* Is there a context (tls_setup succeeded)? */
int	tls_ready(void);
/* The certificate and key files in use, for the log and admins. */
const char *tls_cert_file(void);
const char *tls_key_file(void);
/* Forget the context (at exit); open connections keep theirs. */
void	tls_free(void);

/* The TLS transport of an accepted socket (io_state: a tls_conn). */
extern const struct desc_transport tls_transport;
/*
 * Put TLS in front of d's socket (right after desc_new): the server's
 * side of a handshake, which must finish within handshake_timeout.
 */
void	tls_wrap(struct descriptor *);

/* A TLS connection on d's socket, for a transport that layers on it. */
struct tls_conn	*tls_conn_new(struct descriptor *);
/*
 * What a client that does not speak TLS is sent in plain text before it
 * is closed, and the port's name for the log ("not TLS on the <port>"):
 * by default the telnet message naming the plain port, "TLS port". The
 * bytes are copied; port must outlive the connection (a literal).
 */
void	tls_conn_set_plain(struct tls_conn *, const char *port,
	    const void *reply, size_t len);
void	tls_conn_free(struct tls_conn *);
/* read(2) and write(2) through it: a count, 0 at the end, or -1/errno. */
ssize_t	tls_read(struct tls_conn *, void *, size_t);
ssize_t	tls_write(struct tls_conn *, const void *, size_t);
/* Has the handshake finished? */
int	tls_conn_established(const struct tls_conn *);

#endif
