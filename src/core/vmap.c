/* vmap.c: a map from vnums to pointers, open addressing with tombstones. */
#include <stdint.h>
#include <stdlib.h>

#include "vmap.h"
#include "xmalloc.h"

#define VMAP_EMPTY	INT32_MIN
#define VMAP_MIN_SIZE	64

static void	*vmap_tomb = &vmap_tomb;

/* An empty map. */
void
vmap_init(struct vmap *m)
{
	m->keys = NULL;
	m->values = NULL;
	m->size = m->count = m->used = 0;
	m->min_value = NULL;
}

/* Free a map's storage (not what it points to). */
void
vmap_clear(struct vmap *m)
{
	free(m->keys);
	free(m->values);
	vmap_init(m);
}

/* The home slot of a key: mixed first, so that keys differing only in high
 * bits (9000, 9064, ...) do not share a slot. */
static size_t
vmap_slot(size_t size, int key)
{
	uint32_t	h = (uint32_t)key;

	h ^= h >> 16;
	h *= 0x85ebca6bu;
	h ^= h >> 13;
	h *= 0xc2b2ae35u;
	h ^= h >> 16;
	return ((size_t)h & (size - 1));
}

/* The smallest table that holds live keys at most a quarter full. */
static size_t
vmap_fit(size_t live)
{
	size_t	size = VMAP_MIN_SIZE;

	while (size / 4 < live)
		size *= 2;
	return (size);
}

/*
 * Move the live keys into a fresh table of size slots, dropping the
 * tombstones. The size follows the live count, not the old size, so churn of
 * ever-new keys rehashes in place instead of doubling for ever.
 */
static void
vmap_resize(struct vmap *m, size_t size)
{
	struct vmap	old = *m;
	size_t		i, j;

	m->size = size;
	m->keys = xreallocarray(NULL, size, sizeof *m->keys);
	m->values = xcalloc(size, sizeof *m->values);
	for (i = 0; i < size; i++)
		m->keys[i] = VMAP_EMPTY;
	m->used = 0;
	for (i = 0; i < old.size; i++) {
		if (old.keys[i] == VMAP_EMPTY || old.values[i] == vmap_tomb)
			continue;
		for (j = vmap_slot(size, old.keys[i]); m->keys[j] != VMAP_EMPTY;
		    j = (j + 1) & (size - 1))
			;
		m->keys[j] = old.keys[i];
		m->values[j] = old.values[i];
		m->used++;
	}
	free(old.keys);
	free(old.values);
}

/*
 * Remove the live key in slot i. A slot followed by an empty one ends every
 * probe that reaches it, so it (and the tombstones before it) can be emptied
 * instead of left as tombstones. A map fallen below an eighth full shrinks.
 */
static void
vmap_remove_slot(struct vmap *m, size_t i)
{
	size_t	mask = m->size - 1;

	m->count--;
	if (m->keys[(i + 1) & mask] != VMAP_EMPTY)
		m->values[i] = vmap_tomb;
	else {
		do {
			m->keys[i] = VMAP_EMPTY;
			m->values[i] = NULL;
			m->used--;
			i = (i - 1) & mask;
		} while (m->keys[i] != VMAP_EMPTY &&
		    m->values[i] == vmap_tomb);
	}
	if (m->size > VMAP_MIN_SIZE && m->count * 8 < m->size)
		vmap_resize(m, vmap_fit(m->count));
}

/*
 * Set or remove a key. Replacing reuses the key's slot; a new key takes the
 * first tombstone on its probe or else an empty slot. Taking an empty slot
 * may rehash first, keeping live keys and tombstones at most half the table;
 * each rehash is paid for by the size/4 insertions or removals since the last.
 */
void
vmap_put(struct vmap *m, int key, void *value)
{
	size_t	i = 0, tomb = SIZE_MAX;

	if (key == VMAP_EMPTY) {
		if (m->min_value == NULL && value != NULL)
			m->count++;
		else if (m->min_value != NULL && value == NULL)
			m->count--;
		m->min_value = value;
		return;
	}
	if (m->size != 0) {
		for (i = vmap_slot(m->size, key); m->keys[i] != VMAP_EMPTY;
		    i = (i + 1) & (m->size - 1)) {
			if (m->values[i] == vmap_tomb) {
				if (tomb == SIZE_MAX)
					tomb = i;
			} else if (m->keys[i] == key) {
				if (value == NULL)
					vmap_remove_slot(m, i);
				else
					m->values[i] = value;
				return;
			}
		}
	}
	if (value == NULL)
		return;
	m->count++;
	if (tomb != SIZE_MAX) {
		m->keys[tomb] = key;
		m->values[tomb] = value;
		return;
	}
	if ((m->used + 1) * 2 > m->size) {
		vmap_resize(m, vmap_fit(m->count));
		for (i = vmap_slot(m->size, key); m->keys[i] != VMAP_EMPTY;
		    i = (i + 1) & (m->size - 1))
			;
	}
	m->keys[i] = key;
	m->values[i] = value;
	m->used++;
}

/* The value of a key, or NULL. */
void *
vmap_get(const struct vmap *m, int key)
{
	size_t	i;

	if (key == VMAP_EMPTY)
		return (m->min_value);
	if (m->size == 0)
		return (NULL);
	for (i = vmap_slot(m->size, key); m->keys[i] != VMAP_EMPTY;
	    i = (i + 1) & (m->size - 1)) {
		if (m->keys[i] == key && m->values[i] != vmap_tomb)
			return (m->values[i]);
	}
	return (NULL);
}
