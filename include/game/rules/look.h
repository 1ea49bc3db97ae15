/* look.h: what a character sees of a room, its things and its people. */
#ifndef MUD_LOOK_H
#define MUD_LOOK_H

struct character;
struct object_list;

/* The room ch stands in, as look shows it; its description left out if
   brief. */
void	look_room(struct character *, int brief);
/* The look on arriving in a room: brief if the player asked for it. */
void	look_auto(struct character *);
/* Objects in a list, identical ones counted: "(3) A torch lies here." */
void	look_objects(struct character *, struct object_list *,
	    int long_form);

#endif
