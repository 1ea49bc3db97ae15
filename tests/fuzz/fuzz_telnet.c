/*
 * fuzz_telnet.c: libFuzzer harness for the telnet codec.
 *
 * The first four bytes of the input are a header: byte 0 picks the line
 * limit, byte 1 the subnegotiation limit, bytes 2 and 3 the sizes of the
 * pieces the rest of the input is fed in (alternating). The callbacks check
 * what the codec promises and call back into it the way a server would.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "telnet.h"

/* State shared with the callbacks. */
struct fuzz {
	struct telnet	*t;
	size_t		 max_line;
	size_t		 max_subneg;
	size_t		 sent;
	unsigned int	 nlines;
};

/* Stop the fuzzer on a broken promise. */
static void
fuzz_check(int ok)
{
	if (!ok)
		abort();
}

/* Send callback: count, and touch every byte so ASan sees the buffer. */
static void
fuzz_send(void *arg, const void *buf, size_t len)
{
	struct fuzz	*f = arg;
	const uint8_t	*p = buf;
	size_t		 i;
	uint8_t		 x = 0;

	fuzz_check(len != 0);
	for (i = 0; i < len; i++)
		x ^= p[i];
	f->sent += len + (x & 1);
}

/* Line callback: check the line, then echo it and negotiate. */
static void
fuzz_line(void *arg, char *line, size_t len)
{
	struct fuzz	*f = arg;
	size_t		 i;

	fuzz_check(len <= f->max_line);
	fuzz_check(line[len] == '\0');
	for (i = 0; i < len; i++)
		fuzz_check(line[i] != '\0' && line[i] != '\r' && line[i] != '\n');
	if (len > 0)
		line[0] ^= 1;	/* the buffer is writable */

	f->nlines++;
	telnet_send_text(f->t, line, len);
	telnet_send_text(f->t, "\n", 1);
	telnet_set_local(f->t, TELOPT_ECHO, f->nlines & 1);
	if (len > 0 && (uint8_t)line[0] == 'R')
		telnet_set_remote(f->t, TELOPT_TTYPE, 1);
	if (len > 0 && (uint8_t)line[0] == 'A')
		telnet_allow(f->t, (uint8_t)len, 1, 1);
	telnet_send_prompt_end(f->t);
}

/* Overlong callback: check the limit reported. */
static void
fuzz_overlong(void *arg, size_t max_line)
{
	struct fuzz	*f = arg;

	fuzz_check(max_line == f->max_line);
	telnet_send_text(f->t, "Too long.\n", 10);
}

/* Option callback: check the state agrees, then negotiate some more. */
static void
fuzz_option(void *arg, uint8_t opt, int local, int enabled)
{
	struct fuzz	*f = arg;

	if (local)
		fuzz_check(telnet_local_enabled(f->t, opt) == enabled);
	else
		fuzz_check(telnet_remote_enabled(f->t, opt) == enabled);

	if (!local && enabled && opt == TELOPT_TTYPE)
		telnet_send_subneg(f->t, TELOPT_TTYPE, "\001", 1);
	if (local && enabled && opt == TELOPT_MSSP)
		telnet_send_subneg(f->t, TELOPT_MSSP, "\001NAME\002\377x", 8);
	if (!local && opt == TELOPT_NAWS)
		telnet_set_remote(f->t, TELOPT_NAWS, !enabled);
	if (local && opt == TELOPT_ECHO)
		telnet_set_local(f->t, TELOPT_SGA, enabled);
}

/* Subnegotiation callback: check the size, answer with the same payload. */
static void
fuzz_subneg(void *arg, uint8_t opt, const uint8_t *data, size_t len)
{
	struct fuzz	*f = arg;

	fuzz_check(len <= f->max_subneg);
	telnet_send_subneg(f->t, opt, data, len);
	if (opt == TELOPT_GMCP)
		telnet_set_local(f->t, TELOPT_GMCP, len & 1);
}

/* Subnegotiation overflow callback: check the limit reported. */
static void
fuzz_overflow(void *arg, uint8_t opt, size_t max_subneg)
{
	struct fuzz	*f = arg;

	fuzz_check(max_subneg == f->max_subneg);
	telnet_set_remote(f->t, opt, 0);
}

static const struct telnet_callbacks fuzz_cbs = {
	.send = fuzz_send,
	.line = fuzz_line,
	.overlong = fuzz_overlong,
	.option = fuzz_option,
	.subneg = fuzz_subneg,
	.subneg_overflow = fuzz_overflow
};

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

/* Feed one input to a fresh codec in header-chosen pieces. */
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct fuzz	 f;
	size_t		 chunk[2], off, n;
	unsigned int	 i;

	if (size < 4)
		return (0);
	memset(&f, 0, sizeof f);
	f.max_line = data[0] % 64;
	f.max_subneg = data[1] % 32;
	chunk[0] = (data[2] % 16) + 1;
	chunk[1] = (data[3] % 16) + 1;
	data += 4;
	size -= 4;

	f.t = telnet_new(&fuzz_cbs, &f, f.max_line, f.max_subneg);
	telnet_allow(f.t, TELOPT_ECHO, 1, 0);
	telnet_allow(f.t, TELOPT_SGA, 1, 1);
	telnet_allow(f.t, TELOPT_EOR, 1, 0);
	telnet_allow(f.t, TELOPT_MSSP, 1, 0);
	telnet_allow(f.t, TELOPT_GMCP, 1, 1);
	telnet_allow(f.t, TELOPT_NAWS, 0, 1);
	telnet_allow(f.t, TELOPT_TTYPE, 0, 1);
	telnet_send_text(f.t, "Welcome\xff!\n", 10);
	telnet_set_local(f.t, TELOPT_EOR, 1);

	for (off = 0, i = 0; off < size; off += n, i++) {
		n = chunk[i & 1];
		if (n > size - off)
			n = size - off;
		telnet_recv(f.t, data + off, n);
	}
	telnet_send_prompt_end(f.t);
	telnet_free(f.t);
	return (0);
}
