/* metrics.c: every layer's figures, rendered for Prometheus. */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "backup.h"
#include "ban.h"
#include "character.h"
#include "config.h"
#include "descriptor.h"
#include "eqtypes.h"
#include "equeue.h"
#include "game.h"
#include "httpd.h"
#include "interp.h"
#include "log.h"
#include "login.h"
#include "metrics.h"
#include "prom.h"
#include "procstat.h"
#include "pwhash.h"
#include "reboot.h"
#include "server.h"
#include "session.h"
#include "store.h"
#include "store-stats.h"
#include "tls.h"
#include "websock.h"
#include "xmalloc.h"

static uint64_t	metrics_scrapes;

/* Connections by the state of their session, players by link. */
static void
metrics_people(struct prom *p)
{
	uint64_t		 states[SS__COUNT], none = 0, compressing = 0;
	uint64_t		 playing = 0, linkdead = 0;
	struct descriptor	*d;
	struct session		*s;
	struct character	*ch;
	int			 i;

	memset(states, 0, sizeof states);
	TAILQ_FOREACH(d, &desc_list, entry) {
		if (d->reaped)
			continue;
		if ((s = session_of(d)) != NULL && s->state < SS__COUNT)
			states[s->state]++;
		else
			none++;
		if (d->proto.compressing)
			compressing++;
	}
	prom_family(p, "mud_connections", "gauge",
	    "Open connections by the state of their session (login "
	    "dialogue, playing, editing...).");
	for (i = 0; i < SS__COUNT; i++)
		prom_u64(p, "mud_connections", "state",
		    session_state_name(i), states[i]);
	prom_u64(p, "mud_connections", "state", "none", none);
	prom_family(p, "mud_connections_compressing", "gauge",
	    "Open connections whose output is compressed (MCCP2).");
	prom_u64(p, "mud_connections_compressing", NULL, NULL, compressing);
	prom_family(p, "mud_connections_opened_total", "counter",
	    "Game connections opened: telnet, TLS and WebSockets (a page "
	    "fetched from the web port is not one); after a reboot, those "
	    "kept count as opened, as they will as closed.");
	prom_u64(p, "mud_connections_opened_total", NULL, NULL,
	    desc_stats.opened);
	prom_family(p, "mud_connections_closed_total", "counter",
	    "Game connections closed, for any reason.");
	prom_u64(p, "mud_connections_closed_total", NULL, NULL,
	    desc_stats.closed);

	TAILQ_FOREACH(ch, &player_list, player_entry) {
		if (ch->desc == NULL)
			linkdead++;
		else
			playing++;
	}
	prom_family(p, "mud_players", "gauge",
	    "Players in the game: with a connection (playing) or without "
	    "(linkdead).");
	prom_u64(p, "mud_players", "state", "playing", playing);
	prom_u64(p, "mud_players", "state", "linkdead", linkdead);
}

/* Commands by name: the table is finite, so are the labels. */
static void
metrics_commands(struct prom *p)
{
	unsigned int	i;

	prom_family(p, "mud_commands_total", "counter",
	    "Commands run, by the command table's name (aliases and "
	    "abbreviations count as the command).");
	for (i = 0; i < cmd_count; i++)
		prom_u64(p, "mud_commands_total", "command", cmd_table[i].name,
		    cmd_runs[i]);
	prom_family(p, "mud_socials_total", "counter", "Socials run.");
	prom_u64(p, "mud_socials_total", NULL, NULL, interp_stats.socials);
	prom_family(p, "mud_commands_unknown_total", "counter",
	    "Lines in play that were neither a command nor a social.");
	prom_u64(p, "mud_commands_unknown_total", NULL, NULL,
	    interp_stats.unknown);
	prom_family(p, "mud_commands_refused_total", "counter",
	    "Commands refused for the character's position.");
	prom_u64(p, "mud_commands_refused_total", NULL, NULL,
	    interp_stats.refused);
}

