/* child.c: run another program with its output on a pipe. */
#include <sys/types.h>

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <string.h>
#include <unistd.h>

#include "child.h"
#include "xmalloc.h"

extern char	**environ;

/* Start program with argv; its output on the pipe *fd reads. */
pid_t
child_spawn(const char *program, char *const argv[], int *fd, char **cause)
{
	posix_spawn_file_actions_t	 fa;
	posix_spawnattr_t		 attr;
	sigset_t			 none, dfl;
	int				 p[2], err;
	pid_t				 pid;

	if (pipe2(p, O_CLOEXEC) != 0) {
		xasprintf(cause, "pipe: %s", strerror(errno));
		return (-1);
	}
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
	posix_spawn_file_actions_adddup2(&fa, p[1], 1);
	posix_spawn_file_actions_adddup2(&fa, p[1], 2);
	/* Nothing else of ours: no client's socket, no database. */
	posix_spawn_file_actions_addclosefrom_np(&fa, 3);
	posix_spawnattr_init(&attr);
	sigemptyset(&none);
	sigemptyset(&dfl);
	sigaddset(&dfl, SIGPIPE);
	sigaddset(&dfl, SIGHUP);
	sigaddset(&dfl, SIGTERM);
	sigaddset(&dfl, SIGINT);
	sigaddset(&dfl, SIGUSR1);
	posix_spawnattr_setsigmask(&attr, &none);
	posix_spawnattr_setsigdefault(&attr, &dfl);
	posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGMASK |
	    POSIX_SPAWN_SETSIGDEF);
	err = posix_spawn(&pid, program, &fa, &attr, argv, environ);
	posix_spawn_file_actions_destroy(&fa);
	posix_spawnattr_destroy(&attr);
	close(p[1]);
	if (err != 0) {
		close(p[0]);
		xasprintf(cause, "%s: %s", program, strerror(err));
		return (-1);
	}
	(void)fcntl(p[0], F_SETFL, fcntl(p[0], F_GETFL) | O_NONBLOCK);
	*fd = p[0];
	return (pid);
}
