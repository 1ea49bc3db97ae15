/*
 * webgate.h: the gateway between a connection's telnet byte stream and a
 * web page. What the server writes (text, prompts marked by IAC GA or
 * EOR, option negotiation, GMCP in IAC SB 201 ... IAC SE) comes out as
 * JSON messages for the page, one a WebSocket frame:
 *
 *	{"text":"..."}			output, ANSI colour codes and all
 *	{"prompt":true}			the text before it was a prompt
 *	{"echo":false}			mask what is typed (a password)
 *	{"gmcp":"Char.Vitals","data":{...}}
 *
 * and the gateway answers the negotiation as a telnet client would (GMCP,
 * EOR, ECHO, CHARSET UTF-8, TTYPE/MTTS for a true-colour terminal and
 * NAWS with the size the page reports are taken; the rest refused), through the reply callback: the bytes are to
 * be fed to the server's telnet codec as if the client had sent them.
 * Raw telnet never reaches the page. It knows no socket and no game.
 */
#ifndef MUD_WEBGATE_H
#define MUD_WEBGATE_H

#include <stddef.h>
#include <stdint.h>

/* What the gateway answers TTYPE with, round by round. */
#define WEBGATE_CLIENT		"WEBCLIENT"
#define WEBGATE_TERMINAL	"XTERM-TRUECOLOR"
#define WEBGATE_MTTS		"MTTS 269"	/* ANSI, UTF-8, 256, true */

struct webgate;

struct webgate_callbacks {
	/* A JSON message for the page (not NUL-terminated). */
	void	(*message)(void *arg, const char *json, size_t len);
	/* Telnet bytes the client answers with, for the server's codec. */
	void	(*reply)(void *arg, const void *buf, size_t len);
};

/* A gateway; a subnegotiation longer than max_subneg is dropped. */
struct webgate	*webgate_new(const struct webgate_callbacks *, void *arg,
		    size_t max_subneg);
void		 webgate_free(struct webgate *);
/*
 * Bytes the server wrote. Text is gathered and goes out as one message
 * before the next message of another kind or at webgate_flush; a UTF-8
 * character cut at the end waits for its rest, invalid UTF-8 becomes
 * U+FFFD, and CR and NUL are dropped.
 */
void	webgate_write(struct webgate *, const void *, size_t);
/* Send the text gathered so far. */
void	webgate_flush(struct webgate *);
/* Is the page to mask what is typed (the server said WILL ECHO)? */
int	webgate_echo_off(const struct webgate *);

/*
 * A message typed in the page as the telnet bytes of one line: CR and LF
 * inside become spaces, "\n" ends it. A new buffer of *outlen bytes, or
 * NULL if the message is not valid UTF-8.
 */
char	*webgate_line(const void *, size_t, size_t *outlen);
/*
 * A message from the page for the gateway rather than a line (it began
 * with a NUL, given here without it): {"naws":[WIDTH,HEIGHT]} is the
 * size of the page's text in characters, sent to the server as NAWS once
 * it asked (DO NAWS; at once if it did) and again whenever it changes.
 * Anything else is ignored.
 */
void	webgate_control(struct webgate *, const void *, size_t);

#endif
