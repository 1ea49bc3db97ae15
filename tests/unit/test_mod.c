/*
 * test_mod.c: moderation, played in game time (tests/unit/play.h): the
 * roles each staff command is refused to, wizinvis seen and unseen, snoop
 * (what it copies, what it never shows, when it ends), force, freeze,
 * mute (and its end), purge, load, restore, transfer, at, users, the
 * audit log, promotion of a player not in the game, and bans (name, site
 * at connect, expiry) with the rows the store keeps of them.
 */
#include <sys/socket.h>

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "ban.h"
#include "check_main.h"
#include "find.h"
#include "magic.h"
#include "mod.h"
#include "play.h"
#include "save.h"

static const char town_area[] =
	"area Town\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name The Town Temple\n"
	"sector inside\n"
	"flags safe recall indoors\n"
	"description\n"
	"A temple.\n"
	"~\n"
	"exit east 3002\n"
	"end\n"
	"\n"
	"room 3002\n"
	"name The Square\n"
	"sector city\n"
	"description\n"
	"A square.\n"
	"~\n"
	"exit east 3003\n"
	"exit west 3001\n"
	"end\n"
	"\n"
	"room 3003\n"
	"name The Lane\n"
	"sector city\n"
	"description\n"
	"A lane.\n"
	"~\n"
	"exit west 3002\n"
	"end\n"
	"\n"
	"mob 3000\n"
	"keywords guard\n"
	"short the city guard\n"
	"long The city guard stands here.\n"
	"description\n"
	"Stern.\n"
	"~\n"
	"level 5\n"
	"hit 1d1+50\n"
	"damage 1d2\n"
	"flags sentinel\n"
	"end\n"
	"\n"
	"object 3010\n"
	"keywords sword\n"
	"short a sword\n"
	"long A sword lies here.\n"
	"type weapon\n"
	"dice 1d6\n"
	"wear wield\n"
	"weight 5\n"
	"end\n"
	"\n"
	"object 3011\n"
	"keywords fountain\n"
	"short a fountain\n"
	"long A fountain stands here.\n"
	"type fountain\n"
	"flags no_take\n"
	"weight 500\n"
	"end\n";

#define TEMPLE		3001
#define SQUARE		3002
#define LANE		3003

static void
setup(void)
{
	const char *const	files[] = { "town.are", town_area, NULL };

	play_start(files, 11);
}

static void
teardown(void)
{
	play_stop();
}

/* A player in the store only, not in the game. */
static void
stored_player(const char *name, int role)
{
	struct player_data	 pd;
	char			*cause = NULL;

	player_data_init(&pd);
	text_strlcpy(pd.name, name, sizeof pd.name);
	pd.role = role;
	if (save_create_player(game_store, &pd, &cause) != 0)
		ck_abort_msg("store: %s", cause);
	player_data_clear(&pd);
}

/* A player's record as the store has it; the caller clears it. */
static void
stored_record(const char *name, struct player_data *pd)
{
	char	*cause = NULL;

	player_data_init(pd);
	ck_assert_int_eq(save_load_player(game_store, name, pd, &cause), 1);
}

/* A player in the game as staff make it: the role saved too. */
static struct character *
enter(const char *name, int vnum, int role)
{
	struct character	*ch = play_enter(name, vnum, role);

	ck_assert_int_eq(char_save(ch), 0);
	play_skip(ch);
	return (ch);
}

/* Every staff command is refused to those below its role, as unknown. */
START_TEST(test_staff_commands_refused_by_role)
{
	static const char *const admin_only[] = { "ban", "unban site 1.2.3.4",
	    "snoop Ada", "force Ada look", "freeze Ada", "mute Ada", "users",
	    "audit", "transfer Ada", "restore", "promote Ada admin" };
	static const char *const builder[] = { "wizinvis", "at 3002 look",
	    "load mob 3000", "purge" };
	struct character	*p = enter("Pat", TEMPLE, ROLE_PLAYER);
	struct character	*b = enter("Bea", TEMPLE, ROLE_BUILDER);
	size_t			 i;

	(void)enter("Ada", TEMPLE, ROLE_ADMIN);
	for (i = 0; i < sizeof admin_only / sizeof admin_only[0]; i++) {
		play_type(p, "%s", admin_only[i]);
		play_expect(p, "is not a command");
		play_type(b, "%s", admin_only[i]);
		play_expect(b, "is not a command");
	}
	for (i = 0; i < sizeof builder / sizeof builder[0]; i++) {
		play_type(p, "%s", builder[i]);
		play_expect(p, "is not a command");
	}
	play_type(b, "load mob 3000");
	play_expect(b, "You create the city guard.");
	/* Whole words only, for what cannot be undone. */
	play_type(b, "purg");
	play_expect(b, "Type 'purge' in full");
}
END_TEST

