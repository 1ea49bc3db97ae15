/* main.c: options, config, database, and the loop. */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <event2/event.h>
#include <event2/thread.h>
#include <sodium.h>

#include "address.h"
#include "backup.h"
#include "calendar.h"
#include "config.h"
#include "crowd.h"
#include "corpse.h"
#include "descriptor.h"
#include "equeue.h"
#include "filecheck.h"
#include "game.h"
#include "help.h"
#include "interp.h"
#include "import.h"
#include "log.h"
#include "login.h"
#include "metrics.h"
#include "object.h"
#include "player.h"
#include "pwhash.h"
#include "reload.h"
#include "room.h"
#include "wire.h"
#include "world.h"
#include "area.h"
#include "reboot.h"
#include "record.h"
#include "rng.h"
#include "script.h"
#include "server.h"
#include "session.h"
#include "socials.h"
#include "store.h"
#include "store-backup.h"
#include "staff.h"
#include "store-lock.h"
#include "tls.h"
#include "update.h"
#include "websock.h"
#include "xmalloc.h"

#define DEFAULT_CONFIG	"data/mud.conf"


static void
usage(FILE *f)
{
	fprintf(f,
	    "usage: mud [--config FILE] [--port N] [--db FILE] [--area-dir DIR]\n"
	    "           [--check] [--print-config] [--help] [--version]\n"
	    "           [--seed N] [--record FILE] [--replay FILE [--replay-out DIR]]\n"
	    "           [--restore FILE] [--role NAME RANK]\n"
	    "           [--reboot-state FILE] [--web-port N]\n"
	    "       mud import rom|circle SRC DEST [--specs FILE]\n"
	    "\n"
	    "  -c, --config FILE   config file (default %s)\n"
	    "  -p, --port N        TCP port, overriding the config\n"
	    "      --web-port N    serve the web client on port N (web.enabled\n"
	    "                      and web.port, overriding the config)\n"
	    "  -d, --db FILE       SQLite player database, overriding the config\n"
	    "  -a, --area-dir DIR  area directory, overriding the config\n"
	    "      --check         check the config and every area, report every\n"
	    "                      problem as file:line: message, and exit (1 if\n"
	    "                      any): all a start would refuse but the ports\n"
	    "      --print-config  print the settings in force and exit\n"
	    "      --seed N        the random seed (default: a random one, logged)\n"
	    "      --record FILE   record what reaches the game to FILE, and the\n"
	    "                      database as it is at the start to FILE.db\n"
	    "      --replay FILE   run a recording again without clients, from a\n"
	    "                      copy of its database, and check that every\n"
	    "                      connection is sent the same; exit 1 if not\n"
	    "      --replay-out DIR  write what each connection is sent to DIR\n"
	    "      --restore FILE  put the backup FILE in place of the database\n"
	    "                      (the server must not be running; the old\n"
	    "                      database is kept beside it) and exit\n"
	    "      --role NAME RANK  give the character NAME the rank player,\n"
	    "                      builder, admin or owner, and exit (the server\n"
	    "                      must be stopped; the character must exist)\n"
	    "      --reboot-state FILE  take over the connections a reboot\n"
	    "                      left in FILE (the reboot command passes it)\n"
	    "  import rom|circle SRC DEST  bring a ROM 2.4/Merc area list or a\n"
	    "                      CircleMUD/tbaMUD lib/world here as area files\n"
	    "                      in DEST, with DEST/IMPORT.md (docs/import.md);\n"
	    "                      --specs: CircleMUD's spec_assign.c, if not\n"
	    "                      in its source tree beside SRC\n"
	    "  -h, --help          this help\n"
	    "  -V, --version       the version\n", DEFAULT_CONFIG);
}

/* One problem of the pre-flight, printed: where the setting is, why. */
static void
main_problem(int *n, enum config_key k, char *cause)
{
	printf("%s: %s.%s: %s\n", config_origin(config_current, k),
	    config_table[k].section, config_table[k].name, cause);
	free(cause);
	(*n)++;
}

/*
 * --check's pre-flight: what a start would refuse beyond the world and
 * the help, short of binding the ports (and of taking the database's
 * lock: a server may be running on it, as at a reboot's dry run): the
 * bind addresses, the log file, the database file and its folder, TLS.
 * Each problem printed as ORIGIN: section.key: why; their count.
 */
