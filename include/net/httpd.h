/*
 * httpd.h: a small HTTP endpoint on its own port (libevent's evhttp) that
 * answers GET on one path with what a callback renders: the metrics. It
 * knows nothing of what it serves.
 */
#ifndef MUD_HTTPD_H
#define MUD_HTTPD_H

#include <stddef.h>
#include <stdint.h>

struct event_base;

/* Render the page: a new buffer (the endpoint frees it) and its length. */
typedef char	*(*httpd_fn)(size_t *len);

struct httpd_stats {
	uint64_t	requests;	/* answered 200 */
	uint64_t	refused;	/* another path or method */
};
extern struct httpd_stats	httpd_stats;

/*
 * Listen on bind_addr:port (0 picks a free port) and answer GET and HEAD
 * of path with fn's text as content_type; anything else is 404 or 405.
 * -1 and *cause if the port cannot be had. Requests are small and
 * short: headers at most 8 KB, no body, 10 s to send one.
 */
int	httpd_start(struct event_base *, const char *bind_addr, int port,
	    const char *path, const char *content_type, httpd_fn fn,
	    char **cause);
/* The port bound, or 0 if not listening. */
int	httpd_port(void);
void	httpd_stop(void);

#endif
