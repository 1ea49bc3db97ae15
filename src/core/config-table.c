/* config-table.c: every setting, its type, range, default and help. */
#include "config.h"

#define I(k, s, n, u, lo, hi, d, h) \
	[k] = { k, s, n, CONFIG_INT, u, lo, hi, d, h }
#define B(k, s, n, d, h) \
	[k] = { k, s, n, CONFIG_BOOL, "", 0, 1, d, h }
#define S(k, s, n, d, h) \
	[k] = { k, s, n, CONFIG_STRING, "", 0, 0, d, h }
#define W(k, s, n, w, d, h) \
	[k] = { k, s, n, CONFIG_WORD, w, 0, 0, d, h }
#define P(k, s, n, d, h) \
	[k] = { k, s, n, CONFIG_PATH, "", 0, 0, d, h }

const struct config_entry config_table[CFG__COUNT] = {
	S(CFG_NAME, "server", "name", "Dikumud Reborn",
	    "The name of the game, shown in the greeting and to MUD crawlers."),
	I(CFG_PORT, "server", "port", "", 0, 65535, "4000",
	    "TCP port to listen on (0 picks a free one, for tests)."),
	S(CFG_BIND, "server", "bind", "0.0.0.0",
	    "Address to listen on (0.0.0.0 for all, 127.0.0.1 for local only)."),
	P(CFG_DATABASE, "server", "database", "data/mud.db",
	    "SQLite database file of the players; created on first start."),
	P(CFG_AREA_DIR, "server", "area_dir", "area",
	    "Directory of the area files."),
	P(CFG_MOTD, "server", "motd", "data/motd.txt",
	    "Message of the day shown on entering the game; empty for none."),
	P(CFG_HELP_DIR, "server", "help_dir", "data/help",
	    "Directory of the help files (*.hlp), read at start and by "
	    "'reload help'."),
	P(CFG_LOG_FILE, "log", "file", "",
	    "Log file; empty to log to standard error."),
	W(CFG_LOG_LEVEL, "log", "level", "debug info warn error", "info",
	    "Lowest level logged: debug, info, warn or error."),
	I(CFG_MAX_CONNECTIONS, "limits", "max_connections", "connections",
	    1, 1000000, "20000",
	    "Connections accepted at once; more are told the game is full."),
	I(CFG_MAX_PER_ADDRESS, "limits", "max_per_address", "connections",
	    1, 100000, "10", "Connections accepted at once from one address."),
	I(CFG_MAX_LINE, "limits", "max_line", "bytes", 64, 65536, "1024",
	    "Longest input line; a longer one is refused with a message."),
	I(CFG_MAX_INPUT, "limits", "max_input", "bytes", 1024, 16777216,
	    "16384", "Input waiting to be handled for one connection; past "
	    "this, lines are refused."),
	I(CFG_MAX_OUTPUT, "limits", "max_output", "bytes", 65536, 268435456,
	    "4194304", "Output waiting to be sent to one connection; a client "
	    "that falls this far behind is disconnected."),
	I(CFG_OUTPUT_BUDGET, "limits", "output_budget", "bytes", 1048576,
	    68719476736LL, "268435456", "Output waiting to be sent to all "
	    "connections together; past this, the connections furthest "
	    "behind are disconnected first."),
	I(CFG_PAGER_MAX, "limits", "pager_max", "bytes", 4096, 16777216,
	    "65536", "Output of one command kept for a player who pages it "
	    "('toggle pager'); past this, the rest is cut and the player told."),
	I(CFG_PAGER_BUDGET, "limits", "pager_budget", "bytes", 65536,
	    68719476736LL, "67108864", "Output kept for paging for all "
	    "players together; past this, a command's output is sent whole, "
	    "not paged."),
	I(CFG_MAX_SUBNEG, "limits", "max_subneg", "bytes", 64, 1048576,
	    "8192", "Longest telnet subnegotiation; a longer one is dropped."),
	I(CFG_LOGIN_TIMEOUT, "limits", "login_timeout", "seconds", 5, 86400,
	    "120", "Idle time allowed at the login prompts before the "
	    "connection is closed."),
	I(CFG_LOGIN_ATTEMPTS, "limits", "login_attempts", "attempts", 1, 100,
	    "3", "Wrong passwords allowed on one connection before it is "
	    "closed."),
	I(CFG_LOGIN_BACKOFF, "limits", "login_backoff", "seconds", 0, 60, "1",
	    "Pause after the first wrong password; it doubles with each "
	    "further one, up to a minute."),
	I(CFG_HASH_QUEUE, "limits", "hash_queue", "checks", 1, 100000, "32",
	    "Password checks waiting or running at once; a login past this "
	    "is asked to try again in a moment."),
	I(CFG_HASH_PER_ADDRESS, "limits", "hash_per_address", "checks", 1,
	    100000, "2", "Password checks waiting or running at once for "
	    "one address."),
	I(CFG_ADDRESS_FAILURES, "limits", "address_failures", "attempts", 1,
	    100000, "20", "Wrong passwords from one address before that "
	    "address is locked out of logging in."),
	I(CFG_ADDRESS_LOCKOUT, "limits", "address_lockout", "seconds", 1,
	    86400, "900", "How long an address stays locked out."),
	I(CFG_LINKDEAD_TIMEOUT, "limits", "linkdead_timeout", "seconds", 0,
	    86400, "600", "How long a character whose link dropped stays in "
	    "the game."),
	I(CFG_AUDIT_KEEP, "limits", "audit_keep", "rows", 100, 100000000,
	    "100000", "Staff commands kept in the audit log ('audit'), routine "
	    "and consequential ones each; past this, the oldest routine ones "
	    "are dropped, and consequential ones only once older than "
	    "audit_days."),
	I(CFG_AREA_RESET, "game", "area_reset", "seconds", 1, 86400, "180",
	    "How often an area refills its missing mobiles and objects, "
	    "unless its file sets its own reset_interval."),
	I(CFG_AUTOSAVE, "game", "autosave", "seconds", 1, 86400, "120",
	    "How often each player in the game is saved (only what "
	    "changed since its last save is written)."),
	I(CFG_HEAL_INTERVAL, "game", "heal_interval", "seconds", 1, 3600, "6",
	    "How often a hurt character regains hit points, mana and "
	    "movement."),
	I(CFG_HEAL_STANDING, "game", "heal_standing", "percent", 0, 100, "5",
	    "Share of the maximum regained each heal interval when standing "
	    "out of a fight."),
	I(CFG_HEAL_RESTING, "game", "heal_resting", "percent", 0, 100, "10",
	    "Share of the maximum regained each heal interval when resting."),
	I(CFG_HEAL_SLEEPING, "game", "heal_sleeping", "percent", 0, 100, "20",
	    "Share of the maximum regained each heal interval when asleep."),
	I(CFG_HEAL_FIGHTING, "game", "heal_fighting", "percent", 0, 100, "1",
	    "Share of the maximum regained each heal interval in a fight, "
	    "by players and mobiles alike (a boss that healed as one "
	    "standing could not be worn down)."),
	I(CFG_AGGRO_DELAY, "game", "aggro_delay", "seconds", 0, 600, "2",
	    "Time between a player entering a room and its aggressive "
	    "mobiles attacking (0: on the next pulse)."),
	I(CFG_COMBAT_ROUND, "game", "combat_round", "seconds", 1, 60, "3",
	    "Time between a fighter's attacks."),
	I(CFG_IDLE_TIMEOUT, "game", "idle_timeout", "seconds", 0, 86400,
	    "1800", "A player who types nothing for this long is saved and "
	    "logged out (0: never)."),
	I(CFG_WANDER_INTERVAL, "game", "wander_interval", "seconds", 1, 3600,
	    "20", "How often a wandering mobile may take a step."),
	I(CFG_CORPSE_DECAY, "game", "corpse_decay", "seconds", 1, 86400,
	    "300", "How long a corpse lies before it crumbles, and its "
	    "contents with it."),
	I(CFG_PLAYER_CORPSE_DECAY, "game", "player_corpse_decay", "seconds",
	    1, 604800, "1800", "How long a player's corpse lies before it "
	    "crumbles, and its contents with it; it is saved, so a restart "
	    "does not lose it."),
	B(CFG_KEEP_ITEMS_ON_DEATH, "game", "keep_items_on_death", "no",
	    "A player who dies keeps what it carries, wears and its gold; "
	    "no: they go into its corpse where it died."),
	W(CFG_PLAYER_KILLING, "game", "player_killing", "off flagged everywhere",
	    "off", "Who may attack players (outside safe rooms): off, only in "
	    "arena rooms; flagged, players who have both switched 'toggle pk' "
	    "on, and anyone in an arena; everywhere, every player."),
	I(CFG_PK_HOLD, "game", "pk_hold", "seconds", 0, 604800, "3600",
	    "How long a player who switched 'toggle pk' on must wait before "
	    "it can switch it off (player_killing = flagged)."),
	I(CFG_WHO_MAX, "game", "who_max", "players", 1, 100000, "50",
	    "Most players one 'who' lists; the rest are counted, and "
	    "'who <name|class|levels>' narrows the list."),
	I(CFG_HOUR_LENGTH, "game", "hour_length", "seconds", 1, 3600, "60",
	    "How long an hour of the game's day lasts (the calendar, the sun, "
	    "the weather and shops' hours go by it)."),
	B(CFG_HUNGER, "game", "hunger", "yes",
	    "Players grow hungry and thirsty, an hour of the game's day at a "
	    "time, and heal slower so; no: they never need to eat or drink."),
	I(CFG_BOARD_NOTES, "game", "board_notes", "notes", 1, 10000, "100",
	    "Most notes one board holds; when it is full, a note must be "
	    "removed before another is written."),
	I(CFG_MAIL_WAITING, "game", "mail_waiting", "letters", 1, 1000, "50",
	    "Most letters waiting in one player's mailbox; past this, letters "
	    "to that player are refused until some are deleted."),
	I(CFG_MAIL_PER_HOUR, "game", "mail_per_hour", "letters", 1, 1000,
	    "10", "Most letters one player may send in an hour."),
	I(CFG_OLC_AUTOSAVE, "game", "olc_autosave", "seconds", 0, 86400,
	    "300", "How often areas edited in the game are written back to "
	    "their files (as 'asave changed' does); 0: only by 'asave'."),
	I(CFG_OLC_LOCK_TIMEOUT, "game", "olc_lock_timeout", "seconds", 10,
	    86400, "900", "How long a builder's lock on an area lasts without "
	    "an edit; then another builder may edit it."),
	I(CFG_CAST_MAGIC_MISSILE, "spells", "magic_missile", "seconds", 0, 60,
	    "1", "Cast time of 'magic missile' (damage to one foe)."),
	I(CFG_CAST_CURE_LIGHT, "spells", "cure_light", "seconds", 0, 60, "2",
	    "Cast time of 'cure light' (heals one character)."),
	I(CFG_CAST_ARMOR, "spells", "armor", "seconds", 0, 60, "2",
	    "Cast time of 'armor' (a ward that lasts a while)."),
	I(CFG_CAST_EARTHQUAKE, "spells", "earthquake", "seconds", 0, 60, "3",
	    "Cast time of 'earthquake' (hurts every foe in the room)."),
	I(CFG_CAST_IDENTIFY, "spells", "identify", "seconds", 0, 60, "2",
	    "Cast time of 'identify' (what an object is and does)."),
	I(CFG_ARMOR_DURATION, "spells", "armor_duration", "seconds", 1, 86400,
	    "120", "How long the 'armor' ward lasts."),
	I(CFG_CREATE_FOOD, "spells", "create_food", "vnum", 1, 2147483647,
	    "3029", "The object (a food) that 'create food' makes."),
	B(CFG_PROTO_MCCP, "protocols", "mccp", "yes",
	    "Offer MCCP2 compression of what the server sends."),
	B(CFG_PROTO_GMCP, "protocols", "gmcp", "yes",
	    "Offer GMCP: vitals, room and channel data for MUD clients."),
	B(CFG_PROTO_MSSP, "protocols", "mssp", "yes",
	    "Answer MUD crawlers with MSSP (by telnet and by MSSP-REQUEST)."),
	B(CFG_PROTO_NAWS, "protocols", "naws", "yes",
	    "Ask for the window size (NAWS) and wrap text to its width."),
	B(CFG_PROTO_TTYPE, "protocols", "ttype", "yes",
	    "Ask the terminal type (TTYPE, MTTS) to choose colours."),
	B(CFG_PROTO_CHARSET, "protocols", "charset", "yes",
	    "Offer UTF-8 with CHARSET."),
	B(CFG_PROTO_EOR, "protocols", "eor", "yes",
	    "Offer EOR to mark the end of each prompt (else GA)."),
	B(CFG_PROTO_MSDP, "protocols", "msdp", "yes",
	    "Offer MSDP: variables (health, room, ...) a client reports."),
	B(CFG_PROTO_MXP, "protocols", "mxp", "yes",
	    "Offer MXP: clickable exits, objects and players in the text."),
	S(CFG_CONTACT, "server", "contact", "admin@localhost",
	    "Who runs the game, as shown to MUD crawlers."),
	I(CFG_HASH_THREADS, "engine", "hash_threads", "threads", 1, 64, "2",
	    "Worker threads that hash passwords off the game thread."),
	W(CFG_HASH_COST, "engine", "hash_cost", "interactive minimum",
	    "interactive",
	    "Password hashing cost: interactive (argon2id at libsodium's "
	    "interactive limits) or minimum (only for load tests on a test "
	    "server: far weaker)."),
	I(CFG_PULSE_CATCHUP, "engine", "pulse_catchup", "pulses", 1, 2400,
	    "40", "Missed pulses run at once when the loop falls behind; "
	    "beyond this, game time skips and it is logged."),
	I(CFG_PULSE_BUDGET, "engine", "pulse_budget", "milliseconds", 1, 250,
	    "50", "A pulse that takes longer than this is logged."),
	I(CFG_SCRIPT_INSTRUCTIONS, "scripts", "instructions", "instructions",
	    1000, 100000000, "200000", "Most Lua instructions one script call "
	    "may run (memory it allocates counts too, 64 bytes an "
	    "instruction); past it the call is stopped, logged with its "
	    "file:line, and that script is disabled until its area is "
	    "reloaded."),
	I(CFG_SCRIPT_MEMORY, "scripts", "memory", "bytes", 1048576,
	    4294967296LL, "67108864", "Memory one area's scripts may hold "
	    "(each area has a Lua state of its own); an allocation past it "
	    "fails, and the script that asked stops with an error. A reload "
	    "of the area frees it all."),
	I(CFG_SCRIPT_TIMERS, "scripts", "timers", "timers", 1, 1000, "16",
	    "Most timers (after, every) one mobile, object or room may have "
	    "waiting; one more is refused."),
	B(CFG_METRICS, "metrics", "enabled", "no",
	    "Serve Prometheus metrics over HTTP at /metrics on their own "
	    "port (docs/metrics.md)."),
	S(CFG_METRICS_BIND, "metrics", "bind", "127.0.0.1",
	    "Address the metrics endpoint listens on: keep it local unless a "
	    "firewall guards the port."),
	I(CFG_METRICS_PORT, "metrics", "port", "", 0, 65535, "9464",
	    "TCP port of the metrics endpoint (0 picks a free one, for "
	    "tests)."),
	P(CFG_BACKUP_DIR, "backup", "dir", "data/backups",
	    "Directory of the database's backups (mud-DATE-TIME.db); made if "
	    "missing."),
	I(CFG_BACKUP_INTERVAL, "backup", "interval", "seconds", 0, 604800,
	    "0", "How often the database is backed up while the game runs "
	    "(0: only by the 'backup' command)."),
	I(CFG_BACKUP_KEEP, "backup", "keep", "copies", 1, 10000, "7",
	    "Backups kept in the directory; after each new one the oldest "
	    "beyond this are removed."),
	W(CFG_BACKUP_MODE, "backup", "mode", "thread steps", "thread",
	    "How a backup copies without stalling the game: thread (a thread "
	    "with its own connection copies it at once) or steps (the game "
	    "copies 'pages' pages a pulse; see docs/benchmarks.md)."),
	I(CFG_BACKUP_PAGES, "backup", "pages", "pages", 1, 1000000, "256",
	    "Database pages (4 KB) copied each pulse in steps mode."),
	P(CFG_REBOOT_BINARY, "server", "reboot_binary", "",
	    "The program 'reboot' runs in place of the server, keeping every "
	    "connection: empty for the server's own binary (its path as found "
	    "at start, so a new build installed there is the one run)."),
	B(CFG_TLS, "tls", "enabled", "no",
	    "Listen for players on a second port that speaks TLS (telnet "
	    "inside TLS, as Mudlet, TinTin++'s #ssl and MUD crawlers use it; "
	    "docs/tls.md)."),
	I(CFG_TLS_PORT, "tls", "port", "", 0, 65535, "4443",
	    "TCP port of the TLS listener, on the server's bind address (0 "
	    "picks a free one, for tests)."),
	P(CFG_TLS_CERT, "tls", "certificate", "",
	    "PEM certificate (the chain, the server's first); empty: "
	    "tls-cert.pem beside the database, made self-signed on first run "
	    "and kept."),
	P(CFG_TLS_KEY, "tls", "key", "",
	    "PEM private key of the certificate; empty: tls-key.pem beside "
	    "the database (mode 0600), made with the certificate."),
	S(CFG_TLS_HOSTNAME, "tls", "hostname", "localhost",
	    "The name a self-signed certificate is made for (its CN and "
	    "DNS name): the host players connect to."),
	W(CFG_TLS_MIN_VERSION, "tls", "min_version", "1.2 1.3", "1.2",
	    "Oldest TLS version accepted: 1.2 or 1.3."),
	I(CFG_TLS_HANDSHAKE, "tls", "handshake_timeout", "seconds", 1, 300,
	    "10", "Time a client has to finish the TLS handshake before its "
	    "connection is closed."),
	B(CFG_WEB, "web", "enabled", "no",
	    "Serve the web client on its own port: the page at / and the game "
	    "over a WebSocket at /ws (docs/web.md)."),
	S(CFG_WEB_BIND, "web", "bind", "",
	    "Address the web client's port listens on; empty: the same as "
	    "server.bind."),
	I(CFG_WEB_PORT, "web", "port", "", 0, 65535, "4080",
	    "TCP port of the web client (0 picks a free one, for tests)."),
	P(CFG_WEB_ROOT, "web", "root", "data/web",
	    "Directory of the web client's files (client.html, client.js, "
	    "client.css); only files directly in it are served."),
	I(CFG_WEB_MAX_MESSAGE, "web", "max_message", "bytes", 256, 1048576,
	    "16384", "Longest WebSocket message a page may send (one line of "
	    "input); a longer one closes the connection with code 1009. Lines "
	    "past limits.max_line are refused as they are over telnet."),
	B(CFG_WEB_TLS, "web", "tls", "no",
	    "Speak HTTPS and wss:// on the web port, with the certificate and "
	    "key of the [tls] section (a self-signed pair the browser must be "
	    "told to trust once, or a real one), whether or not [tls] enabled "
	    "is set (docs/web.md)."),
	S(CFG_WEB_ORIGINS, "web", "origins", "",
	    "Web sites whose pages may open a game session, besides the web "
	    "port's own page: origins as \"https://mud.example.org\", "
	    "separated by spaces. A WebSocket from any other page is refused "
	    "(403); one without an Origin (not a browser) is taken. Set it "
	    "when the page is served under another name, as behind a reverse "
	    "proxy that rewrites Host (docs/web.md)."),
	I(CFG_WEB_PING_INTERVAL, "web", "ping_interval", "seconds", 0, 86400,
	    "30", "A WebSocket that sent nothing for this long is pinged; one "
	    "that still sent nothing after as long again is closed (its "
	    "player goes link-dead). 0: never."),
	I(CFG_WEB_LINGER, "web", "linger", "seconds", 0, 60, "2",
	    "A web connection done with says so and reads what the browser "
	    "still sends for at most this long before closing, so that its "
	    "last reply is not lost to a reset. A draining socket counts "
	    "against max_per_address and max_connections. 0: close at once."),
	B(CFG_PROTO_MCCP3, "protocols", "mccp3", "yes",
	    "Offer MCCP3: the client may compress what it sends."),
	S(CFG_MSSP_HOSTNAME, "mssp", "hostname", "",
	    "MSSP HOSTNAME: the host name players connect to; empty for none."),
	S(CFG_MSSP_IP, "mssp", "ip", "",
	    "MSSP IP: the address players connect to; empty for none."),
	S(CFG_MSSP_WEBSITE, "mssp", "website", "",
	    "MSSP WEBSITE: the game's web site; empty for none."),
	S(CFG_MSSP_DISCORD, "mssp", "discord", "",
	    "MSSP DISCORD: an invitation link; empty for none."),
	S(CFG_MSSP_ICON, "mssp", "icon", "",
	    "MSSP ICON: the address of a 32x32 image; empty for none."),
	S(CFG_MSSP_CREATED, "mssp", "created", "",
	    "MSSP CREATED: the year the game opened; empty for none."),
	S(CFG_MSSP_LANGUAGE, "mssp", "language", "English",
	    "MSSP LANGUAGE: the language the game is played in."),
	S(CFG_MSSP_LOCATION, "mssp", "location", "",
	    "MSSP LOCATION: the country the server is in; empty for none."),
	S(CFG_MSSP_GENRE, "mssp", "genre", "Fantasy",
	    "MSSP GENRE: Adult, Fantasy, Historical, Horror, Modern, None, "
	    "Science Fiction."),
	S(CFG_MSSP_SUBGENRE, "mssp", "subgenre", "Medieval Fantasy",
	    "MSSP SUBGENRE: a finer genre; empty for none."),
	S(CFG_MSSP_GAMEPLAY, "mssp", "gameplay", "Hack and Slash",
	    "MSSP GAMEPLAY: Adventure, Educational, Hack and Slash, None, "
	    "Player versus Player, Player versus Environment, Roleplaying, "
	    "Simulation, Social or Strategy."),
	S(CFG_MSSP_GAMESYSTEM, "mssp", "gamesystem", "Custom",
	    "MSSP GAMESYSTEM: the rules the game follows (D&D, d20 System, "
	    "Custom, None...)."),
	S(CFG_MSSP_STATUS, "mssp", "status", "Alpha",
	    "MSSP STATUS: Alpha, Closed Beta, Open Beta, Live."),
	I(CFG_MSSP_MINIMUM_AGE, "mssp", "minimum_age", "years", 0, 99, "0",
	    "MSSP MINIMUM AGE: the youngest players welcome; 0 for none."),
	I(CFG_ROOM_LIST_MAX, "game", "room_list_max", "characters", 1, 10000,
	    "30", "Most others 'look' lists in a room, and the room shown on "
	    "arrival: first those in your group and those fighting you or "
	    "fought by you, then mobiles, then players; the rest are counted "
	    "in one line ('...and 4,812 other adventurers are here.'). "
	    "'look <name>' and every command aimed by name still find anyone "
	    "in the room."),
	I(CFG_CROWD_SIZE, "game", "crowd_size", "characters", 1, 1000000,
	    "50", "A room with more occupants than this is crowded: what its "
	    "players say, emote and do by socials is limited per speaker and "
	    "for the whole room (crowd_speaker_lines, crowd_room_lines), and "
	    "its comings and goings are announced up to crowd_room_lines per "
	    "window; past that they pass unannounced."),
	I(CFG_CROWD_WINDOW, "game", "crowd_window", "seconds", 1, 3600, "5",
	    "The window the crowd limits count in, from the first line after "
	    "a quiet window."),
	I(CFG_CROWD_SPEAKER_LINES, "game", "crowd_speaker_lines", "lines", 1,
	    1000, "1", "Lines (say, emote, socials) one player may speak per "
	    "crowd_window in a crowded room; past it the speaker is told to "
	    "wait and nothing is said."),
	I(CFG_CROWD_ROOM_LINES, "game", "crowd_room_lines", "lines", 1,
	    100000, "20", "Lines a crowded room carries per crowd_window, all "
	    "speakers together (what one hears in a crowd is a sample); past "
	    "it a speaker is told the crowd drowns it out and nothing is "
	    "said. Comings and goings have a budget of their own of as many."),
	I(CFG_PROTO_MCCP_IDLE, "protocols", "mccp_idle", "seconds", 0, 86400,
	    "60", "End a connection's MCCP2 stream after this long without "
	    "output, freeing its 70 KB; the next output starts a new one. 0: "
	    "keep every stream for as long as the connection."),
	I(CFG_AUDIT_DAYS, "limits", "audit_days", "days", 1, 36500, "90",
	    "Consequential staff commands (promote, ban, purge, areload, "
	    "asave, restore, shutdown...) stay in the audit log at least this "
	    "long, however many are logged after them."),
	I(CFG_AUDIT_ROUTINE_RATE, "limits", "audit_routine_rate", "rows", 1,
	    1000000, "120", "Routine staff commands (goto, stat, rstat, "
	    "edits...) written to the audit log per minute, all staff "
	    "together; past it they are counted in the log file, not kept."),
	I(CFG_SCRIPT_TIME, "scripts", "time", "milliseconds", 1, 60000, "50",
	    "Most wall-clock time one script call may take, scripts it sets "
	    "off included (read every 1,000 instructions and during long "
	    "pattern matches); past it the call is stopped like one past its "
	    "instructions, and its area's builders are told."),
	I(CFG_SCRIPT_AREA_TIMER_RUNS, "scripts", "area_timer_runs",
	    "runs a minute", 1, 10000000, "1200", "How often the timers "
	    "waiting in one area's scripts may run, all together: every(s) "
	    "and after(s) count 60/s runs a minute each (every(0.25) is "
	    "240). One more past it is refused (nil and why) and the area's "
	    "builders are told."),
	I(CFG_SCRIPT_TIMER_RUNS, "scripts", "timer_runs", "runs a minute", 1,
	    100000000, "6000", "How often the timers waiting in all scripts "
	    "may run, all together, counted as area_timer_runs is."),
	I(CFG_SCRIPT_AREA_LOADED, "scripts", "area_loaded", "things", 1,
	    10000000, "1000", "Most mobiles and objects that one area's "
	    "scripts loaded (load_mob, load_obj) may be in the game at "
	    "once; one more is refused (nil) and the area's builders are "
	    "told. They count until they leave the game."),
	I(CFG_SCRIPT_LOADED, "scripts", "loaded", "things", 1, 100000000,
	    "10000", "Most mobiles and objects that all scripts loaded may be "
	    "in the game at once."),
	I(CFG_NEW_PER_ADDRESS, "limits", "new_per_address", "characters", 1,
	    1000000, "3", "New characters one address (an IPv6 network, see "
	    "ipv6_prefix) may make per new_window; past it a new name is "
	    "refused with a message (a character that exists may still log "
	    "in)."),
	I(CFG_NEW_WINDOW, "limits", "new_window", "seconds", 1, 604800,
	    "3600", "The window new_per_address counts in, from the first "
	    "character made after the last window ended."),
	I(CFG_MAIL_UNREAD, "game", "mail_unread", "letters", 1, 1000, "10",
	    "Most letters of one player waiting unread in others' mailboxes, "
	    "all mailboxes together; past it, its letters are refused until "
	    "some are read."),
	I(CFG_MAIL_PER_DAY, "game", "mail_per_day", "letters", 1, 100000,
	    "30", "Most letters one player may send in a day (the last 24 "
	    "hours), besides mail_per_hour."),
	I(CFG_NOTES_PER_DAY, "game", "notes_per_day", "notes", 1, 100000,
	    "10", "Most notes one player may write in a day (the last 24 "
	    "hours), all boards together."),
	I(CFG_IPV6_PREFIX, "limits", "ipv6_prefix", "bits", 16, 128, "64",
	    "Every per-address limit (connections, wrong passwords, password "
	    "checks, new characters) counts an IPv6 client by its network of "
	    "this many bits (one household or server usually has a whole "
	    "/64); 128 counts each address alone. IPv4 is always per "
	    "address. Read at start: a change takes effect at the next "
	    "start or reboot."),
	B(CFG_FIRST_OWNER_LOCAL, "game", "first_owner_local", "yes",
	    "While the game has no admin or owner, the first character "
	    "created from the machine itself (127.0.0.1 or ::1) becomes the "
	    "owner. Switch it off if connections reach the game through a "
	    "proxy on this machine (they would all look local); the owner is "
	    "then made with 'mud --role NAME owner'."),
	P(CFG_SOCIALS, "server", "socials", "data/socials.txt",
	    "The socials file (smile, bow, wave...; the format is in "
	    "data/README.md), read at start, by 'mud --check' and by "
	    "'reload socials'."),
	I(CFG_START_GOLD, "game", "start_gold", "gold", 0, 1000000, "100",
	    "The gold a new character starts with."),
	I(CFG_START_SKILL, "game", "start_skill", "percent", 1, 100, "40",
	    "How well a new character knows its class's level-1 skills and "
	    "spells (those it reaches later start at 1% and are practised)."),
	I(CFG_OUTFIT_LEVEL, "game", "outfit_level", "level", 0, 1000, "5",
	    "Highest level at which 'outfit' still hands out the guild's "
	    "starting kit (a new character gets it on entering; 0: never)."),
	I(CFG_QUEST_HOURS_MIN, "game", "quest_hours_min", "hours", 1, 1000,
	    "10", "The fewest hours of the game's day a questmaster gives "
	    "for a quest (the time is drawn between this and "
	    "quest_hours_max)."),
	I(CFG_QUEST_HOURS_MAX, "game", "quest_hours_max", "hours", 1, 1000,
	    "20", "The most hours of the game's day a questmaster gives for "
	    "a quest (quest_hours_min if below it)."),
	I(CFG_QUEST_WAIT_DONE, "game", "quest_wait_done", "hours", 0, 1000,
	    "4", "Hours of the game's day a player waits for another quest "
	    "after completing one."),
	I(CFG_QUEST_WAIT_FAIL, "game", "quest_wait_fail", "hours", 0, 1000,
	    "8", "Hours of the game's day a player waits for another quest "
	    "after one ran out of time or was given up."),
	S(CFG_WEB_URL, "web", "url", "",
	    "The web port's address as players reach it, as "
	    "\"https://mud.example.org:4080\", for the links the game gives "
	    "(Client.GUI); empty: http:// (https:// with tls) and "
	    "mssp.hostname with the port bound, and with neither set no "
	    "Client.GUI is sent."),
	S(CFG_WEB_MUDLET, "web", "mudlet", "reborn.xml",
	    "The Mudlet package in the web root's mudlet folder, served at "
	    "/mudlet/<name> and offered to Mudlet over GMCP (Client.GUI) "
	    "when the web port is on; empty: none offered (docs/gmcp.md)."),
	I(CFG_AUCTION_STAGE, "game", "auction_stage", "seconds", 1, 600,
	    "15", "Seconds between an auction's calls (going once, going "
	    "twice, sold); a new bid starts them again."),
};
