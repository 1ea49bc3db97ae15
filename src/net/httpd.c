/* httpd.c: one path served over HTTP on its own port (evhttp). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <event2/buffer.h>
#include <event2/event.h>
#include <event2/http.h>
#include <event2/keyvalq_struct.h>
#include <event2/listener.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>

#include "httpd.h"
#include "log.h"
#include "xmalloc.h"

struct httpd_stats	 httpd_stats;

static struct evhttp	*httpd_http;
static int		 httpd_bound;
static char		*httpd_path;
static char		*httpd_type;
static httpd_fn		 httpd_render;

/* Answer one request: the page at its path, 404 or 405 otherwise. */
static void
httpd_request(struct evhttp_request *req, void *arg)
{
	const struct evhttp_uri	*uri = evhttp_request_get_evhttp_uri(req);
	enum evhttp_cmd_type	 cmd = evhttp_request_get_command(req);
	struct evbuffer		*out;
	const char		*path;
	char			*text;
	size_t			 len;

	path = uri != NULL ? evhttp_uri_get_path(uri) : NULL;
	if (path == NULL || strcmp(path, httpd_path) != 0) {
		httpd_stats.refused++;
		evhttp_send_error(req, HTTP_NOTFOUND, NULL);
		return;
	}
	if (cmd != EVHTTP_REQ_GET && cmd != EVHTTP_REQ_HEAD) {
		httpd_stats.refused++;
		/*
		 * RFC 9110 15.5.6: a 405 says what is allowed (not by
		 * evhttp_send_error, which drops the headers set).
		 */
		out = evbuffer_new();
		evbuffer_add_printf(out, "405 Method Not Allowed\n");
		evhttp_add_header(evhttp_request_get_output_headers(req),
		    "Allow", "GET, HEAD");
		evhttp_add_header(evhttp_request_get_output_headers(req),
		    "Content-Type", "text/plain; charset=utf-8");
		evhttp_send_reply(req, HTTP_BADMETHOD, "Method Not Allowed", out);
		evbuffer_free(out);
		return;
	}
	httpd_stats.requests++;
	text = httpd_render(&len);
	out = evbuffer_new();
	if (cmd == EVHTTP_REQ_GET)
		evbuffer_add(out, text, len);
	free(text);
	evhttp_add_header(evhttp_request_get_output_headers(req),
	    "Content-Type", httpd_type);
	evhttp_send_reply(req, HTTP_OK, "OK", out);
	evbuffer_free(out);
}

/* Listen and serve path with fn. */
int
httpd_start(struct event_base *base, const char *bind_addr, int port,
    const char *path, const char *content_type, httpd_fn fn, char **cause)
{
	struct evconnlistener		*l;
	struct sockaddr_storage		 ss;
	struct sockaddr_in		*sin = (struct sockaddr_in *)&ss;
	struct sockaddr_in6		*sin6 = (struct sockaddr_in6 *)&ss;
	socklen_t			 len;

	if (httpd_http != NULL)
		httpd_stop();
	memset(&ss, 0, sizeof ss);
	if (inet_pton(AF_INET, bind_addr, &sin->sin_addr) == 1) {
		sin->sin_family = AF_INET;
		sin->sin_port = htons((uint16_t)port);
		len = sizeof *sin;
	} else if (inet_pton(AF_INET6, bind_addr, &sin6->sin6_addr) == 1) {
		sin6->sin6_family = AF_INET6;
		sin6->sin6_port = htons((uint16_t)port);
		len = sizeof *sin6;
	} else {
		xasprintf(cause, "metrics: bind address '%s' is not an IP "
		    "address", bind_addr);
		return (-1);
	}
	/*
	 * Our own listener, so that the socket and the connections it
	 * accepts are closed on exec (a hot reboot binds the port again).
	 */
	l = evconnlistener_new_bind(base, NULL, NULL, LEV_OPT_CLOSE_ON_FREE |
	    LEV_OPT_REUSEABLE | LEV_OPT_CLOSE_ON_EXEC | LEV_OPT_DISABLED, 16,
	    (struct sockaddr *)&ss, (int)len);
	if (l == NULL) {
		xasprintf(cause, "metrics: cannot listen on %s port %d: %s",
		    bind_addr, port, strerror(errno));
		return (-1);
	}
	httpd_http = evhttp_new(base);
	if (httpd_http == NULL) {
		evconnlistener_free(l);
		xasprintf(cause, "metrics: evhttp_new failed");
		return (-1);
	}
	evhttp_set_allowed_methods(httpd_http, EVHTTP_REQ_GET |
	    EVHTTP_REQ_HEAD | EVHTTP_REQ_POST | EVHTTP_REQ_PUT |
	    EVHTTP_REQ_DELETE | EVHTTP_REQ_OPTIONS);
	evhttp_set_max_headers_size(httpd_http, 8192);
	evhttp_set_max_body_size(httpd_http, 0);
	evhttp_set_timeout(httpd_http, 10);
	evhttp_set_gencb(httpd_http, httpd_request, NULL);
	if (evhttp_bind_listener(httpd_http, l) == NULL) {
		xasprintf(cause, "metrics: evhttp_bind_listener failed");
		evconnlistener_free(l);
		evhttp_free(httpd_http);
		httpd_http = NULL;
		return (-1);
	}
	evconnlistener_enable(l);
	httpd_bound = port;
	len = sizeof ss;
	if (getsockname(evconnlistener_get_fd(l), (struct sockaddr *)&ss,
	    &len) == 0)
		httpd_bound = ntohs(ss.ss_family == AF_INET ? sin->sin_port :
		    sin6->sin6_port);
	free(httpd_path);
	free(httpd_type);
	httpd_path = xstrdup(path);
	httpd_type = xstrdup(content_type);
	httpd_render = fn;
	return (0);
}

/* The port bound, 0 if none. */
int
httpd_port(void)
{
	return (httpd_http != NULL ? httpd_bound : 0);
}

/* Stop listening and close the connections. */
void
httpd_stop(void)
{
	if (httpd_http != NULL)
		evhttp_free(httpd_http);
	httpd_http = NULL;
	httpd_bound = 0;
	free(httpd_path);
	free(httpd_type);
	httpd_path = httpd_type = NULL;
}
