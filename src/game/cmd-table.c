/*
 * cmd-table.c: every command, in the order abbreviations are tried:
 * { name, alias, min position, min role, flags, handler, usage, help }.
 */
#include "character.h"
#include "commands.h"
#include "interp.h"
#include "player.h"

/*
 * The least position each needs, as Diku players know them (ROM's table):
 * what only shows the character or sets an option works even stunned;
 * looking, talking and handling things need one awake; attacking, casting
 * and fleeing need one on its feet or already fighting; walking needs one
 * standing and out of a fight.
 */
#define ANY	POS_DEAD
#define SLEEP	POS_SLEEPING
#define REST	POS_RESTING
#define FIGHT	POS_FIGHTING
#define STAND	POS_STANDING

#define P	ROLE_PLAYER
#define B	ROLE_BUILDER
#define A	ROLE_ADMIN

const struct cmd_entry cmd_table[] = {
	/* Movement first, so that "n", "s", "u" and friends win. */
	{ "north", "n", STAND, P, 0, cmd_north, "north", "Walk north." },
	{ "east", "e", STAND, P, 0, cmd_east, "east", "Walk east." },
	{ "south", "s", STAND, P, 0, cmd_south, "south", "Walk south." },
	{ "west", "w", STAND, P, 0, cmd_west, "west", "Walk west." },
	{ "up", "u", STAND, P, 0, cmd_up, "up", "Climb up." },
	{ "down", "d", STAND, P, 0, cmd_down, "down", "Climb down." },
	{ "look", "l", REST, P, 0, cmd_look, "look [in] [thing|direction]",
	    "Look around the room, or at a direction, someone, something, or "
	    "into a container." },
	{ "kill", "k", FIGHT, P, 0, cmd_kill, "kill <someone>",
	    "Attack someone; the fight goes on round by round. Players fight "
	    "players in an arena, or as the game's player killing allows "
	    "('toggle pk')." },
	{ "cast", "c", FIGHT, P, 0, cmd_cast, "cast '<spell>' [target]",
	    "Cast a spell ('spells' lists them, with their mana). It takes "
	    "effect after its cast time; moving spoils it." },
	{ "get", NULL, REST, P, 0, cmd_get,
	    "get <thing>|all[.thing] [container]",
	    "Pick something up, from the floor or from a container. A "
	    "player's corpse is its owner's and its group's to loot." },
	{ "inventory", "i", ANY, P, 0, cmd_inventory, "inventory",
	    "List what you carry." },
	{ "say", NULL, REST, P, 0, cmd_say, "say <message>",
	    "Say something to everyone in the room. A leading ' works too." },
	{ "drop", NULL, REST, P, 0, cmd_drop, "drop <thing>|all[.thing]",
	    "Put something down." },
	{ "put", NULL, REST, P, 0, cmd_put,
	    "put <thing>|all[.thing] <container>",
	    "Put something into a container." },
	{ "give", NULL, REST, P, 0, cmd_give, "give <thing> <someone>",
	    "Hand something to someone here." },
	{ "wear", NULL, REST, P, 0, cmd_wear, "wear <thing>|all",
	    "Wear armour, clothing or jewellery." },
	{ "wield", NULL, REST, P, 0, cmd_wield, "wield <weapon>",
	    "Take a weapon in hand." },
	{ "hold", NULL, REST, P, 0, cmd_hold, "hold <thing>",
	    "Hold a light or another item in your hand." },
	{ "remove", NULL, REST, P, 0, cmd_remove, "remove <thing>",
	    "Stop wearing or holding something." },
	{ "equipment", "eq", ANY, P, 0, cmd_equipment, "equipment",
	    "List what you wear and hold." },
	{ "eat", NULL, REST, P, 0, cmd_eat, "eat <food>",
	    "Eat something you carry; hunger slows your healing." },
	{ "drink", NULL, REST, P, 0, cmd_drink, "drink [container|fountain]",
	    "Drink from something you carry, or from a fountain here." },
	{ "fill", NULL, REST, P, 0, cmd_fill, "fill <container>",
	    "Fill a drink container at a fountain here." },
	{ "pour", NULL, REST, P, 0, cmd_pour, "pour <container> out|<other>",
	    "Empty a drink container, or pour it into another." },
	{ "quaff", NULL, REST, P, 0, cmd_quaff, "quaff <potion>",
	    "Drink a potion: its spells work on you at once." },
	{ "recite", NULL, REST, P, 0, cmd_recite, "recite <scroll> [target]",
	    "Read a scroll's spells at someone or something, or yourself." },
	{ "zap", NULL, FIGHT, P, 0, cmd_zap, "zap <wand> [target]",
	    "Aim a wand's spell; it has so many charges." },
	{ "brandish", NULL, FIGHT, P, 0, cmd_brandish, "brandish <staff>",
	    "Raise a staff: its spell touches everyone here it suits." },
	{ "sacrifice", "sac", REST, P, 0, cmd_sacrifice, "sacrifice <thing>",
	    "Offer something lying here to the gods (one gold coin)." },
	{ "junk", NULL, REST, P, 0, cmd_junk, "junk <thing>",
	    "Destroy something you carry, and what it holds." },
	{ "list", NULL, REST, P, 0, cmd_list, "list [thing]",
	    "In a shop: what the shopkeeper sells, and the prices." },
	{ "buy", NULL, REST, P, 0, cmd_buy, "buy [number] <thing>",
	    "In a shop: buy something, or several of it." },
	{ "sell", NULL, REST, P, 0, cmd_sell, "sell <thing>",
	    "In a shop: sell something you carry, if the shopkeeper deals "
	    "in such things." },
	{ "split", NULL, REST, P, 0, cmd_split, "split <gold>",
	    "Share gold with the other players here; you keep what does not "
	    "divide." },
	{ "value", NULL, REST, P, 0, cmd_value, "value <thing>",
	    "In a shop: what the shopkeeper would pay for something." },
	{ "examine", "ex", REST, P, 0, cmd_examine, "examine <thing>",
	    "Look closely at something, and into it." },
	{ "exits", NULL, REST, P, 0, cmd_exits, "exits",
	    "List the ways out of the room and where they lead." },
	{ "open", NULL, REST, P, 0, cmd_open, "open <door|direction>",
	    "Open a door." },
	{ "close", NULL, REST, P, 0, cmd_close, "close <door|direction>",
	    "Close a door." },
	{ "lock", NULL, REST, P, 0, cmd_lock, "lock <door|direction>",
	    "Lock a door; you need its key." },
	{ "unlock", NULL, REST, P, 0, cmd_unlock, "unlock <door|direction>",
	    "Unlock a door; you need its key." },
	{ "flee", NULL, FIGHT, P, 0, cmd_flee, "flee",
	    "Run from a fight through a random exit." },
	{ "kick", NULL, FIGHT, P, 0, cmd_kick, "kick [someone]",
	    "Kick a foe (a warrior's or a thief's skill)." },
	{ "disarm", NULL, FIGHT, P, 0, cmd_disarm, "disarm",
	    "Knock the weapon out of your foe's hand." },
	{ "pick", NULL, REST, P, 0, cmd_pick, "pick <door|direction|"
	    "container>", "Pick a lock without its key (a thief's skill)." },
	{ "sneak", NULL, STAND, P, 0, cmd_sneak, "sneak",
	    "Move silently for a while: nobody sees you come or go." },
	{ "hide", NULL, REST, P, 0, cmd_hide, "hide",
	    "Hide in the room until you move or attack (a thief's skill)." },
	{ "rescue", NULL, FIGHT, P, 0, cmd_rescue, "rescue <someone>",
	    "Draw the foes of a player in trouble onto yourself." },
	{ "follow", NULL, REST, P, 0, cmd_follow, "follow <someone>|self",
	    "Follow someone wherever they walk; 'follow self' to stop." },
	{ "group", NULL, SLEEP, P, 0, cmd_group, "group [follower|all]",
	    "Show your group, or take a follower into it (or out)." },
	{ "gtell", "gt", SLEEP, P, 0, cmd_gtell, "gtell <message>",
	    "Tell your whole group something, wherever they are." },
	{ "assist", NULL, STAND, P, 0, cmd_assist, "assist [someone]",
	    "Join the fight of a friend here (your leader if none)." },
	{ "bash", NULL, FIGHT, P, 0, cmd_bash, "bash [someone]",
	    "Knock a foe down for a moment; you need a breath after." },
	{ "backstab", "bs", STAND, P, 0, cmd_backstab, "backstab <someone>",
	    "A thief's blade in the back of one not yet fighting." },
	{ "consider", "con", REST, P, 0, cmd_consider, "consider <someone>",
	    "Judge how a fight with someone would go." },
	{ "wimpy", NULL, ANY, P, 0, cmd_wimpy, "wimpy [hit points]",
	    "Flee on your own when your hit points fall below this." },
	{ "rest", NULL, SLEEP, P, 0, cmd_rest, "rest [furniture]",
	    "Sit and rest, on a bench or a chair here if you name one: you "
	    "heal faster." },
	{ "sit", NULL, SLEEP, P, 0, cmd_sit, "sit [furniture]",
	    "Sit down and rest, on a bench or a chair here if you name one." },
	{ "sleep", NULL, SLEEP, P, 0, cmd_sleep, "sleep",
	    "Sleep: you heal fastest." },
	{ "stand", NULL, SLEEP, P, 0, cmd_stand, "stand", "Get up." },
	{ "wake", NULL, SLEEP, P, 0, cmd_stand, "wake", "Wake up and stand." },
	{ "steal", NULL, STAND, P, 0, cmd_steal, "steal gold|<thing> "
	    "<someone>", "A thief's hand in another's purse or pack." },
	{ "skills", NULL, ANY, P, 0, cmd_skills, "skills",
	    "List your class's skills and how well you know them." },
	{ "practice", NULL, REST, P, 0, cmd_practice, "practice [skill]",
	    "List what you can practise, or practise it with a guildmaster "
	    "of your class; levels bring practice sessions." },
	{ "levels", NULL, ANY, P, 0, cmd_levels, "levels",
	    "The experience each level takes, and your class's titles." },
	{ "spells", NULL, ANY, P, 0, cmd_spells, "spells",
	    "List the spells, their mana and what they are cast at." },
	{ "affects", "af", ANY, P, 0, cmd_affects, "affects",
	    "List the spells upon you and how long they last." },
	{ "recall", NULL, FIGHT, P, 0, cmd_recall, "recall",
	    "Pray to be taken back to the temple." },
	{ "who", NULL, ANY, P, 0, cmd_who,
	    "who [name] [class] [level | min-max]",
	    "List the players in the game, or those whose name begins "
	    "so, of a class or of some levels." },
	{ "where", NULL, REST, P, 0, cmd_where, "where [name]",
	    "List the players in this area and where they are, or find "
	    "someone here by name." },
	{ "whois", NULL, ANY, P, 0, cmd_whois, "whois <player>",
	    "Who a player is, in the game or not." },
	{ "finger", NULL, ANY, P, 0, cmd_finger, "finger <player>",
	    "Whois, and when the player last came into the game." },
	{ "scan", NULL, REST, P, 0, cmd_scan, "scan",
	    "Look into the rooms around you, one and two rooms away, for "
	    "who is there." },
	{ "tell", NULL, REST, P, 0, cmd_tell, "tell <player> <message>",
	    "Say something to one player, wherever they are." },
	{ "reply", NULL, REST, P, 0, cmd_reply, "reply <message>",
	    "Answer the last player who told you something." },
	{ "gossip", NULL, SLEEP, P, 0, cmd_gossip, "gossip [message]",
	    "Say something to every player in the game; alone, stop or "
	    "start hearing gossip." },
	{ "ooc", NULL, SLEEP, P, 0, cmd_ooc, "ooc [message]",
	    "Talk out of character to every player listening; alone, stop "
	    "or start hearing it." },
	{ "newbie", NULL, SLEEP, P, 0, cmd_newbie, "newbie [question]",
	    "Ask for help on the newbie channel, or answer; alone, stop or "
	    "start hearing it." },
	{ "grats", NULL, SLEEP, P, 0, cmd_grats, "grats [message]",
	    "Congratulate someone before everyone listening; alone, stop or "
	    "start hearing it." },
	{ "channels", NULL, ANY, P, 0, cmd_channels,
	    "channels [<channel> on|off]",
	    "List the channels and which you hear, or switch one on or "
	    "off (the channel's name alone does too)." },
	{ "afk", NULL, ANY, P, 0, cmd_afk, "afk [message]",
	    "Step away from the keyboard: who tells you is told so, with "
	    "your message; anything you type brings you back." },
	{ "ignore", NULL, ANY, P, 0, cmd_ignore, "ignore [player]",
	    "Stop hearing a player's tells, says, emotes and channels (it "
	    "is saved); alone, list whom you ignore." },
	{ "unignore", NULL, ANY, P, 0, cmd_unignore, "unignore <player>",
	    "Hear a player you ignored again." },
	{ "note", NULL, REST, P, 0, cmd_note,
	    "note [list|read <n>|write <subject>|remove <n>]",
	    "Read and write notes on a board in the room: 'note write "
	    "<subject>', then the lines, then '.' alone on a line." },
	{ "mail", NULL, REST, P, 0, cmd_mail,
	    "mail [read <n>|delete <n>|<player> [subject]]",
	    "Read your letters, or write one to a player, in the game or "
	    "not; it waits for them." },
	{ "emote", NULL, REST, P, 0, cmd_emote, "emote <action>",
	    "Show the room what you do: 'emote grins' shows 'Alice "
	    "grins'." },
	{ "help", NULL, ANY, P, 0, cmd_help, "help [command]",
	    "List the commands, or explain one." },
	{ "history", NULL, SLEEP, P, 0, cmd_history, "history <channel>",
	    "Read the last messages said on a channel." },
	{ "socials", NULL, ANY, P, 0, cmd_socials, "socials",
	    "List the socials (smile, bow, wave...): each alone or at "
	    "someone here." },
	{ "score", "sc", ANY, P, 0, cmd_score, "score",
	    "Show your character." },
	{ "save", NULL, ANY, P, 0, cmd_save, "save",
	    "Save your character now (it is also saved when you quit)." },
	{ "title", NULL, ANY, P, 0, cmd_title, "title <text>",
	    "Set the title shown after your name in 'who'." },
	{ "prompt", NULL, ANY, P, CMD_RAWARG, cmd_prompt,
	    "prompt [format|default]",
	    "Show or set your prompt: %h/%H hit points, %m/%M mana, %v/%V "
	    "movement, %x experience, %X to level, %g gold, %r room, %f foe, "
	    "%c new line, and colour codes." },
	{ "color", "colour", ANY, P, 0, cmd_color, "color [on|off]",
	    "Turn colour on or off (it is on when your client shows it)." },
	{ "brief", NULL, ANY, P, 0, cmd_brief, "brief [on|off]",
	    "Show only room names, not descriptions, as you walk." },
	{ "compact", NULL, ANY, P, 0, cmd_compact, "compact [on|off]",
	    "Leave out the blank line before the prompt." },
	{ "toggle", "config", ANY, P, 0, cmd_toggle,
	    "toggle [setting [on|off|value]]",
	    "Show your settings, or change one: brief, compact, colour, "
	    "autoexit, autoloot, autogold, autosplit, wimpy <hit points>, "
	    "pager <lines> (long output a page at a time: Return for more, "
	    "q to stop; 0 or off for none), pk (player killing, where the "
	    "game leaves it to you: held an hour once on). 'config' does the "
	    "same." },
	{ "alias", NULL, ANY, P, 0, cmd_alias, "alias [name [commands]]",
	    "List your aliases, show one, or make a word stand for commands: "
	    "'alias ks kill $1;kick' makes 'ks orc' kill the orc and kick. "
	    "';' separates commands; $1 to $9 are the words typed after the "
	    "alias, $* all of them; \\; is a ';' that does not separate, "
	    "\\$ a '$', \\\\ a '\\'. An alias may use other aliases, 5 "
	    "deep; a line makes at most 20 commands; you may have 50 aliases "
	    "of 256 characters. Also: '!' repeats your last command, "
	    "'^old^new' repeats it with old changed to new." },
	{ "unalias", NULL, ANY, P, 0, cmd_unalias, "unalias <name>",
	    "Forget one of your aliases." },
	{ "password", NULL, ANY, P, CMD_NOLOG | CMD_NOABBREV, cmd_password,
	    "password",
	    "Change your password; you are asked for the old one first." },
	{ "areas", NULL, ANY, B, 0, cmd_areas, "areas",
	    "List the areas, their vnums and files." },
	{ "areload", NULL, ANY, B, CMD_NOABBREV, cmd_areload,
	    "areload <area>|all", "Re-read area files from disk. With "
	    "errors, nothing changes and you see every one." },
	{ "goto", NULL, ANY, B, 0, cmd_goto, "goto <vnum>",
	    "Step into any room by its number." },
	{ "events", NULL, ANY, A, 0, cmd_events, "events [reset]",
	    "Show the event queue: pending events by type, the fullest "
	    "buckets, and how late and how long the pulses ran, the last "
	    "64 and all since start; 'reset' starts the count again." },
	{ "stat", NULL, ANY, A, 0, cmd_stat, "stat [character]",
	    "Show a character's points and its pending events, with the "
	    "pulses left before each fires." },
	{ "reload", NULL, ANY, A, CMD_NOABBREV, cmd_reload, "reload config",
	    "Re-read the config file; with errors the running config stays "
	    "and you see why. SIGHUP does the same." },
	{ "promote", NULL, ANY, A, CMD_NOABBREV, cmd_promote,
	    "promote <player> player|builder|admin",
	    "Give a player in the game a role." },
	{ "quit", NULL, ANY, P, CMD_NOABBREV, cmd_quit, "quit",
	    "Save and leave the game." },
};

const unsigned int cmd_count = sizeof cmd_table / sizeof cmd_table[0];