/* Snoop, force, freeze, mute and a name ban refuse equal or higher roles. */
START_TEST(test_equal_or_higher_roles_refused)
{
	struct character	*a = enter("Ada", TEMPLE, ROLE_ADMIN);
	struct character	*z = enter("Zed", TEMPLE, ROLE_ADMIN);
	struct player_data	 pd;

	(void)enter("Bea", TEMPLE, ROLE_BUILDER);
	play_type(a, "snoop Zed");
	play_expect(a, "You cannot snoop someone of your role or higher.");
	play_type(a, "force Zed say hi");
	play_expect(a, "You cannot force someone of your role or higher.");
	play_not(z, "says 'hi'");
	play_type(a, "freeze Zed");
	play_expect(a, "You cannot freeze someone of your role or higher.");
	ck_assert_int_eq(z->pd.frozen, 0);
	play_type(a, "mute Zed");
	play_expect(a, "You cannot mute someone of your role or higher.");
	play_type(a, "ban name Zed rude");
	play_expect(a, "You cannot ban someone of your role or higher.");
	/* Offline too: the record's role counts. */
	stored_player("Olga", ROLE_ADMIN);
	play_type(a, "freeze Olga");
	play_expect(a, "You cannot freeze someone of your role or higher.");
	stored_record("Olga", &pd);
	ck_assert_int_eq(pd.frozen, 0);
	player_data_clear(&pd);
	/* A lower role is fine. */
	play_type(a, "force Bea say hello");
	play_expect(a, "You force Bea to 'say hello'.");
	play_expect(z, "Bea says 'hello'");
}
END_TEST

/* Wizinvis: unseen by lower roles in who, look, where, talk and moves. */
START_TEST(test_wizinvis_seen_and_unseen)
{
	struct character	*w = enter("Wren", TEMPLE, ROLE_BUILDER);
	struct character	*p = enter("Pat", TEMPLE, ROLE_PLAYER);
	struct character	*a = enter("Ada", TEMPLE, ROLE_ADMIN);
	struct player_data	 pd;

	play_type(w, "wizinvis");
	play_expect(w, "You vanish from the sight of everyone of a lower "
	    "role than yours.");
	play_expect(p, "Wren thins to a shadow and is gone.");
	play_not(a, "fades");

	play_type(p, "who");
	play_not(p, "Wren");
	play_type(p, "who");
	play_expect(p, "2 players.");
	play_type(a, "who");
	play_expect(a, "Wren (wizinvis)");
	play_type(a, "who");
	play_expect(a, "3 players.");

	play_type(p, "look");
	play_not(p, "Wren");
	play_type(a, "look");
	play_expect(a, "(Wizinvis) Wren");
	play_type(p, "look wren");
	play_not(p, "Wren");
	play_type(p, "where");
	play_not(p, "Wren");
	play_type(p, "tell wren are you there?");
	play_expect(p, "No one called that is playing.");
	play_type(p, "finger wren");
	play_expect(p, "Last came into the game");
	play_type(a, "finger wren");
	play_expect(a, "In the game since");

	play_type(w, "gossip boo");
	play_expect(p, "Someone gossips 'boo'");
	play_expect(a, "Wren gossips 'boo'");
	play_type(w, "say psst");
	play_expect(p, "Someone says 'psst'");
	play_expect(a, "Wren says 'psst'");
	play_type(w, "tell Pat hi");
	play_expect(p, "Someone tells you 'hi'");
	play_type(p, "reply who?");
	play_expect(p, "No one has told you anything yet.");

	play_type(w, "east");
	play_not(p, "Wren leaves");
	play_type(a, "look");
	play_skip(a);
	play_type(w, "west");
	play_expect(a, "Wren arrives from the east.");
	play_not(p, "Wren");

	/* Saved: it holds at the next login. */
	ck_assert_int_eq(char_save(w), 0);
	stored_record("Wren", &pd);
	ck_assert_int_eq(pd.wizinvis, 1);
	player_data_clear(&pd);

	play_type(w, "wizinvis off");
	play_expect(p, "Wren takes shape out of nowhere.");
	play_type(p, "who");
	play_expect(p, "Wren");
}
END_TEST

