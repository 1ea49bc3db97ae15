/* server.c: the listener, the 4 Hz pulse and the signals. */
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/types.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <event2/event.h>
#include <event2/listener.h>

#include "address.h"
#include "config.h"
#include "descriptor.h"
#include "log.h"
#include "monotime.h"
#include "protocol.h"
#include "pulse.h"
#include "server.h"
#include "tls.h"
#include "websock.h"
#include "xmalloc.h"

struct server_stats		 server_stats = {
	.late_hist = HISTOGRAM_US_EMPTY,
	.run_hist = HISTOGRAM_US_EMPTY,
};

static struct evconnlistener	*server_listener;
static struct evconnlistener	*server_tls_listener;	/* arg: non-NULL */
static int			 server_tls_bound_port;
static struct event		*server_pulse_ev;
static struct event		*server_sig_ev[4];
static struct pulse_clock	 server_clock;	/* when each pulse is due */
static int			 server_bound_port;
static struct event_base	*server_base;
static const struct server_hooks *server_hooks;

/* The pulse clock's time: the monotonic clock. */
static uint64_t
server_clock_now(void *arg)
{
	return (monotime_us());
}

/* Refuse a connection with a line of text, without a descriptor. */
static void
server_refuse(int fd, const char *msg)
{
	ssize_t	n;

	if (*msg != '\0') {
		n = send(fd, msg, strlen(msg), MSG_NOSIGNAL | MSG_DONTWAIT);
		(void)n;
	}
	close(fd);
}

/* The address of a peer as text. */
static void
server_host(struct sockaddr *sa, char *host, size_t len)
{
	snprintf(host, len, "?");
	if (sa->sa_family == AF_INET)
		inet_ntop(AF_INET, &((struct sockaddr_in *)sa)->sin_addr, host,
		    (socklen_t)len);
	else if (sa->sa_family == AF_INET6)
		inet_ntop(AF_INET6, &((struct sockaddr_in6 *)sa)->sin6_addr,
		    host, (socklen_t)len);
}

/*
 * May an accepted socket stay? Not past the connection limits: then it
 * is told why (as text, or an HTTP 503 for http) and closed. Else it is
 * counted against its address and made ready, and its host is in host.
 */
int
server_admit(int fd, struct sockaddr *sa, char *host, size_t hostlen,
    int how)
{
	const char	*why;
	char		 msg[256];
	int		 on;

	server_host(sa, host, hostlen);
	/* Web sockets still draining hold files too. */
	if (desc_count() + (long long)websock_draining() >=
	    conf_int(CFG_MAX_CONNECTIONS)) {
		server_stats.refused_full++;
		log_warnx("refused %s: %d connections open and %u closing "
		    "(the limit)", host, desc_count(), websock_draining());
		why = "The game is full right now; please try again later.";
		goto refuse;
	}
	if (address_connect(host, (int)conf_int(CFG_MAX_PER_ADDRESS)) != 0) {
		server_stats.refused_address++;
		log_warnx("refused %s: %d connections from it already", host,
		    address_connections(host));
		why = "Too many connections from your address; close one and "
		    "try again.";
		goto refuse;
	}
	server_stats.accepted++;
	evutil_make_socket_nonblocking(fd);
	/* Prompts are small writes that must not wait for Nagle. */
	on = 1;
	setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &on, sizeof on);
	return (0);
refuse:
	if (how == SERVER_ADMIT_HTTP)
		snprintf(msg, sizeof msg, "HTTP/1.1 503 Service Unavailable\r\n"
		    "Content-Type: text/plain; charset=utf-8\r\n"
		    "Content-Length: %zu\r\nConnection: close\r\n\r\n%s\n",
		    strlen(why) + 1, why);
	else if (how == SERVER_ADMIT_TEXT)
		snprintf(msg, sizeof msg, "%s\r\n", why);
	else	/* a TLS client could not read plain text */
		msg[0] = '\0';
	server_refuse(fd, msg);
	return (-1);
}

/*
 * A new connection, on the telnet port or (arg non-NULL) the TLS one:
 * the same limits for both.
 */
static void
server_accept(struct evconnlistener *l, evutil_socket_t fd,
    struct sockaddr *sa, int salen, void *arg)
{
	struct descriptor	*d;
	char			 host[64];
	int			 tls = arg != NULL;

	if (server_admit(fd, sa, host, sizeof host, tls ? SERVER_ADMIT_SILENT :
	    SERVER_ADMIT_TEXT) != 0)
		return;
	d = desc_new(fd, host);
	if (tls)
		tls_wrap(d);
}

static void
server_accept_resume(evutil_socket_t fd, short what, void *arg)
{
	evconnlistener_enable(arg);
}

