/* log.h: timestamped, levelled log lines to stderr or a file. */
#ifndef MUD_LOG_H
#define MUD_LOG_H

#include <stdarg.h>
#include <stddef.h>

enum log_level { LOG_LEVEL_DEBUG, LOG_LEVEL_INFO, LOG_LEVEL_WARN, LOG_LEVEL_ERROR };

/* The mode a new log file is made with (less the umask). */
#define LOG_FILE_MODE	0640

/* Send the log to path (appending), or to stderr when path is NULL or "". */
int	log_open(const char *path, char **cause);
void	log_close(void);
/*
 * Open the log file again by its name (SIGUSR1, logrotate): 0, -1 if it
 * cannot be (the old file goes on), 1 when logging to stderr.
 */
int	log_reopen(void);
/* The time a log line carries: ISO 8601, local, with the UTC offset. */
void	log_stamp(char *buf, size_t size);
/* The lines written at a level since the start. */
unsigned long long log_count(enum log_level);
void	log_set_level(enum log_level);
/*
 * Call fn with each warn and error line written (its text, without the
 * stamp), from whatever thread logs it; NULL for none. fn must not log.
 */
typedef void (*log_hook_fn)(enum log_level, const char *line);
void	log_set_hook(log_hook_fn);
/*
 * While on (this thread), lines are written but not passed to the hook:
 * for a line already told where the hook would tell it again.
 */
void	log_hook_skip(int on);
int	log_parse_level(const char *name, enum log_level *out);

void	log_debug(const char *, ...) __attribute__((format(printf, 1, 2)));
void	log_info(const char *, ...) __attribute__((format(printf, 1, 2)));
/* log_warn appends strerror(errno); log_warnx does not. */
void	log_warn(const char *, ...) __attribute__((format(printf, 1, 2)));
void	log_warnx(const char *, ...) __attribute__((format(printf, 1, 2)));
void	log_error(const char *, ...) __attribute__((format(printf, 1, 2)));
__attribute__((noreturn)) void fatal(const char *, ...)
    __attribute__((format(printf, 1, 2)));
__attribute__((noreturn)) void fatalx(const char *, ...)
    __attribute__((format(printf, 1, 2)));

#endif
