/*
 * staff.c: the staff ranks and the rules between them: who may act on
 * whom, the roles one may give, how the first owner is made, and the
 * game's login locks (wizlock, newlock).
 */
#include <arpa/inet.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "character.h"
#include "config.h"
#include "game.h"
#include "log.h"
#include "player.h"
#include "save.h"
#include "staff.h"
#include "store.h"
#include "text.h"
#include "wiznet.h"

static const char *const staff_roles[ROLE__COUNT] = {
	[ROLE_PLAYER] = "player",
	[ROLE_BUILDER] = "builder",
	[ROLE_ADMIN] = "admin",
	[ROLE_OWNER] = "owner",
};

/* The locks in force (STAFF_LOCK_*); in memory: a restart lifts them. */
static int	staff_current_lock;

const char *
staff_role_name(int role)
{
	if (role < 0 || role >= ROLE__COUNT)
		return (staff_roles[ROLE_PLAYER]);
	return (staff_roles[role]);
}

const char *
staff_role_article(int role)
{
	static const char *const with[ROLE__COUNT] = {
		"a player", "a builder", "an admin", "an owner" };

	if (role < 0 || role >= ROLE__COUNT)
		return (with[ROLE_PLAYER]);
	return (with[role]);
}

int
staff_role_parse(const char *word)
{
	int	role;

	if (*word == '\0')
		return (-1);
	for (role = 0; role < ROLE__COUNT; role++) {
		if (text_prefix(word, staff_roles[role]))
			return (role);
	}
	return (-1);
}

int
staff_outranks(const struct character *ch, int role)
{
	return (ch->pd.role > role);
}

const char *
staff_grant_refused(const struct character *ch, int was, int to, int self)
{
	if (self)
		return ("You cannot change your own role.");
	if (!staff_outranks(ch, was))
		return ("You cannot change the role of someone of your role "
		    "or higher.");
	if (to == ROLE_OWNER)
		return ("An owner is made from the command line only: "
		    "mud --role NAME owner.");
	if (!staff_outranks(ch, to))
		return ("You can only give a role lower than your own.");
	return (NULL);
}

void
staff_role_changed(const char *actor, const char *name, int was, int to)
{
	struct store_audit	 row;
	char			 args[64], *cause = NULL;
	int64_t			 now = (int64_t)game_time();

	log_info("role: %s made %s %s (was %s)", actor, name,
	    staff_role_name(to), staff_role_name(was));
	wiznet_send(WIZ_STAFF, NULL, "%s made %s %s (was %s).", actor, name,
	    staff_role_article(to), staff_role_article(was));
	/* A player's command is audited as typed; the console's is here. */
	if (*actor != '(' || game_store == NULL)
		return;
	snprintf(args, sizeof args, "%s %s (was %s)", name,
	    staff_role_name(to), staff_role_name(was));
	memset(&row, 0, sizeof row);
	row.at = now;
	row.actor = (char *)actor;
	row.command = (char *)"role";
	row.args = args;
	row.consequential = 1;
	row.outcome = (char *)"ok";
	if (store_audit_add(game_store, &row, conf_int(CFG_AUDIT_KEEP),
	    now - conf_int(CFG_AUDIT_DAYS) * 86400, &cause) != 0) {
		log_warnx("audit: %s role %s: %s", actor, args, cause);
		free(cause);
	}
}

int
staff_host_local(const char *host)
{
	struct in_addr	 a4;
	struct in6_addr	 a6;

	if (inet_pton(AF_INET, host, &a4) == 1)
		return ((ntohl(a4.s_addr) >> 24) == 127);
	if (inet_pton(AF_INET6, host, &a6) != 1)
		return (0);
	if (IN6_IS_ADDR_LOOPBACK(&a6))
		return (1);
	return (IN6_IS_ADDR_V4MAPPED(&a6) && a6.s6_addr[12] == 127);
}

long long
staff_count(struct store *st)
{
	return (store_count_role(st, ROLE_ADMIN));
}

int
staff_new_role(struct store *st, const char *host)
{
	if (!conf_int(CFG_FIRST_OWNER_LOCAL) || !staff_host_local(host) ||
	    st == NULL || staff_count(st) != 0)
		return (ROLE_PLAYER);
	return (ROLE_OWNER);
}

int
staff_set_stored_role(struct store *st, const char *name, int role,
    int *was, char *canon, char **cause)
{
	struct player_data	pd;
	int			found;

	player_data_init(&pd);
	if ((found = save_load_player(st, name, &pd, cause)) != 1)
		goto done;
	*was = pd.role;
	text_strlcpy(canon, pd.name, CHAR_NAME_MAX + 1);
	pd.role = role;
	if (role == ROLE_PLAYER)
		pd.wizinvis = 0;
	if (save_offline_player(st, &pd, cause) != 0)
		found = -1;
done:
	player_data_clear(&pd);
	return (found);
}

void
staff_boot_notice(struct store *st)
{
	long long	n = staff_count(st);

	if (n > 0 && store_count_role(st, ROLE_OWNER) == 0)
		log_info("staff: there is no owner (%lld admin%s): stop the "
		    "server and run 'mud --role NAME owner' to make one", n,
		    n == 1 ? "" : "s");
	if (n != 0)
		return;
	if (conf_int(CFG_FIRST_OWNER_LOCAL))
		log_info("staff: there is no admin or owner yet: the first "
		    "character created from this machine (127.0.0.1 or ::1) "
		    "becomes the owner; or stop the server and run 'mud "
		    "--role NAME owner' for a character that exists");
	else
		log_info("staff: there is no admin or owner yet: stop the "
		    "server and run 'mud --role NAME owner' for a character "
		    "that exists (game.first_owner_local is off)");
}

int
staff_lock(void)
{
	return (staff_current_lock);
}

void
staff_set_lock(int lock, int on)
{
	if (on)
		staff_current_lock |= lock;
	else
		staff_current_lock &= ~lock;
}

const char *
staff_lock_refused(int role, int creating)
{
	if (role >= ROLE_BUILDER)
		return (NULL);
	if (staff_current_lock & STAFF_LOCK_WIZ)
		return ("The game is locked to staff just now (wizlock); "
		    "please try again later.");
	if ((staff_current_lock & STAFF_LOCK_NEW) && creating)
		return ("No new characters are being made just now (newlock); "
		    "please try again later.");
	return (NULL);
}