static void
server_accept_error(struct evconnlistener *l, void *arg)
{
	int	err = EVUTIL_SOCKET_ERROR();

	/* Out of descriptors: back off for a moment rather than spin. */
	server_stats.accept_errors++;
	log_warnx("accept: %s", evutil_socket_error_to_string(err));
	if (err == EMFILE || err == ENFILE) {
		struct timeval	tv = { 0, 100000 };

		evconnlistener_disable(l);
		event_base_once(server_base, -1, EV_TIMEOUT, server_accept_resume,
		    l, &tv);
	}
}

/*
 * The pulse timer fires every 250 ms. Game time follows wall time: if the
 * loop fell behind, the missed pulses are run now, up to the catch-up cap;
 * past that, game time skips ahead and it is logged (pulse.c decides).
 */
static void
server_pulse(evutil_socket_t fd, short what, void *arg)
{
	struct pulse_due	due;
	uint64_t		start, run, i;
	uint64_t		budget = (uint64_t)conf_int(CFG_PULSE_BUDGET) *
				    1000;
	unsigned int		slot;
	uint32_t		late;

	pulse_clock_due(&server_clock, (uint64_t)conf_int(CFG_PULSE_CATCHUP),
	    &due);
	if (due.skip > 0) {
		log_warnx("pulse: %llu pulses behind; running %llu, skipping "
		    "%llu", (unsigned long long)due.behind,
		    (unsigned long long)due.run, (unsigned long long)due.skip);
		server_stats.skipped += due.skip;
	} else if (due.run > 1)
		log_info("pulse: catching up %llu pulses",
		    (unsigned long long)due.run);
	for (i = 0; i < due.run; i++) {
		start = monotime_us();
		late = pulse_clock_begin(&server_clock, start);
		slot = server_stats.pulses % SERVER_LATE_HISTORY;
		server_stats.late_us[slot] = late;
		server_stats.window_pulses++;
		if (late > 10000)
			server_stats.window_late_10ms++;
		if (late > server_stats.window_late_max_us)
			server_stats.window_late_max_us = late;
		histogram_observe(&server_stats.late_hist, late);
		server_hooks->pulse();
		/* Every 5 s: end the idle compressed streams. */
		if (server_stats.pulses % (5 * PULSES_PER_SECOND) == 0)
			proto_mccp_rest_idle(start);
		run = monotime_us() - start;
		histogram_observe(&server_stats.run_hist, run);
		server_stats.run_us[slot] = (uint32_t)run;
		if (run > server_stats.window_run_max_us)
			server_stats.window_run_max_us = (uint32_t)run;
		server_stats.pulses++;
		if (run > budget) {
			server_stats.overruns++;
			log_warnx("pulse %llu took %llu ms (budget %llu ms)",
			    (unsigned long long)server_clock.pulse,
			    (unsigned long long)(run / 1000),
			    (unsigned long long)(budget / 1000));
		}
	}
}

/* Start a new window for the window_* figures. */
void
server_stats_reset(void)
{
	server_stats.window_pulses = 0;
	server_stats.window_late_10ms = 0;
	server_stats.window_late_max_us = 0;
	server_stats.window_run_max_us = 0;
}

static void
server_signal(evutil_socket_t sig, short what, void *arg)
{
	switch (sig) {
	case SIGHUP:
		server_hooks->reload();
		break;
	case SIGUSR1:
		/* logrotate moved the file away: write to a new one. */
		server_stats.log_reopens++;
		switch (log_reopen()) {
		case 0:
			log_info("SIGUSR1: log reopened");
			break;
		case 1:
			log_info("SIGUSR1: the log goes to standard error; "
			    "nothing to reopen");
			break;
		default:
			log_warn("SIGUSR1: cannot reopen the log; it goes on "
			    "where it was");
			break;
		}
		break;
	default:
		log_info("signal %d: shutting down", (int)sig);
		server_stop();
		break;
	}
}

/* Raise the open-file limit as far as allowed and log what we got. */
static void
server_raise_nofile(void)
{
	struct rlimit	rl;

	if (getrlimit(RLIMIT_NOFILE, &rl) != 0)
		return;
	if (rl.rlim_cur < rl.rlim_max) {
		rl.rlim_cur = rl.rlim_max;
		if (setrlimit(RLIMIT_NOFILE, &rl) != 0)
			log_warn("setrlimit NOFILE");
		getrlimit(RLIMIT_NOFILE, &rl);
	}
	log_info("open file limit: %llu", (unsigned long long)rl.rlim_cur);
}

