/* date.h: a time as players read it. */
#ifndef MUD_DATE_H
#define MUD_DATE_H

#include <stddef.h>
#include <time.h>

/* t as "2024-05-01 18:30 UTC" in buf, or "long ago" for none (0). */
void	date_text(time_t, char *, size_t);

#endif