/* Snoop copies what the player sees and types, never a password. */
START_TEST(test_snoop_copies_and_ends)
{
	struct character	*a = enter("Ada", SQUARE, ROLE_ADMIN);
	struct character	*p = enter("Pat", TEMPLE, ROLE_PLAYER);
	struct character	*q = enter("Quin", TEMPLE, ROLE_PLAYER);

	play_type(a, "snoop Pat");
	play_expect(a, "You snoop Pat");
	play_not(p, "snoop");
	play_type(p, "look");
	play_expect(a, "% look");
	play_expect(a, "The Town Temple");
	play_type(q, "say hello there");
	play_expect(a, "Quin says 'hello there'");

	/* The password command's answers are secret. */
	play_type(p, "password");
	play_expect(a, "% password");
	play_type(p, "hunter22");
	play_not(a, "hunter22");

	/* The player's connection goes: the snoop ends, and Ada is told. */
	play_hangup(p);
	play_expect(a, "[snoop: Pat is gone; you stop snooping.]");
	ck_assert_ptr_null(a->desc->snooping);

	/* Snoop Quin, then stop; then the snooper leaves. */
	play_type(a, "snoop Quin");
	play_expect(a, "You snoop Quin");
	play_type(a, "snoop");
	play_expect(a, "You stop snooping Quin.");
	play_type(q, "say again");
	play_not(a, "again");
	/* Quin quits: told by name, though the character is gone. */
	play_type(a, "snoop Quin");
	play_type(q, "quit");
	play_expect(a, "[snoop: Quin is gone; you stop snooping.]");
	/* And the snooper's connection goes: the snoop ends with it. */
	q = enter("Rae", TEMPLE, ROLE_PLAYER);
	play_type(a, "snoop Rae");
	ck_assert_ptr_eq(q->desc->snooper, a->desc);
	play_hangup(a);
	ck_assert_ptr_null(q->desc->snooper);
	play_type(q, "say still here");
	play_expect(q, "You say 'still here'");
}
END_TEST

/* A snooper far behind is not sent copies past half its max_output. */
START_TEST(test_snoop_within_output_bounds)
{
	struct character	*a = enter("Ada", SQUARE, ROLE_ADMIN);
	struct character	*p = enter("Pat", TEMPLE, ROLE_PLAYER);
	char			*big = xmalloc(40001);
	const char		*transcript;
	size_t			 len;

	play_config("limits.max_output", "65536");
	play_type(a, "snoop Pat");
	play_skip(a);
	memset(big, 'x', 40000);
	big[40000] = '\0';
	desc_write(p->desc, big, 40000);
	desc_write(p->desc, "after\n", 6);
	free(big);
	play_turn();
	/* Pat got it all; Ada, none of the big one, and was told. */
	play_expect(p, "xxxxxxxx");
	play_expect(p, "after");
	play_expect(a, "[snoop: 40000 bytes not shown]\nafter");
	transcript = play_transcript(a, &len);
	ck_assert_ptr_null(memmem(transcript, len, "xxxxxxxx", 8));
	play_type(p, "say and now?");
	play_expect(a, "You say 'and now?'");
	ck_assert_int_eq(a->desc->overflow, 0);
}
END_TEST

/* Force one, force all; a secret command is never forced. */
START_TEST(test_force)
{
	struct character	*a = enter("Ada", TEMPLE, ROLE_ADMIN);
	struct character	*p = enter("Pat", TEMPLE, ROLE_PLAYER);
	struct character	*q = enter("Quin", SQUARE, ROLE_PLAYER);

	play_type(a, "force Pat say I was made to");
	play_expect(p, "Ada forces you to 'say I was made to'.");
	play_expect(p, "You say 'I was made to'");
	play_expect(a, "Pat says 'I was made to'");
	play_type(a, "force Pat password");
	play_expect(a, "That cannot be forced.");
	play_not(p, "Old password");
	play_type(a, "force all east");
	play_expect(a, "You force 2 players to 'east'.");
	ck_assert_int_eq(p->room->vnum, SQUARE);
	ck_assert_int_eq(q->room->vnum, LANE);
	ck_assert_int_eq(a->room->vnum, TEMPLE);
	play_type(a, "force Nobody look");
	play_expect(a, "No one called that is in the game or here.");
}
END_TEST

/* Frozen: look and quit only; saved; again to thaw; offline too. */
START_TEST(test_freeze)
{
	struct character	*a = enter("Ada", TEMPLE, ROLE_ADMIN);
	struct character	*p = enter("Pat", TEMPLE, ROLE_PLAYER);
	struct player_data	 pd;

	play_type(a, "freeze Pat");
	play_expect(a, "Pat is frozen");
	play_expect(p, "You are frozen solid!");
	play_type(p, "east");
	play_expect(p, "You are frozen solid: you can do nothing but look and "
	    "quit.");
	ck_assert_int_eq(p->room->vnum, TEMPLE);
	play_type(p, "say help");
	play_expect(p, "You are frozen solid");
	play_not(a, "help");
	play_type(p, "smile");
	play_expect(p, "You are frozen solid");
	play_type(p, "look");
	play_expect(p, "The Town Temple");
	stored_record("Pat", &pd);
	ck_assert_int_eq(pd.frozen, 1);
	player_data_clear(&pd);

	play_type(a, "freeze Pat");
	play_expect(a, "Pat is no longer frozen.");
	play_expect(p, "You can move again.");
	play_type(p, "east");
	ck_assert_int_eq(p->room->vnum, SQUARE);

	/* One not in the game: its record. */
	stored_player("Olaf", ROLE_PLAYER);
	play_type(a, "freeze Olaf");
	play_expect(a, "Olaf is frozen: they can only look and quit. (They "
	    "are not in the game; it is saved.)");
	stored_record("Olaf", &pd);
	ck_assert_int_eq(pd.frozen, 1);
	player_data_clear(&pd);

	/* Frozen, one may still quit. */
	play_type(a, "freeze Pat");
	play_type(p, "quit");
	play_expect(p, "Goodbye, Pat.");
}
END_TEST

