/* log.c: timestamped, levelled log lines to stderr or a file. */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#include "log.h"

/*
 * The file and its name, under the lock: a line is written whole, and a
 * reopen (SIGUSR1) swaps the file between two lines, whichever thread
 * writes.
 */
static pthread_mutex_t	 log_lock = PTHREAD_MUTEX_INITIALIZER;
static FILE		*log_file;
static char		*log_path;
static enum log_level	 log_min = LOG_LEVEL_INFO;
static unsigned long long log_lines[LOG_LEVEL_ERROR + 1];

static log_hook_fn	 log_hook;
static __thread int	 log_in_hook;

static const char *log_names[] = { "debug", "info", "warn", "error" };

/*
 * Open the log file to append, made mode 0640 if new (it names players
 * and addresses: not for every user of the machine).
 */
static FILE *
log_fopen(const char *path)
{
	FILE	*f;
	int	 fd;

	if ((fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC,
	    LOG_FILE_MODE)) < 0)
		return (NULL);
	if ((f = fdopen(fd, "a")) == NULL)
		close(fd);
	return (f);
}

/* Open the log file named by path, or fall back to stderr. */
int
log_open(const char *path, char **cause)
{
	FILE	*f;

	if (path == NULL || *path == '\0') {
		log_close();
		return (0);
	}
	if ((f = log_fopen(path)) == NULL) {
		if (cause != NULL && asprintf(cause, "%s: %s", path,
		    strerror(errno)) == -1)
			*cause = NULL;
		return (-1);
	}
	setvbuf(f, NULL, _IOLBF, 0);
	pthread_mutex_lock(&log_lock);
	if (log_file != NULL)
		fclose(log_file);
	log_file = f;
	free(log_path);
	log_path = strdup(path);
	pthread_mutex_unlock(&log_lock);
	return (0);
}

/*
 * Open the log file again by its name, so that lines go to a new file
 * once the old one was moved away (logrotate, SIGUSR1). 0, or -1 if it
 * cannot be opened: the lines go on to the old file. 1 when logging to
 * stderr: nothing to reopen.
 */
int
log_reopen(void)
{
	FILE	*f;
	char	*path;

	pthread_mutex_lock(&log_lock);
	path = log_path != NULL ? strdup(log_path) : NULL;
	pthread_mutex_unlock(&log_lock);
	if (path == NULL)
		return (1);
	f = log_fopen(path);
	free(path);
	if (f == NULL)
		return (-1);
	setvbuf(f, NULL, _IOLBF, 0);
	pthread_mutex_lock(&log_lock);
	if (log_file != NULL)
		fclose(log_file);
	log_file = f;
	pthread_mutex_unlock(&log_lock);
	return (0);
}

/* Close the log file, if any; later lines go to stderr. */
void
log_close(void)
{
	pthread_mutex_lock(&log_lock);
	if (log_file != NULL)
		fclose(log_file);
	log_file = NULL;
	free(log_path);
	log_path = NULL;
	pthread_mutex_unlock(&log_lock);
}

/* The lines written at a level since the start. */
unsigned long long
log_count(enum log_level level)
{
	unsigned long long	n;

	if ((int)level < 0 || level > LOG_LEVEL_ERROR)
		return (0);
	pthread_mutex_lock(&log_lock);
	n = log_lines[level];
	pthread_mutex_unlock(&log_lock);
	return (n);
}

/* Call fn with each warn and error line from now on (NULL: none). */
void
log_set_hook(log_hook_fn fn)
{
	pthread_mutex_lock(&log_lock);
	log_hook = fn;
	pthread_mutex_unlock(&log_lock);
}

/* Keep this thread's lines from the hook (on) or pass them again. */
void
log_hook_skip(int on)
{
	log_in_hook = on;
}

/* Set the lowest level that is written. */
void
log_set_level(enum log_level level)
{
	log_min = level;
}

/* Parse a level name ("debug", "info", "warn", "error"). */
int
log_parse_level(const char *name, enum log_level *out)
{
	size_t	i;

	for (i = 0; i < sizeof log_names / sizeof log_names[0]; i++) {
		if (strcasecmp(name, log_names[i]) == 0) {
			*out = (enum log_level)i;
			return (0);
		}
	}
	return (-1);
}

static void
log_vwrite(enum log_level, const char *, va_list, int)
    __attribute__((format(printf, 2, 0)));

