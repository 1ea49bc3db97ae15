/* vmap.c: a map from vnums to pointers, open addressing with tombstones. */
#include <stdint.h>
#include <stdlib.h>

#include "vmap.h"
#include "xmalloc.h"

#define VMAP_EMPTY	INT32_MIN

static void	*vmap_tomb = &vmap_tomb;

/* An empty map. */
void
vmap_init(struct vmap *m)
{
	m->keys = NULL;
	m->values = NULL;
	m->size = m->count = 0;
}

/* Free a map's storage (not what it points to). */
void
vmap_clear(struct vmap *m)
{
	free(m->keys);
	free(m->values);
	vmap_init(m);
}

static size_t
vmap_slot(size_t size, int key)
{
	uint32_t	h = (uint32_t)key * 2654435761u;

	return ((size_t)h & (size - 1));
}

static void
vmap_grow(struct vmap *m)
{
	struct vmap	old = *m;
	size_t		i;

	m->size = old.size == 0 ? 64 : old.size * 2;
	m->keys = xreallocarray(NULL, m->size, sizeof *m->keys);
	m->values = xcalloc(m->size, sizeof *m->values);
	m->count = 0;
	for (i = 0; i < m->size; i++)
		m->keys[i] = VMAP_EMPTY;
	for (i = 0; i < old.size; i++) {
		if (old.keys[i] != VMAP_EMPTY && old.values[i] != vmap_tomb)
			vmap_put(m, old.keys[i], old.values[i]);
	}
	free(old.keys);
	free(old.values);
}

/* Set or remove a key. */
void
vmap_put(struct vmap *m, int key, void *value)
{
	size_t	i, tomb = SIZE_MAX;

	if (value == NULL) {
		if (m->size == 0)
			return;
		for (i = vmap_slot(m->size, key); m->keys[i] != VMAP_EMPTY;
		    i = (i + 1) & (m->size - 1)) {
			if (m->keys[i] == key && m->values[i] != vmap_tomb) {
				m->values[i] = vmap_tomb;
				return;
			}
		}
		return;
	}
	if ((m->count + 1) * 2 > m->size)
		vmap_grow(m);
	for (i = vmap_slot(m->size, key); m->keys[i] != VMAP_EMPTY;
	    i = (i + 1) & (m->size - 1)) {
		if (m->keys[i] == key && m->values[i] != vmap_tomb) {
			m->values[i] = value;
			return;
		}
		if (m->values[i] == vmap_tomb && tomb == SIZE_MAX)
			tomb = i;
	}
	if (tomb != SIZE_MAX)
		i = tomb;
	else
		m->count++;
	m->keys[i] = key;
	m->values[i] = value;
}

/* The value of a key, or NULL. */
void *
vmap_get(const struct vmap *m, int key)
{
	size_t	i;

	if (m->size == 0)
		return (NULL);
	for (i = vmap_slot(m->size, key); m->keys[i] != VMAP_EMPTY;
	    i = (i + 1) & (m->size - 1)) {
		if (m->keys[i] == key && m->values[i] != vmap_tomb)
			return (m->values[i]);
	}
	return (NULL);
}
