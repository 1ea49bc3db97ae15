/* main.c: options, config, database, and the loop. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <event2/event.h>
#include <event2/thread.h>
#include <sodium.h>

#include "config.h"
#include "descriptor.h"
#include "equeue.h"
#include "game.h"
#include "log.h"
#include "object.h"
#include "pwhash.h"
#include "reload.h"
#include "room.h"
#include "world.h"
#include "area.h"
#include "server.h"
#include "session.h"
#include "store.h"
#include "update.h"
#include "xmalloc.h"

#define DEFAULT_CONFIG	"data/mud.conf"


static void
usage(FILE *f)
{
	fprintf(f,
	    "usage: mud [--config FILE] [--port N] [--db FILE] [--area-dir DIR]\n"
	    "           [--check] [--print-config] [--help] [--version]\n"
	    "\n"
	    "  -c, --config FILE   config file (default %s)\n"
	    "  -p, --port N        TCP port, overriding the config\n"
	    "  -d, --db FILE       SQLite player database, overriding the config\n"
	    "  -a, --area-dir DIR  area directory, overriding the config\n"
	    "      --check         check the config and every area, report every\n"
	    "                      problem as file:line: message, and exit\n"
	    "      --print-config  print the settings in force and exit\n"
	    "  -h, --help          this help\n"
	    "  -V, --version       the version\n", DEFAULT_CONFIG);
}

/* --check: load every area, report every problem, exit 1 if any. */
static int
main_check(const char *dir)
{
	struct world_def	*wd;
	char			*errors = NULL, *summary;
	int			 nerrors = 0;

	wd = world_load(dir, &errors, &nerrors);
	if (errors != NULL)
		fputs(errors, stdout);
	free(errors);
	if (wd == NULL) {
		printf("%d error%s\n", nerrors, nerrors == 1 ? "" : "s");
		return (nerrors > 0 ? 1 : 2);
	}
	summary = world_summary(wd);
	printf("%s; %d error%s\n", summary, nerrors, nerrors == 1 ? "" : "s");
	free(summary);
	world_free(wd);
	return (nerrors > 0 ? 1 : 0);
}

/* The game's pulse: whatever is due on the event queue. */
static void
main_pulse(void)
{
	equeue_heartbeat(game_eq);
}

/* SIGHUP: read the config file again. */
static void
main_reload(void)
{
	char	*report;

	reload_config("SIGHUP", &report);
	free(report);
}

static const struct server_hooks main_hooks = {
	.pulse = main_pulse,
	.reload = main_reload,
	.shutdown = session_shutdown,
};

/* What the defences did while the server ran, for the admin's log. */
static void
main_log_totals(void)
{
	struct pwhash_stats	st;

	pwhash_get_stats(&st);
	log_info("password checks: %llu hashed, %llu dropped unhashed (their "
	    "connection closed first), %llu refused (too many waiting); "
	    "%llu connections shed to keep within output_budget; output "
	    "queued at most %zu bytes", st.run, st.dropped, st.refused,
	    desc_output_shed(), desc_output_peak());
}

