/*
 * child.h: run another program as a child whose output comes back on a
 * pipe, for the caller to read from its loop (the reboot's dry run).
 */
#ifndef MUD_CHILD_H
#define MUD_CHILD_H

#include <sys/types.h>

/*
 * Start program with argv (and the environment), stdin /dev/null, its
 * stdout and stderr on one pipe whose reading end, non-blocking and
 * close-on-exec, goes to *fd; no other descriptor of ours is passed, and
 * the usual signals are at their defaults in it. The pid, or -1 and
 * *cause.
 */
pid_t	child_spawn(const char *program, char *const argv[], int *fd,
	    char **cause);

#endif
