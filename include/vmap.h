/* vmap.h: a map from vnums (ints) to pointers, open addressing. */
#ifndef MUD_VMAP_H
#define MUD_VMAP_H

#include <stddef.h>

struct vmap {
	int	*keys;
	void	**values;
	size_t	 size;		/* slots, a power of two */
	size_t	 count;
};

void	 vmap_init(struct vmap *);
void	 vmap_clear(struct vmap *);
/* Set key to value (replacing); value NULL removes the key. */
void	 vmap_put(struct vmap *, int key, void *value);
void	*vmap_get(const struct vmap *, int key);

#endif
