/*
 * quest.h: autoquests, as ROM players know them. A questmaster (a mobile
 * flagged `questmaster`) hands a player a timed quest: kill a mobile of
 * about its level somewhere in the world, or fetch a thing (an object
 * flagged `quest`, made for the purpose) from where it was left. The
 * time limit is in game hours, counted by one event owned by the player;
 * done in time, the quest pays quest points and gold, and the points buy
 * rewards of the questmaster. After a quest, done or failed, the player
 * waits before the next. Also the log of quests done, autoquests and
 * those the world's scripts write (ch:quest_done(name)).
 */
#ifndef QUEST_H
#define QUEST_H

#include "character.h"

enum quest_kind { QUEST_NONE, QUEST_KILL, QUEST_FETCH };

/*
 * The hours a quest gives and the waits after one are config keys:
 * game.quest_hours_min, quest_hours_max, quest_wait_done, quest_wait_fail.
 */
#define QUEST_LOG_MAX		64	/* names in a player's log */
#define QUEST_NAME_MAX		40	/* bytes of a name in the log */

/* quest [list|request|progress|complete|buy <reward>|quit]. */
void	quest_do(struct character *, char *arg);
/* quests: the log of quests ch has done. */
void	quest_show_log(struct character *);
/* victim (a mobile) was killed by killer: a quest's target? */
void	quest_killed(struct character *killer, struct character *victim);
/* ch took obj: the thing its quest is to fetch? */
void	quest_found(struct character *, struct object *);
/* A player entered the game: its quest's clock and its wait go on. */
void	quest_start(struct character *);
/*
 * Write name in ch's log of quests done (a script's quest): 1 if it was
 * written, 0 if it was there already, -1 if it cannot be (not a player,
 * a name empty, too long or unprintable, the log full).
 */
int	quest_log_add(struct character *, const char *name);
/* The names in ch's log, in the order done: n of them, or 0. */
size_t	quest_log_names(const struct character *, char names[][QUEST_NAME_MAX
	    + 1], size_t max);

#endif
