/*
 * telnet.h: a small telnet codec (RFC 854, RFC 1143 option negotiation).
 *
 * It knows nothing of the game or of sockets: bytes from the network go in
 * through telnet_recv(), and out come complete input lines, option changes
 * and subnegotiations through callbacks; everything the codec wants to send
 * goes out through the send callback.
 */
#ifndef MUD_TELNET_H
#define MUD_TELNET_H

#include <stddef.h>
#include <stdint.h>

#define TELNET_IAC	255
#define TELNET_DONT	254
#define TELNET_DO	253
#define TELNET_WONT	252
#define TELNET_WILL	251
#define TELNET_SB	250
#define TELNET_GA	249
#define TELNET_EL	248
#define TELNET_EC	247
#define TELNET_AYT	246
#define TELNET_AO	245
#define TELNET_IP	244
#define TELNET_BREAK	243
#define TELNET_DM	242
#define TELNET_NOP	241
#define TELNET_SE	240
#define TELNET_EOR	239

#define TELOPT_ECHO	1
#define TELOPT_SGA	3
#define TELOPT_TTYPE	24
#define TELOPT_EOR	25
#define TELOPT_NAWS	31
#define TELOPT_CHARSET	42
#define TELOPT_MSDP	69
#define TELOPT_MSSP	70
#define TELOPT_MCCP2	86
#define TELOPT_MCCP3	87
#define TELOPT_MXP	91
#define TELOPT_GMCP	201

struct telnet;

struct telnet_callbacks {
	/* Bytes to write to the peer, already escaped. Required. */
	void	(*send)(void *arg, const void *buf, size_t len);
	/*
	 * A complete input line without its terminator (\r\n, \n, \r\0 or a
	 * bare \r), NUL-terminated; NUL bytes inside are dropped. Required.
	 */
	void	(*line)(void *arg, char *line, size_t len);
	/* A line passed max_line bytes; it is discarded up to its end. */
	void	(*overlong)(void *arg, size_t max_line);
	/* An option changed state: local is 1 for our side (WILL/WONT). */
	void	(*option)(void *arg, uint8_t opt, int local, int enabled);
	/* A complete subnegotiation payload, IAC IAC already undoubled. */
	void	(*subneg)(void *arg, uint8_t opt, const uint8_t *data,
		    size_t len);
	/* A subnegotiation passed max_subneg bytes and was dropped. */
	void	(*subneg_overflow)(void *arg, uint8_t opt, size_t max_subneg);
	/*
	 * Optional, for a recorder: what the codec took in, in wire form
	 * (IAC doubled), data nonzero for the bytes of input lines (and the
	 * IAC EC and IAC EL that edit them), zero for negotiation. Fed back
	 * in the order given, they take the codec through the same states.
	 */
	void	(*tap)(void *arg, int data, const uint8_t *bytes, size_t len);
	/*
	 * Optional: the peer's first IAC command (not IAC IAC) has been
	 * handled (with its option or subnegotiation): it speaks telnet.
	 * Called once per codec.
	 */
	void	(*heard)(void *arg);
};

/* Create a codec; max_line and max_subneg are the input limits in bytes. */
struct telnet	*telnet_new(const struct telnet_callbacks *, void *arg,
		    size_t max_line, size_t max_subneg);
void		 telnet_free(struct telnet *);

/*
 * Say which options this side accepts: local for us doing it (answering DO
 * with WILL), remote for the peer doing it (answering WILL with DO).
 * Everything not allowed is refused, once, without loops.
 */
void	telnet_allow(struct telnet *, uint8_t opt, int local, int remote);

/* Call the tap callback for what comes in (off by default: per byte). */
void	telnet_set_tap(struct telnet *, int on);
/*
 * Feed bytes read from the peer; callbacks run from inside. Returns the
 * bytes taken: all of them, unless a callback called telnet_stop (the
 * peer starts compressing what it sends, MCCP3), when the rest of the
 * buffer is the caller's to inflate and feed back.
 */
size_t	telnet_recv(struct telnet *, const void *buf, size_t len);
/* From inside a callback: telnet_recv returns after the current byte. */
void	telnet_stop(struct telnet *);

/* Ask to enable or disable an option on our side (WILL/WONT, RFC 1143). */
void	telnet_set_local(struct telnet *, uint8_t opt, int enable);
/* Ask the peer to enable or disable an option (DO/DONT, RFC 1143). */
void	telnet_set_remote(struct telnet *, uint8_t opt, int enable);
int	telnet_local_enabled(const struct telnet *, uint8_t opt);
int	telnet_remote_enabled(const struct telnet *, uint8_t opt);

/* Send text: IAC doubled, bare \n turned into \r\n. */
void	telnet_send_text(struct telnet *, const char *buf, size_t len);
/* Send IAC SB opt data IAC SE with IAC inside data doubled. */
void	telnet_send_subneg(struct telnet *, uint8_t opt, const void *data,
	    size_t len);
/*
 * IAC AYT is answered by the codec itself with the visible text
 * "\r\n[Yes]\r\n" (RFC 854).
 */
/* Mark the end of a prompt: IAC EOR when the peer agreed to EOR, else GA. */
void	telnet_send_prompt_end(struct telnet *);

/*
 * The codec's state as one line of text, to carry a connection across an
 * exec (a hot reboot): each option's negotiation state (RFC 1143: state,
 * queue bit, allowed, refused) where it is not the initial one, and what
 * it holds of a line or a subnegotiation not yet complete. with_line 0
 * leaves out the line being typed (it may be a password). The caller
 * frees it.
 */
char	*telnet_save(const struct telnet *, int with_line);
/*
 * Put a new codec in a saved state; -1 and *cause if the text is not
 * one telnet_save wrote (or holds more than this codec's limits).
 */
int	telnet_restore(struct telnet *, const char *, char **cause);

#endif
