/* filecheck.h: would a file open as the server will open it (--check)? */
#ifndef MUD_FILECHECK_H
#define MUD_FILECHECK_H

/*
 * Could the server write path, or create it: a file that is there must
 * be a file it may read and write; one that is not needs a folder that
 * is there and that it may write in. 0, or -1 and *cause ("path: why").
 * Nothing is created.
 */
int	filecheck_writable(const char *path, char **cause);
/*
 * At start: files the process makes are at most 0640 (umask 027 added
 * to the one it was given); those holding secrets are made 0600 where
 * they are opened.
 */
void	filecheck_umask(void);

#endif