/* The pulse and the event queue. */
static void
metrics_pulse(struct prom *p)
{
	int	t;

	prom_family(p, "mud_pulses_total", "counter",
	    "Pulses run (four a second of game time).");
	prom_u64(p, "mud_pulses_total", NULL, NULL, server_stats.pulses);
	prom_family(p, "mud_pulses_skipped_total", "counter",
	    "Pulses skipped because the loop fell too far behind.");
	prom_u64(p, "mud_pulses_skipped_total", NULL, NULL,
	    server_stats.skipped);
	prom_family(p, "mud_pulse_lateness_seconds", "histogram",
	    "How late each pulse started after its due time.");
	prom_histogram(p, "mud_pulse_lateness_seconds", NULL, NULL,
	    &server_stats.late_hist, 1e6);
	prom_family(p, "mud_pulse_duration_seconds", "histogram",
	    "How long each pulse ran (the events due on it).");
	prom_histogram(p, "mud_pulse_duration_seconds", NULL, NULL,
	    &server_stats.run_hist, 1e6);
	if (game_eq == NULL)
		return;
	prom_family(p, "mud_events_pending", "gauge",
	    "Events waiting on the event queue, by type.");
	for (t = 0; t < EQT__COUNT; t++)
		prom_u64(p, "mud_events_pending", "type", eq_type_name(t),
		    equeue_type_count(game_eq, t));
	prom_family(p, "mud_events_fired_total", "counter",
	    "Events fired from the event queue, by type.");
	for (t = 0; t < EQT__COUNT; t++)
		prom_u64(p, "mud_events_fired_total", "type", eq_type_name(t),
		    equeue_type_fired(game_eq, t));
	prom_family(p, "mud_event_queue_bytes", "gauge",
	    "Memory the event queue holds.");
	prom_u64(p, "mud_event_queue_bytes", NULL, NULL,
	    equeue_memory(game_eq));
}

/* Bytes, password checks. */
static void
metrics_io(struct prom *p)
{
	struct pwhash_stats	ps;

	prom_family(p, "mud_bytes_in_total", "counter",
	    "Bytes read from connections (clients do not compress).");
	prom_u64(p, "mud_bytes_in_total", NULL, NULL, desc_stats.bytes_in);
	prom_family(p, "mud_bytes_out_total", "counter",
	    "Bytes sent to connections: stage raw before compression, wire "
	    "after it (what the network carries).");
	prom_u64(p, "mud_bytes_out_total", "stage", "raw",
	    desc_stats.bytes_out_raw);
	prom_u64(p, "mud_bytes_out_total", "stage", "wire",
	    desc_stats.bytes_out_wire);
	prom_family(p, "mud_log_reopens_total", "counter",
	    "Times the log file was opened again (SIGUSR1).");
	prom_u64(p, "mud_log_reopens_total", NULL, NULL,
	    server_stats.log_reopens);
	prom_family(p, "mud_output_queued_bytes", "gauge",
	    "Output waiting to be sent, all connections together.");
	prom_u64(p, "mud_output_queued_bytes", NULL, NULL,
	    desc_output_total());

	pwhash_get_stats(&ps);
	prom_family(p, "mud_password_hash_queue", "gauge",
	    "Password checks waiting for or in a hashing thread.");
	prom_u64(p, "mud_password_hash_queue", NULL, NULL,
	    (uint64_t)(pwhash_pending() > 0 ? pwhash_pending() : 0));
	prom_family(p, "mud_password_hash_queue_limit", "gauge",
	    "The most password checks that may wait (limits.hash_queue).");
	prom_u64(p, "mud_password_hash_queue_limit", NULL, NULL,
	    (uint64_t)conf_int(CFG_HASH_QUEUE));
	prom_family(p, "mud_password_checks_total", "counter",
	    "Password checks: hashed by a thread, dropped before one took "
	    "them (their connection closed), refused over a limit.");
	prom_u64(p, "mud_password_checks_total", "result", "hashed", ps.run);
	prom_u64(p, "mud_password_checks_total", "result", "dropped",
	    ps.dropped);
	prom_u64(p, "mud_password_checks_total", "result", "refused",
	    ps.refused);
}

