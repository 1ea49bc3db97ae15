/* webhttp.c: request heads, the WebSocket accept key, files and replies. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <openssl/evp.h>

#include "text.h"
#include "webhttp.h"
#include "xmalloc.h"

#define WEBHTTP_WS_GUID	"258EAFA5-E914-47DA-95CA-C5AB0DC85B11"

/* The end of the head: the blank line, after at most WEBHTTP_MAX_HEAD. */
size_t
webhttp_head_len(const char *buf, size_t len)
{
	const char	*p;

	if (len > WEBHTTP_MAX_HEAD)
		len = WEBHTTP_MAX_HEAD;
	if ((p = memmem(buf, len, "\r\n\r\n", 4)) != NULL)
		return ((size_t)(p - buf) + 4);
	if ((p = memmem(buf, len, "\n\n", 2)) != NULL)
		return ((size_t)(p - buf) + 2);
	return (0);
}

/* Does a comma-separated header value hold token (any case)? */
static int
webhttp_has_token(const char *value, const char *token)
{
	size_t		 tlen = strlen(token);
	const char	*p = value;

	while (*p != '\0') {
		while (*p == ' ' || *p == '\t' || *p == ',')
			p++;
		if (strncasecmp(p, token, tlen) == 0 && (p[tlen] == '\0' ||
		    p[tlen] == ',' || p[tlen] == ' ' || p[tlen] == '\t'))
			return (1);
		while (*p != '\0' && *p != ',')
			p++;
	}
	return (0);
}

/* One header line, name and value split and trimmed. */
static void
webhttp_header(struct webhttp_request *r, char *line, int *upgrade,
    int *connection)
{
	char	*colon, *value, *end;

	if ((colon = strchr(line, ':')) == NULL)
		return;
	*colon = '\0';
	value = colon + 1;
	while (*value == ' ' || *value == '\t')
		value++;
	end = value + strlen(value);
	while (end > value && (end[-1] == ' ' || end[-1] == '\t'))
		*--end = '\0';
	if (strcasecmp(line, "Upgrade") == 0)
		*upgrade = webhttp_has_token(value, "websocket");
	else if (strcasecmp(line, "Connection") == 0)
		*connection = webhttp_has_token(value, "upgrade");
	else if (strcasecmp(line, "Sec-WebSocket-Version") == 0)
		r->version = atoi(value);
	else if (strcasecmp(line, "Sec-WebSocket-Key") == 0)
		text_strlcpy(r->key, value, sizeof r->key);
	else if (strcasecmp(line, "Host") == 0) {
		/* Two Hosts, or one too long to compare, is a bad request. */
		if (r->has_host++ || strlen(value) >= sizeof r->host)
			r->has_host = 2;
		text_strlcpy(r->host, value, sizeof r->host);
	} else if (strcasecmp(line, "Origin") == 0) {
		if (r->has_origin++ || strlen(value) >= sizeof r->origin)
			r->has_origin = 2;
		text_strlcpy(r->origin, value, sizeof r->origin);
	}
}

