/* prom.c: the Prometheus text exposition format (0.0.4) into a buffer. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "histogram.h"
#include "log.h"
#include "prom.h"
#include "xmalloc.h"

/* An empty buffer. */
void
prom_init(struct prom *p)
{
	memset(p, 0, sizeof *p);
}

/* Free the buffer. */
void
prom_free(struct prom *p)
{
	growbuf_free(&p->out);
}

/* Append bytes. */
static inline void
prom_add(struct prom *p, const char *s, size_t len)
{
	growbuf_add(&p->out, s, len);
}

/* Append formatted text. */
static void
prom_printf(struct prom *, const char *, ...)
    __attribute__((format(printf, 2, 3)));

static void
prom_printf(struct prom *p, const char *fmt, ...)
{
	va_list	ap;

	va_start(ap, fmt);
	growbuf_vprintf(&p->out, fmt, ap);
	va_end(ap);
}

/*
 * Escape s: a backslash and a newline always, a double quote only in a
 * label value (quoted is 1), as the format asks.
 */
static void
prom_escape(struct prom *p, const char *s, int quoted)
{
	for (; *s != '\0'; s++) {
		if (*s == '\\')
			prom_add(p, "\\\\", 2);
		else if (*s == '\n')
			prom_add(p, "\\n", 2);
		else if (*s == '"' && quoted)
			prom_add(p, "\\\"", 2);
		else
			prom_add(p, s, 1);
	}
}

/* Is name a valid metric name (or label name: no colons)? */
int
prom_name_ok(const char *name, int label)
{
	const char	*s;

	if (name == NULL || *name == '\0' || (*name >= '0' && *name <= '9'))
		return (0);
	for (s = name; *s != '\0'; s++) {
		if ((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
		    (*s >= '0' && *s <= '9') || *s == '_' ||
		    (*s == ':' && !label))
			continue;
		return (0);
	}
	return (1);
}

/* # HELP and # TYPE of a family. */
void
prom_family(struct prom *p, const char *name, const char *type,
    const char *help)
{
	size_t	len = strlen(name);

	if (!prom_name_ok(name, 0))
		fatalx("prom_family: bad metric name '%s'", name);
	if (strcmp(type, "counter") != 0 && strcmp(type, "gauge") != 0 &&
	    strcmp(type, "histogram") != 0)
		fatalx("prom_family: %s: bad type '%s'", name, type);
	if (strcmp(type, "counter") == 0 &&
	    (len < 6 || strcmp(name + len - 6, "_total") != 0))
		fatalx("prom_family: counter %s does not end in _total", name);
	prom_printf(p, "# HELP %s ", name);
	prom_escape(p, help, 0);
	prom_printf(p, "\n# TYPE %s %s\n", name, type);
}

/* name, or name{label="value"}, then a space. */
static void
prom_head(struct prom *p, const char *name, const char *label,
    const char *value, const char *le)
{
	if (label != NULL && !prom_name_ok(label, 1))
		fatalx("prom: %s: bad label name '%s'", name, label);
	prom_add(p, name, strlen(name));
	if (label != NULL || le != NULL)
		prom_add(p, "{", 1);
	if (label != NULL) {
		prom_printf(p, "%s=\"", label);
		prom_escape(p, value != NULL ? value : "", 1);
		prom_add(p, "\"", 1);
	}
	if (le != NULL)
		prom_printf(p, "%sle=\"%s\"", label != NULL ? "," : "", le);
	if (label != NULL || le != NULL)
		prom_add(p, "}", 1);
	prom_add(p, " ", 1);
}

/* A whole-number sample. */
void
prom_u64(struct prom *p, const char *name, const char *label,
    const char *value, uint64_t v)
{
	prom_head(p, name, label, value, NULL);
	prom_printf(p, "%llu\n", (unsigned long long)v);
}

/* A sample with a fraction. */
void
prom_double(struct prom *p, const char *name, const char *label,
    const char *value, double v)
{
	prom_head(p, name, label, value, NULL);
	prom_printf(p, "%.15g\n", v);
}

/* A histogram's buckets (cumulative), sum and count. */
void
prom_histogram(struct prom *p, const char *name, const char *label,
    const char *value, const struct histogram *h, double scale)
{
	char		 sample[256], le[64];
	uint64_t	 n = 0;
	unsigned int	 i;

	if (strlen(name) > sizeof sample - 16)
		fatalx("prom_histogram: name too long");
	snprintf(sample, sizeof sample, "%s_bucket", name);
	for (i = 0; i < h->nbounds; i++) {
		n += h->counts[i];
		snprintf(le, sizeof le, "%.6g", (double)h->bounds[i] / scale);
		prom_head(p, sample, label, value, le);
		prom_printf(p, "%llu\n", (unsigned long long)n);
	}
	prom_head(p, sample, label, value, "+Inf");
	prom_printf(p, "%llu\n", (unsigned long long)h->count);
	snprintf(sample, sizeof sample, "%s_sum", name);
	prom_double(p, sample, label, value, (double)h->sum / scale);
	snprintf(sample, sizeof sample, "%s_count", name);
	prom_u64(p, sample, label, value, h->count);
}