/* Mute: no talk to others, for a while or until unmuted; saved. */
START_TEST(test_mute)
{
	struct character	*a = enter("Ada", TEMPLE, ROLE_ADMIN);
	struct character	*p = enter("Pat", TEMPLE, ROLE_PLAYER);
	struct player_data	 pd;

	play_type(a, "mute Pat 10m");
	play_expect(a, "Pat is muted for 10 minutes.");
	play_expect(p, "You are muted for 10 minutes: you cannot talk to "
	    "others.");
	play_type(p, "say hi");
	play_expect(p, "You are muted: you cannot talk to others for 10 "
	    "minutes more.");
	play_type(p, "gossip hi");
	play_expect(p, "You are muted");
	play_type(p, "tell Ada hi");
	play_expect(p, "You are muted");
	play_type(p, "emote waves");
	play_expect(p, "You are muted");
	play_type(p, "smile");
	play_expect(p, "You are muted");
	play_not(a, "hi");
	/* What does not reach others still works. */
	play_type(p, "look");
	play_expect(p, "The Town Temple");
	stored_record("Pat", &pd);
	ck_assert_int_eq((long long)pd.muted_until, PLAY_TIME + 600);
	player_data_clear(&pd);

	/* Its time passes: it ends by itself. */
	game_set_time(PLAY_TIME + 601);
	play_type(p, "say free");
	play_expect(p, "Your mute is over: you may talk again.");
	play_expect(a, "Pat says 'free'");

	/* Without a duration, until unmuted; again to unmute. */
	play_type(a, "mute Pat");
	play_expect(a, "Pat is muted until unmuted.");
	game_set_time(PLAY_TIME + 10 * 86400);
	play_type(p, "say hi");
	play_expect(p, "You are muted: you cannot talk to others.");
	play_type(a, "mute Pat");
	play_expect(a, "Pat may talk again.");
	play_type(p, "say back");
	play_expect(a, "Pat says 'back'");
	play_type(a, "mute Pat soon");
	play_expect(a, "Usage: mute <player> [duration|off]");
}
END_TEST

/* Load and purge: one thing, or the whole room; never a player. */
START_TEST(test_load_and_purge)
{
	struct character	*b = enter("Bea", TEMPLE, ROLE_BUILDER);
	struct character	*p = enter("Pat", TEMPLE, ROLE_PLAYER);

	play_type(b, "load mob 3000");
	play_expect(b, "You create the city guard.");
	play_expect(p, "Bea has created the city guard!");
	play_type(b, "load obj 3010");
	play_expect(b, "You create a sword.");
	ck_assert_ptr_nonnull(find_obj_carried(b, "sword"));
	play_type(b, "load obj 3011");
	ck_assert_ptr_nonnull(find_obj_room(b, "fountain"));
	play_type(b, "load mob 9999");
	play_expect(b, "No mobile has that number.");
	play_type(b, "load thing 3000");
	play_expect(b, "Usage: load mob|obj <vnum>");

	play_type(b, "purge sword");
	play_expect(b, "You purge a sword.");
	ck_assert_ptr_null(find_obj_carried(b, "sword"));
	play_type(b, "purge pat");
	play_expect(b, "Pat is a player");
	play_type(b, "load mob 3000");
	play_type(b, "load obj 3010");
	play_type(b, "drop sword");
	play_type(b, "purge");
	/* Two guards, the fountain and the sword. */
	play_expect(b, "You purge the room (4 things).");
	ck_assert_ptr_null(find_char_room(b, "guard"));
	ck_assert_ptr_null(find_obj_room(b, "fountain"));
	ck_assert_ptr_null(find_obj_room(b, "sword"));
	ck_assert_ptr_eq(p->room, b->room);
}
END_TEST

