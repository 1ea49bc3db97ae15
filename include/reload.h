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

#endif
