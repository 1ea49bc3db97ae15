/*
 * protocol.h: the MUD client protocols of one connection, on top of the
 * telnet codec: NAWS, TTYPE/MTTS, CHARSET, EOR, MCCP2, GMCP, MSSP, MSDP
 * and MXP (what MSDP and MXP carry is the layer above's: msdp.h).
 */
#ifndef MUD_PROTOCOL_H
#define MUD_PROTOCOL_H

#include <sys/queue.h>

#include <stddef.h>
#include <stdint.h>

struct descriptor;
struct json_t;

/* GMCP packages a client can ask for. */
#define GMCP_CHAR	0x01
#define GMCP_ROOM	0x02
#define GMCP_COMM	0x04
#define GMCP_CORE	0x08
#define GMCP_ITEMS	0x10	/* Char.Items */
#define GMCP_SKILLS	0x20	/* Char.Skills */
#define GMCP_AFFLICT	0x40	/* Char.Afflictions */
#define GMCP_DEFENCE	0x80	/* Char.Defences */
/* All of them (what a handover may carry). */
#define GMCP_ALL	(GMCP_CHAR | GMCP_ROOM | GMCP_COMM | GMCP_CORE | \
			 GMCP_ITEMS | GMCP_SKILLS | GMCP_AFFLICT | GMCP_DEFENCE)

/* MTTS bits (TTYPE's third answer). */
#define MTTS_ANSI	1
#define MTTS_UTF8	4
#define MTTS_256	8
#define MTTS_TRUECOLOR	256

/*
 * The charset agreed with CHARSET (protocol-charset.c). NONE: nothing
 * agreed, UTF-8 goes out as it is. REJECTED: the client refused UTF-8 and
 * Latin-1: it gets Latin-1 both ways all the same, never raw UTF-8.
 */
#define PROTO_CHARSET_NONE	0
#define PROTO_CHARSET_UTF8	1
#define PROTO_CHARSET_LATIN1	2
#define PROTO_CHARSET_ASCII	3
#define PROTO_CHARSET_REJECTED	4

struct proto {
	unsigned int	 width;		/* NAWS; 0 = unknown, no wrapping */
	unsigned int	 height;
	int		 ttype_round;	/* answers received */
	char		 client[32];	/* first TTYPE answer, or Core.Hello */
	char		 terminal[32];
	char		 ttype_last[32];
	int		 mtts;
	int		 mtts_known;	/* an MTTS answer came: trust its bits */
	int		 mtts_client;	/* MTTS bits the client set itself
					   (proto_client_sets): TTYPE keeps
					   off them */
	int		 utf8;
	int		 charset;	/* PROTO_CHARSET_* agreed */
	int		 charset_asked;	/* our REQUEST awaits an answer */
	int		 gmcp;		/* GMCP_* packages asked for */
	int		 gmcp_on;
	int		 last_vitals[6];
	int		 goodbye;	/* Core.Goodbye went: the last word */
	int		 msdp_on;	/* the client said DO MSDP */
	int		 mxp_on;	/* DO MXP: markup is sent */
	int		 compressing;
	void		*zs;		/* z_stream while MCCP2 is on */
	int		 flush_pending;
	int		 mccp_ended;	/* ended for a handover (proto_mccp_end) */
	int		 mccp_resting;	/* ended while idle: output restarts it */
	uint64_t	 mccp_used_us;	/* when it last compressed output */
	/* In the list of compressing connections, least recently used first. */
	TAILQ_ENTRY(descriptor) mccp_entry;
	void		*zin;		/* z_stream while the client compresses
					   (MCCP3) */
	int		 mccp3_starting; /* its start marker just came */
	int		 mccp3_stopping; /* WONT MCCP3 sent for a handover */
	size_t		 bytes_raw;	/* before compression */
	size_t		 bytes_wire;	/* on the wire */
};

/* Offer what the config enables, right after connecting. */
void	proto_offer(struct descriptor *);
void	proto_free(struct descriptor *);
/* Telnet told us an option changed state. */
void	proto_option(struct descriptor *, uint8_t opt, int local, int enabled);
/* A subnegotiation arrived. */
void	proto_subneg(struct descriptor *, uint8_t opt, const uint8_t *,
	    size_t);
/* Bytes leaving: compress them if MCCP2 is on, else write them. */
void	proto_send(struct descriptor *, const void *, size_t);
/* End this turn's compressed output (a sync flush), if any was made. */
void	proto_flush(struct descriptor *);
/*
 * End the MCCP2 stream for good (Z_FINISH): the client reads the end of
 * the stream and goes back to plain telnet. Returns 1 if one was on (and
 * marks it in mccp_ended), else 0.
 */
int	proto_mccp_end(struct descriptor *);
/*
 * The same, to stop for good (DONT MCCP2, a close): plain text follows,
 * and a handover does not start a new stream.
 */
int	proto_mccp_finish(struct descriptor *);
/*
 * Start compressing: IAC SB MCCP2 IAC SE goes out as it is, and all that
 * follows is a new zlib stream (after proto_mccp_end, or on DO MCCP2).
 */
