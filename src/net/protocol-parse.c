/* protocol-parse.c: the client protocols' payload parsers, pure functions. */
#include <stdlib.h>
#include <string.h>

#include "protocol.h"
#include "xmalloc.h"

#define TTYPE_IS	0

/* NAWS: width and height, two bytes each, big-endian. */
int
proto_parse_naws(const uint8_t *data, size_t len, unsigned int *width,
    unsigned int *height)
{
	if (len != 4)
		return (-1);
	*width = (unsigned int)(data[0] << 8 | data[1]);
	*height = (unsigned int)(data[2] << 8 | data[3]);
	return (0);
}

/* TTYPE IS <name>: keep the printable ASCII of the name. */
int
proto_parse_ttype(const uint8_t *data, size_t len, char *out, size_t outlen)
{
	size_t	i, j = 0;

	if (len < 1 || data[0] != TTYPE_IS || outlen == 0)
		return (-1);
	for (i = 1; i < len && j + 1 < outlen; i++) {
		if (data[i] >= 0x20 && data[i] < 0x7f)
			out[j++] = (char)data[i];
	}
	out[j] = '\0';
	return (0);
}

/* "MTTS <number>": the number, or -1. */
int
proto_parse_mtts(const char *name)
{
	char	*end;
	long	 n;

	if (strncmp(name, "MTTS ", 5) != 0)
		return (-1);
	n = strtol(name + 5, &end, 10);
	if (end == name + 5 || *end != '\0' || n < 0 || n > 65535)
		return (-1);
	return ((int)n);
}

/* "Package.Name <json>": split the name from the body. */
int
proto_parse_gmcp(const uint8_t *data, size_t len, char *pkg, size_t pkglen,
    char **json)
{
	size_t	n = 0, i;

	*json = NULL;
	while (n < len && data[n] != ' ')
		n++;
	if (n == 0 || n >= pkglen)
		return (-1);
	for (i = 0; i < n; i++) {
		if (data[i] < 0x21 || data[i] > 0x7e)
			return (-1);
		pkg[i] = (char)data[i];
	}
	pkg[n] = '\0';
	while (n < len && data[n] == ' ')
		n++;
	if (n < len) {
		if (memchr(data + n, '\0', len - n) != NULL)
			return (-1);
		*json = xstrndup((const char *)data + n, len - n);
	}
	return (0);
}
