/* pwhash.c: argon2id hashing in worker threads, results on the loop. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/queue.h>

#include <event2/event.h>
#include <event2/thread.h>
#include <sodium.h>

#include "log.h"
#include "pwhash.h"
#include "xmalloc.h"

enum pwhash_state { PWHASH_QUEUED, PWHASH_RUNNING, PWHASH_DONE };

struct pwhash_job {
	int			 verify;
	int			 cancelled;	/* loop thread only */
	enum pwhash_state	 state;		/* under pwhash_lock */
	char			 key[64];
	char			*password;
	char			 hash[crypto_pwhash_STRBYTES];
	int			 ok;
	pwhash_cb		 cb;
	void			*arg;
	TAILQ_ENTRY(pwhash_job)	 entry;		/* todo or done */
	TAILQ_ENTRY(pwhash_job)	 live;		/* loop thread only */
};
TAILQ_HEAD(pwhash_list, pwhash_job);

static pthread_mutex_t	 pwhash_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t	 pwhash_cond = PTHREAD_COND_INITIALIZER;
static struct pwhash_list pwhash_todo = TAILQ_HEAD_INITIALIZER(pwhash_todo);
static struct pwhash_list pwhash_done = TAILQ_HEAD_INITIALIZER(pwhash_done);
static pthread_t	*pwhash_threads;
static int		 pwhash_nthreads;
static int		 pwhash_stopping;
static struct event	*pwhash_ev;
static int		 pwhash_minimum;

/*
 * The rest belongs to the loop thread: every job not yet delivered (queued,
 * running, or done and waiting for the loop), the limits and the counts.
 */
static struct pwhash_list pwhash_live = TAILQ_HEAD_INITIALIZER(pwhash_live);
static int		 pwhash_count;
static int		 pwhash_max_total;
static int		 pwhash_max_key;
static struct pwhash_stats pwhash_counts;

/* Choose the cost of new hashes. */
void
pwhash_set_minimum(int on)
{
	pwhash_minimum = on;
}

/* Hash a password into out (crypto_pwhash_STRBYTES). */
int
pwhash_hash_sync(const char *password, char *out, size_t outlen)
{
	if (outlen < crypto_pwhash_STRBYTES)
		return (-1);
	if (crypto_pwhash_str(out, password, strlen(password),
	    pwhash_minimum ? crypto_pwhash_OPSLIMIT_MIN :
	    crypto_pwhash_OPSLIMIT_INTERACTIVE,
	    pwhash_minimum ? crypto_pwhash_MEMLIMIT_MIN :
	    crypto_pwhash_MEMLIMIT_INTERACTIVE) != 0)
		return (-1);
	return (0);
}

/* 1 if password matches hash, 0 if not. */
int
pwhash_verify_sync(const char *hash, const char *password)
{
	return (crypto_pwhash_str_verify(hash, password,
	    strlen(password)) == 0);
}

static void
pwhash_free(struct pwhash_job *job)
{
	if (job->password != NULL) {
		sodium_memzero(job->password, strlen(job->password));
		free(job->password);
	}
	sodium_memzero(job->hash, sizeof job->hash);
	free(job);
}

static void *
pwhash_worker(void *unused)
{
	struct pwhash_job	*job;

	pthread_mutex_lock(&pwhash_lock);
	for (;;) {
		while (!pwhash_stopping && TAILQ_EMPTY(&pwhash_todo))
			pthread_cond_wait(&pwhash_cond, &pwhash_lock);
		if (pwhash_stopping)
			break;
		job = TAILQ_FIRST(&pwhash_todo);
		TAILQ_REMOVE(&pwhash_todo, job, entry);
		job->state = PWHASH_RUNNING;
		pthread_mutex_unlock(&pwhash_lock);

		if (job->verify)
			job->ok = pwhash_verify_sync(job->hash, job->password);
		else
			job->ok = pwhash_hash_sync(job->password, job->hash,
			    sizeof job->hash) == 0 ? 1 : -1;
		sodium_memzero(job->password, strlen(job->password));

		pthread_mutex_lock(&pwhash_lock);
		job->state = PWHASH_DONE;
		TAILQ_INSERT_TAIL(&pwhash_done, job, entry);
		event_active(pwhash_ev, EV_READ, 0);
	}
	pthread_mutex_unlock(&pwhash_lock);
	return (NULL);
}

/* On the loop: run the callbacks of finished jobs. */
static void
pwhash_deliver(evutil_socket_t fd, short what, void *unused)
{
	struct pwhash_list	 done = TAILQ_HEAD_INITIALIZER(done);
	struct pwhash_job	*job;

	pthread_mutex_lock(&pwhash_lock);
	TAILQ_CONCAT(&done, &pwhash_done, entry);
	pthread_mutex_unlock(&pwhash_lock);

	while ((job = TAILQ_FIRST(&done)) != NULL) {
		TAILQ_REMOVE(&done, job, entry);
		TAILQ_REMOVE(&pwhash_live, job, live);
		pwhash_count--;
		pwhash_counts.run++;
		if (!job->cancelled)
			job->cb(job->arg, job->ok, job->verify ? NULL :
			    (job->ok == 1 ? job->hash : NULL));
		pwhash_free(job);
	}
}

