/*
 * store-schema.c: the database's schema, as the migrations that build it
 * one version at a time (store.c runs those a database lacks at open).
 */
#include "store.h"
#include "store-int.h"

/*
 * The migrations, in order: migration i takes the schema from version i to
 * i + 1. Never edit one that has shipped; add a new one.
 *
 * A new field of the game's saved record needs a column here and a line
 * in the game's map (game/save.c); nothing else in the store changes.
 */
const char *const store_migrations[] = {
	/* 0 -> 1: accounts. */
	("CREATE TABLE players ("
	"  id INTEGER PRIMARY KEY,"
	"  name TEXT NOT NULL UNIQUE COLLATE NOCASE,"
	"  pwhash TEXT NOT NULL,"
	"  created INTEGER NOT NULL"
	");"),
	/* 1 -> 2: the character itself. */
	("ALTER TABLE players ADD COLUMN class TEXT NOT NULL DEFAULT 'warrior';"
	"ALTER TABLE players ADD COLUMN level INTEGER NOT NULL DEFAULT 1;"
	"ALTER TABLE players ADD COLUMN role INTEGER NOT NULL DEFAULT 0;"
	"ALTER TABLE players ADD COLUMN room INTEGER NOT NULL DEFAULT 0;"
	"ALTER TABLE players ADD COLUMN exp INTEGER NOT NULL DEFAULT 0;"
	"ALTER TABLE players ADD COLUMN title TEXT NOT NULL DEFAULT '';"
	"ALTER TABLE players ADD COLUMN last_login INTEGER NOT NULL DEFAULT 0;"
	"ALTER TABLE players ADD COLUMN played INTEGER NOT NULL DEFAULT 0;"),
	/* 2 -> 3: what players carry, containers before their contents. */
	("CREATE TABLE player_items ("
	"  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,"
	"  seq INTEGER NOT NULL,"
	"  parent INTEGER NOT NULL,"
	"  vnum INTEGER NOT NULL,"
	"  worn INTEGER NOT NULL,"
	"  v0 INTEGER NOT NULL, v1 INTEGER NOT NULL, v2 INTEGER NOT NULL,"
	"  v3 INTEGER NOT NULL, v4 INTEGER NOT NULL,"
	"  PRIMARY KEY (player_id, seq)"
	");"),
	/* 3 -> 4: points, gold, stats, position and active affects. */
	("ALTER TABLE players ADD COLUMN hit INTEGER NOT NULL DEFAULT 20;"
	"ALTER TABLE players ADD COLUMN max_hit INTEGER NOT NULL DEFAULT 20;"
	"ALTER TABLE players ADD COLUMN mana INTEGER NOT NULL DEFAULT 100;"
	"ALTER TABLE players ADD COLUMN max_mana INTEGER NOT NULL DEFAULT 100;"
	"ALTER TABLE players ADD COLUMN move INTEGER NOT NULL DEFAULT 100;"
	"ALTER TABLE players ADD COLUMN max_move INTEGER NOT NULL DEFAULT 100;"
	"ALTER TABLE players ADD COLUMN gold INTEGER NOT NULL DEFAULT 0;"
	"ALTER TABLE players ADD COLUMN str INTEGER NOT NULL DEFAULT 13;"
	"ALTER TABLE players ADD COLUMN int INTEGER NOT NULL DEFAULT 13;"
	"ALTER TABLE players ADD COLUMN wis INTEGER NOT NULL DEFAULT 13;"
	"ALTER TABLE players ADD COLUMN dex INTEGER NOT NULL DEFAULT 13;"
	"ALTER TABLE players ADD COLUMN con INTEGER NOT NULL DEFAULT 13;"
	"ALTER TABLE players ADD COLUMN position INTEGER NOT NULL DEFAULT 0;"
	"ALTER TABLE players ADD COLUMN wimpy INTEGER NOT NULL DEFAULT 0;"
	"CREATE TABLE player_affects ("
	"  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,"
	"  seq INTEGER NOT NULL,"
	"  spell INTEGER NOT NULL,"
	"  location INTEGER NOT NULL,"
	"  modifier INTEGER NOT NULL,"
	"  remaining INTEGER NOT NULL,"
	"  PRIMARY KEY (player_id, seq)"
	");"),
	/* 4 -> 5: the player's settings. */
	("ALTER TABLE players ADD COLUMN prefs INTEGER NOT NULL DEFAULT 0;"
	"ALTER TABLE players ADD COLUMN prompt TEXT NOT NULL DEFAULT '';"),
	/*
	 * 5 -> 6: every object has a unique id, held by one player at most;
	 * containers are named by id. The objects saved so far take their
	 * row ids; new ids come in blocks above them.
	 */
	("ALTER TABLE player_items ADD COLUMN uid INTEGER;"
	"ALTER TABLE player_items ADD COLUMN parent_uid INTEGER NOT NULL "
	"DEFAULT 0;"
	"UPDATE player_items SET uid = rowid;"
	"UPDATE player_items SET parent_uid = coalesce((SELECT p.uid FROM "
	"player_items AS p WHERE p.player_id = player_items.player_id AND "
	"p.seq = player_items.parent), 0) WHERE parent >= 0;"
	"CREATE UNIQUE INDEX player_items_uid ON player_items (uid);"
	"CREATE TABLE object_uids (block INTEGER NOT NULL);"
	"INSERT INTO object_uids SELECT coalesce(max(uid), 0) >> 32 "
	"FROM player_items;"),
	/* 6 -> 7: how long a player's last meal and drink will last. */
	("ALTER TABLE players ADD COLUMN food INTEGER NOT NULL DEFAULT 24;"
	"ALTER TABLE players ADD COLUMN water INTEGER NOT NULL DEFAULT 24;"),
	/* 7 -> 8: practice sessions, and the skills learned. */
	("ALTER TABLE players ADD COLUMN practices INTEGER NOT NULL DEFAULT 5;"
	"ALTER TABLE players ADD COLUMN skills TEXT NOT NULL DEFAULT '';"),
	/* 8 -> 9: the race chosen at creation. */
	("ALTER TABLE players ADD COLUMN race TEXT NOT NULL DEFAULT 'human';"),
	/*
	 * 9 -> 10: what is left of a thing's time before it crumbles, in
	 * pulses (0: it keeps, or it starts afresh).
	 */
	("ALTER TABLE player_items ADD COLUMN timer INTEGER NOT NULL "
	"DEFAULT 0;"),
	/*
	 * 10 -> 11: a player's aliases, saved with the player (one name once,
	 * in any case), and the length of its pages.
	 */
	("CREATE TABLE player_aliases ("
	"  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,"
	"  name TEXT NOT NULL COLLATE NOCASE,"
	"  text TEXT NOT NULL,"
	"  PRIMARY KEY (player_id, name)"
	");"
	"ALTER TABLE players ADD COLUMN pager INTEGER NOT NULL DEFAULT 0;"),
	/*
	 * 11 -> 12: the channels a player has switched off, the players it
	 * ignores, how many letters it sent since when; notes on boards and
	 * letters waiting for players.
	 */
	("ALTER TABLE players ADD COLUMN channels INTEGER NOT NULL DEFAULT 0;"
	"ALTER TABLE players ADD COLUMN ignored TEXT NOT NULL DEFAULT '';"
	"ALTER TABLE players ADD COLUMN mail_since INTEGER NOT NULL DEFAULT 0;"
	"ALTER TABLE players ADD COLUMN mail_sent INTEGER NOT NULL DEFAULT 0;"
	"CREATE TABLE board_notes ("
	"  id INTEGER PRIMARY KEY,"
	"  board INTEGER NOT NULL,"
	"  author TEXT NOT NULL,"
	"  posted INTEGER NOT NULL,"
	"  subject TEXT NOT NULL,"
	"  body TEXT NOT NULL"
	");"
	"CREATE INDEX board_notes_board ON board_notes (board, id);"
	"CREATE TABLE mail ("
	"  id INTEGER PRIMARY KEY,"
	"  recipient INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,"
	"  sender TEXT NOT NULL,"
	"  sent INTEGER NOT NULL,"
	"  seen INTEGER NOT NULL DEFAULT 0,"
	"  subject TEXT NOT NULL,"
	"  body TEXT NOT NULL"
	");"
	"CREATE INDEX mail_recipient ON mail (recipient, id);"),
	/* 12 -> 13: the game's own state by name (its calendar). */
	("CREATE TABLE game_state ("
	"  name TEXT PRIMARY KEY,"
	"  value INTEGER NOT NULL"
	");"),
	/*
	 * 13 -> 14: players' corpses, kept until they crumble or are emptied
	 * (each by its object's id, what it holds as player_items are), and
	 * when a player took up player killing. An object is in one place:
	 * a corpse's row of it takes it from the players' rows, and a
	 * player's from the corpses'.
	 */
	("CREATE TABLE corpses ("
	"  uid INTEGER PRIMARY KEY,"
	"  owner_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,"
	"  owner TEXT NOT NULL,"
	"  room INTEGER NOT NULL,"
	"  remaining INTEGER NOT NULL,"
	"  gold INTEGER NOT NULL,"
	"  flags INTEGER NOT NULL,"
	"  made INTEGER NOT NULL"
	");"
	"CREATE INDEX corpses_owner ON corpses (owner_id);"
	"CREATE TABLE corpse_items ("
	"  corpse INTEGER NOT NULL REFERENCES corpses(uid) ON DELETE CASCADE,"
	"  seq INTEGER NOT NULL,"
	"  uid INTEGER NOT NULL,"
	"  parent_uid INTEGER NOT NULL,"
	"  vnum INTEGER NOT NULL,"
	"  worn INTEGER NOT NULL,"
	"  v0 INTEGER NOT NULL, v1 INTEGER NOT NULL, v2 INTEGER NOT NULL,"
	"  v3 INTEGER NOT NULL, v4 INTEGER NOT NULL,"
	"  timer INTEGER NOT NULL,"
	"  PRIMARY KEY (corpse, seq)"
	");"
	"CREATE UNIQUE INDEX corpse_items_uid ON corpse_items (uid);"
	"CREATE TRIGGER corpse_items_take AFTER INSERT ON corpse_items BEGIN"
	"  DELETE FROM player_items WHERE uid = NEW.uid;"
	" END;"
	"CREATE TRIGGER player_items_take AFTER INSERT ON player_items BEGIN"
	"  DELETE FROM corpse_items WHERE uid = NEW.uid;"
	" END;"
	"ALTER TABLE players ADD COLUMN pk_since INTEGER NOT NULL DEFAULT 0;"),
	/*
	 * 14 -> 15: the variables scripts keep on a player (a quest's
	 * progress), as name=value lines (game/script-var.c).
	 */
	("ALTER TABLE players ADD COLUMN script_vars TEXT NOT NULL "
	"DEFAULT '';"),
	/*
	 * 15 -> 16: moderation: a player frozen, muted until when (0 not,
	 * -1 until unmuted), unseen by lower roles; bans of sites and names
	 * (expires 0: never); the audit log of staff commands.
	 */
	("ALTER TABLE players ADD COLUMN frozen INTEGER NOT NULL DEFAULT 0;"
	"ALTER TABLE players ADD COLUMN muted_until INTEGER NOT NULL "
	"DEFAULT 0;"
	"ALTER TABLE players ADD COLUMN wizinvis INTEGER NOT NULL DEFAULT 0;"
	"CREATE TABLE bans ("
	"  id INTEGER PRIMARY KEY,"
	"  kind INTEGER NOT NULL,"
	"  pattern TEXT NOT NULL COLLATE NOCASE,"
	"  reason TEXT NOT NULL,"
	"  author TEXT NOT NULL,"
	"  created INTEGER NOT NULL,"
	"  expires INTEGER NOT NULL,"
	"  UNIQUE (kind, pattern)"
	");"
	"CREATE TABLE audit ("
	"  id INTEGER PRIMARY KEY,"
	"  at INTEGER NOT NULL,"
	"  actor TEXT NOT NULL COLLATE NOCASE,"
	"  command TEXT NOT NULL,"
	"  args TEXT NOT NULL"
	");"
	"CREATE INDEX audit_actor ON audit (actor, id);"),
	/*
	 * 16 -> 17: the areas a builder may edit in the game (by the area
	 * file's name), given by an admin (store-area.c).
	 */
	("CREATE TABLE builder_areas ("
	"  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,"
	"  area TEXT NOT NULL COLLATE NOCASE,"
	"  PRIMARY KEY (player_id, area)"
	");"),
	/*
	 * 17 -> 18: audit rows of consequential commands kept apart from
	 * routine ones (rows before this are taken as consequential: none
	 * is lost), and what came of each: "ok", or "refused: why".
	 */
	("ALTER TABLE audit ADD COLUMN consequential INTEGER NOT NULL "
	"DEFAULT 1;"
	"ALTER TABLE audit ADD COLUMN outcome TEXT NOT NULL DEFAULT 'ok';"
	"CREATE INDEX audit_kind ON audit (consequential, id);"),
	/*
	 * 18 -> 19: staff settings: the wiznet kinds switched off, and the
	 * lines seen when one arrives or leaves by goto (poofin, poofout).
	 */
	("ALTER TABLE players ADD COLUMN wiznet INTEGER NOT NULL DEFAULT 0;"
	"ALTER TABLE players ADD COLUMN poofin TEXT NOT NULL DEFAULT '';"
	"ALTER TABLE players ADD COLUMN poofout TEXT NOT NULL DEFAULT '';"),
	/*
	 * 19 -> 20: training sessions, spent at a trainer ('train'); a
	 * character made before has the three a new one starts with.
	 */
	("ALTER TABLE players ADD COLUMN trains INTEGER NOT NULL DEFAULT 3;"),
	/*
	 * 20 -> 21: the typos, bugs and ideas players report for the staff
	 * ('typo', 'bug', 'idea'): by whom, where and when, and what.
	 */
	("CREATE TABLE remarks ("
	"  id INTEGER PRIMARY KEY,"
	"  kind INTEGER NOT NULL,"
	"  author TEXT NOT NULL COLLATE NOCASE,"
	"  room INTEGER NOT NULL,"
	"  at INTEGER NOT NULL,"
	"  text TEXT NOT NULL"
	");"
	"CREATE INDEX remarks_author ON remarks (author, at);"),
	/*
	 * 21 -> 22: a player's own description, seen by 'look <name>'
	 * ('description').
	 */
	("ALTER TABLE players ADD COLUMN description TEXT NOT NULL "
	"DEFAULT '';"),
	/*
	 * 22 -> 23: autoquests (game/quest.c): quest points, the quest a
	 * player is on and the wait before the next, and the log of quests
	 * done (names, each ending in a newline).
	 */
	("ALTER TABLE players ADD COLUMN qpoints INTEGER NOT NULL DEFAULT 0;"
	"ALTER TABLE players ADD COLUMN quest_kind INTEGER NOT NULL DEFAULT 0;"
	"ALTER TABLE players ADD COLUMN quest_vnum INTEGER NOT NULL DEFAULT 0;"
	"ALTER TABLE players ADD COLUMN quest_room INTEGER NOT NULL DEFAULT 0;"
	"ALTER TABLE players ADD COLUMN quest_giver INTEGER NOT NULL "
	"DEFAULT 0;"
	"ALTER TABLE players ADD COLUMN quest_hours INTEGER NOT NULL "
	"DEFAULT 0;"
	"ALTER TABLE players ADD COLUMN quest_got INTEGER NOT NULL DEFAULT 0;"
	"ALTER TABLE players ADD COLUMN quest_wait INTEGER NOT NULL DEFAULT 0;"
	"ALTER TABLE players ADD COLUMN quest_obj INTEGER NOT NULL DEFAULT 0;"
	"ALTER TABLE players ADD COLUMN quests_done INTEGER NOT NULL "
	"DEFAULT 0;"
	"ALTER TABLE players ADD COLUMN quest_log TEXT NOT NULL DEFAULT '';"),
	/*
	 * 23 -> 24: clans (game/clan.c): those the staff made, by name,
	 * with the tag shown for them; a player's clan and rank in it.
	 */
	("CREATE TABLE clans ("
	"  name TEXT PRIMARY KEY COLLATE NOCASE,"
	"  tag TEXT NOT NULL,"
	"  created INTEGER NOT NULL"
	");"
	"ALTER TABLE players ADD COLUMN clan TEXT NOT NULL DEFAULT '';"
	"ALTER TABLE players ADD COLUMN clan_rank INTEGER NOT NULL "
	"DEFAULT 0;"),
	/*
	 * 24 -> 25: the members of a clan counted by an index, not by a
	 * walk of every player (the clan list 'who' reads).
	 */
	("CREATE INDEX players_clan ON players (clan COLLATE NOCASE);"),
};

/* The schema this server writes: the number of migrations. */
int
store_schema_latest(void)
{
	return ((int)(sizeof store_migrations / sizeof store_migrations[0]));
}