int
main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "config", required_argument, NULL, 'c' },
		{ "port", required_argument, NULL, 'p' },
		{ "db", required_argument, NULL, 'd' },
		{ "area-dir", required_argument, NULL, 'a' },
		{ "print-config", no_argument, NULL, 'P' },
		{ "check", no_argument, NULL, 'C' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	const char	*config_path = DEFAULT_CONFIG, *overrides[CFG__COUNT];
	char		*errors = NULL, *cause = NULL;
	enum log_level	 level;
	int		 ch, explicit_config = 0, print = 0, check = 0, rc, k;

	memset(overrides, 0, sizeof overrides);
	opterr = 0;
	while ((ch = getopt_long(argc, argv, ":c:p:d:a:hV", longopts,
	    NULL)) != -1) {
		switch (ch) {
		case 'c':
			config_path = optarg;
			explicit_config = 1;
			break;
		case 'p':
			overrides[CFG_PORT] = optarg;
			break;
		case 'd':
			overrides[CFG_DATABASE] = optarg;
			break;
		case 'a':
			overrides[CFG_AREA_DIR] = optarg;
			break;
		case 'P':
			print = 1;
			break;
		case 'C':
			check = 1;
			break;
		case 'h':
			usage(stdout);
			return (0);
		case 'V':
			printf("mud %s\n", MUD_VERSION);
			return (0);
		case ':':
			fprintf(stderr, "mud: option '%s' needs a value (see "
			    "mud --help)\n", argv[optind - 1]);
			return (2);
		default:
			fprintf(stderr, "mud: unknown option '%s' (see mud "
			    "--help)\n", argv[optind - 1]);
			return (2);
		}
	}
	if (optind < argc) {
		fprintf(stderr, "mud: unexpected argument '%s' (see mud "
		    "--help)\n", argv[optind]);
		return (2);
	}

	config_current = config_new();
	if (explicit_config || access(config_path, F_OK) == 0) {
		if (config_load(config_current, config_path, &errors) != 0) {
			fprintf(stderr, "%s", errors);
			fprintf(stderr, "mud: %s has errors; not starting\n",
			    config_path);
			rc = 2;
			goto out;
		}
	}
	for (k = 0; k < CFG__COUNT; k++) {
		if (overrides[k] == NULL)
			continue;
		if (config_set(config_current, config_table[k].name,
		    overrides[k], "command line", &cause) != 0) {
			fprintf(stderr, "mud: %s\n", cause);
			rc = 2;
			goto out;
		}
	}
	reload_set_source(explicit_config || access(config_path, F_OK) == 0 ?
	    config_path : NULL, overrides);
	if (print) {
		config_print(config_current, stdout);
		rc = 0;
		goto out;
	}
	if (check) {
		rc = main_check(conf_str(CFG_AREA_DIR));
		goto out;
	}
	if (log_parse_level(conf_str(CFG_LOG_LEVEL), &level) != 0) {
		fprintf(stderr, "mud: %s: log level '%s' is not debug, info, "
		    "warn or error\n", config_origin(config_current,
		    CFG_LOG_LEVEL), conf_str(CFG_LOG_LEVEL));
		rc = 2;
		goto out;
	}
	log_set_level(level);
	if (log_open(conf_str(CFG_LOG_FILE), &cause) != 0) {
		fprintf(stderr, "mud: cannot open the log: %s\n", cause);
		rc = 2;
		goto out;
	}
	log_info("mud %s starting (config %s)", MUD_VERSION,
	    explicit_config || access(config_path, F_OK) == 0 ? config_path :
	    "built-in defaults");

	if ((game_store = store_open(conf_str(CFG_DATABASE), &cause)) == NULL) {
		log_error("database: %s", cause);
		fprintf(stderr, "mud: database: %s\n", cause);
		rc = 1;
		goto out;
	}
	log_info("database %s (schema %d, %lld players)",
	    conf_str(CFG_DATABASE), store_schema_version(game_store),
	    store_count_players(game_store));
	if (obj_uid_source(game_take_uids) != 0) {
		log_error("database: cannot take a block of object ids");
		fprintf(stderr, "mud: database: cannot take a block of object "
		    "ids\n");
		store_close(game_store);
		rc = 1;
		goto out;
	}

	if (evthread_use_pthreads() != 0)
		fatalx("libevent has no pthreads support");
	{
		struct event_config	*ec = event_config_new();
		struct timeval		 slice = { 0, SERVER_SLICE_USEC };

		/* Batch epoll_ctl calls: output is turned on and off a lot. */
		event_config_set_flag(ec, EVENT_BASE_FLAG_EPOLL_USE_CHANGELIST);
		/* Timers to the microsecond (timerfd), not rounded up to the
		 * next millisecond: the pulse starts on time. */
		event_config_set_flag(ec, EVENT_BASE_FLAG_PRECISE_TIMER);
		/*
		 * However many connections are ready at once, the loop goes
		 * back for its timers after a slice of their callbacks, and
		 * the pulse (priority 0) runs before the rest of them.
		 */
		event_config_set_max_dispatch_interval(ec, &slice, -1,
		    SERVER_PRIO_DEFAULT);
		game_base = event_base_new_with_config(ec);
		event_config_free(ec);
	}
	if (game_base == NULL ||
	    event_base_priority_init(game_base, SERVER_PRIORITIES) != 0)
		fatalx("event_base_new failed");
	if (strcmp(conf_str(CFG_HASH_COST), "minimum") == 0) {
		pwhash_set_minimum(1);
		log_warnx("hash_cost = minimum: passwords are hashed weakly; "
		    "for load tests only");
	} else if (strcmp(conf_str(CFG_HASH_COST), "interactive") != 0) {
		fprintf(stderr, "mud: %s: hash_cost '%s' is not interactive or "
		    "minimum\n", config_origin(config_current, CFG_HASH_COST),
		    conf_str(CFG_HASH_COST));
		rc = 2;
		goto stop;
	}
	if (pwhash_init(game_base, (int)conf_int(CFG_HASH_THREADS),
	    &cause) != 0)
		fatalx("%s", cause);
	game_eq = update_queue_new();
	world_set_hooks(&game_world_hooks);
	if (world_boot(conf_str(CFG_AREA_DIR), &cause) != 0) {
		log_error("the world has errors; not starting");
		fprintf(stderr, "%s", cause);
		rc = 1;
		goto stop;
	}
	log_info("world: %s", cause);
	free(cause);
	cause = NULL;
	game_boot_time = time(NULL);
	session_setup(game_base);
	if (server_start(game_base, conf_str(CFG_BIND),
	    (int)conf_int(CFG_PORT), &main_hooks, &cause) != 0) {
		log_error("%s", cause);
		fprintf(stderr, "mud: %s\n", cause);
		rc = 1;
		goto stop;
	}
	rc = server_loop();
	main_log_totals();
stop:

	pwhash_shutdown();
	world_shutdown();
	equeue_free(game_eq);
	store_close(game_store);
	event_base_free(game_base);
	libevent_global_shutdown();
	log_info("mud stopped");
out:
	free(errors);
	free(cause);
	config_free(config_current);
	log_close();
	return (rc);
}