/* Parse a request head; 0 or the status to refuse it with. */
int
webhttp_parse(const char *buf, size_t len, struct webhttp_request *r)
{
	char	*head, *line, *next, *sp1, *sp2, *q;
	int	 upgrade = 0, connection = 0, rc = 0;
	size_t	 i;

	memset(r, 0, sizeof *r);
	if (len == 0 || len > WEBHTTP_MAX_HEAD)
		return (400);
	head = xmalloc(len + 1);
	memcpy(head, buf, len);
	head[len] = '\0';
	for (i = 0; i < len; i++) {
		/* No NUL and no control but CR, LF and tab in a head. */
		if (head[i] == '\0' || ((unsigned char)head[i] < 0x20 &&
		    head[i] != '\r' && head[i] != '\n' && head[i] != '\t')) {
			rc = 400;
			goto done;
		}
	}
	line = head;
	if ((next = strchr(line, '\n')) != NULL)
		*next++ = '\0';
	line[strcspn(line, "\r")] = '\0';
	if ((sp1 = strchr(line, ' ')) == NULL ||
	    (sp2 = strchr(sp1 + 1, ' ')) == NULL) {
		rc = 400;
		goto done;
	}
	*sp1 = *sp2 = '\0';
	if (strncmp(sp2 + 1, "HTTP/1.", 7) != 0 || sp2[8] == '\0' ||
	    !isdigit((unsigned char)sp2[8]) || sp2[9] != '\0') {
		rc = strncmp(sp2 + 1, "HTTP/", 5) == 0 ? 505 : 400;
		goto done;
	}
	r->minor = sp2[8] - '0';
	if (strcmp(line, "HEAD") == 0)
		r->head = 1;
	else if (strcmp(line, "GET") != 0) {
		rc = 405;
		goto done;
	}
	if (sp1[1] != '/') {
		rc = 400;
		goto done;
	}
	if ((q = strchr(sp1 + 1, '?')) != NULL)
		*q = '\0';
	if (strlen(sp1 + 1) >= sizeof r->path) {
		rc = 414;
		goto done;
	}
	text_strlcpy(r->path, sp1 + 1, sizeof r->path);
	while ((line = next) != NULL && *line != '\0') {
		if ((next = strchr(line, '\n')) != NULL)
			*next++ = '\0';
		line[strcspn(line, "\r")] = '\0';
		if (*line == '\0')
			break;
		webhttp_header(r, line, &upgrade, &connection);
	}
	r->upgrade = upgrade && connection;
	/* HTTP/1.1 requires exactly one Host (RFC 9112 3.2). */
	if ((r->minor >= 1 && r->has_host == 0) || r->has_host > 1)
		rc = 400;
done:
	free(head);
	return (rc);
}

/* Is this a WebSocket upgrade we take? */
int
webhttp_ws_check(const struct webhttp_request *r)
{
	char	accept[29];

	/* RFC 6455 4.1: the handshake is HTTP/1.1 or later. */
	if (!r->upgrade || r->head || r->minor < 1)
		return (400);
	if (r->version != 13)
		return (426);
	if (webhttp_accept_key(r->key, accept) != 0)
		return (400);
	return (0);
}

/* The accept key: base64(SHA-1(key GUID)). */
int
webhttp_accept_key(const char *key, char out[29])
{
	unsigned char	 md[EVP_MAX_MD_SIZE], raw[64];
	unsigned int	 mdlen;
	char		 buf[64 + sizeof WEBHTTP_WS_GUID];
	size_t		 klen = strlen(key);

	/* 16 random bytes, base64: 24 characters ending "==". */
	if (klen != 24 || strcmp(key + 22, "==") != 0 ||
	    EVP_DecodeBlock(raw, (const unsigned char *)key, 24) != 18)
		return (-1);
	snprintf(buf, sizeof buf, "%s%s", key, WEBHTTP_WS_GUID);
	if (EVP_Digest(buf, strlen(buf), md, &mdlen, EVP_sha1(), NULL) != 1 ||
	    mdlen != 20)
		return (-1);
	if (EVP_EncodeBlock((unsigned char *)out, md, 20) != 28)
		return (-1);
	return (0);
}

/* Does origin (scheme://host[:port]) name host[:port], any case? */
static int
webhttp_origin_is_host(const char *origin, const char *host)
{
	const char	*p;

	if ((p = strstr(origin, "://")) == NULL || host[0] == '\0')
		return (0);
	return (strcasecmp(p + 3, host) == 0);
}

/* May a page of this Origin open a session? */
int
webhttp_origin_ok(const struct webhttp_request *r, const char *allow)
{
	const char	*p = allow, *end;
	size_t		 len, olen = strlen(r->origin);

	if (r->has_origin == 0)
		return (1);
	if (r->has_origin > 1)
		return (0);
	if (webhttp_origin_is_host(r->origin, r->host))
		return (1);
	while (p != NULL && *p != '\0') {
		while (*p == ' ' || *p == '\t' || *p == ',')
			p++;
		end = p + strcspn(p, " \t,");
		len = (size_t)(end - p);
		/* "https://x/" is "https://x": an Origin has no path. */
		if (len > 0 && p[len - 1] == '/')
			len--;
		if (len > 0 && len == olen && strncasecmp(p, r->origin,
		    len) == 0)
			return (1);
		p = end;
	}
	return (0);
}

