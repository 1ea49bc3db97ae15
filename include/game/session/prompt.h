/* prompt.h: the prompt a player sees, from a format the player chooses. */
#ifndef MUD_PROMPT_H
#define MUD_PROMPT_H

/* The longest format a player may set, in bytes. */
#define PROMPT_FORMAT_MAX	160
/* The most an expanded prompt may hold, in bytes with the NUL. */
#define PROMPT_OUT_MAX		512

#define PROMPT_DEFAULT		"{g<%h/%Hhp %m/%Mm %v/%Vmv>{x "

/* What a prompt can show, filled in by the caller. */
struct prompt_vals {
	int		 hit;
	int		 max_hit;
	int		 mana;
	int		 max_mana;
	int		 move;
	int		 max_move;
	long long	 exp;
	long long	 exp_next;	/* still needed for the next level */
	long long	 gold;
	const char	*room_name;	/* NULL shows nothing */
	const char	*fighting;	/* foe's name, NULL if not fighting */
};

/*
 * Expand a prompt format: %h %H hit points and their maximum, %m %M mana,
 * %v %V movement, %x experience, %X experience still needed for the next
 * level, %g gold, %r the room's name, %f the foe's name (nothing when not
 * fighting), %c a newline, %% a percent sign. Any other %z, and a % at the
 * end, is kept as it is. Colour markup is copied for the caller to render.
 * The result is cut to fit PROMPT_OUT_MAX bytes, never inside a UTF-8
 * character. Returns a new string.
 */
char		*prompt_expand(const char *fmt, const struct prompt_vals *);
/*
 * Check a format a player wants to use: at most PROMPT_FORMAT_MAX bytes of
 * printable text (valid UTF-8, no control characters). Returns NULL if it
 * will do, or a message telling the player what is wrong.
 */
const char	*prompt_check(const char *fmt);

#endif
