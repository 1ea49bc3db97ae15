/*
 * msdp.h: the MSDP codec (telnet option 69, the Mud Server Data Protocol):
 * building the payload of IAC SB MSDP ... IAC SE and reading a client's.
 * It knows no game: the variables and what they hold are game/msdpvars.c's.
 */
#ifndef MUD_MSDP_H
#define MUD_MSDP_H

#include <stddef.h>
#include <stdint.h>

#define MSDP_VAR		1
#define MSDP_VAL		2
#define MSDP_TABLE_OPEN		3
#define MSDP_TABLE_CLOSE	4
#define MSDP_ARRAY_OPEN		5
#define MSDP_ARRAY_CLOSE	6

/* The limits of what a client's payload may hold. */
#define MSDP_MAX_NAME		64	/* bytes of a variable's name */
#define MSDP_MAX_VALUE		256	/* bytes of a value (more: cut) */
#define MSDP_MAX_VALUES		64	/* values of a variable (more: dropped) */
#define MSDP_MAX_DEPTH		8	/* tables inside tables */

/* A payload being built. */
struct msdp_buf {
	char	*data;
	size_t	 len;
	size_t	 cap;
};

void	msdp_buf_init(struct msdp_buf *);
void	msdp_buf_free(struct msdp_buf *);
/* VAR name. */
void	msdp_var(struct msdp_buf *, const char *name);
/*
 * VAL value: the bytes MSDP uses as delimiters (1-6), every other control
 * byte (below 32, and 127) and 255 (IAC) are left out, so no value can
 * break the structure or reach a terminal as a control sequence. Names
 * (msdp_var) are written the same way.
 */
void	msdp_val(struct msdp_buf *, const char *value);
/* Is c kept in a name or value that is built (not left out)? */
int	msdp_text_byte(unsigned char c);
/* VAR name VAL value, the usual pair. */
void	msdp_pair(struct msdp_buf *, const char *name, const char *value);
/* Bytes already built (a value made apart), as they are. */
void	msdp_add_raw(struct msdp_buf *, const void *, size_t);
/* A delimiter: MSDP_TABLE_OPEN ... MSDP_ARRAY_CLOSE, or VAL alone. */
void	msdp_mark(struct msdp_buf *, int);

/*
 * Called for each top-level variable of a client's payload: its name and
 * its values (a plain value, or the values of an array; a table counts as
 * no value), each NUL-terminated and at most MSDP_MAX_VALUE bytes.
 */
typedef void msdp_var_fn(void *arg, const char *name, const char **vals,
    size_t nvals);
/*
 * Read a payload, calling fn for each variable in order; -1 at the first
 * thing out of place (what came before it was handed over), else 0.
 */
int	msdp_parse(const uint8_t *, size_t, msdp_var_fn *, void *arg);

#endif
