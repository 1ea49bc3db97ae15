/*
 * cmd-pet.c: a pet bought in a pet shop (game/petshop.c) does as its
 * master orders.
 */
#include "act.h"
#include "character.h"
#include "commands.h"
#include "interp.h"
#include "petshop.h"
#include "text.h"

/*
 * order <pet|all> <command>: the pet runs the command as its own. What
 * keeps a player's own record (quit, save, train...) is no pet's, nor is
 * what staff do.
 */
void
cmd_order(struct character *ch, char *arg)
{
	const struct cmd_entry	*c;
	struct character	*pet;
	char			*word = text_first_word(&arg), verb[64];
	const char		*p;
	size_t			 n;

	if ((pet = petshop_ordered(ch, word, arg)) == NULL)
		return;
	for (p = arg, n = 0; *p != '\0' && *p != ' ' && n < sizeof verb - 1;
	    p++)
		verb[n++] = *p;
	verb[n] = '\0';
	c = interp_find(pet, verb);
	if (c != NULL && ((c->flags & (CMD_OWN | CMD_AUDIT)) ||
	    c->min_role > ROLE_PLAYER)) {
		char_printf(ch, "%s looks at you blankly: that is not for a "
		    "pet.\n", char_name_cap(pet));
		return;
	}
	interp_run(pet, arg);
	petshop_obeyed(ch, pet);
}
