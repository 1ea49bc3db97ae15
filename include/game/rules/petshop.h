/*
 * petshop.h: pet shops, ROM's way. A room flagged `pet_shop` sells the
 * mobiles that stand in the room numbered one above it: 'list' shows
 * them with their prices, 'buy <pet>' makes a copy that follows the
 * buyer. One pet at a time; a pet is not saved: it leaves
 * the game with its master.
 */
#ifndef PETSHOP_H
#define PETSHOP_H

struct character;
struct room;

/* What a pet of a level costs, in gold. */
long long	 petshop_price(int level);
/* Where ch's room keeps its pets, if it is a pet shop; else NULL. */
struct room	*petshop_kennel(const struct character *);
/* list [pet]: the pets for sale in ch's room (a pet shop). */
void		 petshop_list(struct character *, const char *word);
/* buy <pet> [name]: ch buys one (called name too). 0, or -1 (ch is
   told why). */
int		 petshop_buy(struct character *, const char *arg);
/* ch's pet, or NULL. */
struct character *petshop_pet_of(const struct character *);
/*
 * order <pet> <command>: ch's pet here, named by word ("pet" and "all"
 * name it too), told what it is ordered to do; NULL after telling ch
 * why not. The caller runs the command as the pet.
 */
struct character *petshop_ordered(struct character *, const char *word,
		    const char *command);
/* After an order: a pet that no longer follows ch goes its own way. */
void		 petshop_obeyed(struct character *, struct character *pet);
/* ch leaves the game: so does its pet. */
void		 petshop_release(struct character *);

#endif
