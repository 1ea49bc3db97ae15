/* reload.c: applying a changed config file to the running game. */
#include <stdlib.h>
#include <string.h>

#include "backup.h"
#include "calendar.h"
#include "character.h"
#include "config.h"
#include "equeue.h"
#include "game.h"
#include "help.h"
#include "interp.h"
#include "log.h"
#include "login.h"
#include "reload.h"
#include "socials.h"
#include "tls.h"
#include "world.h"
#include "update.h"
#include "xmalloc.h"

static char		*reload_path;
static const char	*reload_overrides[CFG__COUNT];

/* Settings read once at start: a change waits for a restart. */
static const enum config_key reload_restart_only[] = {
	CFG_PORT, CFG_BIND, CFG_DATABASE, CFG_AREA_DIR, CFG_HASH_THREADS,
	CFG_METRICS, CFG_METRICS_BIND, CFG_METRICS_PORT,
	CFG_TLS, CFG_TLS_PORT, CFG_WEB, CFG_WEB_BIND, CFG_WEB_PORT, CFG_WEB_ROOT,
	CFG_WEB_TLS,
};

/* Remember the config's file and command-line values. */
void
reload_set_source(const char *path, const char *const *overrides)
{
	int	k;

	free(reload_path);
	reload_path = path != NULL ? xstrdup(path) : NULL;
	for (k = 0; k < CFG__COUNT; k++)
		reload_overrides[k] = overrides[k];
}

static int
reload_needs_restart(enum config_key k)
{
	size_t	i;

	for (i = 0; i < sizeof reload_restart_only /
	    sizeof reload_restart_only[0]; i++) {
		if (reload_restart_only[i] == k)
			return (1);
	}
	return (0);
}

/* Make queued events follow changed intervals. */
static void
reload_requeue(void)
{
	struct area	*a;
	uint32_t	 reset = (uint32_t)conf_pulses(CFG_AREA_RESET);

	TAILQ_FOREACH(a, &world_areas, entry) {
		if (a->def->reset_interval == 0)
			update_shorten(a->reset_ev, reset);
	}
	update_config_changed();
	calendar_config_changed();
	backup_config_changed();
	login_motd_check();
}

/*
 * A reload refused: a line saying so, then one per problem (errors holds
 * them one a line), each a log line of its own with its time.
 */
void
reload_log_refused(const char *what, const char *who, const char *errors)
{
	const char	*line, *end;
	int		 n = 0;

	for (line = errors; line != NULL && *line != '\0'; line = end) {
		end = line + strcspn(line, "\n");
		if (end > line)
			n++;
		if (*end == '\n')
			end++;
	}
	log_warnx("%s reload by %s refused (%d problem%s); the running one is "
	    "unchanged", what, who, n, n == 1 ? "" : "s");
	for (line = errors; line != NULL && *line != '\0'; line = end) {
		end = line + strcspn(line, "\n");
		if (end > line)
			log_warnx("%s reload by %s refused: %.*s", what, who,
			    (int)(end - line), line);
		if (*end == '\n')
			end++;
	}
}

