/*
 * fuzz_mccp3.c: libFuzzer harness for MCCP3 input (protocol-mccp3.c):
 * the codec stopping after IAC SB MCCP3 IAC SE, the inflater, and the
 * codec again after the stream's end.
 *
 * Byte 0 of the input: bit 0 compresses the rest with zlib (so that the
 * fuzzer reaches far into valid streams; then bit 1 ends the stream and
 * the rest of the input follows it plain), else the rest is the client's
 * "compressed" bytes as they are. Byte 1 is the size of the reads the
 * whole is fed in. The client's start marker comes first. proto_recv must
 * return 0 or -1 (the connection to drop), never crash or hang, and what
 * comes out of the codec keeps its limits.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <zlib.h>

#include "descriptor.h"
#include "log.h"
#include "protocol.h"
#include "telnet.h"

#define FUZZ_MAX_LINE	256

static struct descriptor	*fuzz_d;

/* Stop the fuzzer on a broken promise. */
static void
fuzz_check(int ok)
{
	if (!ok)
		abort();
}

/* Send callback: what the codec answers goes nowhere. */
static void
fuzz_send(void *arg, const void *buf, size_t len)
{
	(void)arg;
	(void)buf;
	(void)len;
}

/* Line callback: within the limit, NUL-terminated. */
static void
fuzz_line(void *arg, char *line, size_t len)
{
	(void)arg;
	fuzz_check(len <= FUZZ_MAX_LINE && line[len] == '\0');
}

/* Subnegotiation callback: MCCP3's start marker goes to the protocols. */
static void
fuzz_subneg(void *arg, uint8_t opt, const uint8_t *data, size_t len)
{
	(void)arg;
	if (opt == TELOPT_MCCP3)
		proto_subneg(fuzz_d, opt, data, len);
}

static const struct telnet_callbacks fuzz_cbs = {
	.send = fuzz_send,
	.line = fuzz_line,
	.subneg = fuzz_subneg
};

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

/* Feed one client's input through proto_recv. */
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const uint8_t	 start[] = { 255, 253, 87, 255, 250, 87, 255,
				    240 };
	static int		 ready;
	struct descriptor	*d;
	z_stream		 zs;
	uint8_t			*in;
	size_t			 len, cap, off, step, n;
	int			 rc = 0;

	if (!ready) {
		log_set_level(LOG_LEVEL_ERROR);
		ready = 1;
	}
	if (size < 2)
		return (0);
	step = data[1] == 0 ? 1 : data[1];

	cap = sizeof start + 2 * size + 64;
	in = malloc(cap);
	memcpy(in, start, sizeof start);
	len = sizeof start;
	if (data[0] & 1) {
		memset(&zs, 0, sizeof zs);
		fuzz_check(deflateInit(&zs, Z_DEFAULT_COMPRESSION) == Z_OK);
		zs.next_in = (Bytef *)(uintptr_t)(data + 2);
		zs.avail_in = (uInt)(size - 2);
		zs.next_out = in + len;
		zs.avail_out = (uInt)(cap - len);
		fuzz_check(deflate(&zs, (data[0] & 2) ? Z_FINISH :
		    Z_SYNC_FLUSH) != Z_STREAM_ERROR);
		len = cap - zs.avail_out;
		deflateEnd(&zs);
		if ((data[0] & 2) && len + size - 2 <= cap) {
			memcpy(in + len, data + 2, size - 2);
			len += size - 2;
		}
	} else {
		memcpy(in + len, data + 2, size - 2);
		len += size - 2;
	}

	/* Only what proto_recv uses: the id, an fd, the codec, MCCP3 on. */
	d = calloc(1, sizeof *d);
	d->id = 1;
	d->fd = 0;
	d->telnet = telnet_new(&fuzz_cbs, d, FUZZ_MAX_LINE, 1024);
	telnet_allow(d->telnet, TELOPT_MCCP3, 1, 0);
	fuzz_d = d;

	for (off = 0; off < len && rc == 0; off += n) {
		n = len - off < step ? len - off : step;
		rc = proto_recv(d, in + off, n);
		fuzz_check(rc == 0 || rc == -1);
	}
	proto_mccp3_free(d);
	telnet_free(d->telnet);
	free(d);
	free(in);
	return (0);
}