/* Restore heals points and harm; all heals every player. */
START_TEST(test_restore)
{
	struct character	*a = enter("Ada", TEMPLE, ROLE_ADMIN);
	struct character	*p = enter("Pat", TEMPLE, ROLE_PLAYER);
	struct character	*q = enter("Quin", SQUARE, ROLE_PLAYER);

	p->pd.hit = 3;
	p->pd.mana = 0;
	p->pd.food = 0;
	magic_affect_add(p, SPELL_POISON, APPLY_NONE, 0, 1000);
	play_type(a, "restore Pat");
	play_expect(p, "Ada has restored you.");
	ck_assert_int_eq(p->pd.hit, p->pd.max_hit);
	ck_assert_int_eq(p->pd.mana, p->pd.max_mana);
	ck_assert_int_eq(p->pd.food, PLAYER_FULL);
	ck_assert_int_eq(magic_affect_remove(p, SPELL_POISON), 0);

	p->pd.hit = q->pd.hit = 1;
	play_type(a, "restore all");
	play_expect(a, "You restore 3 players.");
	ck_assert_int_eq(p->pd.hit, p->pd.max_hit);
	ck_assert_int_eq(q->pd.hit, q->pd.max_hit);
}
END_TEST

/* Transfer brings a player over; at acts elsewhere and comes back. */
START_TEST(test_transfer_and_at)
{
	struct character	*a = enter("Ada", TEMPLE, ROLE_ADMIN);
	struct character	*p = enter("Pat", LANE, ROLE_PLAYER);
	struct character	*q = enter("Quin", SQUARE, ROLE_PLAYER);

	play_type(a, "transfer Pat");
	play_expect(p, "Ada has transferred you.");
	play_expect(p, "The Town Temple");
	ck_assert_ptr_eq(p->room, a->room);
	play_type(a, "transfer Pat 3003");
	ck_assert_int_eq(p->room->vnum, LANE);
	play_type(a, "transfer Pat Quin");
	ck_assert_int_eq(p->room->vnum, SQUARE);
	play_type(a, "transfer Pat 9999");
	play_expect(a, "No room has that number");

	play_type(a, "at 3003 look");
	play_expect(a, "The Lane");
	ck_assert_int_eq(a->room->vnum, TEMPLE);
	play_type(a, "at Quin say over here");
	play_expect(q, "Ada says 'over here'");
	play_expect(p, "Ada says 'over here'");
	ck_assert_int_eq(a->room->vnum, TEMPLE);
	ck_assert_int_eq(a->pd.room, TEMPLE);
	/* A command that moves one leaves one there. */
	play_type(a, "at 3002 east");
	ck_assert_int_eq(a->room->vnum, LANE);
	play_type(a, "at nowhere look");
	play_expect(a, "No room has that number, and no player that name.");
}
END_TEST

/* users: every connection, with its name, state, address and idle. */
START_TEST(test_users)
{
	struct character	*a = enter("Ada", TEMPLE, ROLE_ADMIN);
	int			 sv[2];

	(void)enter("Pat", TEMPLE, ROLE_PLAYER);
	/* One more at the name prompt. */
	ck_assert_int_eq(socketpair(AF_UNIX, SOCK_STREAM, 0, sv), 0);
	fx_peer[fx_npeers++] = sv[1];
	(void)desc_new(sv[0], "192.0.2.7");
	play_pulses(40);
	play_type(a, "users");
	play_expect(a, "Name");
	play_expect(a, "Ada          playing        127.0.0.1");
	play_expect(a, "Pat          playing        127.0.0.1                "
	    "telnet      10s");
	play_expect(a, "-            get-name       192.0.2.7");
	play_expect(a, "3 connections: 2 in the game, 1 at the login.");
	play_type(a, "users 192.0");
	play_expect(a, "192.0.2.7");
	play_not(a, "Pat ");
}
END_TEST

