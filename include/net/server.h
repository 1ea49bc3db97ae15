/*
 * server.h: the listener, the 4 Hz pulse and the signals, all on one
 * libevent loop. It knows no game: the pulse, a reload (SIGHUP) and the
 * shutdown are hooks the layer above gives it.
 */
#ifndef MUD_SERVER_H
#define MUD_SERVER_H

#include <stddef.h>
#include <stdint.h>

#include "histogram.h"

#define SERVER_LATE_HISTORY	64

/* The pulse: game time advances four times a second. */
#define PULSES_PER_SECOND	4
#define PULSE_MSEC		250

/*
 * The loop's priorities: the pulse first, everything else after it. After
 * SERVER_SLICE_USEC of callbacks the loop goes back to its timers, so a
 * flood of ready connections delays the pulse by a slice at most.
 */
#define SERVER_PRIORITIES	2
#define SERVER_PRIO_PULSE	0
#define SERVER_PRIO_DEFAULT	1
#define SERVER_SLICE_USEC	2000

struct server_stats {
	uint64_t	pulses;
	uint64_t	skipped;	/* pulses dropped past the catch-up cap */
	uint64_t	overruns;	/* pulses over their budget */
	/* The last pulses: how late each started and how long it ran (us). */
	uint32_t	late_us[SERVER_LATE_HISTORY];
	uint32_t	run_us[SERVER_LATE_HISTORY];
	/* Since start or the last server_stats_reset(): every pulse. */
	uint64_t	window_pulses;
	uint64_t	window_late_10ms;	/* pulses more than 10 ms late */
	uint32_t	window_late_max_us;
	uint32_t	window_run_max_us;
	/* Every pulse since the start (us), for metrics. */
	struct histogram late_hist;
	struct histogram run_hist;
	/* Connections: accepted, refused (full, too many from an address). */
	uint64_t	accepted;
	uint64_t	refused_full;
	uint64_t	refused_address;
	uint64_t	accept_errors;
	uint64_t	log_reopens;	/* SIGUSR1 */
};

extern struct server_stats	server_stats;

struct event_base;

struct server_hooks {
	void	(*pulse)(void);		/* once per pulse */
	void	(*reload)(void);	/* SIGHUP: re-read the config */
	/* The loop stopped: save everyone and let them go; the exit code. */
	int	(*shutdown)(void);
};

/* --check: is bind_addr one server_start can bind? 0, or -1 and *cause. */
int	server_check_bind(const char *bind_addr, char **cause);
/* Bind and listen on base; -1 and *cause if the port cannot be had. */
int	server_start(struct event_base *, const char *bind_addr, int port,
	    const struct server_hooks *, char **cause);
/*
 * Listen on a socket already listening, kept across an exec (a hot
 * reboot), and arm the pulse and signals; -1 and *cause if fd is not one.
 */
int	server_adopt(struct event_base *, int fd, const struct server_hooks *,
	    char **cause);
/* The listening socket (to keep across an exec), or -1. */
int	server_listen_fd(void);
/*
 * May an accepted socket stay (the connection limits)? 0 and its host,
 * or -1: it was told why (a line of text, an HTTP 503, or nothing for a
 * TLS client, which could not read it) and closed.
 */
#define SERVER_ADMIT_TEXT	0
#define SERVER_ADMIT_HTTP	1
#define SERVER_ADMIT_SILENT	2
struct sockaddr;
int	server_admit(int fd, struct sockaddr *, char *host, size_t hostlen,
	    int how);
/* Run the loop until a signal asks to stop; returns the exit code. */
int	server_loop(void);
void	server_stop(void);
/* The port actually bound (useful with port 0). */
int	server_port(void);
/*
 * The TLS port (tls.h): listen on it after server_start or server_adopt,
 * or on the socket kept across an exec; the same limits as the telnet
 * port. -1 and *cause if it cannot.
 */
int	server_start_tls(const char *bind_addr, int port, char **cause);
int	server_adopt_tls(int fd, char **cause);
/* Its listening socket (to keep across an exec), or -1. */
int	server_tls_listen_fd(void);
/* The TLS port bound, or 0 if none (for MSSP's SSL). */
int	server_tls_port(void);
/* Start a new window for the window_* figures. */
void	server_stats_reset(void);

#endif
