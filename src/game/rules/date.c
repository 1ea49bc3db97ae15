/* date.c: a time as players read it. */
#include <time.h>

#include "date.h"
#include "text.h"

/* A time as players read it: "2024-05-01 18:30 UTC". */
void
date_text(time_t t, char *buf, size_t size)
{
	struct tm	tm;

	if (t <= 0 || gmtime_r(&t, &tm) == NULL ||
	    strftime(buf, size, "%Y-%m-%d %H:%M UTC", &tm) == 0)
		text_strlcpy(buf, "long ago", size);
}
