/* interp.h: the command table and the interpreter that looks commands up. */
#ifndef MUD_INTERP_H
#define MUD_INTERP_H

#include <stdint.h>

struct character;

typedef void (*cmd_fn)(struct character *, char *argument);

#define CMD_NOLOG	0x1	/* never log the arguments */
#define CMD_NOABBREV	0x2	/* only the whole name runs it */
#define CMD_RAWARG	0x4	/* keeps trailing spaces of its argument */
#define CMD_TALK	0x8	/* reaches others: a muted player may not */
#define CMD_FROZEN	0x10	/* a frozen player still may (look, quit) */
/*
 * A staff command with consequences (promote, ban, purge, areload, asave,
 * restore, shutdown...): its audit rows are kept apart from the routine
 * ones (goto, stat, rstat...) and never dropped before limits.audit_days;
 * routine rows are rate-limited (limits.audit_routine_rate) and rotated
 * past limits.audit_keep. A new staff command says which it is here.
 */
#define CMD_AUDIT	0x20
/*
 * Keeps or changes a player's own record (save, title, alias, mail...): a
 * staff member playing a mobile (switch) may not.
 */
#define CMD_OWN		0x40
/* Typing it does not end being away from the keyboard (afk itself). */
#define CMD_AFK		0x80

struct cmd_entry {
	const char	*name;
	const char	*alias;		/* a short form, or NULL */
	int		 min_pos;	/* enum position: the least it needs */
	int		 min_role;	/* enum player_role */
	int		 flags;
	cmd_fn		 fn;
};

extern const struct cmd_entry	cmd_table[];
extern const unsigned int	cmd_count;
/* How often each command of cmd_table ran (cmd_count of them). */
extern uint64_t			cmd_runs[];

/* What else was typed in play, for metrics. */
struct interp_stats {
	uint64_t	socials;	/* socials run */
	uint64_t	unknown;	/* neither a command nor a social */
	uint64_t	refused;	/* refused for the position */
};
extern struct interp_stats	interp_stats;

/*
 * Look up a command: exact alias, exact name, then the first name in table
 * order that the word abbreviates. NULL if none the character may use.
 */
const struct cmd_entry	*interp_find(struct character *, const char *word);
/* Is word a command's name or alias, or a player's abbreviation of one? */
int			 interp_taken(const char *word);
/* The same lookup in any table, for a role (enum player_role). */
const struct cmd_entry	*interp_lookup(const struct cmd_entry *table,
			    unsigned int n, int role, const char *word);
/*
 * Have fn offered each command a player types, before the table: 1 if it
 * took the command over (a room's script, registered at start by the
 * game's wiring), 0 to run it as usual.
 */
void			 interp_on_command(int (*fn)(struct character *,
			    const char *word, const char *arg));
/* Run one line typed by a character: its position and role are checked
 * here, from the table, not in the commands. */
void			 interp_run(struct character *, const char *line);

#endif
