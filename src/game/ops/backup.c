/* backup.c: the game's backups of its database, on an interval and asked. */
#include <sys/time.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "act.h"
#include "backup.h"
#include "character.h"
#include "config.h"
#include "eqtypes.h"
#include "equeue.h"
#include "game.h"
#include "log.h"
#include "store-backup.h"
#include "store-stats.h"
#include "text.h"
#include "update.h"
#include "xmalloc.h"

static struct eq_event		*backup_timer;	/* the interval */
static struct eq_event		*backup_work;	/* a copy under way */
static struct store_backup	*backup_cur;
static char			 backup_who[CHAR_NAME_MAX + 1];
static uint64_t			 backup_start_us;
static struct backup_info	 backup_last;

/* Tell the admin who asked, if still in the game. */
static void
backup_tell(const char *line)
{
	struct character	*ch;

	if (backup_who[0] == '\0' ||
	    (ch = char_find_player(backup_who)) == NULL)
		return;
	char_printf(ch, "%s\n", line);
}

/* The copy is done (or failed): rotate, remember, tell. */
static void
backup_finish(int ok, char *cause)
{
	const char	*rcause;
	char		 line[1536];
	int		 removed = 0, done, total;

	if (ok) {
		backup_last.last_ok = time(NULL);
		backup_last.last_us = store_stats_now_us() - backup_start_us;
		store_backup_progress(backup_cur, &done, &total);
		backup_last.last_pages = total;
		text_strlcpy(backup_last.last_file,
		    store_backup_dest(backup_cur),
		    sizeof backup_last.last_file);
		backup_last.last_bytes = store_backup_bytes(backup_cur);
		removed = store_backup_removed(backup_cur, &rcause);
		if (removed < 0) {
			log_warnx("backup: removing old copies: %s", rcause);
			removed = 0;
		}
		log_info("backup: %s written (%d pages, %llu bytes) in %.3f "
		    "s; %d old cop%s removed", backup_last.last_file, total,
		    (unsigned long long)backup_last.last_bytes,
		    backup_last.last_us / 1e6, removed,
		    removed == 1 ? "y" : "ies");
		snprintf(line, sizeof line, "Backup done: %s (%llu bytes in "
		    "%.3f s).", backup_last.last_file,
		    (unsigned long long)backup_last.last_bytes,
		    backup_last.last_us / 1e6);
		backup_tell(line);
	} else {
		text_strlcpy(backup_last.last_error, cause != NULL ? cause :
		    "?", sizeof backup_last.last_error);
		log_warnx("backup failed: %s", backup_last.last_error);
		snprintf(line, sizeof line, "Backup failed: %s",
		    backup_last.last_error);
		backup_tell(line);
	}
	free(cause);
	store_backup_free(backup_cur);
	backup_cur = NULL;
	backup_who[0] = '\0';
	backup_last.running = 0;
}

/* Each pulse while a copy is under way: a step of it, or a look. */
static void
backup_step(struct equeue *q, struct eq_event *ev, void *arg)
{
	char	*cause = NULL;
	int	 rc;

	rc = store_backup_step(backup_cur, &cause);
	if (rc == 0) {
		equeue_reschedule(q, ev, 1);
		return;
	}
	backup_work = NULL;
	backup_finish(rc > 0, cause);
}

/* Begin a backup now. */
int
backup_now(const char *who, char **cause)
{
	const char		*dir = conf_str(CFG_BACKUP_DIR);
	enum store_backup_mode	 mode;
	struct timeval		 tv;
	struct tm		 tm;
	char			 stamp[32], *path;

	if (backup_cur != NULL) {
		xasprintf(cause, "a backup is already under way (to %s)",
		    store_backup_dest(backup_cur));
		log_warnx("backup by %s not begun: %s", who != NULL ? who :
		    "the interval", *cause);
		return (-1);
	}
	if (game_store == NULL) {
		xasprintf(cause, "no database");
		return (-1);
	}
	if (store_backup_mkdir(dir, cause) != 0) {
		/* A folder that cannot be made is a failed backup. */
		text_strlcpy(backup_last.last_error, *cause,
		    sizeof backup_last.last_error);
		store_stats.backup_failures++;
		log_warnx("backup by %s failed: %s", who != NULL ? who :
		    "the interval", *cause);
		return (-1);
	}
	gettimeofday(&tv, NULL);
	gmtime_r(&tv.tv_sec, &tm);
	strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
	xasprintf(&path, "%s/%s%s-%03ld.db", dir, BACKUP_PREFIX, stamp,
	    (long)tv.tv_usec / 1000);
	mode = strcmp(conf_str(CFG_BACKUP_MODE), "steps") == 0 ?
	    STORE_BACKUP_STEPS : STORE_BACKUP_THREAD;
	backup_start_us = store_stats_now_us();
	backup_cur = store_backup_begin(game_store, path, mode,
	    (int)conf_int(CFG_BACKUP_PAGES), BACKUP_PREFIX,
	    (int)conf_int(CFG_BACKUP_KEEP), cause);
	free(path);
	if (backup_cur == NULL) {
		text_strlcpy(backup_last.last_error, *cause,
		    sizeof backup_last.last_error);
		store_stats.backup_failures++;
		log_warnx("backup by %s failed: %s", who != NULL ? who :
		    "the interval", *cause);
		return (-1);
	}
	text_strlcpy(backup_who, who != NULL ? who : "", sizeof backup_who);
	backup_last.running = 1;
	backup_last.started = time(NULL);
	backup_work = equeue_enqueue(game_eq, NULL, eq_ref_none(), EQT_BACKUP,
	    backup_step, NULL, 1);
	log_info("backup: %s begun (%s mode) by %s",
	    store_backup_dest(backup_cur), conf_str(CFG_BACKUP_MODE),
	    who != NULL ? who : "the interval");
	return (0);
}