/* Start the workers. */
int
pwhash_init(struct event_base *base, int nthreads, char **cause)
{
	int	i;

	if (sodium_init() < 0) {
		xasprintf(cause, "libsodium failed to initialise");
		return (-1);
	}
	if (evthread_make_base_notifiable(base) != 0) {
		xasprintf(cause, "cannot make the event base notifiable");
		return (-1);
	}
	pwhash_ev = event_new(base, -1, 0, pwhash_deliver, NULL);
	pwhash_stopping = 0;
	/* No threads (a replay): jobs wait for pwhash_resolve. */
	pwhash_threads = xcalloc((size_t)nthreads, sizeof *pwhash_threads);
	for (i = 0; i < nthreads; i++) {
		if (pthread_create(&pwhash_threads[i], NULL, pwhash_worker,
		    NULL) != 0) {
			xasprintf(cause, "cannot start hashing thread");
			pwhash_nthreads = i;
			pwhash_shutdown();
			return (-1);
		}
	}
	pwhash_nthreads = nthreads;
	return (0);
}

/* Stop the workers and drop what is left. */
void
pwhash_shutdown(void)
{
	struct pwhash_job	*job;
	int			 i;

	pthread_mutex_lock(&pwhash_lock);
	pwhash_stopping = 1;
	pthread_cond_broadcast(&pwhash_cond);
	pthread_mutex_unlock(&pwhash_lock);
	for (i = 0; i < pwhash_nthreads; i++)
		pthread_join(pwhash_threads[i], NULL);
	free(pwhash_threads);
	pwhash_threads = NULL;
	pwhash_nthreads = 0;
	TAILQ_INIT(&pwhash_todo);
	TAILQ_INIT(&pwhash_done);
	while ((job = TAILQ_FIRST(&pwhash_live)) != NULL) {
		TAILQ_REMOVE(&pwhash_live, job, live);
		pwhash_free(job);
	}
	pwhash_count = 0;
	if (pwhash_ev != NULL)
		event_free(pwhash_ev);
	pwhash_ev = NULL;
}

/* Set the limits on jobs queued or running: in all, and for one key. */
void
pwhash_set_limits(int total, int per_key)
{
	pwhash_max_total = total;
	pwhash_max_key = per_key;
}

/* Jobs not yet delivered for key. */
static int
pwhash_key_count(const char *key)
{
	struct pwhash_job	*job;
	int			 n = 0;

	TAILQ_FOREACH(job, &pwhash_live, live) {
		if (strcmp(job->key, key) == 0)
			n++;
	}
	return (n);
}

static struct pwhash_job *
pwhash_queue(const char *key, int verify, const char *hash,
    const char *password, pwhash_cb cb, void *arg)
{
	struct pwhash_job	*job;

	/*
	 * The count of a key is a walk of the live jobs, which the total
	 * limit keeps short; with no total limit, there is no key limit.
	 */
	if (pwhash_max_total > 0 && (pwhash_count >= pwhash_max_total ||
	    (pwhash_max_key > 0 &&
	    pwhash_key_count(key) >= pwhash_max_key))) {
		pwhash_counts.refused++;
		return (NULL);
	}
	job = xcalloc(1, sizeof *job);
	job->verify = verify;
	snprintf(job->key, sizeof job->key, "%s", key);
	job->password = xstrdup(password);
	if (hash != NULL)
		snprintf(job->hash, sizeof job->hash, "%s", hash);
	job->cb = cb;
	job->arg = arg;
	job->state = PWHASH_QUEUED;
	pwhash_count++;
	TAILQ_INSERT_TAIL(&pwhash_live, job, live);
	pthread_mutex_lock(&pwhash_lock);
	TAILQ_INSERT_TAIL(&pwhash_todo, job, entry);
	pthread_cond_signal(&pwhash_cond);
	pthread_mutex_unlock(&pwhash_lock);
	return (job);
}

/* Queue a hash of password. */
struct pwhash_job *
pwhash_hash(const char *key, const char *password, pwhash_cb cb, void *arg)
{
	return (pwhash_queue(key, 0, NULL, password, cb, arg));
}

/* Queue a check of password against hash. */
struct pwhash_job *
pwhash_verify(const char *key, const char *hash, const char *password,
    pwhash_cb cb, void *arg)
{
	return (pwhash_queue(key, 1, hash, password, cb, arg));
}

/*
 * Forget a job: one still waiting is taken off the queue and never hashed;
 * one a worker has started finishes there, and its result is dropped.
 */
void
pwhash_cancel(struct pwhash_job *job)
{
	if (job == NULL)
		return;
	pthread_mutex_lock(&pwhash_lock);
	if (job->state == PWHASH_QUEUED) {
		TAILQ_REMOVE(&pwhash_todo, job, entry);
		pthread_mutex_unlock(&pwhash_lock);
		TAILQ_REMOVE(&pwhash_live, job, live);
		pwhash_count--;
		pwhash_counts.dropped++;
		pwhash_free(job);
		return;
	}
	pthread_mutex_unlock(&pwhash_lock);
	job->cancelled = 1;
}

/*
 * Finish a job that no worker took (there are none in a replay) with a
 * result given: ok, and for a hash job a stand-in hash.
 */
void
pwhash_resolve(struct pwhash_job *job, int ok)
{
	pthread_mutex_lock(&pwhash_lock);
	if (job->state != PWHASH_QUEUED) {
		pthread_mutex_unlock(&pwhash_lock);
		return;
	}
	TAILQ_REMOVE(&pwhash_todo, job, entry);
	pthread_mutex_unlock(&pwhash_lock);
	TAILQ_REMOVE(&pwhash_live, job, live);
	pwhash_count--;
	if (!job->cancelled)
		job->cb(job->arg, ok, job->verify || ok != 1 ? NULL :
		    "$argon2id$replay$not-a-hash");
	pwhash_free(job);
}

/* Jobs queued or running. */
int
pwhash_pending(void)
{
	return (pwhash_count);
}

/* What the workers did since start. */
void
pwhash_get_stats(struct pwhash_stats *st)
{
	*st = pwhash_counts;
}
