/*
 * cmd-quest.c: autoquests at a questmaster and the log of quests done
 * (game/quest.c).
 */
#include "character.h"
#include "commands.h"
#include "quest.h"

/* quest list|request|progress|complete|buy <reward>|quit */
void
cmd_quest(struct character *ch, char *arg)
{
	quest_do(ch, arg);
}

/* quests: the quests ch has done. */
void
cmd_quests(struct character *ch, char *arg)
{
	(void)arg;
	quest_show_log(ch);
}