/* Every staff command is a row of the audit log, read back by 'audit'. */
START_TEST(test_audit_rows)
{
	struct character	*a = enter("Ada", TEMPLE, ROLE_ADMIN);
	struct character	*b = enter("Bea", TEMPLE, ROLE_BUILDER);
	struct store_audits	 as = { 0 };
	char			*cause = NULL;
	int			 i;

	(void)enter("Pat", TEMPLE, ROLE_PLAYER);
	play_type(a, "mute Pat 1h");
	play_type(b, "load mob 3000");
	play_type(b, "look");		/* a player's command: not audited */
	play_type(b, "at 3002 load obj 3010");	/* logged after what it ran */
	play_type(a, "force Pat say hi");
	ck_assert_int_eq(store_audit_list(game_store, NULL, 10, &as, &cause),
	    0);
	ck_assert_int_eq(as.n, 5);
	ck_assert_str_eq(as.list[0].actor, "Ada");
	ck_assert_str_eq(as.list[0].command, "mute");
	ck_assert_str_eq(as.list[0].args, "Pat 1h");
	ck_assert_int_eq(as.list[0].at, PLAY_TIME);
	ck_assert_str_eq(as.list[1].actor, "Bea");
	ck_assert_str_eq(as.list[1].command, "load");
	ck_assert_str_eq(as.list[1].args, "mob 3000");
	ck_assert_str_eq(as.list[2].args, "obj 3010");
	ck_assert_str_eq(as.list[3].command, "at");
	ck_assert_str_eq(as.list[3].args, "3002 load obj 3010");
	ck_assert_str_eq(as.list[4].command, "force");
	store_audits_clear(&as);

	play_type(a, "audit");
	play_expect(a, "Ada          mute Pat 1h");
	play_expect(a, "Bea          load mob 3000");
	play_expect(a, "Ada          force Pat say hi");
	play_not(a, "Ada          audit");
	/* By a player, or naming one. */
	play_type(a, "audit bea");
	play_expect(a, "load mob 3000");
	play_not(a, "mute");
	play_type(a, "audit pat 1");
	play_expect(a, "force Pat say hi");
	play_not(a, "mute Pat");
	/* A reading is audited too, once it has run. */
	play_type(a, "audit pat 1");
	play_expect(a, "Ada          audit pat 1");
	play_type(a, "audit nobody");
	play_expect(a, "The audit log holds nothing by or naming Nobody.");
	play_type(a, "audit 0");
	play_expect(a, "Usage: audit [player] [n]");

	/*
	 * The log keeps about audit_keep routine rows, the newest; the
	 * consequential ones (mute, load, force) are kept whatever routine
	 * ones come after them.
	 */
	play_config("limits.audit_keep", "100");
	for (i = 0; i < 110; i++)
		play_type(b, "at 3002 look");
	ck_assert_int_eq(store_audit_list(game_store, NULL, 1000, &as,
	    &cause), 0);
	{
		size_t	k, routine = 0, kept = 0;

		for (k = 0; k < as.n; k++) {
			if (as.list[k].consequential)
				kept++;
			else
				routine++;
		}
		ck_assert_uint_ge(routine, 100);
		ck_assert_uint_le(routine, 100 + STORE_AUDIT_TRIM);
		ck_assert_uint_eq(kept, 4);	/* mute, 2 loads, force */
	}
	ck_assert_str_eq(as.list[0].command, "mute");
	ck_assert_str_eq(as.list[as.n - 1].command, "at");
	store_audits_clear(&as);
}
END_TEST

/*
 * A staff command refused is audited with why; one that ran, "ok"; and
 * routine ones past limits.audit_routine_rate a minute are not kept.
 */
START_TEST(test_audit_outcome_and_rate)
{
	struct character	*a = enter("Ada", TEMPLE, ROLE_ADMIN);
	struct character	*b = enter("Bea", TEMPLE, ROLE_ADMIN);
	struct store_audits	 as = { 0 };
	char			*cause = NULL;
	int			 i;

	play_type(a, "ban name Bea 1d rude");
	play_expect(a, "You cannot ban someone of your role or higher.");
	play_type(a, "mute Bea 1h");
	ck_assert_int_eq(store_audit_list(game_store, NULL, 10, &as, &cause),
	    0);
	ck_assert_uint_eq(as.n, 2);
	ck_assert_str_eq(as.list[0].command, "ban");
	ck_assert_str_eq(as.list[0].outcome,
	    "refused: Bea is of their role or higher");
	ck_assert_int_eq(as.list[0].consequential, 1);
	ck_assert_str_eq(as.list[1].outcome, "ok");
	store_audits_clear(&as);
	play_type(a, "audit 2");
	play_expect(a, "ban name Bea 1d rude  [refused: Bea is of their role "
	    "or higher]");

	/* A flood of routine commands: at most the rate in a minute. */
	play_config("limits.audit_routine_rate", "10");
	for (i = 0; i < 50; i++)
		play_type(b, "goto 3002");
	ck_assert_int_eq(store_audit_list(game_store, "Bea", 100, &as,
	    &cause), 0);
	{
		size_t	k, gotos = 0;

		for (k = 0; k < as.n; k++)
			gotos += strcmp(as.list[k].command, "goto") == 0;
		ck_assert_uint_le(gotos, 10);
		ck_assert_uint_ge(gotos, 1);
	}
	store_audits_clear(&as);
	/* Not the consequential ones. */
	for (i = 0; i < 20; i++)
		play_type(b, "restore Ada");
	ck_assert_int_eq(store_audit_list(game_store, NULL, 100, &as,
	    &cause), 0);
	ck_assert_str_eq(as.list[as.n - 1].command, "restore");
	{
		size_t	k, restores = 0;

		for (k = 0; k < as.n; k++)
			restores += strcmp(as.list[k].command, "restore") == 0;
		ck_assert_uint_eq(restores, 20);
	}
	store_audits_clear(&as);
}
END_TEST

