/*
 * pwhash.h: argon2id password hashing (libsodium) in worker threads, so the
 * game thread never stalls on it. Results come back on the libevent loop.
 */
#ifndef MUD_PWHASH_H
#define MUD_PWHASH_H

#include <stddef.h>

struct event_base;
struct pwhash_job;

#define PWHASH_MIN	6
#define PWHASH_MAX	128

/*
 * Called on the loop thread. For a hash job, ok is 1 and hash is the
 * encoded hash (the callee may keep it with strdup); for a verify job, ok
 * is 1 on a match and hash is NULL. ok is -1 when hashing failed.
 */
typedef void (*pwhash_cb)(void *arg, int ok, const char *hash);

/*
 * Start nthreads workers posting results to base, which must have been made
 * after evthread_use_pthreads().
 */
int	pwhash_init(struct event_base *base, int nthreads, char **cause);
/* Stop the workers; pending jobs are dropped without their callbacks. */
void	pwhash_shutdown(void);

/*
 * Queue jobs; the password is copied and wiped after use. key (an address)
 * counts against the per-key limit. NULL when a limit is reached: nothing
 * was queued and the callback will not run.
 */
struct pwhash_job	*pwhash_hash(const char *key, const char *password,
			    pwhash_cb, void *arg);
struct pwhash_job	*pwhash_verify(const char *key, const char *hash,
			    const char *password, pwhash_cb, void *arg);
/*
 * Forget a job: its callback will not run. A job still waiting is never
 * hashed. Safe until the callback ran.
 */
void			 pwhash_cancel(struct pwhash_job *);
/*
 * Finish a job no worker took (a replay has no workers) with the result
 * ok, and for a hash a stand-in hash; runs its callback.
 */
void			 pwhash_resolve(struct pwhash_job *, int ok);
/* Jobs queued or running (a cancelled running one until it ends). */
int			 pwhash_pending(void);
/*
 * Limit the jobs queued or running, in all and for one key (0: no limit;
 * the key limit needs a total limit).
 */
void			 pwhash_set_limits(int total, int per_key);

struct pwhash_stats {
	unsigned long long	run;		/* hashed by a worker */
	unsigned long long	dropped;	/* cancelled before a worker */
	unsigned long long	refused;	/* over a limit */
};
void			 pwhash_get_stats(struct pwhash_stats *);

/* Use libsodium's minimum limits (load tests only) instead of interactive. */
void	pwhash_set_minimum(int);

/* Synchronous forms, for tests and tools. */
int	pwhash_hash_sync(const char *password, char *out, size_t outlen);
int	pwhash_verify_sync(const char *hash, const char *password);

#endif