/*
 * The time of a line, ISO 8601 in local time with its offset from UTC:
 * 2025-01-31T18:30:05.123+01:00, so that lines from servers in other
 * zones, or either side of a change of summer time, compare.
 */
void
log_stamp(char *buf, size_t size)
{
	struct timeval	 tv;
	struct tm	 tm;
	char		 day[32], zone[8];

	gettimeofday(&tv, NULL);
	localtime_r(&tv.tv_sec, &tm);
	strftime(day, sizeof day, "%Y-%m-%dT%H:%M:%S", &tm);
	if (strftime(zone, sizeof zone, "%z", &tm) != 5)
		snprintf(zone, sizeof zone, "+0000");
	snprintf(buf, size, "%s.%03ld%.3s:%.2s", day, (long)tv.tv_usec / 1000,
	    zone, zone + 3);
}

/*
 * Write a line: its time, its level, the text. A text of several lines
 * is written as as many lines, each with its own time and level, so
 * that every line of the log reads alike.
 */
static void
log_vwrite(enum log_level level, const char *fmt, va_list ap, int with_errno)
{
	FILE		*f;
	va_list		 copy;
	char		 stamp[48], small[1024], *text = small, *line, *next;
	int		 saved = errno, n;
	log_hook_fn	 hook;

	/* The hook gets every warning, whatever the level written. */
	if (level < log_min && (level < LOG_LEVEL_WARN || log_hook == NULL))
		return;
	va_copy(copy, ap);
	n = vsnprintf(small, sizeof small, fmt, ap);
	if (n >= (int)sizeof small && (text = malloc((size_t)n + 1)) != NULL)
		vsnprintf(text, (size_t)n + 1, fmt, copy);
	else if (text == NULL)
		text = small;		/* cut short rather than lost */
	va_end(copy);
	log_stamp(stamp, sizeof stamp);
	pthread_mutex_lock(&log_lock);
	if (level >= log_min) {
		log_lines[level]++;
		f = log_file != NULL ? log_file : stderr;
		for (line = text; line != NULL; line = next) {
			if ((next = strchr(line, '\n')) != NULL) {
				*next++ = '\0';
				if (*next == '\0')
					next = NULL;	/* a trailing newline */
			}
			fprintf(f, "%s %-5s %s", stamp, log_names[level], line);
			if (with_errno && next == NULL)
				fprintf(f, ": %s", strerror(saved));
			fputc('\n', f);
			if (next != NULL)
				next[-1] = '\n';	/* whole again for the hook */
		}
		fflush(f);
	}
	hook = level >= LOG_LEVEL_WARN ? log_hook : NULL;
	pthread_mutex_unlock(&log_lock);
	/* Outside the lock; a line the hook itself logs is not passed on. */
	if (hook != NULL && !log_in_hook) {
		char	*full = NULL;

		if (with_errno && asprintf(&full, "%s: %s", text,
		    strerror(saved)) == -1)
			full = NULL;
		log_in_hook = 1;
		hook(level, full != NULL ? full : text);
		log_in_hook = 0;
		free(full);
	}
	if (text != small)
		free(text);
	errno = saved;
}

#define LOG_FN(name, level, with_errno)				\
void								\
name(const char *fmt, ...)					\
{								\
	va_list	ap;						\
	va_start(ap, fmt);					\
	log_vwrite(level, fmt, ap, with_errno);			\
	va_end(ap);						\
}

LOG_FN(log_debug, LOG_LEVEL_DEBUG, 0)
LOG_FN(log_info, LOG_LEVEL_INFO, 0)
LOG_FN(log_warn, LOG_LEVEL_WARN, 1)
LOG_FN(log_warnx, LOG_LEVEL_WARN, 0)
LOG_FN(log_error, LOG_LEVEL_ERROR, 0)

/* Log an error with strerror(errno) and exit. */
void
fatal(const char *fmt, ...)
{
	va_list	ap;

	va_start(ap, fmt);
	log_vwrite(LOG_LEVEL_ERROR, fmt, ap, 1);
	va_end(ap);
	exit(1);
}

/* Log an error and exit. */
void
fatalx(const char *fmt, ...)
{
	va_list	ap;

	va_start(ap, fmt);
	log_vwrite(LOG_LEVEL_ERROR, fmt, ap, 0);
	va_end(ap);
	exit(1);
}
