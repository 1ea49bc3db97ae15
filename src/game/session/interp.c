/* interp.c: look up and run the commands players type. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "act.h"
#include "afk.h"
#include "character.h"
#include "interp.h"
#include "log.h"
#include "position.h"
#include "mod.h"
#include "player.h"
#include "socials.h"
#include "switch.h"
#include "text.h"
#include "xmalloc.h"

struct interp_stats	interp_stats;

/* Who may take a player's command over (a room's script), or NULL. */
static int	(*interp_command_fn)(struct character *, const char *,
		    const char *);

void
interp_on_command(int (*fn)(struct character *, const char *word,
    const char *arg))
{
	interp_command_fn = fn;
}

/*
 * Find word in a table of n commands for a role: an exact alias, else an
 * exact name, else the first name in table order that word abbreviates
 * (unless it must be typed whole). Commands above the role are skipped.
 */
const struct cmd_entry *
interp_lookup(const struct cmd_entry *table, unsigned int n, int role,
    const char *word)
{
	const struct cmd_entry	*c;
	unsigned int		 i;
	int			 w0;

	if (*word == '\0')
		return (NULL);
	/*
	 * Every match begins with the word's first letter: the letters
	 * compared first spare the whole comparison for the rest of the
	 * table (hundreds of entries, for every line typed).
	 */
	w0 = tolower((unsigned char)*word);
	for (i = 0; i < n; i++) {
		c = &table[i];
		if (c->alias != NULL &&
		    tolower((unsigned char)*c->alias) == w0 &&
		    strcasecmp(c->alias, word) == 0 && role >= c->min_role)
			return (c);
	}
	for (i = 0; i < n; i++) {
		c = &table[i];
		if (tolower((unsigned char)*c->name) == w0 &&
		    strcasecmp(c->name, word) == 0 && role >= c->min_role)
			return (c);
	}
	for (i = 0; i < n; i++) {
		c = &table[i];
		if ((c->flags & CMD_NOABBREV) || role < c->min_role ||
		    tolower((unsigned char)*c->name) != w0)
			continue;
		if (text_prefix(word, c->name))
			return (c);
	}
	return (NULL);
}

/* Find the command word names, as the character may use it. */
const struct cmd_entry *
interp_find(struct character *ch, const char *word)
{
	return (interp_lookup(cmd_table, cmd_count, ch->pd.role, word));
}

/*
 * Is word taken by a command, so that a social of that name could never
 * run? The name or alias of any command, or what a player typing it would
 * get as a command (an abbreviation).
 */
int
interp_taken(const char *word)
{
	unsigned int	i;

	for (i = 0; i < cmd_count; i++) {
		if (strcasecmp(cmd_table[i].name, word) == 0 ||
		    (cmd_table[i].alias != NULL &&
		    strcasecmp(cmd_table[i].alias, word) == 0))
			return (1);
	}
	return (interp_lookup(cmd_table, cmd_count, ROLE_PLAYER, word) !=
	    NULL);
}

/* Socials need one awake, as say does. */
/*
 * The command word abbreviates that runs only typed whole ("qui" for
 * quit), or NULL: the player is told to type it in full.
 */
static const struct cmd_entry *
interp_whole_only(const struct character *ch, const char *word)
{
	unsigned int	i;

	for (i = 0; i < cmd_count; i++) {
		if ((cmd_table[i].flags & CMD_NOABBREV) &&
		    ch->pd.role >= cmd_table[i].min_role &&
		    text_prefix(word, cmd_table[i].name))
			return (&cmd_table[i]);
	}
	return (NULL);
}

#define INTERP_SOCIAL_POS	POS_RESTING

/*
 * Run one typed line: a leading ' is say, then a command word, else a
 * social. The command's position is checked here, once, from the table
 * (its role was, by the lookup).
 */
void
interp_run(struct character *ch, const char *line)
{
	const struct cmd_entry	*c;
	const char		*why;
	char			*copy, *arg, *word, *end, *trimmed;
	char			*audit = NULL, *prev_refusal = NULL;

	copy = arg = xstrdup(line);
	while (*arg == ' ')
		arg++;
	if (*arg == '\0')
		goto done;
	/* Trailing spaces go, but for a command that keeps them (prompt). */
	end = arg + strlen(arg);
	trimmed = arg + text_trim_end(arg);
	if (*arg == '\'' || *arg == '"') {
		word = "say";
		arg++;
		while (*arg == ' ')
			arg++;
	} else
		word = text_first_word(&arg);
	/* A script of the room may take a player's command over. */
	if (ch->mob == NULL && interp_command_fn != NULL &&
	    interp_command_fn(ch, word, arg))
		goto done;
	c = interp_find(ch, word);
	/* Whatever an away player types brings it back, but 'afk' itself. */
	if (ch->afk != NULL && (c == NULL || !(c->flags & CMD_AFK)))
		afk_back(ch);
	if (c == NULL) {
		if (!social_exists(word)) {
			if ((c = interp_whole_only(ch, word)) != NULL)
				char_printf(ch, "Huh? Type '%s' in full: it is "
				    "never abbreviated.\n", c->name);
			else
				char_printf(ch, "Huh? '%s' is not a command. "
				    "Type 'help' for the list.\n", word);
			interp_stats.unknown++;
			goto done;
		}
		if ((why = position_refused(ch,
		    INTERP_SOCIAL_POS)) != NULL ||
		    (why = mod_refused(ch, 0, 1)) != NULL) {
			char_printf(ch, "%s\n", why);
			interp_stats.refused++;
		} else {
			social_run(ch, word, arg);
			interp_stats.socials++;
		}
		goto done;
	}
	/* A talking command alone only switches or asks (gossip, say). */
	if ((why = mod_refused(ch, c->flags & CMD_FROZEN,
	    (c->flags & CMD_TALK) && *arg != '\0')) != NULL ||
	    (why = switch_refused(ch, c)) != NULL ||
	    (why = position_refused(ch, c->min_pos)) != NULL) {
		char_printf(ch, "%s\n", why);
		interp_stats.refused++;
		goto done;
	}
	if ((c->flags & CMD_RAWARG) && *arg != '\0' && trimmed < end)
		memset(trimmed, ' ', (size_t)(end - trimmed));
	if (c->flags & CMD_NOLOG)
		log_debug("%s: %s", ch->pd.name, c->name);
	else
		log_debug("%s: %s %s", ch->pd.name, c->name, arg);
	/*
	 * Every staff command is audited once it has run (so 'audit' does
	 * not show itself, and one run by 'at' comes before it), with its
	 * words as typed; a secret's words never are.
	 */
	if (c->min_role > ROLE_PLAYER)
		audit = xstrdup((c->flags & CMD_NOLOG) ? "" : arg);
	if (c >= cmd_table && c < cmd_table + cmd_count)
		cmd_runs[c - cmd_table]++;
	if (audit != NULL)
		prev_refusal = mod_audit_swap(NULL);
	c->fn(ch, arg);
	if (audit != NULL) {
		mod_audit(ch, c->name, audit, (c->flags & CMD_AUDIT) != 0);
		free(mod_audit_swap(prev_refusal));
		free(audit);
	}
done:
	free(copy);
}
