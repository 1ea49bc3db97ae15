/* vmap.h: a map from vnums (ints) to pointers, open addressing. */
#ifndef MUD_VMAP_H
#define MUD_VMAP_H

#include <stddef.h>

/*
 * Every int is a valid key, INT32_MIN included (it marks empty slots, so its
 * value is kept beside the table). The fields are public so that tests and
 * statistics can read them; only vmap.c writes them. The table keeps size
 * proportional to count however many keys come and go: it never holds more
 * than about eight slots per live key, apart from its minimum of 64.
 */
struct vmap {
	int	*keys;
	void	**values;
	size_t	 size;		/* slots, a power of two, or 0 */
	size_t	 count;		/* live keys, INT32_MIN included */
	size_t	 used;		/* slots holding a live key or a tombstone */
	void	*min_value;	/* the value of INT32_MIN, or NULL */
};

void	 vmap_init(struct vmap *);
void	 vmap_clear(struct vmap *);
/* Set key to value (replacing); value NULL removes the key. */
void	 vmap_put(struct vmap *, int key, void *value);
void	*vmap_get(const struct vmap *, int key);

#endif