/* Promote works on a player not in the game: its record. */
START_TEST(test_promote_offline)
{
	struct character	*a = enter("Ada", TEMPLE, ROLE_ADMIN);
	struct player_data	 pd;

	stored_player("Olga", ROLE_PLAYER);
	play_type(a, "promote Olga builder");
	play_expect(a, "Olga is now a builder (not in the game: it is saved; "
	    "they were a player).");
	stored_record("Olga", &pd);
	ck_assert_int_eq(pd.role, ROLE_BUILDER);
	player_data_clear(&pd);
	play_type(a, "promote Nobody admin");
	play_expect(a, "There is no player called Nobody.");
}
END_TEST

/* Bans in the store: add, replace, list, find, remove, expire. */
START_TEST(test_ban_rows)
{
	struct store_ban	 b = { .kind = STORE_BAN_NAME, .pattern = "Bob",
	    .reason = "rude", .author = "Ada", .created = PLAY_TIME,
	    .expires = PLAY_TIME + 60 }, got;
	struct store_bans	 bs = { 0 };
	char			*cause = NULL;

	ck_assert_int_eq(store_ban_add(game_store, &b, PLAY_TIME, &cause), 0);
	ck_assert_int_eq(store_ban_find(game_store, STORE_BAN_NAME, "bob",
	    PLAY_TIME, &got, &cause), 1);
	ck_assert_str_eq(got.reason, "rude");
	store_ban_clear(&got);
	/* Ended: no longer found, listed or counted. */
	ck_assert_int_eq(store_ban_find(game_store, STORE_BAN_NAME, "Bob",
	    PLAY_TIME + 60, &got, &cause), 0);
	ck_assert_int_eq(store_ban_count(game_store, PLAY_TIME + 60, &cause),
	    0);
	/* Again: replaced, not doubled. */
	b.reason = "very rude";
	b.expires = 0;
	ck_assert_int_eq(store_ban_add(game_store, &b, PLAY_TIME, &cause), 0);
	b.kind = STORE_BAN_SITE;
	b.pattern = "10.0.0.0/8";
	ck_assert_int_eq(store_ban_add(game_store, &b, PLAY_TIME, &cause), 0);
	ck_assert_int_eq(store_ban_list(game_store, STORE_BAN__COUNT,
	    PLAY_TIME + 1000000, 10, &bs, &cause), 0);
	ck_assert_int_eq(bs.n, 2);
	ck_assert_int_eq(bs.list[0].kind, STORE_BAN_SITE);
	ck_assert_str_eq(bs.list[1].reason, "very rude");
	store_bans_clear(&bs);
	ck_assert_int_eq(store_ban_remove(game_store, STORE_BAN_NAME, "BOB",
	    &cause), 1);
	ck_assert_int_eq(store_ban_remove(game_store, STORE_BAN_NAME, "Bob",
	    &cause), 0);
	ck_assert_int_eq(store_ban_count(game_store, PLAY_TIME, &cause), 1);
}
END_TEST

/* What a new connection from addr was sent once it opened. */
static char *
connect_from(const char *addr, int *closed)
{
	char	 buf[4096];
	ssize_t	 n;
	int	 sv[2];

	ck_assert_int_eq(socketpair(AF_UNIX, SOCK_STREAM, 0, sv), 0);
	(void)desc_new(sv[0], addr);
	play_turn();
	n = recv(sv[1], buf, sizeof buf - 1, MSG_DONTWAIT);
	buf[n > 0 ? n : 0] = '\0';
	/* Closed: the socket reads its end once what was sent is read. */
	*closed = recv(sv[1], buf + (n > 0 ? n : 0), 1, MSG_DONTWAIT) == 0;
	close(sv[1]);
	play_turn();
	return (xstrdup(buf));
}

