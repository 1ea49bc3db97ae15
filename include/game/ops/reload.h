/* reload.h: applying a changed config file to the running game. */
#ifndef MUD_RELOAD_H
#define MUD_RELOAD_H

/*
 * Remember where the config came from: the file (NULL for the built-in
 * defaults) and the command-line values that override it, indexed by
 * enum config_key (NULL where none).
 */
void	reload_set_source(const char *path, const char *const *overrides);
/*
 * Re-read the config. With errors, the running config stays and *report
 * says why ("file:line: message" lines); else the new values take effect,
 * also for events already queued, and *report lists what changed.
 */
int	reload_config(const char *who, char **report);
/*
 * Log a refused reload of what ("config", "help") asked by who: a line
 * saying so, then each line of errors as a log line of its own.
 */
void	reload_log_refused(const char *what, const char *who,
	    const char *errors);
/*
 * Read the help files again (config key server.help_dir). With problems,
 * the help in force stays and *report lists them; else the new help is in
 * force and *report says so. 0, or -1.
 */
int	reload_help(const char *who, char **report);
/* The same for the socials file (server.socials). */
int	reload_socials(const char *who, char **report);

#endif
