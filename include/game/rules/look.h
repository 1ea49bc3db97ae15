/* look.h: what a character sees of a room, its things and its people. */
#ifndef MUD_LOOK_H
#define MUD_LOOK_H

struct character;
struct object_list;

/* The room ch stands in, as look shows it; its description left out if
   brief. */
void	look_room(struct character *, int brief);
/*
 * A text of the world's (a description), shown to ch: its paragraphs
 * flowed to the width ch's client gave, if it gave one.
 */
void	look_text(struct character *, const char *text);
/* The look on arriving in a room: brief if the player asked for it. */
void	look_auto(struct character *);
/* Objects in a list, identical ones counted: "(3) A torch lies here." */
void	look_objects(struct character *, struct object_list *,
	    int long_form);
/* The extra description of a thing ch carries or sees whose keywords
   hold word, though the thing's own may not; NULL if none. */
const char *look_obj_extra(struct character *, const char *word);

#endif
