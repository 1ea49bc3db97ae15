/*
 * desc-io.c: a connection's bytes across its socket, straight or through
 * a transport (TLS, WebSocket framing) set with desc_set_transport.
 */
#include <errno.h>
#include <unistd.h>

#include <event2/buffer.h>

#include "descriptor.h"

void
desc_set_transport(struct descriptor *d, const struct desc_transport *tp,
    void *state)
{
	d->io = tp;
	d->io_state = state;
}

ssize_t
desc_io_read(struct descriptor *d, void *buf, size_t len)
{
	if (d->io == NULL)
		return (read(d->fd, buf, len));
	return (d->io->read(d, buf, len));
}

ssize_t
desc_io_write(struct descriptor *d)
{
	struct evbuffer_iovec	 v;
	ssize_t			 n, total = 0;

	if (d->io == NULL)
		return (evbuffer_write(d->out, d->fd));
	/* One contiguous piece at a time: a transport writes its records
	 * or frames from it, and what it took is drained. */
	while (evbuffer_peek(d->out, -1, NULL, &v, 1) > 0 && v.iov_len > 0) {
		n = d->io->write(d, v.iov_base, v.iov_len);
		if (n < 0)
			return (total > 0 ? total : -1);
		if (n == 0) {
			errno = EAGAIN;
			return (total > 0 ? total : -1);
		}
		evbuffer_drain(d->out, (size_t)n);
		total += n;
		if ((size_t)n < v.iov_len)
			break;
	}
	return (total);
}
