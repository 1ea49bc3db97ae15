/*
 * import-dg.h: tbaMUD's DG scripts translated to Lua (area/SCRIPTING.md).
 * The translator parses the DG language (variables and %...% expansion
 * with fields, if/elseif/else/end, while/done, switch/case/default/break,
 * wait, set/unset/global/remote/context/eval/extract/makeuid, return,
 * halt) and every trigger type and command, and writes Lua on the API of
 * the scripts: control flow is compiled (a wait splits the script into
 * continuations: the rest of the script is a closure given to after(), so
 * its variables survive), and what DG reads and does is a run-time, the
 * global DG, put at the top of each script (import-dg-lib.c). Used by the
 * CircleMUD / tbaMUD importer; the import layer's own.
 */
#ifndef MUD_IMPORT_DG_H
#define MUD_IMPORT_DG_H

#include <stddef.h>

#define DG_TYPES_MAX	20	/* trigger types one DG trigger may have */

/* One script a DG trigger becomes: a trigger here and its Lua. */
struct dg_script {
	int	 trigger;	/* enum script_trigger */
	char	*args;		/* as written after the trigger, or NULL */
	char	*lua;
};

/* A construct not carried over, at a line of the DG trigger's commands. */
struct dg_left {
	int	 line;		/* 1: the first line of the commands */
	char	*what;
};

struct dg_result {
	struct dg_script	 s[DG_TYPES_MAX];
	size_t			 ns;
	struct dg_left		*left;
	size_t			 nleft;
};

/*
 * Translate a DG trigger: attach 0 mobile, 1 object, 2 room; types as
 * written (letters, or a number); narg the numeric argument; arg the
 * argument; body the commands (text already made area text). Fills res
 * (free with dg_result_free); 0 if at least one script was made.
 */
int	dg_translate(int attach, const char *types, long narg, const char *arg,
	    const char *body, struct dg_result *res);
void	dg_result_free(struct dg_result *);

/* import-dg-lib.c: the run-time, a few lines of Lua. */
extern const char dg_lib[];

/* import-dg-expr.c: DG text and expressions as Lua expressions. */
struct growbuf;
void	dg_text(struct growbuf *, const char *s, size_t n);
void	dg_expr(struct growbuf *, const char *s, size_t n);

/* import-dg-cmd.c: a command line as a Lua statement. */
int	dg_stmt(struct growbuf *, int attach, const char *line, char **why);

#endif
