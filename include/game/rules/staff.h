/*
 * staff.h: the staff ranks and the rules between them (game/staff.c):
 * who may act on whom, what roles one may give, how the first owner is
 * made, and the game's locks against logins (wizlock, newlock).
 *
 * Nobody acts on an equal or higher rank: not promote, nor any staff
 * command that acts on another player. An owner is made from the command
 * line (mud --role NAME owner), or is the first character created from
 * the machine itself while the game has no admin or owner (the config's
 * game.first_owner_local); nobody in the game can demote one.
 */
#ifndef MUD_STAFF_H
#define MUD_STAFF_H

struct character;
struct store;

/* A rank's name ("player" ... "owner"); "player" for one out of range. */
const char	*staff_role_name(int role);
/* "a builder", "an admin". */
const char	*staff_role_article(int role);
/* The rank a word names (a prefix will do), or -1. */
int		 staff_role_parse(const char *word);
/* May ch act on one of rank role: its own rank is higher? */
int		 staff_outranks(const struct character *ch, int role);
/*
 * Why ch may not change the rank of one now of rank was (self: ch
 * itself) to rank to, or NULL if it may.
 */
const char	*staff_grant_refused(const struct character *ch, int was,
		    int to, int self);
/*
 * A rank changed: logged, kept in the audit log (actor as given, a
 * player's name or "(console)") and told on wiznet.
 */
void		 staff_role_changed(const char *actor, const char *name,
		    int was, int to);
/* Is host (a connection's address) the machine itself? */
int		 staff_host_local(const char *host);
/*
 * The rank of a character being created from host: the owner for the
 * first from the machine itself while no admin or owner exists (and the
 * config allows it), else a player.
 */
int		 staff_new_role(struct store *, const char *host);
/* How many admins and owners the store holds; -1 on error. */
long long	 staff_count(struct store *);
/*
 * Give the stored character name the rank role (mud --role): 1 done
 * (*was its rank before, its name as stored copied to canon, of
 * CHAR_NAME_MAX + 1 bytes), 0 no such character, -1 (*cause).
 */
int		 staff_set_stored_role(struct store *, const char *name,
		    int role, int *was, char *canon, char **cause);
/* Log, once at start, how the first admin is made if there is none. */
void		 staff_boot_notice(struct store *);

/* The game's login locks, bits: no new characters; staff only. */
#define STAFF_LOCK_NEW	0x1
#define STAFF_LOCK_WIZ	0x2
int		 staff_lock(void);
void		 staff_set_lock(int lock, int on);
/*
 * Why a login of a character of rank role (creating: a new one) is
 * refused by the locks, or NULL.
 */
const char	*staff_lock_refused(int role, int creating);

#endif