/* The TLS port (docs/tls.md): connections, handshakes, reloads. */
static void
metrics_tls(struct prom *p)
{
	struct descriptor	*d;
	uint64_t		 n = 0;

	TAILQ_FOREACH(d, &desc_list, entry) {
		if (d->io == &tls_transport)
			n++;
	}
	prom_family(p, "mud_connections_tls", "gauge",
	    "Open connections on the TLS port.");
	prom_u64(p, "mud_connections_tls", NULL, NULL, n);
	prom_family(p, "mud_tls_handshakes_total", "counter",
	    "TLS handshakes, on the TLS port and the web port over https "
	    "(web.tls): finished, failed (not TLS, refused by OpenSSL) and not "
	    "finished within tls.handshake_timeout.");
	prom_u64(p, "mud_tls_handshakes_total", "result", "ok",
	    tls_stats.handshakes);
	prom_u64(p, "mud_tls_handshakes_total", "result", "failed",
	    tls_stats.failed);
	prom_u64(p, "mud_tls_handshakes_total", "result", "timeout",
	    tls_stats.timeouts);
	prom_family(p, "mud_tls_reloads_total", "counter",
	    "Certificate reloads (SIGHUP, reload config): taken, or refused "
	    "with the old one kept.");
	prom_u64(p, "mud_tls_reloads_total", "result", "ok", tls_stats.reloads);
	prom_u64(p, "mud_tls_reloads_total", "result", "refused",
	    tls_stats.reload_errors);
}

/* The web port (docs/web.md): pages, upgrades, refusals, WebSockets. */
static void
metrics_web(struct prom *p)
{
	static const char	*req = "mud_web_requests_total";

	prom_family(p, req, "counter",
	    "HTTP requests on the web port, by how they were answered: a "
	    "file (page), 404 (not_found), another error (bad_request: 400, "
	    "405, 408, 414, 426, 431, 505), an upgrade from another site's "
	    "page (origin_refused, 403) and WebSocket upgrades (upgrade).");
	prom_u64(p, req, "result", "page", websock_stats.pages);
	prom_u64(p, req, "result", "not_found", websock_stats.not_found);
	prom_u64(p, req, "result", "bad_request", websock_stats.bad_requests);
	prom_u64(p, req, "result", "origin_refused",
	    websock_stats.origin_refused);
	prom_u64(p, req, "result", "upgrade", websock_stats.upgrades);
	prom_family(p, "mud_web_closed_bad_total", "counter",
	    "WebSockets closed for a bad or oversized frame (1002, 1003, "
	    "1007, 1008, 1009).");
	prom_u64(p, "mud_web_closed_bad_total", NULL, NULL,
	    websock_stats.closed_bad);
	prom_family(p, "mud_web_ping_timeouts_total", "counter",
	    "WebSockets dropped for not answering a ping "
	    "(web.ping_interval).");
	prom_u64(p, "mud_web_ping_timeouts_total", NULL, NULL,
	    websock_stats.ping_timeouts);
	prom_family(p, "mud_web_connections", "gauge",
	    "WebSockets open now, by transport: plain (ws://) or tls "
	    "(wss://).");
	prom_u64(p, "mud_web_connections", "transport", "plain",
	    websock_stats.open - websock_stats.open_tls);
	prom_u64(p, "mud_web_connections", "transport", "tls",
	    websock_stats.open_tls);
}

