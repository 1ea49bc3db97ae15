/*
 * webhttp.h: the little HTTP the web port speaks before a WebSocket: a
 * bounded parser for a request head, the WebSocket handshake's accept
 * key (RFC 6455, SHA-1 and base64 from OpenSSL's libcrypto), the files
 * a path may name in the web root, and the responses. Pure functions of
 * their input: no socket, no game.
 */
#ifndef MUD_WEBHTTP_H
#define MUD_WEBHTTP_H

#include <stddef.h>

/* The longest request head taken (request line and headers). */
#define WEBHTTP_MAX_HEAD	8192
/* The path of the WebSocket endpoint. */
#define WEBHTTP_WS_PATH		"/ws"

struct webhttp_request {
	int	 head;			/* HEAD, not GET */
	int	 minor;			/* HTTP/1.minor */
	char	 path[256];		/* without the query */
	int	 upgrade;		/* Upgrade: websocket, Connection: upgrade */
	int	 version;		/* Sec-WebSocket-Version */
	char	 key[64];		/* Sec-WebSocket-Key */
	char	 host[256];		/* Host, "" if none */
	char	 origin[256];		/* Origin, "" if none */
	int	 has_host;
	int	 has_origin;
};

/*
 * The length of the request head at the start of buf, through the blank
 * line that ends it; 0 if it has not all come yet.
 */
size_t	webhttp_head_len(const char *, size_t);
/*
 * Parse a request head: 0, or the HTTP status to refuse it with (400 bad
 * request or HTTP/1.1 without one Host, 405 not GET or HEAD, 505 not
 * HTTP/1.x, 414 path too long).
 */
int	webhttp_parse(const char *, size_t, struct webhttp_request *);
/*
 * Is this a WebSocket upgrade (0), or the status to refuse it with (400,
 * also over HTTP/1.0; 426 a version other than 13)?
 */
int	webhttp_ws_check(const struct webhttp_request *);
/*
 * May a page of this request's Origin open a game session? Yes without
 * an Origin (not a browser), when the Origin is one of allow (origins
 * separated by spaces or commas, as "https://mud.example.org", any case)
 * or, allow empty or not, when its host[:port] is the request's Host
 * (the page came from this port). 1 or 0.
 */
int	webhttp_origin_ok(const struct webhttp_request *, const char *allow);
/* The Sec-WebSocket-Accept for a key: 28 characters into out; -1 if bad. */
int	webhttp_accept_key(const char *key, char out[29]);
/*
 * The file a path names in the web root ("/" is client.html) into name,
 * and its content type; NULL if the path names nothing served: more than
 * one level, a dot first, "..", escapes or an unknown extension.
 */
const char	*webhttp_file(const char *path, char *name, size_t namelen);
/*
 * A response: status line, headers (length, type, no caching of stale
 * pages, nosniff, a content security policy, close; Allow for 405) and
 * body (not for HEAD). A new buffer of *outlen bytes.
 */
char	*webhttp_response(int status, const char *type, const void *body,
	    size_t bodylen, int head, size_t *outlen);
/* The 101 Switching Protocols response for an accept key. */
char	*webhttp_upgrade_response(const char *accept, size_t *outlen);
/* The reason phrase of a status. */
const char	*webhttp_reason(int status);

#endif
