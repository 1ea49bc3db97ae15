/* procstat.c: this process's CPU time, memory and files from /proc. */
#include <sys/resource.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "procstat.h"

/* The boot time of the machine (Unix time), from /proc/stat; 0 if none. */
static double
procstat_btime(void)
{
	FILE		*f;
	char		 line[256];
	unsigned long long btime = 0;

	if ((f = fopen("/proc/stat", "re")) == NULL)
		return (0);
	while (fgets(line, sizeof line, f) != NULL) {
		if (sscanf(line, "btime %llu", &btime) == 1)
			break;
	}
	fclose(f);
	return ((double)btime);
}

/* Descriptors open now: the entries of /proc/self/fd (less its own). */
static uint64_t
procstat_fds(void)
{
	DIR		*d;
	struct dirent	*de;
	uint64_t	 n = 0;

	if ((d = opendir("/proc/self/fd")) == NULL)
		return (0);
	while ((de = readdir(d)) != NULL) {
		if (de->d_name[0] != '.')
			n++;
	}
	closedir(d);
	return (n > 0 ? n - 1 : 0);
}

/* Fill *ps from /proc/self/stat, /proc/self/fd and the limits. */
int
procstat_read(struct procstat *ps)
{
	FILE			*f;
	struct rlimit		 rl;
	char			 buf[1024], *p;
	unsigned long		 utime, stime, vsize;
	unsigned long long	 start;
	long			 rss, tck = sysconf(_SC_CLK_TCK);
	long			 page = sysconf(_SC_PAGESIZE);
	size_t			 n;

	memset(ps, 0, sizeof *ps);
	if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY)
		ps->max_fds = (uint64_t)rl.rlim_cur;
	ps->open_fds = procstat_fds();
	if ((f = fopen("/proc/self/stat", "re")) == NULL)
		return (-1);
	n = fread(buf, 1, sizeof buf - 1, f);
	fclose(f);
	buf[n] = '\0';
	/* After the command's name, which may hold spaces and brackets. */
	if ((p = strrchr(buf, ')')) == NULL || tck <= 0 || page <= 0)
		return (-1);
	/* Fields 3 on: state ppid pgrp session tty tpgid flags minflt
	 * cminflt majflt cmajflt utime stime cutime cstime priority nice
	 * threads itrealvalue starttime vsize rss. */
	if (sscanf(p + 1, " %*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u "
	    "%lu %lu %*d %*d %*d %*d %*d %*d %llu %lu %ld", &utime, &stime,
	    &start, &vsize, &rss) != 5)
		return (-1);
	ps->cpu_seconds = (double)(utime + stime) / (double)tck;
	ps->rss_bytes = rss > 0 ? (uint64_t)rss * (uint64_t)page : 0;
	ps->vsize_bytes = vsize;
	ps->start_time = procstat_btime() + (double)start / (double)tck;
	return (0);
}