/* Saves and backups. */
static void
metrics_store(struct prom *p)
{
	const struct backup_info	*bi = backup_info();

	prom_family(p, "mud_saves_total", "counter",
	    "Save transactions committed (each one or more players).");
	prom_u64(p, "mud_saves_total", NULL, NULL, store_stats.saves);
	prom_family(p, "mud_players_saved_total", "counter",
	    "Players written by committed saves.");
	prom_u64(p, "mud_players_saved_total", NULL, NULL,
	    store_stats.players_saved);
	prom_family(p, "mud_save_rows_total", "counter",
	    "Rows inserted, updated or deleted by committed saves (a save "
	    "writes only the sections of a player that changed).");
	prom_u64(p, "mud_save_rows_total", NULL, NULL,
	    store_stats.rows_written);
	prom_family(p, "mud_save_duration_seconds", "histogram",
	    "How long each save transaction took, committed or not.");
	prom_histogram(p, "mud_save_duration_seconds", NULL, NULL,
	    &store_stats.save_us, 1e6);
	prom_family(p, "mud_backups_total", "counter",
	    "Backups of the database completed.");
	prom_u64(p, "mud_backups_total", NULL, NULL, store_stats.backups);
	prom_family(p, "mud_backup_running", "gauge",
	    "1 while a backup is under way.");
	prom_u64(p, "mud_backup_running", NULL, NULL, bi->running ? 1 : 0);
	prom_family(p, "mud_backup_last_success_timestamp_seconds", "gauge",
	    "When the last good backup ended (Unix time; 0: none yet).");
	prom_u64(p, "mud_backup_last_success_timestamp_seconds", NULL, NULL,
	    (uint64_t)bi->last_ok);
	prom_family(p, "mud_backup_last_duration_seconds", "gauge",
	    "How long the last good backup took.");
	prom_double(p, "mud_backup_last_duration_seconds", NULL, NULL,
	    bi->last_us / 1e6);
	prom_family(p, "mud_backup_last_size_bytes", "gauge",
	    "The size of the last good backup.");
	prom_u64(p, "mud_backup_last_size_bytes", NULL, NULL, bi->last_bytes);
}

/* Troubles by kind, each counted where it happened. */
static void
metrics_errors(struct prom *p)
{
	static const char	*name = "mud_errors_total";

	prom_family(p, name, "counter", "Things that went wrong, by kind: "
	    "each is also logged.");
	prom_u64(p, name, "kind", "save_failed", store_stats.save_failures);
	prom_u64(p, name, "kind", "backup_failed",
	    store_stats.backup_failures);
	prom_u64(p, name, "kind", "pulse_overrun", server_stats.overruns);
	prom_u64(p, name, "kind", "pulse_skipped", server_stats.skipped);
	prom_u64(p, name, "kind", "connection_refused_full",
	    server_stats.refused_full);
	prom_u64(p, name, "kind", "connection_refused_address",
	    server_stats.refused_address);
	prom_u64(p, name, "kind", "accept_failed", server_stats.accept_errors);
	prom_u64(p, name, "kind", "socket_error", desc_stats.socket_errors);
	prom_u64(p, name, "kind", "send_timeout", desc_stats.send_timeouts);
	prom_u64(p, name, "kind", "output_overflow",
	    desc_stats.output_overflow);
	prom_u64(p, name, "kind", "output_shed", desc_stats.output_shed);
	prom_u64(p, name, "kind", "input_dropped", desc_stats.lines_dropped);
	prom_u64(p, name, "kind", "line_overlong", desc_stats.lines_overlong);
	prom_u64(p, name, "kind", "subneg_overflow",
	    desc_stats.subneg_overflow);
	prom_u64(p, name, "kind", "compression_failed",
	    desc_stats.compress_errors);
	prom_u64(p, name, "kind", "log_warning", log_count(LOG_LEVEL_WARN));
	prom_u64(p, name, "kind", "log_error", log_count(LOG_LEVEL_ERROR));
}

/* The process, as Prometheus' own clients name it (process_*). */
static void
metrics_process(struct prom *p)
{
	struct procstat	ps;

	if (procstat_read(&ps) != 0 && ps.open_fds == 0)
		return;
	prom_family(p, "process_cpu_seconds_total", "counter",
	    "User and system CPU time spent, in seconds.");
	prom_double(p, "process_cpu_seconds_total", NULL, NULL,
	    ps.cpu_seconds);
	prom_family(p, "process_resident_memory_bytes", "gauge",
	    "Resident memory size in bytes.");
	prom_u64(p, "process_resident_memory_bytes", NULL, NULL, ps.rss_bytes);
	prom_family(p, "process_virtual_memory_bytes", "gauge",
	    "Virtual memory size in bytes.");
	prom_u64(p, "process_virtual_memory_bytes", NULL, NULL,
	    ps.vsize_bytes);
	prom_family(p, "process_open_fds", "gauge",
	    "Number of open file descriptors.");
	prom_u64(p, "process_open_fds", NULL, NULL, ps.open_fds);
	prom_family(p, "process_max_fds", "gauge",
	    "Maximum number of open file descriptors.");
	prom_u64(p, "process_max_fds", NULL, NULL, ps.max_fds);
	prom_family(p, "process_start_time_seconds", "gauge",
	    "Start time of the process since unix epoch in seconds (a hot "
	    "reboot keeps the process: see mud_start_time_seconds).");
	prom_double(p, "process_start_time_seconds", NULL, NULL,
	    ps.start_time);
}

