/* compare.h: two objects weighed against each other ('compare'). */
#ifndef MUD_COMPARE_H
#define MUD_COMPARE_H

struct character;
struct object;

/*
 * Tell ch how a stands against b: two weapons by their average damage,
 * two pieces of armour by the protection they give. b NULL means what ch
 * wears where a would go. Things of different kinds are not compared.
 */
void	compare_objects(struct character *ch, struct object *a,
	    struct object *b);

#endif
