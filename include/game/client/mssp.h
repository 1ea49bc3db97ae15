/*
 * mssp.h: the MSSP variables the game gives MUD crawlers (telnet MSSP and
 * the plain MSSP-REQUEST): what the admin set in [mssp], and what the
 * server knows itself (players, uptime, the world, the protocols on).
 * net/protocol sends them through the desc_callbacks mssp entry.
 */
#ifndef MUD_MSSP_H
#define MUD_MSSP_H

#include <stddef.h>

/*
 * The variables as name, value pairs (v[2i], v[2i + 1]), *n pairs; free
 * the array (not the strings, which stay valid until the next call).
 * Empty admin values are left out.
 */
char	**mssp_vars(size_t *n);

#endif