/* Reboots, refused logins and connections, the database's files. */
static void
metrics_ops(struct prom *p)
{
	uint64_t	db, wal;

	prom_family(p, "mud_reboots_total", "counter",
	    "Hot reboots since the process started (the counts go across "
	    "the exec): done, refused before anyone was disturbed (the "
	    "program, its dry run), failed on the way (everyone stayed).");
	prom_u64(p, "mud_reboots_total", "result", "done", reboot_stats.done);
	prom_u64(p, "mud_reboots_total", "result", "refused",
	    reboot_stats.refused);
	prom_u64(p, "mud_reboots_total", "result", "failed",
	    reboot_stats.failed);
	prom_family(p, "mud_login_failures_total", "counter",
	    "Logins that failed: a wrong password, or an address locked out "
	    "by them (limits.address_failures).");
	prom_u64(p, "mud_login_failures_total", "reason", "wrong_password",
	    login_stats.wrong_password);
	prom_u64(p, "mud_login_failures_total", "reason", "locked_out",
	    login_stats.locked_out);
	prom_family(p, "mud_ban_refusals_total", "counter",
	    "Connections (site) and logins or new characters (name) turned "
	    "away by a ban.");
	prom_u64(p, "mud_ban_refusals_total", "kind", "site", ban_stats.sites);
	prom_u64(p, "mud_ban_refusals_total", "kind", "name", ban_stats.names);
	store_file_sizes(game_store, &db, &wal);
	prom_family(p, "mud_database_size_bytes", "gauge",
	    "The database's files on disk: the database and its write-ahead "
	    "log (wal; folded back at each checkpoint).");
	prom_u64(p, "mud_database_size_bytes", "file", "db", db);
	prom_u64(p, "mud_database_size_bytes", "file", "wal", wal);
}

/* Every figure, in the exposition format. */
char *
metrics_render(size_t *len)
{
	struct prom	p;
	char		*out;

	metrics_scrapes++;
	prom_init(&p);
	prom_family(&p, "mud_info", "gauge",
	    "The server's version (always 1).");
	prom_u64(&p, "mud_info", "version", MUD_VERSION, 1);
	prom_family(&p, "mud_start_time_seconds", "gauge",
	    "When the server started (Unix time).");
	prom_u64(&p, "mud_start_time_seconds", NULL, NULL,
	    (uint64_t)game_boot_time);
	prom_family(&p, "mud_metrics_scrapes_total", "counter",
	    "Scrapes of this endpoint, this one included.");
	prom_u64(&p, "mud_metrics_scrapes_total", NULL, NULL, metrics_scrapes);
	metrics_people(&p);
	metrics_commands(&p);
	metrics_pulse(&p);
	metrics_io(&p);
	metrics_tls(&p);
	metrics_web(&p);
	metrics_store(&p);
	metrics_errors(&p);
	metrics_process(&p);
	metrics_ops(&p);
	out = growbuf_take(&p.out, len);
	return (out);
}

/* Listen, if enabled. */
int
metrics_start(struct event_base *base, char **cause)
{
	if (!conf_int(CFG_METRICS))
		return (0);
	if (httpd_start(base, conf_str(CFG_METRICS_BIND),
	    (int)conf_int(CFG_METRICS_PORT), "/metrics", PROM_CONTENT_TYPE,
	    metrics_render, cause) != 0)
		return (-1);
	/* Not "listening on": that names the game's port in the log. */
	log_info("metrics: serving http://%s:%d/metrics",
	    conf_str(CFG_METRICS_BIND), httpd_port());
	return (0);
}

/* Stop listening. */
void
metrics_stop(void)
{
	httpd_stop();
}
