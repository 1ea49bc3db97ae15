/* msdp.c: the MSDP codec, building and reading payloads. */
#include <stdlib.h>
#include <string.h>

#include "msdp.h"
#include "xmalloc.h"

/* Start an empty payload. */
void
msdp_buf_init(struct msdp_buf *b)
{
	b->data = NULL;
	b->len = b->cap = 0;
}

/* Free a payload's bytes. */
void
msdp_buf_free(struct msdp_buf *b)
{
	free(b->data);
	msdp_buf_init(b);
}

/* Bytes as they are. */
void
msdp_add_raw(struct msdp_buf *b, const void *p, size_t n)
{
	b->data = xgrow(b->data, &b->cap, b->len + n, 1);
	memcpy(b->data + b->len, p, n);
	b->len += n;
}

/* A delimiter byte. */
void
msdp_mark(struct msdp_buf *b, int mark)
{
	char	c = (char)mark;

	msdp_add_raw(b, &c, 1);
}

/*
 * May this byte go out inside a name or value? Not the delimiters (1-6),
 * nor any other control byte (an ESC could reach the client's terminal),
 * nor 255, which is no UTF-8 and telnet's IAC.
 */
int
msdp_text_byte(unsigned char c)
{
	return (c >= 0x20 && c != 0x7f && c != 0xff);
}

/* A name or value, without the bytes that would end it early. */
static void
msdp_text(struct msdp_buf *b, const char *s)
{
	const char	*p;

	for (p = s; *p != '\0'; p++) {
		if (msdp_text_byte((unsigned char)*p))
			continue;	/* NUL ends s: the rest are left out */
		msdp_add_raw(b, s, (size_t)(p - s));
		s = p + 1;
	}
	msdp_add_raw(b, s, (size_t)(p - s));
}

/* VAR name. */
void
msdp_var(struct msdp_buf *b, const char *name)
{
	msdp_mark(b, MSDP_VAR);
	msdp_text(b, name);
}

/* VAL value. */
void
msdp_val(struct msdp_buf *b, const char *value)
{
	msdp_mark(b, MSDP_VAL);
	msdp_text(b, value);
}

/* VAR name VAL value. */
void
msdp_pair(struct msdp_buf *b, const char *name, const char *value)
{
	msdp_var(b, name);
	msdp_val(b, value);
}

/* Where a parse is: the payload, how far it has gone, the values kept. */
struct msdp_parse {
	const uint8_t	*p;
	size_t		 len;
	size_t		 i;
	char		*vals[MSDP_MAX_VALUES];
	size_t		 nvals;
};

/* A name or value up to the next delimiter, cut to max bytes (a copy). */
static char *
msdp_token(struct msdp_parse *mp, size_t max)
{
	size_t	 start = mp->i, n;
	char	*s;
	const uint8_t *nul;

	while (mp->i < mp->len && (mp->p[mp->i] < MSDP_VAR ||
	    mp->p[mp->i] > MSDP_ARRAY_CLOSE))
		mp->i++;
	n = mp->i - start;
	/* A NUL is no delimiter, but it ends the string. */
	if ((nul = memchr(mp->p + start, 0, n)) != NULL)
		n = (size_t)(nul - (mp->p + start));
	if (n > max)
		n = max;
	s = xmalloc(n + 1);
	memcpy(s, mp->p + start, n);
	s[n] = '\0';
	return (s);
}

/* Keep a value, or drop it past the limit. */
static void
msdp_keep(struct msdp_parse *mp, char *v)
{
	if (mp->nvals == MSDP_MAX_VALUES) {
		free(v);
		return;
	}
	mp->vals[mp->nvals++] = v;
}

/* Skip a table (the opening byte read), tables inside it too; -1 if bad. */
static int
msdp_skip_table(struct msdp_parse *mp)
{
	int	depth = 1;

	while (mp->i < mp->len) {
		switch (mp->p[mp->i++]) {
		case MSDP_TABLE_OPEN:
			if (++depth > MSDP_MAX_DEPTH)
				return (-1);
			break;
		case MSDP_TABLE_CLOSE:
			if (--depth == 0)
				return (0);
			break;
		default:
			break;
		}
	}
	return (-1);
}

/* One VAL's worth after the VAL byte: a string, an array or a table. */
static int
msdp_value(struct msdp_parse *mp)
{
	if (mp->i < mp->len && mp->p[mp->i] == MSDP_TABLE_OPEN) {
		mp->i++;
		return (msdp_skip_table(mp));
	}
	if (mp->i < mp->len && mp->p[mp->i] == MSDP_ARRAY_OPEN) {
		mp->i++;
		while (mp->i < mp->len && mp->p[mp->i] == MSDP_VAL) {
			mp->i++;
			if (mp->i < mp->len &&
			    mp->p[mp->i] == MSDP_TABLE_OPEN) {
				mp->i++;
				if (msdp_skip_table(mp) != 0)
					return (-1);
				continue;
			}
			msdp_keep(mp, msdp_token(mp, MSDP_MAX_VALUE));
		}
		if (mp->i == mp->len || mp->p[mp->i] != MSDP_ARRAY_CLOSE)
			return (-1);
		mp->i++;
		return (0);
	}
	msdp_keep(mp, msdp_token(mp, MSDP_MAX_VALUE));
	return (0);
}

static void
msdp_drop_vals(struct msdp_parse *mp)
{
	while (mp->nvals > 0)
		free(mp->vals[--mp->nvals]);
}

/* Read a client's payload, variable by variable. */
int
msdp_parse(const uint8_t *p, size_t len, msdp_var_fn *fn, void *arg)
{
	struct msdp_parse	 mp;
	char			*name;
	int			 rc = 0;

	memset(&mp, 0, sizeof mp);
	mp.p = p;
	mp.len = len;
	while (mp.i < mp.len) {
		if (mp.p[mp.i++] != MSDP_VAR)
			return (-1);
		name = msdp_token(&mp, MSDP_MAX_NAME);
		if (*name == '\0' || mp.i == mp.len ||
		    mp.p[mp.i] != MSDP_VAL) {
			free(name);
			return (-1);
		}
		while (mp.i < mp.len && mp.p[mp.i] == MSDP_VAL) {
			mp.i++;
			if ((rc = msdp_value(&mp)) != 0)
				break;
		}
		if (rc == 0)
			fn(arg, name, (const char **)mp.vals, mp.nvals);
		msdp_drop_vals(&mp);
		free(name);
		if (rc != 0)
			return (-1);
	}
	return (0);
}
