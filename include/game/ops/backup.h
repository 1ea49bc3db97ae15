/*
 * backup.h: the game's backups of its database: on the `backup` command
 * and every backup.interval seconds (an event on the queue), a copy into
 * backup.dir without stalling the pulse (store-backup.h does the copy;
 * an event looks at it each pulse), then the oldest beyond backup.keep
 * removed.
 */
#ifndef MUD_BACKUP_H
#define MUD_BACKUP_H

#include <stdint.h>
#include <time.h>

struct character;

/* The name every copy starts with, before its UTC date and time. */
#define BACKUP_PREFIX	"mud-"

/* What the last backups did, for `backup status` and the metrics. */
struct backup_info {
	int		running;
	time_t		started;	/* of the one running */
	time_t		last_ok;	/* when the last good one ended, or 0 */
	uint64_t	last_us;	/* how long it took */
	uint64_t	last_bytes;	/* its size */
	int		last_pages;
	char		last_file[1024];
	char		last_error[256];	/* of the last that failed */
};

/* Queue the interval's event, if backup.interval is not 0. */
void	backup_start(void);
/* Take the events off the queue; a copy under way is abandoned. */
void	backup_stop(void);
/* backup.interval changed (reload): follow it. */
void	backup_config_changed(void);
/*
 * Begin a backup now on behalf of who (a player, told when it ends, or
 * NULL). 0, or -1 and *cause (one is already running, the directory
 * cannot be made...).
 */
int	backup_now(const char *who, char **cause);
const struct backup_info *backup_info(void);
/* Tell ch how backups go: one under way, the last, the schedule. */
void	backup_status(struct character *);
/* Where the backup under way writes, or NULL if none is. */
const char	*backup_dest(void);

#endif