static int
main_preflight(void)
{
	const char	*db = conf_str(CFG_DATABASE);
	char		*cause = NULL, *wal;
	int		 n = 0;

	if (server_check_bind(conf_str(CFG_BIND), &cause) != 0)
		main_problem(&n, CFG_BIND, cause);
	if (conf_int(CFG_METRICS) && server_check_bind(
	    conf_str(CFG_METRICS_BIND), &cause) != 0)
		main_problem(&n, CFG_METRICS_BIND, cause);
	if (conf_int(CFG_WEB) && *conf_str(CFG_WEB_BIND) != '\0' &&
	    server_check_bind(conf_str(CFG_WEB_BIND), &cause) != 0)
		main_problem(&n, CFG_WEB_BIND, cause);
	if (*conf_str(CFG_LOG_FILE) != '\0' &&
	    filecheck_writable(conf_str(CFG_LOG_FILE), &cause) != 0)
		main_problem(&n, CFG_LOG_FILE, cause);
	if (strcmp(db, ":memory:") != 0) {
		/* SQLite makes DATABASE-wal beside it: the folder too. */
		xasprintf(&wal, "%s-wal", db);
		if (filecheck_writable(db, &cause) != 0 ||
		    filecheck_writable(wal, &cause) != 0)
			main_problem(&n, CFG_DATABASE, cause);
		free(wal);
	}
	if ((conf_int(CFG_TLS) || (conf_int(CFG_WEB) &&
	    conf_int(CFG_WEB_TLS))) && tls_check(&cause) != 0)
		main_problem(&n, *conf_str(CFG_TLS_CERT) != '\0' ?
		    CFG_TLS_CERT : conf_int(CFG_TLS) ? CFG_TLS : CFG_WEB_TLS,
		    cause);
	return (n);
}

/*
 * --check: load every area and every help file, report every problem,
 * exit 1 if any. A help directory that cannot be read is only noted: the
 * game runs without help. With preflight, the rest of what a start
 * would refuse is checked too (main_preflight).
 */
static int
main_check(const char *dir, const char *help_dir, const char *socials,
    int preflight)
{
	struct world_def	*wd;
	struct help_set		*help;
	struct social_set	*soc = NULL;
	char			*errors = NULL, *herrors = NULL, *summary;
	char			*serrors = NULL, *stext = xstrdup("");
	int			 nerrors = 0, nhelp, nflight, nsoc;

	nflight = preflight ? main_preflight() : 0;
	/* Scripts are compiled as the game would, and refused alike. */
	wire_game();
	wd = world_load(dir, &errors, &nerrors);
	nerrors += nflight;
	script_shutdown();
	if (errors != NULL)
		fputs(errors, stdout);
	free(errors);
	nhelp = help_load(help_dir, &help, &herrors);
	if (nhelp < 0)
		printf("note: no help: %s", herrors);
	else if (herrors != NULL)
		fputs(herrors, stdout);
	free(herrors);
	if (nhelp > 0)
		nerrors += nhelp;
	/* The socials, with the command table they may not shadow. */
	if (socials != NULL) {
		nsoc = social_load(socials, interp_taken, &soc, &serrors);
		/* No file is a note, as no help is (the game runs without). */
		if (nsoc < 0)
			printf("note: no socials: %s", serrors != NULL ?
			    serrors : "\n");
		else if (serrors != NULL)
			fputs(serrors, stdout);
		free(serrors);
		if (nsoc > 0)
			nerrors += nsoc;
		free(stext);
		xasprintf(&stext, ", %zu socials", social_set_count(soc));
		social_set_free(soc);
	}
	if (wd == NULL) {
		help_set_free(help);
		free(stext);
		printf("%d error%s\n", nerrors, nerrors == 1 ? "" : "s");
		return (nerrors > 0 ? 1 : 2);
	}
	summary = world_area_lines(wd);
	fputs(summary, stdout);
	free(summary);
	summary = world_summary(wd);
	printf("%s%s, %zu help entries; %d error%s\n", summary, stext,
	    help_set_count(help), nerrors, nerrors == 1 ? "" : "s");
	free(summary);
	free(stext);
	world_free(wd);
	help_set_free(help);
	return (nerrors > 0 ? 1 : 0);
}

/*
 * mud import rom|circle SRC DEST: read another codebase's world, write it
 * here as area files, help and IMPORT.md, then check it as --check does.
 * 0 when it imported and checks clean, 1 when it imported with problems
 * (IMPORT.md and the check say which), 2 when nothing could be imported.
 */
