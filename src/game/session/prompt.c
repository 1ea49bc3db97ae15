/* prompt.c: the prompt a player sees, from a format the player chooses. */
#include <stdio.h>
#include <string.h>

#include "prompt.h"
#include "text.h"
#include "xmalloc.h"

/* The expansion so far, in a fixed buffer that refuses to overflow. */
struct prompt_buf {
	char	data[PROMPT_OUT_MAX];
	size_t	len;
	int	full;
};

/* Append n bytes, or as many as fit; mark the buffer full if cut. */
static void
prompt_add(struct prompt_buf *b, const char *s, size_t n)
{
	size_t	room = sizeof b->data - 1 - b->len;

	if (n > room) {
		n = room;
		b->full = 1;
	}
	memcpy(b->data + b->len, s, n);
	b->len += n;
}

/* Append a string. */
static void
prompt_add_str(struct prompt_buf *b, const char *s)
{
	if (s != NULL)
		prompt_add(b, s, strlen(s));
}

/* Append a number. */
static void
prompt_add_num(struct prompt_buf *b, long long n)
{
	char	tmp[32];
	int	len;

	len = snprintf(tmp, sizeof tmp, "%lld", n);
	prompt_add(b, tmp, (size_t)len);
}

/* Drop a UTF-8 character left incomplete at the end by a cut. */
static void
prompt_trim(struct prompt_buf *b)
{
	const unsigned char	*u = (const unsigned char *)b->data;
	size_t			 i = b->len, back = 0, need;

	while (i > 0 && back < 3 && (u[i - 1] & 0xc0) == 0x80) {
		i--;
		back++;
	}
	if (i == 0 || u[i - 1] < 0xc0)
		return;
	i--;
	if (u[i] >= 0xf0)
		need = 4;
	else if (u[i] >= 0xe0)
		need = 3;
	else
		need = 2;
	if (b->len - i < need)
		b->len = i;
}

/* Expand a prompt format. */
char *
prompt_expand(const char *fmt, const struct prompt_vals *v)
{
	struct prompt_buf	 b;
	const char		*p, *start;

	b.len = 0;
	b.full = 0;
	p = fmt;
	while (*p != '\0' && !b.full) {
		start = p;
		while (*p != '\0' && *p != '%')
			p++;
		prompt_add(&b, start, (size_t)(p - start));
		if (*p == '\0')
			break;
		if (p[1] == '\0') {
			prompt_add(&b, "%", 1);
			break;
		}
		switch (p[1]) {
		case 'h':
			prompt_add_num(&b, v->hit);
			break;
		case 'H':
			prompt_add_num(&b, v->max_hit);
			break;
		case 'm':
			prompt_add_num(&b, v->mana);
			break;
		case 'M':
			prompt_add_num(&b, v->max_mana);
			break;
		case 'v':
			prompt_add_num(&b, v->move);
			break;
		case 'V':
			prompt_add_num(&b, v->max_move);
			break;
		case 'x':
			prompt_add_num(&b, v->exp);
			break;
		case 'X':
			prompt_add_num(&b, v->exp_next);
			break;
		case 'g':
			prompt_add_num(&b, v->gold);
			break;
		case 'r':
			prompt_add_str(&b, v->room_name);
			break;
		case 'f':
			prompt_add_str(&b, v->fighting);
			break;
		case 'c':
			prompt_add(&b, "\n", 1);
			break;
		case '%':
			prompt_add(&b, "%", 1);
			break;
		default:
			prompt_add(&b, p, 2);
			break;
		}
		p += 2;
	}
	if (b.full)
		prompt_trim(&b);
	b.data[b.len] = '\0';
	return (xstrdup(b.data));
}

/* Check a format a player wants to use. */
const char *
prompt_check(const char *fmt)
{
	const unsigned char	*u = (const unsigned char *)fmt;
	size_t			 len = strlen(fmt), i, n;

	if (len > PROMPT_FORMAT_MAX)
		return ("A prompt may be at most 160 characters long.");
	for (i = 0; i < len; i += n) {
		if (u[i] < 0x20 || u[i] == 0x7f)
			return ("A prompt may not hold control characters.");
		n = text_utf8_len(u + i, len - i);
		if (n == 0)
			return ("A prompt must be valid UTF-8 text.");
	}
	return (NULL);
}