/* Arm the pulse and the signals once the listener is there. */
static void
server_arm(void)
{
	struct timeval	 tv = { 0, PULSE_MSEC * 1000 };
	int		 sigs[4] = { SIGINT, SIGTERM, SIGHUP, SIGUSR1 }, i;

	pulse_clock_init(&server_clock, PULSE_MSEC * 1000, server_clock_now,
	    NULL);
	server_pulse_ev = event_new(server_base, -1, EV_PERSIST, server_pulse,
	    NULL);
	event_priority_set(server_pulse_ev, SERVER_PRIO_PULSE);
	event_add(server_pulse_ev, &tv);
	for (i = 0; i < 4; i++) {
		server_sig_ev[i] = evsignal_new(server_base, sigs[i],
		    server_signal, NULL);
		event_add(server_sig_ev[i], NULL);
	}
}

/* The address a listening socket is bound to, for the log; its port. */
static int
server_bound(int fd, char *host, size_t hostlen)
{
	struct sockaddr_storage	ss;
	struct sockaddr_in	*sin = (struct sockaddr_in *)&ss;
	struct sockaddr_in6	*sin6 = (struct sockaddr_in6 *)&ss;
	socklen_t		len = sizeof ss;

	memset(&ss, 0, sizeof ss);
	snprintf(host, hostlen, "?");
	if (getsockname(fd, (struct sockaddr *)&ss, &len) != 0)
		return (0);
	if (ss.ss_family == AF_INET) {
		inet_ntop(AF_INET, &sin->sin_addr, host, (socklen_t)hostlen);
		return (ntohs(sin->sin_port));
	} else if (ss.ss_family == AF_INET6) {
		inet_ntop(AF_INET6, &sin6->sin6_addr, host, (socklen_t)hostlen);
		return (ntohs(sin6->sin6_port));
	}
	return (0);
}

/* The address to bind: an IPv4 or IPv6 address and a port. */
static int
server_sockaddr(const char *bind_addr, int port, struct sockaddr_storage *ss,
    socklen_t *len, char **cause)
{
	struct sockaddr_in	*sin = (struct sockaddr_in *)ss;
	struct sockaddr_in6	*sin6 = (struct sockaddr_in6 *)ss;

	memset(ss, 0, sizeof *ss);
	if (inet_pton(AF_INET, bind_addr, &sin->sin_addr) == 1) {
		sin->sin_family = AF_INET;
		sin->sin_port = htons((uint16_t)port);
		*len = sizeof *sin;
	} else if (inet_pton(AF_INET6, bind_addr, &sin6->sin6_addr) == 1) {
		sin6->sin6_family = AF_INET6;
		sin6->sin6_port = htons((uint16_t)port);
		*len = sizeof *sin6;
	} else {
		xasprintf(cause, "bind address '%s' is not an IP address",
		    bind_addr);
		return (-1);
	}
	return (0);
}

/* --check: is bind_addr an address server_start can bind? */
int
server_check_bind(const char *bind_addr, char **cause)
{
	struct sockaddr_storage	ss;
	socklen_t		len;

	return (server_sockaddr(bind_addr, 0, &ss, &len, cause));
}

/* Bind, listen, and arm the pulse and the signals on base. */
int
server_start(struct event_base *base, const char *bind_addr, int port,
    const struct server_hooks *hooks, char **cause)
{
	struct sockaddr_storage	ss;
	socklen_t		 len;
	char			 host[64];

	if (server_sockaddr(bind_addr, port, &ss, &len, cause) != 0)
		return (-1);
	server_base = base;
	server_hooks = hooks;
	server_raise_nofile();
	signal(SIGPIPE, SIG_IGN);
	server_listener = evconnlistener_new_bind(server_base, server_accept,
	    NULL, LEV_OPT_CLOSE_ON_FREE | LEV_OPT_REUSEABLE | LEV_OPT_CLOSE_ON_EXEC,
	    -1, (struct sockaddr *)&ss, (int)len);
	if (server_listener == NULL) {
		xasprintf(cause, "cannot listen on %s port %d: %s", bind_addr,
		    port, strerror(errno));
		return (-1);
	}
	evconnlistener_set_error_cb(server_listener, server_accept_error);
	server_bound_port = server_bound(evconnlistener_get_fd(server_listener),
	    host, sizeof host);
	server_arm();
	log_info("listening on %s port %d", bind_addr, server_bound_port);
	return (0);
}

/*
 * Listen on a socket already bound and listening, kept open across an
 * exec (a hot reboot), and arm the pulse and the signals on base.
 */
