/*
 * corpse.h: corpses. Every dead character leaves one where it fell, with
 * what it carried and wore and its gold; a mobile's is anybody's and
 * crumbles after game.corpse_decay. A player's (unless
 * game.keep_items_on_death, or it died in an arena) is its owner's: only
 * the owner and its group may loot it, unless player killing allows
 * (corpse_loot_refused); it crumbles after game.player_corpse_decay, and
 * it is saved, so that a crash loses none of it and duplicates nothing.
 *
 * Saving: a player's corpse whose record differs from the database is
 * pending; every save of players (char_save_together) writes the pending
 * corpses in the same transaction. So the corpse made at a death is saved
 * with its owner, who no longer has those things, and the corpse looted is
 * saved with its looter, who now has them: an object is in one place
 * whatever crashes when. A corpse emptied or crumbled is deleted.
 */
#ifndef MUD_CORPSE_H
#define MUD_CORPSE_H

#include <stddef.h>
#include <stdint.h>

struct character;
struct object;
struct store_corpse;

/*
 * Players' corpses lying at once: of one player, and in all. A player who
 * dies with either reached keeps its things (and the log says so).
 */
#define CORPSE_PER_PLAYER	5
#define CORPSE_MAX		5000

/* A player's corpse's flags (saved). */
#define CORPSE_PK		0x1	/* its owner had taken up player
					   killing when it died */

/*
 * A mobile's corpse, with all it had, in its room, crumbling after
 * game.corpse_decay.
 */
struct object	*corpse_make(struct character *victim);
/*
 * A dead player's corpse, with all it had and its gold, in its room: its
 * owner's, pending to be saved with the next save (the dead's own), and
 * crumbling after game.player_corpse_decay. NULL if the player may have
 * no more corpses (CORPSE_PER_PLAYER, CORPSE_MAX): it keeps its things.
 */
struct object	*corpse_make_player(struct character *victim);
/*
 * Why ch may not take from corpse, or NULL: a mobile's corpse is free for
 * all; a player's is its owner's, its owner's group's (the owner in the
 * game), an admin's, and anybody's if player_killing is everywhere, or
 * if it is flagged and both ch and the owner (when it died) took it up.
 */
const char	*corpse_loot_refused(const struct character *ch,
		    const struct object *corpse);
/*
 * What a player's corpse holds changed (looted, a thing in it crumbled):
 * it is pending, or deleted with the next save if it is empty (it is then
 * a corpse like any other). Anything else: nothing is done.
 */
void		 corpse_changed(struct object *);
/* The player's corpse that holds obj at any depth, or NULL. */
struct object	*corpse_holding(struct object *obj);
void		 corpse_spill(struct object *corpse, struct character *by);
/* Save what is pending now (no player with it); 0 or -1 (logged). */
int		 corpse_flush(void);
/*
 * For char_save_together: the pending corpses as the store writes them
 * (*list, freed by corpse_pending_done, told whether they were saved).
 */
size_t		 corpse_pending(struct store_corpse **list);
void		 corpse_pending_done(struct store_corpse *, size_t, int saved);
/* An object goes: a player's corpse's record goes with it (not its row). */
void		 corpse_gone(struct object *);
/*
 * Put the saved corpses back in their rooms with the time they had left
 * (in the start room, logged, if their room is gone); at boot, after the
 * world. Returns how many, or -1 if they could not be read.
 */
int		 corpse_boot(void);
/* Save every player's corpse with its time left (at shutdown). */
int		 corpse_save_all(void);
/* Players' corpses in the game. */
size_t		 corpse_count(void);

/*
 * The player of owner_id deleted itself: its corpses in the world go,
 * with all they hold (their rows went with the player's).
 */
void	corpse_erase_owner(int64_t owner_id);

#endif
