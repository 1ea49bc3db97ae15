/* tls-cert.c: a server context from certificate files; self-signed pairs. */
#include <sys/stat.h>

#include <arpa/inet.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <openssl/bn.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/ssl.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>

#include "fileio.h"
#include "tls.h"
#include "xmalloc.h"

/* The first error OpenSSL queued, as text, and the queue emptied. */
static const char *
tls_cert_error(char *buf, size_t len)
{
	unsigned long	e = ERR_get_error();
	const char	*reason;

	if (e == 0)
		snprintf(buf, len, "unknown error");
	else if ((reason = ERR_reason_error_string(e)) != NULL)
		snprintf(buf, len, "%s", reason);
	else
		ERR_error_string_n(e, buf, len);
	ERR_clear_error();
	return (buf);
}

/*
 * Write a PEM file whole or not at all (fileio_write), made with mode.
 * -1 and *cause if it cannot.
 */
static int
tls_cert_write(const char *path, mode_t mode, EVP_PKEY *pkey, X509 *x,
    char **cause)
{
	BIO	*bio;
	char	*data, ebuf[256];
	long	 len;
	int	 ok, rc;

	if ((bio = BIO_new(BIO_s_mem())) == NULL) {
		xasprintf(cause, "%s: %s", path, tls_cert_error(ebuf,
		    sizeof ebuf));
		return (-1);
	}
	ok = pkey != NULL ? PEM_write_bio_PrivateKey(bio, pkey, NULL, NULL, 0,
	    NULL, NULL) : PEM_write_bio_X509(bio, x);
	if (!ok || (len = BIO_get_mem_data(bio, &data)) <= 0) {
		xasprintf(cause, "%s: %s", path, tls_cert_error(ebuf,
		    sizeof ebuf));
		BIO_free(bio);
		return (-1);
	}
	rc = fileio_write(path, data, (size_t)len, mode, FILEIO_SYNC_DIR,
	    cause);
	/* The memory held a private key: wipe it before it is freed. */
	OPENSSL_cleanse(data, (size_t)len);
	BIO_free(bio);
	return (rc);
}

/* Add an extension by its configuration text (v3 ctx of x itself). */
static int
tls_cert_ext(X509 *x, int nid, const char *value)
{
	X509V3_CTX	 v3;
	X509_EXTENSION	*ext;
	int		 ok;

	X509V3_set_ctx_nodb(&v3);
	X509V3_set_ctx(&v3, x, x, NULL, NULL, 0);
	if ((ext = X509V3_EXT_conf_nid(NULL, &v3, nid, value)) == NULL)
		return (0);
	ok = X509_add_ext(x, ext, -1);
	X509_EXTENSION_free(ext);
	return (ok);
}

/* Make a self-signed certificate and its key. */
int
tls_cert_make(const char *cert, const char *key, const char *cn, int days,
    char **cause)
{
	EVP_PKEY	*pkey = NULL;
	X509		*x = NULL;
	X509_NAME	*name;
	BIGNUM		*serial = NULL;
	unsigned char	 ip[16];
	char		 err[256], *san;
	int		 rc = -1;

	if (*cn == '\0')
		cn = "localhost";
	ERR_clear_error();
	if ((pkey = EVP_EC_gen("P-256")) == NULL || (x = X509_new()) == NULL ||
	    (serial = BN_new()) == NULL) {
		xasprintf(cause, "cannot make a key: %s",
		    tls_cert_error(err, sizeof err));
		goto done;
	}
	/* A random serial: a browser refuses two certificates alike. */
	if (!X509_set_version(x, 2) ||
	    !BN_rand(serial, 63, BN_RAND_TOP_ANY, BN_RAND_BOTTOM_ANY) ||
	    BN_to_ASN1_INTEGER(serial, X509_get_serialNumber(x)) == NULL ||
	    X509_gmtime_adj(X509_getm_notBefore(x), -3600) == NULL ||
	    X509_gmtime_adj(X509_getm_notAfter(x), (long)days * 86400) ==
	    NULL || !X509_set_pubkey(x, pkey)) {
		xasprintf(cause, "cannot make a certificate: %s",
		    tls_cert_error(err, sizeof err));
		goto done;
	}
	name = X509_get_subject_name(x);
	if (!X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_UTF8,
	    (const unsigned char *)cn, -1, -1, 0) ||
	    !X509_set_issuer_name(x, name)) {
		xasprintf(cause, "cannot name a certificate '%s': %s", cn,
		    tls_cert_error(err, sizeof err));
		goto done;
	}
	/* Clients check the name against subjectAltName, not the CN. */
	if (inet_pton(AF_INET, cn, ip) == 1 || inet_pton(AF_INET6, cn, ip) == 1)
		xasprintf(&san, "IP:%s", cn);
	else
		xasprintf(&san, "DNS:%s", cn);
	if (!tls_cert_ext(x, NID_subject_alt_name, san) ||
	    !tls_cert_ext(x, NID_basic_constraints, "critical,CA:FALSE") ||
	    !tls_cert_ext(x, NID_ext_key_usage, "serverAuth") ||
	    X509_sign(x, pkey, EVP_sha256()) == 0) {
		xasprintf(cause, "cannot sign a certificate for '%s': %s", cn,
		    tls_cert_error(err, sizeof err));
		free(san);
		goto done;
	}
	free(san);
	/* The key first: a certificate alone is of no use. */
	if (tls_cert_write(key, 0600, pkey, NULL, cause) != 0)
		goto done;
	if (tls_cert_write(cert, 0644, NULL, x, cause) != 0) {
		(void)unlink(key);
		goto done;
	}
	rc = 0;
