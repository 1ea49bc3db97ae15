/*
 * cmd-pet.c: a pet bought in a pet shop (game/petshop.c) does as its
 * master orders.
 */
#include "character.h"
#include "commands.h"
#include "interp.h"
#include "petshop.h"
#include "text.h"

/* order <pet|all> <command>: the pet runs the command as its own. */
void
cmd_order(struct character *ch, char *arg)
{
	struct character	*pet;
	char			*word = text_first_word(&arg);

	if ((pet = petshop_ordered(ch, word, arg)) == NULL)
		return;
	interp_run(pet, arg);
	petshop_obeyed(ch, pet);
}