/* Re-read the config and apply it, or keep the old one and say why. */
int
reload_config(const char *who, char **report)
{
	struct config	*c = config_new(), *old;
	char		*errors = NULL, *cause = NULL, *changes = NULL, *tmp;
	enum log_level	 level;
	int		 k, n = 0, rc;

	*report = NULL;
	if (reload_path != NULL && config_load(c, reload_path, &errors) != 0)
		goto fail;
	for (k = 0; k < CFG__COUNT; k++) {
		if (reload_overrides[k] == NULL)
			continue;
		/* section.name: a name alone (port) may be in two sections. */
		xasprintf(&tmp, "%s.%s", config_table[k].section,
		    config_table[k].name);
		rc = config_set(c, tmp, reload_overrides[k], "command line",
		    &cause);
		free(tmp);
		if (rc != 0) {
			xasprintf(&errors, "%s\n", cause);
			free(cause);
			goto fail;
		}
	}
	if (log_parse_level(config_str(c, CFG_LOG_LEVEL), &level) != 0) {
		xasprintf(&errors, "%s: log level '%s' is not debug, info, "
		    "warn or error\n", config_origin(c, CFG_LOG_LEVEL),
		    config_str(c, CFG_LOG_LEVEL));
		goto fail;
	}
	if (strcmp(config_str(c, CFG_LOG_FILE), conf_str(CFG_LOG_FILE)) != 0 &&
	    log_open(config_str(c, CFG_LOG_FILE), &cause) != 0) {
		xasprintf(&errors, "cannot open the log: %s\n", cause);
		free(cause);
		goto fail;
	}
	log_set_level(level);

	for (k = 0; k < CFG__COUNT; k++) {
		if (strcmp(config_str(c, k), conf_str(k)) == 0)
			continue;
		xasprintf(&tmp, "%s  %s.%s: %s -> %s%s\n", changes != NULL ?
		    changes : "", config_table[k].section,
		    config_table[k].name, conf_str(k), config_str(c, k),
		    reload_needs_restart(k) ? " (takes effect at the next "
		    "restart)" : "");
		free(changes);
		changes = tmp;
		n++;
	}
	/* Each change named in the log, on a line of its own. */
	log_info("config reloaded by %s: %d setting%s changed", who, n,
	    n == 1 ? "" : "s");
	for (k = 0; k < CFG__COUNT; k++) {
		if (strcmp(config_str(c, k), conf_str(k)) != 0)
			log_info("config reloaded by %s: %s.%s: %s -> %s%s", who,
			    config_table[k].section, config_table[k].name,
			    conf_str(k), config_str(c, k),
			    reload_needs_restart(k) ? " (takes effect at the "
			    "next restart)" : "");
	}
	old = config_current;
	config_current = c;
	/* What is only read at start keeps its running value. */
	for (k = 0; k < CFG__COUNT; k++) {
		if (!reload_needs_restart(k))
			continue;
		xasprintf(&tmp, "%s.%s", config_table[k].section,
		    config_table[k].name);
		if (config_set(c, tmp, config_str(old, k),
		    config_origin(old, k), &cause) != 0)
			fatalx("config: %s", cause);	/* it was valid */
		free(tmp);
	}
	config_free(old);
	reload_requeue();
	/* A renewed certificate is read again; bad files leave the old. */
	if (tls_reload(&cause) < 0) {
		xasprintf(&tmp, "%s  TLS: %s\n", changes != NULL ? changes : "",
		    cause);
		free(changes);
		free(cause);
		changes = tmp;
	}
	xasprintf(report, "Config reloaded from %s: %d setting%s changed.\n%s",
	    reload_path != NULL ? reload_path : "built-in defaults", n,
	    n == 1 ? "" : "s", changes != NULL ? changes : "");
	free(changes);
	return (0);
fail:
	xasprintf(report, "%sThe config was not reloaded; the running one is "
	    "unchanged.\n", errors != NULL ? errors : "");
	reload_log_refused("config", who, errors);
	free(errors);
	config_free(c);
	return (-1);
}

/* Read the help files again; keep the running help if they have errors. */
int
reload_help(const char *who, char **report)
{
	struct help_set	*set = NULL;
	const char	*dir = conf_str(CFG_HELP_DIR);
	char		*errors = NULL;
	int		 n;

	*report = NULL;
	n = help_load(dir, &set, &errors);
	if (n != 0) {
		xasprintf(report, "%sThe help was not reloaded; the running "
		    "help is unchanged.\n", errors != NULL ? errors : "");
		reload_log_refused("help", who, errors);
		free(errors);
		help_set_free(set);
		return (-1);
	}
	xasprintf(report, "Help reloaded from %s: %zu entries in %zu files.\n",
	    dir, help_set_count(set), help_set_files(set));
	log_info("help reloaded by %s: %zu entries", who, help_set_count(set));
	help_install(set);
	free(errors);
	return (0);
}

/* Read the socials file again; keep the running socials on errors. */
int
reload_socials(const char *who, char **report)
{
	struct social_set	*set = NULL;
	const char		*path = conf_str(CFG_SOCIALS);
	char			*errors = NULL;
	int			 n;

	*report = NULL;
	n = social_load(path, interp_taken, &set, &errors);
	if (n != 0) {
		xasprintf(report, "%sThe socials were not reloaded; the "
		    "running ones are unchanged.\n", errors != NULL ? errors :
		    "");
		reload_log_refused("socials", who, errors);
		free(errors);
		social_set_free(set);
		return (-1);
	}
	xasprintf(report, "Socials reloaded from %s: %zu socials.\n", path,
	    social_set_count(set));
	log_info("socials reloaded by %s: %zu", who, social_set_count(set));
	social_install(set);
	free(errors);
	return (0);
}