int
server_adopt(struct event_base *base, int fd, const struct server_hooks *hooks,
    char **cause)
{
	char	host[64];
	int	val;
	socklen_t len = sizeof val;

	if (fd <= 2 || getsockopt(fd, SOL_SOCKET, SO_ACCEPTCONN, &val,
	    &len) != 0 || val == 0) {
		xasprintf(cause, "fd %d is not a listening socket", fd);
		return (-1);
	}
	server_base = base;
	server_hooks = hooks;
	server_raise_nofile();
	signal(SIGPIPE, SIG_IGN);
	evutil_make_socket_nonblocking(fd);
	/* Backlog 0: it listens already. */
	server_listener = evconnlistener_new(server_base, server_accept, NULL,
	    LEV_OPT_CLOSE_ON_FREE | LEV_OPT_CLOSE_ON_EXEC, 0, fd);
	if (server_listener == NULL) {
		xasprintf(cause, "cannot listen on fd %d: %s", fd,
		    strerror(errno));
		return (-1);
	}
	evconnlistener_set_error_cb(server_listener, server_accept_error);
	server_bound_port = server_bound(fd, host, sizeof host);
	server_arm();
	log_info("listening on %s port %d (the socket kept across a reboot)",
	    host, server_bound_port);
	return (0);
}

/* The listening socket, to be kept across an exec; -1 if none. */
int
server_listen_fd(void)
{
	return (server_listener != NULL ?
	    evconnlistener_get_fd(server_listener) : -1);
}

/* The port bound. */
int
server_port(void)
{
	return (server_bound_port);
}

/* Ask the loop to stop. */
void
server_stop(void)
{
	event_base_loopbreak(server_base);
}

/*
 * Run until stopped; then the layer above saves everyone and lets them
 * go, and everything is closed. Returns the shutdown hook's exit code.
 */
int
server_loop(void)
{
	struct descriptor	*d;
	int			 rc, i;

	event_base_dispatch(server_base);
	rc = server_hooks->shutdown();
	/* Pages are told the server goes away: they come back by themselves. */
	TAILQ_FOREACH(d, &desc_list, entry)
		websock_going_away(d);
	desc_free_all();
	evconnlistener_free(server_listener);
	server_listener = NULL;
	if (server_tls_listener != NULL)
		evconnlistener_free(server_tls_listener);
	server_tls_listener = NULL;
	event_free(server_pulse_ev);
	for (i = 0; i < 4; i++)
		event_free(server_sig_ev[i]);
	address_clear_all();
	return (rc);
}

/*
 * The TLS port: listen on bind_addr (after server_start or server_adopt,
 * once tls_setup made the context). -1 and *cause if it cannot.
 */
int
server_start_tls(const char *bind_addr, int port, char **cause)
{
	struct sockaddr_storage	ss;
	socklen_t		 len;
	char			 host[64];

	if (server_sockaddr(bind_addr, port, &ss, &len, cause) != 0)
		return (-1);
	server_tls_listener = evconnlistener_new_bind(server_base,
	    server_accept, &server_tls_listener, LEV_OPT_CLOSE_ON_FREE |
	    LEV_OPT_REUSEABLE | LEV_OPT_CLOSE_ON_EXEC, -1,
	    (struct sockaddr *)&ss, (int)len);
	if (server_tls_listener == NULL) {
		xasprintf(cause, "cannot listen for TLS on %s port %d: %s",
		    bind_addr, port, strerror(errno));
		return (-1);
	}
	evconnlistener_set_error_cb(server_tls_listener, server_accept_error);
	server_tls_bound_port = server_bound(evconnlistener_get_fd(
	    server_tls_listener), host, sizeof host);
	log_info("tls: accepting TLS on %s port %d", bind_addr,
	    server_tls_bound_port);
	return (0);
}

/* The TLS port on a listening socket kept across an exec. */
int
server_adopt_tls(int fd, char **cause)
{
	char		host[64];
	int		val;
	socklen_t	len = sizeof val;

	if (fd <= 2 || getsockopt(fd, SOL_SOCKET, SO_ACCEPTCONN, &val,
	    &len) != 0 || val == 0) {
		xasprintf(cause, "fd %d is not a listening socket", fd);
		return (-1);
	}
	evutil_make_socket_nonblocking(fd);
	server_tls_listener = evconnlistener_new(server_base, server_accept,
	    &server_tls_listener, LEV_OPT_CLOSE_ON_FREE |
	    LEV_OPT_CLOSE_ON_EXEC, 0, fd);
	if (server_tls_listener == NULL) {
		xasprintf(cause, "cannot listen for TLS on fd %d: %s", fd,
		    strerror(errno));
		return (-1);
	}
	evconnlistener_set_error_cb(server_tls_listener, server_accept_error);
	server_tls_bound_port = server_bound(fd, host, sizeof host);
	log_info("tls: accepting TLS on %s port %d (the socket kept across a "
	    "reboot)", host, server_tls_bound_port);
	return (0);
}

/* The TLS listening socket, to keep across an exec; -1 if none. */
int
server_tls_listen_fd(void)
{
	return (server_tls_listener != NULL ?
	    evconnlistener_get_fd(server_tls_listener) : -1);
}

/* The TLS port bound, or 0 if there is none. */
int
server_tls_port(void)
{
	return (server_tls_listener != NULL ? server_tls_bound_port : 0);
}