static const struct {
	const char	*ext;
	const char	*type;
} webhttp_types[] = {
	{ "html", "text/html; charset=utf-8" },
	{ "js", "text/javascript; charset=utf-8" },
	{ "css", "text/css; charset=utf-8" },
	{ "svg", "image/svg+xml" },
	{ "png", "image/png" },
	{ "ico", "image/x-icon" },
	{ "xml", "application/xml" },		/* the Mudlet package */
};

/*
 * The file a path names in the web root, or in its mudlet folder (the
 * Mudlet package, docs/gmcp.md), and its type; NULL if none.
 */
const char *
webhttp_file(const char *path, char *name, size_t namelen)
{
	const char	*p, *dot, *file;
	size_t		 i;

	if (strcmp(path, "/") == 0)
		path = "/client.html";
	if (path[0] != '/')
		return (NULL);
	file = strncmp(path, "/mudlet/", 8) == 0 ? path + 8 : path + 1;
	if (file[0] == '.' || file[0] == '\0')
		return (NULL);
	for (p = file; *p != '\0'; p++) {
		/* Letters, digits, - _ and dots: no /, no %, no \. */
		if (!isalnum((unsigned char)*p) && *p != '-' && *p != '_' &&
		    *p != '.')
			return (NULL);
	}
	if (strstr(path, "..") != NULL || (dot = strrchr(path, '.')) == NULL)
		return (NULL);
	if (strlen(path + 1) >= namelen)
		return (NULL);
	for (i = 0; i < sizeof webhttp_types / sizeof webhttp_types[0]; i++) {
		if (strcmp(dot + 1, webhttp_types[i].ext) == 0) {
			text_strlcpy(name, path + 1, namelen);
			return (webhttp_types[i].type);
		}
	}
	return (NULL);
}

const char *
webhttp_reason(int status)
{
	switch (status) {
	case 101:
		return ("Switching Protocols");
	case 200:
		return ("OK");
	case 400:
		return ("Bad Request");
	case 403:
		return ("Forbidden");
	case 404:
		return ("Not Found");
	case 405:
		return ("Method Not Allowed");
	case 408:
		return ("Request Timeout");
	case 414:
		return ("URI Too Long");
	case 426:
		return ("Upgrade Required");
	case 431:
		return ("Request Header Fields Too Large");
	case 503:
		return ("Service Unavailable");
	case 505:
		return ("HTTP Version Not Supported");
	default:
		return ("Error");
	}
}

/* A whole response with its body. */
char *
webhttp_response(int status, const char *type, const void *body,
    size_t bodylen, int head, size_t *outlen)
{
	char	*out;
	int	 n;

	n = xasprintf(&out, "HTTP/1.1 %d %s\r\n"
	    "Content-Type: %s\r\n"
	    "Content-Length: %zu\r\n"
	    "Cache-Control: no-cache\r\n"
	    "X-Content-Type-Options: nosniff\r\n"
	    "Content-Security-Policy: default-src 'self'; "
	    "connect-src 'self' ws: wss:; frame-ancestors 'none'\r\n"
	    "%s"
	    "Connection: close\r\n\r\n", status, webhttp_reason(status), type,
	    bodylen, status == 426 ? "Sec-WebSocket-Version: 13\r\n" :
	    status == 405 ? "Allow: GET, HEAD\r\n" : "");
	if (head || bodylen == 0) {
		*outlen = (size_t)n;
		return (out);
	}
	out = xrealloc(out, (size_t)n + bodylen);
	memcpy(out + n, body, bodylen);
	*outlen = (size_t)n + bodylen;
	return (out);
}

/* The handshake's answer. */
char *
webhttp_upgrade_response(const char *accept, size_t *outlen)
{
	char	*out;
	int	 n;

	n = xasprintf(&out, "HTTP/1.1 101 Switching Protocols\r\n"
	    "Upgrade: websocket\r\n"
	    "Connection: Upgrade\r\n"
	    "Sec-WebSocket-Accept: %s\r\n\r\n", accept);
	*outlen = (size_t)n;
	return (out);
}