done:
	BN_free(serial);
	X509_free(x);
	EVP_PKEY_free(pkey);
	return (rc);
}

/* A server context from PEM files. */
struct ssl_ctx_st *
tls_ctx_load(const char *cert, const char *key, const char *min_version,
    char **cause)
{
	SSL_CTX		*ctx;
	char		 err[256];
	static const unsigned char sid[] = "mud";

	/* OpenSSL's message for a missing file names no file. */
	if (access(cert, R_OK) != 0) {
		xasprintf(cause, "%s: %s", cert, strerror(errno));
		return (NULL);
	}
	if (access(key, R_OK) != 0) {
		xasprintf(cause, "%s: %s", key, strerror(errno));
		return (NULL);
	}
	ERR_clear_error();
	if ((ctx = SSL_CTX_new(TLS_server_method())) == NULL) {
		xasprintf(cause, "cannot make a TLS context: %s",
		    tls_cert_error(err, sizeof err));
		return (NULL);
	}
	SSL_CTX_set_min_proto_version(ctx, strcmp(min_version, "1.3") == 0 ?
	    TLS1_3_VERSION : TLS1_2_VERSION);
	/*
	 * No renegotiation (a client could make the server work for each);
	 * a peer that closes without close_notify has just gone.
	 */
	SSL_CTX_set_options(ctx, SSL_OP_NO_RENEGOTIATION |
	    SSL_OP_NO_COMPRESSION | SSL_OP_CIPHER_SERVER_PREFERENCE |
	    SSL_OP_IGNORE_UNEXPECTED_EOF);
	/* Partial writes from a buffer that moves (an evbuffer's front);
	 * idle connections give their buffers back. */
	SSL_CTX_set_mode(ctx, SSL_MODE_ENABLE_PARTIAL_WRITE |
	    SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER | SSL_MODE_RELEASE_BUFFERS);
	SSL_CTX_set_session_id_context(ctx, sid, sizeof sid - 1);
	if (SSL_CTX_use_certificate_chain_file(ctx, cert) != 1) {
		xasprintf(cause, "%s: not a usable PEM certificate: %s", cert,
		    tls_cert_error(err, sizeof err));
		goto fail;
	}
	if (SSL_CTX_use_PrivateKey_file(ctx, key, SSL_FILETYPE_PEM) != 1 &&
	    ERR_GET_REASON(ERR_peek_last_error()) != X509_R_KEY_VALUES_MISMATCH) {
		xasprintf(cause, "%s: not a usable PEM private key: %s", key,
		    tls_cert_error(err, sizeof err));
		goto fail;
	}
	if (SSL_CTX_check_private_key(ctx) != 1) {
		xasprintf(cause, "%s: the key is not the certificate's (%s)",
		    key, cert);
		ERR_clear_error();
		goto fail;
	}
	return (ctx);
fail:
	SSL_CTX_free(ctx);
	return (NULL);
}

/* Let a context go (connections using it keep it until they end). */
void
tls_ctx_free(struct ssl_ctx_st *ctx)
{
	SSL_CTX_free(ctx);
}
