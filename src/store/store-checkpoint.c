/*
 * store-checkpoint.c: WAL checkpoints on a thread with a connection of its
 * own. SQLite's automatic checkpoint runs inside whichever commit makes
 * the log pass 1,000 pages, with its fsyncs, on the game's thread: a save
 * that happens to be that commit delays its pulse. Here the game's
 * connection never checkpoints; this thread copies the log into the
 * database (PASSIVE: it never waits for, nor blocks, the game's writes)
 * every STORE_CKPT_MS or sooner when kicked, and the log is restarted
 * from the top once it has all been copied.
 */
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <sqlite3.h>

#include "log.h"
#include "store-int.h"
#include "xmalloc.h"

#define STORE_CKPT_MS		1000

struct store_ckpt {
	pthread_t		 thread;
	pthread_mutex_t		 lock;
	pthread_cond_t		 cond;
	sqlite3			*db;
	int			 stop;
	int			 kicked;
	unsigned long long	 runs;		/* checkpoints done */
	unsigned long long	 frames;	/* log frames copied */
};

static void *
store_ckpt_main(void *arg)
{
	struct store_ckpt	*c = arg;
	struct timespec		 ts;
	int			 log_frames, done, rc;

	pthread_mutex_lock(&c->lock);
	while (!c->stop) {
		if (!c->kicked) {
			clock_gettime(CLOCK_REALTIME, &ts);
			ts.tv_sec += STORE_CKPT_MS / 1000;
			ts.tv_nsec += (long)(STORE_CKPT_MS % 1000) * 1000000L;
			if (ts.tv_nsec >= 1000000000L) {
				ts.tv_sec++;
				ts.tv_nsec -= 1000000000L;
			}
			pthread_cond_timedwait(&c->cond, &c->lock, &ts);
			if (c->stop)
				break;
		}
		c->kicked = 0;
		pthread_mutex_unlock(&c->lock);
		log_frames = done = 0;
		rc = sqlite3_wal_checkpoint_v2(c->db, NULL,
		    SQLITE_CHECKPOINT_PASSIVE, &log_frames, &done);
		pthread_mutex_lock(&c->lock);
		if (rc == SQLITE_OK && done > 0) {
			c->runs++;
			c->frames += (unsigned long long)done;
		}
	}
	pthread_mutex_unlock(&c->lock);
	return (NULL);
}

/*
 * Start checkpointing the database at path, whose connection game is:
 * its automatic checkpoints are turned off only once the thread runs.
 * NULL (and the automatic checkpoints left on) if it cannot start.
 */
struct store_ckpt *
store_ckpt_start(sqlite3 *game, const char *path)
{
	struct store_ckpt	*c = xcalloc(1, sizeof *c);

	if (sqlite3_open_v2(path, &c->db, SQLITE_OPEN_READWRITE |
	    SQLITE_OPEN_EXRESCODE, NULL) != SQLITE_OK) {
		log_warnx("%s: checkpoints stay on the game's thread: %s",
		    path, c->db != NULL ? sqlite3_errmsg(c->db) : "cannot open");
		sqlite3_close(c->db);
		free(c);
		return (NULL);
	}
	/* A connection knows the log is there once it has read something. */
	if (sqlite3_exec(c->db, "SELECT count(*) FROM sqlite_master", NULL,
	    NULL, NULL) != SQLITE_OK) {
		log_warnx("%s: checkpoints stay on the game's thread: %s",
		    path, sqlite3_errmsg(c->db));
		sqlite3_close(c->db);
		free(c);
		return (NULL);
	}
	pthread_mutex_init(&c->lock, NULL);
	pthread_cond_init(&c->cond, NULL);
	if ((errno = pthread_create(&c->thread, NULL, store_ckpt_main,
	    c)) != 0) {
		log_warn("%s: checkpoints stay on the game's thread", path);
		pthread_cond_destroy(&c->cond);
		pthread_mutex_destroy(&c->lock);
		sqlite3_close(c->db);
		free(c);
		return (NULL);
	}
	sqlite3_wal_autocheckpoint(game, 0);
	return (c);
}

/* Stop the thread; the game's connection checkpoints again by itself. */
void
store_ckpt_stop(struct store_ckpt *c, sqlite3 *game)
{
	if (c == NULL)
		return;
	pthread_mutex_lock(&c->lock);
	c->stop = 1;
	pthread_cond_signal(&c->cond);
	pthread_mutex_unlock(&c->lock);
	pthread_join(c->thread, NULL);
	sqlite3_close(c->db);
	pthread_cond_destroy(&c->cond);
	pthread_mutex_destroy(&c->lock);
	free(c);
	if (game != NULL)
		sqlite3_wal_autocheckpoint(game, 1000);
}

/* Checkpoint now rather than at the next tick. */
void
store_ckpt_kick(struct store_ckpt *c)
{
	if (c == NULL)
		return;
	pthread_mutex_lock(&c->lock);
	c->kicked = 1;
	pthread_cond_signal(&c->cond);
	pthread_mutex_unlock(&c->lock);
}

/* Checkpoints that copied something, and the log frames they copied. */
void
store_ckpt_stats(struct store_ckpt *c, unsigned long long *runs,
    unsigned long long *frames)
{
	*runs = *frames = 0;
	if (c == NULL)
		return;
	pthread_mutex_lock(&c->lock);
	*runs = c->runs;
	*frames = c->frames;
	pthread_mutex_unlock(&c->lock);
}