/* A site ban turns a connection away at once, told why, till it ends. */
START_TEST(test_site_ban_at_connect)
{
	struct character	*a = enter("Ada", TEMPLE, ROLE_ADMIN);
	char			*got;
	int			 closed;

	play_type(a, "ban site 10.1.2. 1h spamming, again");
	play_expect(a, "The site 10.1.2.0/24 is banned; the ban ends");
	play_type(a, "ban site 2001:db8:: flooding the game");
	play_expect(a, "The site 2001:db8:: is banned; the ban ends never.");
	play_type(a, "ban site 10.1.2.x oops");
	play_expect(a, "is not an address, a network or a prefix");
	play_type(a, "ban site 127.0.0.0/8 me");
	play_expect(a, "That would ban your own address (127.0.0.1).");
	play_type(a, "ban site 10.9.9.9");
	play_expect(a, "Give a reason");

	got = connect_from("10.1.2.77", &closed);
	ck_assert_msg(strstr(got, "Your address is banned from this game: "
	    "spamming, again.") != NULL, "%s", got);
	ck_assert_msg(strstr(got, "The ban ends") != NULL, "%s", got);
	ck_assert_msg(strstr(got, "go by?") == NULL, "%s", got);
	ck_assert(closed);
	free(got);
	/* A dual-stack listener's view of the same address. */
	got = connect_from("::ffff:10.1.2.3", &closed);
	ck_assert_msg(strstr(got, "banned") != NULL, "%s", got);
	free(got);
	got = connect_from("2001:db8::1", &closed);
	ck_assert_msg(strstr(got, "banned") == NULL, "%s", got);
	free(got);
	got = connect_from("10.1.3.1", &closed);
	ck_assert_msg(strstr(got, "go by?") != NULL, "%s", got);
	ck_assert(!closed);
	free(got);

	play_type(a, "ban");
	play_expect(a, "site 10.1.2.0/24");
	play_expect(a, "spamming, again");
	play_expect(a, "site 2001:db8::");
	play_expect(a, "ends never: flooding the game");
	/* Its hour passes: it no longer applies, with nothing restarted. */
	game_set_time(PLAY_TIME + 3600);
	got = connect_from("10.1.2.77", &closed);
	ck_assert_msg(strstr(got, "go by?") != NULL, "%s", got);
	free(got);
	play_type(a, "ban");
	play_not(a, "10.1.2.0/24");
	play_type(a, "unban site 2001:db8::");
	play_expect(a, "The ban on 2001:db8:: is lifted.");
	play_type(a, "unban site 2001:db8::");
	play_expect(a, "No site ban on 2001:db8::");
}
END_TEST

/* A name ban takes the player out, and keeps the name out at login. */
START_TEST(test_name_ban)
{
	struct character	*a = enter("Ada", TEMPLE, ROLE_ADMIN);
	struct character	*p = enter("Pat", TEMPLE, ROLE_PLAYER);
	struct store_ban	 b;

	play_type(a, "ban name pat 7d cheating");
	play_expect(a, "The name Pat is banned; the ban ends");
	play_expect(p, "You have been banned from this game: cheating.");
	ck_assert_ptr_null(char_find_player("Pat"));
	ck_assert_int_eq(ban_name_find("Pat", &b), 1);
	ck_assert_str_eq(b.author, "Ada");
	store_ban_clear(&b);
	ck_assert_int_eq(ban_name_find("Patty", &b), 0);
	play_type(a, "ban name x1 nope");
	play_expect(a, "'x1' is not a name a player could have.");
	game_set_time(PLAY_TIME + 7 * 86400);
	ck_assert_int_eq(ban_name_find("Pat", &b), 0);
}
END_TEST

/* At most BAN_MAX bans are in force; one may still be given again. */
START_TEST(test_bans_bounded)
{
	struct character	*a = enter("Ada", TEMPLE, ROLE_ADMIN);
	struct store_ban	 b = { .kind = STORE_BAN_SITE, .reason = "x",
	    .author = "Ada", .created = PLAY_TIME };
	char			 pattern[32], *cause = NULL;
	int			 i;

	for (i = 0; i < BAN_MAX; i++) {
		snprintf(pattern, sizeof pattern, "10.%d.%d.1", i / 256,
		    i % 256);
		b.pattern = pattern;
		ck_assert_int_eq(store_ban_add(game_store, &b, PLAY_TIME,
		    &cause), 0);
	}
	play_type(a, "ban site 192.0.2.1 one more");
	play_expect(a, "500 bans are in force, the most there may be");
	play_type(a, "ban site 10.0.7.1 7d given again");
	play_expect(a, "The site 10.0.7.1 is banned; the ban ends");
	ck_assert_int_eq(store_ban_count(game_store, PLAY_TIME, &cause),
	    BAN_MAX);
}
END_TEST

static Suite *
mod_suite(void)
{
	Suite	*s = suite_create("mod");
	TCase	*tc = tcase_create("mod");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_staff_commands_refused_by_role);
	tcase_add_test(tc, test_equal_or_higher_roles_refused);
	tcase_add_test(tc, test_wizinvis_seen_and_unseen);
	tcase_add_test(tc, test_snoop_copies_and_ends);
	tcase_add_test(tc, test_snoop_within_output_bounds);
	tcase_add_test(tc, test_force);
	tcase_add_test(tc, test_freeze);
	tcase_add_test(tc, test_mute);
	tcase_add_test(tc, test_load_and_purge);
	tcase_add_test(tc, test_restore);
	tcase_add_test(tc, test_transfer_and_at);
	tcase_add_test(tc, test_users);
	tcase_add_test(tc, test_audit_rows);
	tcase_add_test(tc, test_promote_offline);
	tcase_add_test(tc, test_ban_rows);
	tcase_add_test(tc, test_site_ban_at_connect);
	tcase_add_test(tc, test_name_ban);
	tcase_add_test(tc, test_bans_bounded);
	tcase_add_test(tc, test_audit_outcome_and_rate);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(mod_suite()));
}
