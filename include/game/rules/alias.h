/*
 * alias.h: a player's aliases (kept in its player_data, saved with it)
 * and how a typed line expands through them into commands.
 *
 * An alias is a word standing for one or more commands, separated by ';'.
 * In its text $1 to $9 are the words typed after the alias (nothing if
 * fewer were typed), $* all of them; \; is a ';' that does not separate,
 * \$ a '$' and \\ a '\'. A command of an expansion that starts with
 * another alias expands too, up to ALIAS_DEPTH_MAX deep; one that starts
 * with the alias's own name is the command of that name (so 'alias look
 * look;exits' works); an alias reached again through others is a loop.
 * A typed line expands to ALIAS_COMMANDS_MAX commands at most. The work
 * of one expansion is bounded too, not only what it makes: every part of
 * an alias's text visited (an empty one between two ';' included) and
 * every alias looked up is a step, ALIAS_STEPS_MAX in all, and the bytes
 * copied and substituted are at most ALIAS_LINES_WORK lines' worth.
 * Past any cap nothing runs and the player is told why.
 */
#ifndef MUD_ALIAS_H
#define MUD_ALIAS_H

#include <stddef.h>

struct player_data;
struct player_alias;

#define ALIAS_MAX		50	/* aliases one player may have */
#define ALIAS_NAME_MAX		20	/* bytes in an alias's name */
#define ALIAS_TEXT_MAX		256	/* bytes in what it stands for */
#define ALIAS_DEPTH_MAX		5	/* aliases within aliases */
#define ALIAS_COMMANDS_MAX	20	/* commands one typed line becomes */
#define ALIAS_STEPS_MAX		1024	/* parts and look-ups of one line */
#define ALIAS_LINES_WORK	256	/* bytes it may copy, in max_len lines */

/*
 * The commands a line expands to, in order; each the list's own. Beside
 * them, the work the expansion did (steps and bytes), refused or not.
 */
struct alias_cmds {
	char	*cmd[ALIAS_COMMANDS_MAX];
	int	 n;
	size_t	 steps;
	size_t	 bytes;
};

/* The alias of that name (any case), or NULL. */
const struct player_alias *alias_find(const struct player_data *,
	    const char *name);
/*
 * Add or replace an alias: 0 added, 1 replaced; -1 (and *why, to free)
 * if the name or text is not allowed or the player has ALIAS_MAX.
 */
int	alias_set(struct player_data *, const char *name, const char *text,
	    char **why);
/* Remove an alias: 0, or -1 if there is none of that name. */
int	alias_remove(struct player_data *, const char *name);
/*
 * Expand a typed line into the commands to run (the line itself if it
 * names no alias); each at most max_len bytes. 0, or -1 and *why (to
 * free) if a cap was passed: then out holds nothing.
 */
int	alias_expand(const struct player_data *, const char *line,
	    size_t max_len, struct alias_cmds *out, char **why);
/* Free the commands of an expansion and empty it. */
void	alias_cmds_clear(struct alias_cmds *);

#endif
