/* log.c: timestamped, levelled log lines to stderr or a file. */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/time.h>
#include <time.h>

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

/* Open the log file named by path, or fall back to stderr. */
int
log_open(const char *path, char **cause)
{
	FILE	*f;

	if (path == NULL || *path == '\0') {
		log_close();
		return (0);
	}
	if ((f = fopen(path, "a")) == NULL) {
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
	f = fopen(path, "a");
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

static void
log_vwrite(enum log_level level, const char *fmt, va_list ap, int with_errno)
{
	FILE		*f;
	struct timeval	 tv;
	struct tm	 tm;
	char		 stamp[32], line[256];
	int		 saved = errno;
	va_list		 copy;
	log_hook_fn	 hook;

	/* The hook gets every warning, whatever the level written. */
	if (level < log_min && (level < LOG_LEVEL_WARN || log_hook == NULL))
		return;
	line[0] = '\0';
	if (level >= LOG_LEVEL_WARN) {
		va_copy(copy, ap);
		vsnprintf(line, sizeof line, fmt, copy);
		va_end(copy);
		if (with_errno)
			snprintf(line + strlen(line), sizeof line - strlen(line),
			    ": %s", strerror(saved));
	}
	gettimeofday(&tv, NULL);
	localtime_r(&tv.tv_sec, &tm);
	strftime(stamp, sizeof stamp, "%Y-%m-%d %H:%M:%S", &tm);
	pthread_mutex_lock(&log_lock);
	if (level >= log_min) {
		log_lines[level]++;
		f = log_file != NULL ? log_file : stderr;
		fprintf(f, "%s.%03ld %-5s ", stamp, (long)tv.tv_usec / 1000,
		    log_names[level]);
		vfprintf(f, fmt, ap);
		if (with_errno)
			fprintf(f, ": %s", strerror(saved));
		fputc('\n', f);
		fflush(f);
	}
	hook = level >= LOG_LEVEL_WARN ? log_hook : NULL;
	pthread_mutex_unlock(&log_lock);
	/* Outside the lock; a line the hook itself logs is not passed on. */
	if (hook != NULL && !log_in_hook) {
		log_in_hook = 1;
		hook(level, line);
		log_in_hook = 0;
	}
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
