/*
 * protocol-mccp3.c: MCCP3, the client compressing what it sends.
 *
 * After the client's IAC SB MCCP3 IAC SE, everything it sends is one zlib
 * stream, from the very next byte, which may be in the same read: the
 * codec stops there (telnet_stop), and the rest of the read goes through
 * the inflater and back into the codec. When the client ends its stream
 * (Z_STREAM_END), what follows the stream is plain telnet again.
 *
 * Inflated input is bounded per read (a zip bomb must not balloon memory
 * or time): past PROTO_MCCP3_MAX_READ bytes the connection is dropped,
 * as is one whose stream is broken, with a log line. The codec's own
 * limits (max_line, max_subneg, max_input) apply to what comes out.
 */
#include <stdint.h>
#include <stdlib.h>

#include <zlib.h>

#include "descriptor.h"
#include "log.h"
#include "protocol.h"
#include "telnet.h"
#include "xmalloc.h"

/* Inflated bytes one read may give; a paste of typed lines is far less. */
#define PROTO_MCCP3_MAX_READ	(1024 * 1024)

/* Stop inflating (the stream ended, or the connection goes). */
void
proto_mccp3_free(struct descriptor *d)
{
	if (d->proto.zin != NULL) {
		inflateEnd(d->proto.zin);
		free(d->proto.zin);
		d->proto.zin = NULL;
	}
	d->proto.mccp3_starting = 0;
}

/* The client's start marker came: a new inflater. */
static int
proto_mccp3_start(struct descriptor *d)
{
	z_stream	*zs = xcalloc(1, sizeof *zs);

	if (inflateInit(zs) != Z_OK) {
		free(zs);
		log_warnx("desc %llu (%s): MCCP3: inflateInit failed",
		    (unsigned long long)d->id, d->host);
		return (-1);
	}
	d->proto.zin = zs;
	log_debug("desc %llu: MCCP3 on", (unsigned long long)d->id);
	return (0);
}

/*
 * Inflate what *p holds into the codec. At the stream's end, *p and *len
 * are left on the bytes after it (plain again). -1 to drop the client.
 */
static int
proto_mccp3_inflate(struct descriptor *d, const uint8_t **p, size_t *len,
    size_t *total)
{
	z_stream	*zs = d->proto.zin;
	unsigned char	 out[16384];
	size_t		 made;
	int		 rc;

	zs->next_in = (Bytef *)(uintptr_t)*p;
	zs->avail_in = (uInt)*len;
	for (;;) {
		zs->next_out = out;
		zs->avail_out = sizeof out;
		rc = inflate(zs, Z_SYNC_FLUSH);
		if (rc != Z_OK && rc != Z_STREAM_END && rc != Z_BUF_ERROR) {
			log_warnx("desc %llu (%s): MCCP3 stream broken (%s); "
			    "disconnecting", (unsigned long long)d->id, d->host,
			    zs->msg != NULL ? zs->msg : "zlib error");
			return (-1);
		}
		made = sizeof out - zs->avail_out;
		*total += made;
		if (*total > PROTO_MCCP3_MAX_READ) {
			log_warnx("desc %llu (%s): MCCP3 input inflates past %d "
			    "bytes in one read; disconnecting",
			    (unsigned long long)d->id, d->host,
			    PROTO_MCCP3_MAX_READ);
			return (-1);
		}
		if (made > 0)
			telnet_recv(d->telnet, out, made);
		if (d->reaped)
			return (0);
		if (rc == Z_STREAM_END) {
			*p += *len - zs->avail_in;
			*len = zs->avail_in;
			proto_mccp3_free(d);
			log_debug("desc %llu: MCCP3 stream ended by the client",
			    (unsigned long long)d->id);
			return (0);
		}
		/* All taken and all given out; or no progress possible. */
		if (zs->avail_in == 0 && zs->avail_out != 0)
			break;
		if (rc == Z_BUF_ERROR)
			break;
	}
	*p += *len;
	*len = 0;
	return (0);
}

/* Bytes read from the client: through the codec, inflated if need be. */
int
proto_recv(struct descriptor *d, const void *buf, size_t len)
{
	const uint8_t	*p = buf;
	size_t		 n, total = 0;

	while (len > 0 && !d->reaped) {
		if (d->proto.zin != NULL) {
			if (proto_mccp3_inflate(d, &p, &len, &total) != 0)
				return (-1);
			continue;
		}
		n = telnet_recv(d->telnet, p, len);
		p += n;
		len -= n;
		if (!d->proto.mccp3_starting) {
			if (n == 0)
				break;
			continue;
		}
		d->proto.mccp3_starting = 0;
		if (proto_mccp3_start(d) != 0)
			return (-1);
	}
	return (0);
}
