/*
 * eqkind.h: the kinds of the world's things that own events or are aimed
 * at on the event queue (struct eq_ref's kind, which equeue.h leaves to
 * its user), references to them and back.
 */
#ifndef MUD_EQKIND_H
#define MUD_EQKIND_H

#include "equeue.h"

struct character;
struct object;
struct room;
struct descriptor;

/* What an owner or a target of the game is (struct eq_ref's kind). */
enum eq_kind {
	EQ_CHARACTER = EQ_NONE + 1,
	EQ_OBJECT,
	EQ_ROOM,
	EQ_DESCRIPTOR
};

/* A reference to a character. */
static inline struct eq_ref
eq_ref_character(struct character *ch)
{
	return (eq_ref_make(EQ_CHARACTER, ch));
}

/* A reference to an object. */
static inline struct eq_ref
eq_ref_object(struct object *obj)
{
	return (eq_ref_make(EQ_OBJECT, obj));
}

/* A reference to a room. */
static inline struct eq_ref
eq_ref_room(struct room *room)
{
	return (eq_ref_make(EQ_ROOM, room));
}

/* A reference to a descriptor. */
static inline struct eq_ref
eq_ref_descriptor(struct descriptor *d)
{
	return (eq_ref_make(EQ_DESCRIPTOR, d));
}

/* The character r refers to, or NULL if it refers to no character. */
static inline struct character *
eq_ch(struct eq_ref r)
{
	return (r.kind == EQ_CHARACTER ? r.ptr : NULL);
}

/* The object r refers to, or NULL. */
static inline struct object *
eq_obj(struct eq_ref r)
{
	return (r.kind == EQ_OBJECT ? r.ptr : NULL);
}

/* The room r refers to, or NULL. */
static inline struct room *
eq_room(struct eq_ref r)
{
	return (r.kind == EQ_ROOM ? r.ptr : NULL);
}

/* The descriptor r refers to, or NULL. */
static inline struct descriptor *
eq_desc(struct eq_ref r)
{
	return (r.kind == EQ_DESCRIPTOR ? r.ptr : NULL);
}

#endif