static int
main_import(int argc, char **argv)
{
	struct import	 imp;
	struct timespec	 t0, t1;
	char		*cause = NULL, *help_dir;
	int		 rc, nbroken;

	if ((argc != 4 && !(argc == 6 && strcmp(argv[1], "circle") == 0 &&
	    strcmp(argv[4], "--specs") == 0)) || (strcmp(argv[1], "rom") != 0 &&
	    strcmp(argv[1], "circle") != 0)) {
		fprintf(stderr, "usage: mud import rom|circle SRC DEST "
		    "[--specs FILE]\n"
		    "  rom     SRC is a ROM 2.4 / Merc area list (area.lst) "
		    "or its directory\n"
		    "  circle  SRC is a CircleMUD / tbaMUD lib/world "
		    "directory; its special procedures are read from\n"
		    "          the spec_assign.c of its source tree, or the "
		    "FILE given with --specs\n");
		return (2);
	}
	clock_gettime(CLOCK_MONOTONIC, &t0);
	import_init(&imp, argv[1], argv[2]);
	if (argc == 6)
		imp.specs = argv[5];
	rc = strcmp(argv[1], "rom") == 0 ? import_rom(&imp, argv[2], &cause) :
	    import_circle(&imp, argv[2], &cause);
	if (rc != 0) {
		fprintf(stderr, "mud import: %s\n", cause);
		free(cause);
		import_free(&imp);
		return (2);
	}
	if (import_write(&imp, argv[3], &cause) != 0) {
		fprintf(stderr, "mud import: %s\n", cause);
		free(cause);
		import_free(&imp);
		return (2);
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	nbroken = (int)import_count(&imp, IMPORT_BROKEN);
	printf("imported %zu areas from %s into %s in %.3f s: %zu "
	    "approximated, %zu left out, %d broken in the source (see "
	    "%s/IMPORT.md)\n", imp.world->nareas, argv[2], argv[3],
	    (double)(t1.tv_sec - t0.tv_sec) +
	    (double)(t1.tv_nsec - t0.tv_nsec) / 1e9,
	    import_count(&imp, IMPORT_APPROXIMATED),
	    import_count(&imp, IMPORT_LEFT_OUT), nbroken, argv[3]);
	import_free(&imp);
	xasprintf(&help_dir, "%s/help", argv[3]);
	/* Scripts are checked with the default limits (no config read). */
	if (config_current == NULL)
		config_current = config_new();
	rc = main_check(argv[3], help_dir, NULL, 0);
	config_free(config_current);
	config_current = NULL;
	free(help_dir);
	return (rc != 0 || nbroken > 0 ? 1 : 0);
}

/*
 * Read the help files and put them in force; 0, or -1 if they have
 * errors (printed). A directory that cannot be read leaves the game
 * without help, logged.
 */
static int
main_load_help(void)
{
	struct help_set	*help;
	char		*errors = NULL;
	int		 n;

	n = help_load(conf_str(CFG_HELP_DIR), &help, &errors);
	if (n > 0) {
		log_error("the help files have errors; not starting");
		fprintf(stderr, "%s%d error%s in the help files; not "
		    "starting\n", errors, n, n == 1 ? "" : "s");
		free(errors);
		help_set_free(help);
		return (-1);
	}
	if (n < 0) {
		log_warnx("no help: %s", errors);
		help = help_set_new();
	} else
		log_info("help: %zu entries in %zu files",
		    help_set_count(help), help_set_files(help));
	free(errors);
	help_install(help);
	return (0);
}

/*
 * Read the socials and put them in force; 0, or -1 if the file has
 * errors (printed). A file that cannot be read leaves the game without
 * socials, logged.
 */
static int
main_load_socials(void)
{
	struct social_set	*set;
	char			*errors = NULL;
	int			 n;

	n = social_load(conf_str(CFG_SOCIALS), interp_taken, &set, &errors);
	if (n > 0) {
		log_error("the socials file has errors; not starting");
		fprintf(stderr, "%s%d error%s in the socials; not starting\n",
		    errors, n, n == 1 ? "" : "s");
		free(errors);
		social_set_free(set);
		return (-1);
	}
	if (n < 0) {
		log_warnx("no socials: %s", errors);
		set = social_set_new();
	} else
		log_info("socials: %zu", social_set_count(set));
	free(errors);
	social_install(set);
	return (0);
}

/* The game's pulse: whatever is due on the event queue. */
static void
main_pulse(void)
{
	record_pulse();
	equeue_heartbeat(game_eq);
}

/* Copy a recording's database snapshot into a new directory for a replay. */
static int
main_copy_snapshot(const char *from, char *dir, char *to, size_t tolen,
    char **cause)
{
	FILE	*in, *out;
	char	 buf[65536];
	size_t	 n;

	if (mkdtemp(dir) == NULL) {
		xasprintf(cause, "%s: %s", dir, strerror(errno));
		return (-1);
	}
	snprintf(to, tolen, "%s/replay.db", dir);
	if ((in = fopen(from, "rb")) == NULL) {
		xasprintf(cause, "%s: %s", from, strerror(errno));
		rmdir(dir);
		return (-1);
	}
	if ((out = fopen(to, "wb")) == NULL) {
		xasprintf(cause, "%s: %s", to, strerror(errno));
		fclose(in);
		rmdir(dir);
		return (-1);
	}
	while ((n = fread(buf, 1, sizeof buf, in)) > 0)
		fwrite(buf, 1, n, out);
	fclose(in);
	if (fclose(out) != 0) {
		xasprintf(cause, "%s: %s", to, strerror(errno));
		return (-1);
	}
	return (0);
}

/* Run the recording; 0 if every connection was sent the same. */
static int
main_replay(const char *outdir)
{
	unsigned long long	 events, lines, pulses, conns;
	char			*cause = NULL;
	int			 diffs;

	diffs = record_replay_run(outdir, &cause);
	record_replay_counts(&events, &lines, &pulses, &conns);
	if (diffs < 0) {
		fprintf(stderr, "mud: %s\n", cause);
		free(cause);
		return (2);
	}
	printf("replay: %llu events, %llu lines, %llu pulses, %llu "
	    "connections; %s\n", events, lines, pulses, conns, diffs == 0 ?
	    "every connection was sent the same" : "some connections were "
	    "sent something else (see the log)");
	return (diffs == 0 ? 0 : 1);
}

/* SIGHUP: read the config file, the help files and the socials again. */
static void
main_reload(void)
{
	char	*report;

	reload_config("SIGHUP", &report);
	free(report);
	reload_help("SIGHUP", &report);
	free(report);
	reload_socials("SIGHUP", &report);
	free(report);
}

static const struct server_hooks main_hooks = {
	.pulse = main_pulse,
	.reload = main_reload,
	.shutdown = session_shutdown,
};

/*
 * --restore: put a backup in place of the database, unless a server runs
 * on it (its lock, store-lock.h); what the database held is kept beside
 * it as DATABASE.before-restore-DATE-TIME.
 */
static int
main_restore(const char *file, const char *db)
{
	char		*cause = NULL, *keep = NULL, stamp[32];
	char		 a[PATH_MAX], b[PATH_MAX];
	struct tm	 tm;
	time_t		 now = time(NULL);
	long long	 players;
	int		 version, rc, kept;

	if (realpath(file, a) != NULL && realpath(db, b) != NULL &&
	    strcmp(a, b) == 0) {
		fprintf(stderr, "mud: --restore: %s is the database itself\n",
		    file);
		return (2);
	}
	if ((rc = store_lock_take(db, &cause)) != 0) {
		fprintf(stderr, "mud: --restore refused: %s%s\n", cause,
		    rc == 1 ? "; stop that server first" : "");
		log_warnx("--restore %s refused: %s", file, cause);
		free(cause);
		return (1);
	}
	if (store_backup_check(file, &version, &players, &cause) != 0)
		goto fail;
	gmtime_r(&now, &tm);
	strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
	xasprintf(&keep, "%s.before-restore-%s", db, stamp);
	if (store_backup_restore(file, db, keep, &kept, &cause) != 0)
		goto fail;
	if (!kept) {
		free(keep);
		keep = NULL;
	}
	printf("restored %s from %s: %lld player%s, schema %d%s%s\n", db, file,
	    players, players == 1 ? "" : "s", version,
	    keep != NULL ? "; what it held is kept as " : "",
	    keep != NULL ? keep : "");
	log_info("--restore: %s from %s (%lld players, schema %d)%s%s", db,
	    file, players, version, keep != NULL ? "; the old one is kept "
	    "as " : "", keep != NULL ? keep : "");
	free(keep);
	store_lock_release();
	return (0);
fail:
	fprintf(stderr, "mud: --restore: %s; the database is unchanged\n",
	    cause);
	log_warnx("--restore %s failed: %s", file, cause);
	free(cause);
	free(keep);
	store_lock_release();
	return (1);
}

/*
 * --role NAME RANK: give a stored character a rank, with the server
 * stopped (its lock): the way to make the first owner, or to recover
 * when the game has none. Audited as "(console)" and logged.
 */
static int
main_role(const char *db, const char *name, const char *rank)
{
	char	*cause = NULL, canon[CHAR_NAME_MAX + 1];
	int	 role, was, rc, found;

	if ((role = staff_role_parse(rank)) < 0) {
		fprintf(stderr, "mud: --role: '%s' is not a rank: player, "
		    "builder, admin or owner\n", rank);
		return (2);
	}
	if (strcmp(db, ":memory:") == 0 || access(db, F_OK) != 0) {
		fprintf(stderr, "mud: --role: there is no database %s yet: "
		    "start the server, create the character %s, stop the "
		    "server and run this again\n", db, name);
		return (1);
	}
	if ((rc = store_lock_take(db, &cause)) != 0) {
		fprintf(stderr, "mud: --role refused: %s%s\n", cause, rc == 1 ?
		    "; stop that server first (or use 'promote' in the game)" :
		    "");
		log_warnx("--role %s %s refused: %s", name, rank, cause);
		free(cause);
		return (1);
	}
	if ((game_store = store_open(db, &cause)) == NULL) {
		fprintf(stderr, "mud: --role: %s\n", cause);
		log_warnx("--role %s %s: %s", name, rank, cause);
		free(cause);
		store_lock_release();
		return (1);
	}
	found = staff_set_stored_role(game_store, name, role, &was, canon,
	    &cause);
	if (found == 1)
		staff_role_changed("(console)", canon, was, role);
	store_close(game_store);
	game_store = NULL;
	store_lock_release();
	if (found < 0) {
		fprintf(stderr, "mud: --role: %s; nothing changed\n", cause);
		log_warnx("--role %s %s failed: %s", name, rank, cause);
		free(cause);
		return (1);
	}
	if (found == 0) {
		fprintf(stderr, "mud: --role: there is no character called %s "
		    "in %s: create it first (connect and make it), then run "
		    "this again\n", name, db);
		log_warnx("--role %s %s refused: no such character", name,
		    rank);
		return (1);
	}
	printf("%s is now %s (was %s)\n", canon, staff_role_article(role),
	    staff_role_article(was));
	return (0);
}

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
		{ "seed", required_argument, NULL, 'S' },
		{ "record", required_argument, NULL, 'R' },
		{ "replay", required_argument, NULL, 'Y' },
		{ "replay-out", required_argument, NULL, 'O' },
		{ "restore", required_argument, NULL, 'T' },
		{ "role", required_argument, NULL, 'L' },
		{ "reboot-state", required_argument, NULL, 'B' },
		{ "web-port", required_argument, NULL, 'W' },
		{ NULL, 0, NULL, 0 }
	};
	const char	*config_path = DEFAULT_CONFIG, *overrides[CFG__COUNT];
	char		*errors = NULL, *cause = NULL;
	enum log_level	 level;
	const char	*record_file = NULL, *replay_file = NULL;
	const char	*role_name = NULL, *role_rank = NULL;
	const char	*replay_out = NULL, *db_path, *restore_file = NULL,
			*reboot_state = NULL;
	char		*snapshot = NULL, replay_dir[] = "/tmp/mud-replay-XXXXXX";
	char		 replay_db[sizeof replay_dir + 16];
	uint64_t	 seed = 0;
	int		 ch, explicit_config = 0, print = 0, check = 0, rc, k;
	int		 seeded = 0;

	/*
	 * What the server makes is not for every user of the machine: the
	 * database (password hashes) and its -wal and -shm 0600 (the lock
	 * makes it so, and SQLite gives its side files the database's
	 * mode), the log 0640, backups 0600; anything else at most 0640.
	 */
	filecheck_umask();
	if (argc > 1 && strcmp(argv[1], "import") == 0)
		return (main_import(argc - 1, argv + 1));
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
		case 'W':
			overrides[CFG_WEB] = "yes";
			overrides[CFG_WEB_PORT] = optarg;
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
		case 'S':
			seed = strtoull(optarg, NULL, 10);
			seeded = 1;
			break;
		case 'R':
			record_file = optarg;
			break;
		case 'Y':
			replay_file = optarg;
			break;
		case 'O':
			replay_out = optarg;
			break;
		case 'T':
			restore_file = optarg;
			break;
		case 'L':
			role_name = optarg;
			break;
		case 'B':
			reboot_state = optarg;
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
	/* --role NAME RANK: the rank is the one word left. */
	if (role_name != NULL) {
		if (optind >= argc) {
			fprintf(stderr, "mud: --role needs a name and a rank: "
			    "mud --role NAME player|builder|admin|owner\n");
			return (2);
		}
		role_rank = argv[optind++];
	}
	if (optind < argc) {
		fprintf(stderr, "mud: unexpected argument '%s' (see mud "
		    "--help)\n", argv[optind]);
		return (2);
	}
	if (reboot_state != NULL && (record_file != NULL ||
	    replay_file != NULL)) {
		fprintf(stderr, "mud: --reboot-state goes with neither --record "
		    "nor --replay\n");
		return (2);
	}
	reboot_setup(argc, argv);

	config_current = config_new();
	if (explicit_config || access(config_path, F_OK) == 0) {
		if (config_load(config_current, config_path, &errors) != 0) {
			fprintf(stderr, "%s", errors);
			fprintf(stderr, "mud: %s has errors%s\n", config_path,
			    check ? "" : "; not starting");
			/* --check: errors found, 1, as for the areas. */
			rc = check ? 1 : 2;
			goto out;
		}
	}
	for (k = 0; k < CFG__COUNT; k++) {
		char	*key;

		if (overrides[k] == NULL)
			continue;
		/* section.name: a name alone (port) may be in two sections. */
		xasprintf(&key, "%s.%s", config_table[k].section,
		    config_table[k].name);
		rc = config_set(config_current, key, overrides[k],
		    "command line", &cause);
		free(key);
		if (rc != 0) {
			fprintf(stderr, "mud: %s\n", cause);
			rc = check ? 1 : 2;
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
		rc = main_check(conf_str(CFG_AREA_DIR), conf_str(CFG_HELP_DIR),
		    conf_str(CFG_SOCIALS), 1);
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

	if (restore_file != NULL) {
		rc = main_restore(restore_file, conf_str(CFG_DATABASE));
		goto out;
	}
	if (role_name != NULL) {
		rc = main_role(conf_str(CFG_DATABASE), role_name, role_rank);
		goto out;
	}
	if (sodium_init() < 0)
		fatalx("libsodium failed to initialise");
	db_path = conf_str(CFG_DATABASE);
	if (replay_file != NULL) {
		if (record_replay_open(replay_file, &seed, &snapshot,
		    &cause) != 0 || main_copy_snapshot(snapshot, replay_dir,
		    replay_db, sizeof replay_db, &cause) != 0) {
			fprintf(stderr, "mud: %s\n", cause);
			rc = 2;
			goto out;
		}
		db_path = replay_db;
		seeded = 1;
	}
	/* One server per database (a replay runs on a copy of its own). */
	if (replay_file == NULL && (k = store_lock_take(db_path, &cause)) != 0) {
		log_error("database: %s", cause);
		fprintf(stderr, "mud: database: %s%s\n", cause, k == 1 ?
		    "; not starting a second server on it" : "");
		rc = 1;
		goto out;
	}
	if (!seeded)
		randombytes_buf(&seed, sizeof seed);
	rng_seed(seed);
	log_info("random seed %llu", (unsigned long long)seed);
	if ((game_store = store_open(db_path, &cause)) == NULL) {
		log_error("database: %s", cause);
		fprintf(stderr, "mud: database: %s\n", cause);
		rc = 1;
		goto out;
	}
	log_info("database %s (schema %d, %lld players)",
	    db_path, store_schema_version(game_store),
	    store_count_players(game_store));
	staff_boot_notice(game_store);
	if (record_file != NULL && record_start(record_file, seed, game_store,
	    &cause) != 0) {
		fprintf(stderr, "mud: --record: %s\n", cause);
		store_close(game_store);
		rc = 1;
		goto out;
	}
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
	/* A replay has no workers: each check ends as the recording says. */
	if (pwhash_init(game_base, replay_file != NULL ? 0 :
	    (int)conf_int(CFG_HASH_THREADS), &cause) != 0)
		fatalx("%s", cause);
	game_eq = update_queue_new();
	wire_game();
	login_motd_check();
	if (world_boot(conf_str(CFG_AREA_DIR), &cause) != 0) {
		log_error("the world has errors; not starting");
		fprintf(stderr, "%s", cause);
		rc = 1;
		goto stop;
	}
	log_info("world: %s", cause);
	free(cause);
	cause = NULL;
	if (main_load_help() != 0 || main_load_socials() != 0) {
		rc = 1;
		goto stop;
	}
	calendar_start();
	/* Players' corpses lie where they were saved. */
	corpse_boot();
	backup_start();
	game_boot_time = game_time();
	session_setup(game_base);
	if (replay_file != NULL) {
		rc = main_replay(replay_out);
		desc_free_all();
		goto stop;
	}
	if (metrics_start(game_base, &cause) != 0) {
		log_error("%s", cause);
		fprintf(stderr, "mud: %s\n", cause);
		rc = 1;
		goto stop;
	}
	if (reboot_state == NULL)
		reboot_remove_stale();
	/*
	 * The context first: a reboot takes the TLS port back with it. A
	 * reboot goes on without TLS rather than lose everyone.
	 */
	if ((conf_int(CFG_TLS) || (conf_int(CFG_WEB) &&
	    conf_int(CFG_WEB_TLS))) && tls_setup(game_base, &cause) != 0) {
		log_error("tls: %s%s", cause, reboot_state != NULL ? "; the "
		    "TLS port stays closed" : "");
		fprintf(stderr, "mud: tls: %s\n", cause);
		free(cause);
		cause = NULL;
		if (reboot_state == NULL) {
			rc = 1;
			goto stop;
		}
	}
	/* Before any connection is counted, kept ones included. */
	address_setup((int)conf_int(CFG_IPV6_PREFIX));
	if (reboot_state != NULL ? reboot_resume(game_base, reboot_state,
	    &main_hooks, &cause) != 0 : server_start(game_base,
	    conf_str(CFG_BIND), (int)conf_int(CFG_PORT), &main_hooks,
	    &cause) != 0) {
		log_error("%s", cause);
		fprintf(stderr, "mud: %s\n", cause);
		rc = 1;
		goto stop;
	}
	if (conf_int(CFG_TLS) && tls_ready() && server_tls_listen_fd() < 0 &&
	    server_start_tls(conf_str(CFG_BIND), (int)conf_int(CFG_TLS_PORT),
	    &cause) != 0) {
		log_error("%s", cause);
		fprintf(stderr, "mud: %s\n", cause);
		rc = 1;
		goto stop;
	}
	/* After a reboot without TLS, no web port rather than a plain one. */
	if (conf_int(CFG_WEB) && conf_int(CFG_WEB_TLS) && !tls_ready())
		log_error("web: tls is on but TLS could not be set up; the web "
		    "port stays closed");
	else if (conf_int(CFG_WEB) && websock_start(game_base,
	    conf_str(CFG_WEB_BIND)[0] != '\0' ? conf_str(CFG_WEB_BIND) :
	    conf_str(CFG_BIND), (int)conf_int(CFG_WEB_PORT),
	    conf_str(CFG_WEB_ROOT), (int)conf_int(CFG_WEB_TLS), &cause) != 0) {
		log_error("%s", cause);
		fprintf(stderr, "mud: %s\n", cause);
		rc = 1;
		goto stop;
	}
	rc = server_loop();
	reboot_check_cancel();
	websock_stop();
	record_stop();
	main_log_totals();
stop:

	metrics_stop();
	tls_free();
	pwhash_shutdown();
	backup_stop();
	calendar_stop();
	help_install(NULL);
	social_install(NULL);
	crowd_forget();
	world_shutdown();
	script_shutdown();
	equeue_free(game_eq);
	store_close(game_store);
	event_base_free(game_base);
	libevent_global_shutdown();
	log_info("mud stopped");
out:
	/* Read or not, a reboot's state file is not left lying about. */
	if (reboot_state != NULL)
		unlink(reboot_state);
	if (replay_file != NULL && snapshot != NULL) {
		unlink(replay_db);
		rmdir(replay_dir);
	}
	free(snapshot);
	free(errors);
	free(cause);
	reboot_cleanup();
	config_free(config_current);
	log_close();
	return (rc);
}