void	proto_mccp_start(struct descriptor *);
/*
 * End the MCCP2 streams that compressed nothing for protocols.mccp_idle
 * seconds, freeing their memory; the next output starts a new stream.
 */
void	proto_mccp_rest_idle(uint64_t now_us);
/* Answer a plain-text "MSSP-REQUEST" line. */
void	proto_mssp_plain(struct descriptor *);

/*
 * A GMCP message "name <json>", sent only if the client asked for its
 * package (GMCP_*); the json is taken (decref'd) either way.
 */
void	proto_gmcp_send(struct descriptor *, int package, const char *name,
	    struct json_t *);
int	proto_gmcp_wants(const struct descriptor *, int package);
/*
 * Core.Goodbye "why", once, before the server closes a connection that
 * speaks GMCP (whatever its packages); desc_close sends a plain one if
 * nothing said why first.
 */
void	proto_gmcp_goodbye(struct descriptor *, const char *why);
/* Client.GUI: where the client's own package is, as Mudlet reads it. */
void	proto_gmcp_gui(struct descriptor *, const char *version,
	    const char *url);

/*
 * The subnegotiation parsers, pure functions of their payload.
 */
/* NAWS: 4 bytes, width then height; -1 if malformed. */
int	proto_parse_naws(const uint8_t *, size_t, unsigned int *width,
	    unsigned int *height);
/* TTYPE IS <name>: the printable name into out; -1 if not an IS. */
int	proto_parse_ttype(const uint8_t *, size_t, char *out, size_t outlen);
/* MTTS bits from a TTYPE answer ("MTTS 271"), or -1. */
int	proto_parse_mtts(const char *name);
/*
 * GMCP "Package.Name <json>": the name into pkg, and the JSON body (NULL
 * when absent); -1 if the name is missing or too long, or the JSON bad.
 */
int	proto_parse_gmcp(const uint8_t *, size_t, char *pkg, size_t pkglen,
	    char **json);

/*
 * The colour depth to render in: 0 none, 16, 256 or PROTO_TRUECOLOUR. An
 * MTTS answer is believed as it is (MTTS 0: no colour); without one, a
 * terminal type naming 256 colours or true colour counts, in any round.
 */
#define PROTO_TRUECOLOUR	16777216
int	proto_colours(const struct descriptor *);
/*
 * A client's own word on what it takes, outside TTYPE (MSDP's ANSI_COLORS,
 * XTERM_256_COLORS and UTF_8, set by a client or its plugin): bit is
 * MTTS_ANSI, MTTS_256 or MTTS_UTF8, switched on or off. It wins over
 * TTYPE's answers, before or after (they change the other bits only);
 * what the client did not speak of stays as it was. MTTS_256 on brings
 * MTTS_ANSI with it; MTTS_256 off takes true colour away too (16 colours
 * at most), and MTTS_ANSI off all colour. MTTS_UTF8 sets whether the
 * client takes UTF-8 unless a CHARSET agreement said otherwise.
 */
void	proto_client_sets(struct descriptor *, int bit, int on);

/* CHARSET (protocol-charset.c). */
/* Our REQUEST, once the option is on. */
void	proto_charset_offer(struct descriptor *);
void	proto_charset_subneg(struct descriptor *, const uint8_t *, size_t);
/* Text out in the agreed charset: NULL if it goes as it is. */
char	*proto_charset_out(const struct descriptor *, const char *, size_t,
	    size_t *);
/*
 * A line in, as UTF-8 (NUL-terminated): NULL if it is taken as it is.
 * Latin-1 if agreed; with nothing agreed, where it is not valid UTF-8.
 */
char	*proto_charset_in(const struct descriptor *, const char *, size_t,
	    size_t *);
/* A known charset by name, PROTO_CHARSET_NONE if not; and its name. */
int	 proto_charset_lookup(const char *, size_t);
const char *proto_charset_name(int);
/* The charset to accept from a REQUEST's list (after the REQUEST byte). */
int	 proto_charset_choose(const uint8_t *, size_t);
/* UTF-8 to code points <= max ('?' for the rest); never longer. */
size_t	 proto_utf8_narrow(const char *, size_t, char *, unsigned int max);
/* Latin-1 to UTF-8; out holds 2 * len bytes. */
size_t	 proto_latin1_to_utf8(const char *, size_t, char *);
/*
 * Valid UTF-8 kept, each invalid byte read as Latin-1, C1 controls
 * dropped; out holds 2 * len bytes and gets only valid UTF-8.
 */
size_t	 proto_mixed_to_utf8(const char *, size_t, char *);

/*
 * MCCP3 (protocol-mccp3.c): bytes read from the client, through the
 * telnet codec and, once the client compresses, through the inflater;
 * -1 if the connection must go (a broken stream, a zip bomb: logged).
 */
int	proto_recv(struct descriptor *, const void *, size_t);
void	proto_mccp3_free(struct descriptor *);

#endif