/* The interval: a backup, unless one is still under way. */
static void
backup_tick(struct equeue *q, struct eq_event *ev, void *arg)
{
	char	*cause = NULL;

	equeue_reschedule(q, ev, (uint32_t)conf_pulses(CFG_BACKUP_INTERVAL));
	if (backup_now(NULL, &cause) != 0)	/* logged */
		free(cause);
}

/*
 * At start: the newest backup on disk is the last good one, so that its
 * time (and the metric an alert watches) survives a restart.
 */
static void
backup_find_last(void)
{
	if (backup_last.last_ok != 0 || backup_cur != NULL ||
	    store_backup_newest(conf_str(CFG_BACKUP_DIR), BACKUP_PREFIX,
	    backup_last.last_file, sizeof backup_last.last_file,
	    &backup_last.last_ok, &backup_last.last_bytes) != 1)
		return;
	log_info("backup: the last one is %s (%llu bytes)",
	    backup_last.last_file, (unsigned long long)backup_last.last_bytes);
}

/* Queue the interval's event. */
void
backup_start(void)
{
	backup_find_last();
	if (backup_timer != NULL || conf_int(CFG_BACKUP_INTERVAL) == 0)
		return;
	backup_timer = equeue_enqueue(game_eq, NULL, eq_ref_none(),
	    EQT_BACKUP, backup_tick, NULL,
	    (uint32_t)conf_pulses(CFG_BACKUP_INTERVAL));
}

/* Take the events off; a copy under way is abandoned. */
void
backup_stop(void)
{
	if (backup_timer != NULL && game_eq != NULL)
		equeue_dequeue(game_eq, backup_timer);
	backup_timer = NULL;
	if (backup_work != NULL && game_eq != NULL)
		equeue_dequeue(game_eq, backup_work);
	backup_work = NULL;
	if (backup_cur != NULL) {
		log_info("backup: %s abandoned at shutdown",
		    store_backup_dest(backup_cur));
		store_backup_free(backup_cur);
		backup_cur = NULL;
		backup_last.running = 0;
	}
}

/* A new interval: the next backup comes no later than one from now. */
void
backup_config_changed(void)
{
	if (conf_int(CFG_BACKUP_INTERVAL) == 0) {
		if (backup_timer != NULL)
			equeue_dequeue(game_eq, backup_timer);
		backup_timer = NULL;
		return;
	}
	if (backup_timer == NULL)
		backup_start();
	else
		update_shorten(backup_timer,
		    (uint32_t)conf_pulses(CFG_BACKUP_INTERVAL));
}

/* What the last backups did. */
const struct backup_info *
backup_info(void)
{
	return (&backup_last);
}

/* Tell ch how backups go: one under way, the last, the schedule. */
void
backup_status(struct character *ch)
{
	char	when[64];
	int	done, total;

	if (backup_cur != NULL) {
		store_backup_progress(backup_cur, &done, &total);
		char_printf(ch, "A backup is under way to %s (%s mode, "
		    "%d of %d pages).\n", store_backup_dest(backup_cur),
		    conf_str(CFG_BACKUP_MODE), done, total);
	}
	if (backup_last.last_ok != 0) {
		strftime(when, sizeof when, "%Y-%m-%d %H:%M:%S UTC",
		    gmtime(&backup_last.last_ok));
		char_printf(ch, "Last backup: %s at %s, %llu bytes in "
		    "%.3f s.\n", backup_last.last_file, when,
		    (unsigned long long)backup_last.last_bytes,
		    backup_last.last_us / 1e6);
	} else if (backup_cur == NULL)
		char_printf(ch, "No backup since the server started.\n");
	if (backup_last.last_error[0] != '\0')
		char_printf(ch, "Last failure: %s\n",
		    backup_last.last_error);
	if (conf_int(CFG_BACKUP_INTERVAL) > 0)
		char_printf(ch, "Every %lld seconds into %s, keeping "
		    "%lld.\n", conf_int(CFG_BACKUP_INTERVAL),
		    conf_str(CFG_BACKUP_DIR), conf_int(CFG_BACKUP_KEEP));
	else
		char_printf(ch, "No interval set: only 'backup' backs "
		    "up, into %s, keeping %lld.\n",
		    conf_str(CFG_BACKUP_DIR), conf_int(CFG_BACKUP_KEEP));
}

/* Where the backup under way writes, or NULL if none is. */
const char *
backup_dest(void)
{
	return (backup_cur != NULL ? store_backup_dest(backup_cur) : NULL);
}
