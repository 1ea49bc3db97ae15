/* test_webhttp.c: unit tests for the web port's HTTP pieces. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "webhttp.h"

static int
parse(const char *head, struct webhttp_request *r)
{
	return (webhttp_parse(head, strlen(head), r));
}

START_TEST(test_head_len)
{
	const char	*h = "GET / HTTP/1.1\r\nHost: x\r\n\r\nextra";
	char		*big;

	ck_assert_uint_eq(webhttp_head_len(h, strlen(h)), strlen(h) - 5);
	ck_assert_uint_eq(webhttp_head_len(h, 20), 0);
	ck_assert_uint_eq(webhttp_head_len("GET / HTTP/1.1\n\n", 16), 16);
	/* The blank line past the limit is not looked for. */
	big = malloc(WEBHTTP_MAX_HEAD + 10);
	memset(big, 'a', WEBHTTP_MAX_HEAD + 10);
	memcpy(big + WEBHTTP_MAX_HEAD + 2, "\r\n\r\n", 4);
	ck_assert_uint_eq(webhttp_head_len(big, WEBHTTP_MAX_HEAD + 10), 0);
	free(big);
}
END_TEST

START_TEST(test_parse)
{
	struct webhttp_request	r;

	ck_assert_int_eq(parse("GET /client.js?x=1 HTTP/1.1\r\n"
	    "Host: a\r\n\r\n", &r), 0);
	ck_assert_str_eq(r.path, "/client.js");
	ck_assert_int_eq(r.head, 0);
	ck_assert_int_eq(r.upgrade, 0);
	ck_assert_int_eq(parse("HEAD / HTTP/1.0\r\n\r\n", &r), 0);
	ck_assert_int_eq(r.head, 1);
	ck_assert_int_eq(parse("POST / HTTP/1.1\r\n\r\n", &r), 405);
	ck_assert_int_eq(parse("GET / HTTP/2.0\r\n\r\n", &r), 505);
	ck_assert_int_eq(parse("GET / SPDY\r\n\r\n", &r), 400);
	ck_assert_int_eq(parse("GET /\r\n\r\n", &r), 400);
	ck_assert_int_eq(parse("GET x HTTP/1.1\r\n\r\n", &r), 400);
	ck_assert_int_eq(parse("GET / HTTP/1.1\r\nX: a\x01\r\n\r\n", &r), 400);
	ck_assert_int_eq(webhttp_parse("GET / HTTP/1.1\r\n\0\r\n\r\n", 21,
	    &r), 400);
	ck_assert_int_eq(parse("", &r), 400);
}
END_TEST

START_TEST(test_parse_long_path)
{
	struct webhttp_request	r;
	char			 head[1024];

	memset(head, 0, sizeof head);
	strcpy(head, "GET /");
	memset(head + 5, 'a', 400);
	strcat(head, " HTTP/1.1\r\n\r\n");
	ck_assert_int_eq(parse(head, &r), 414);
}
END_TEST

START_TEST(test_upgrade)
{
	struct webhttp_request	r;

	ck_assert_int_eq(parse("GET /ws HTTP/1.1\r\nHost: x\r\n"
	    "upgrade: WebSocket\r\nConnection: keep-alive, Upgrade\r\n"
	    "Sec-WebSocket-Key:  dGhlIHNhbXBsZSBub25jZQ==  \r\n"
	    "Sec-WebSocket-Version: 13\r\n\r\n", &r), 0);
	ck_assert_int_eq(r.upgrade, 1);
	ck_assert_int_eq(r.version, 13);
	ck_assert_str_eq(r.key, "dGhlIHNhbXBsZSBub25jZQ==");
	ck_assert_int_eq(webhttp_ws_check(&r), 0);
	r.version = 8;
	ck_assert_int_eq(webhttp_ws_check(&r), 426);
	/* Connection without upgrade: not an upgrade. */
	ck_assert_int_eq(parse("GET /ws HTTP/1.1\r\nHost: x\r\n"
	    "Upgrade: websocket\r\nConnection: close\r\nSec-WebSocket-Version: 13\r\n\r\n", &r), 0);
	ck_assert_int_eq(r.upgrade, 0);
	ck_assert_int_eq(webhttp_ws_check(&r), 400);
	/* A bad key. */
	ck_assert_int_eq(parse("GET /ws HTTP/1.1\r\nHost: x\r\n"
	    "Upgrade: websocket\r\nConnection: upgrade\r\n"
	    "Sec-WebSocket-Key: short==\r\n"
	    "Sec-WebSocket-Version: 13\r\n\r\n", &r), 0);
	ck_assert_int_eq(webhttp_ws_check(&r), 400);
}
END_TEST

/* HTTP/1.1 needs one Host; an upgrade needs HTTP/1.1. */
START_TEST(test_host_and_version)
{
	struct webhttp_request	r;

	ck_assert_int_eq(parse("GET / HTTP/1.1\r\n\r\n", &r), 400);
	ck_assert_int_eq(parse("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n"
	    "\r\n", &r), 400);
	ck_assert_int_eq(parse("GET / HTTP/1.0\r\n\r\n", &r), 0);
	ck_assert_int_eq(r.minor, 0);
	ck_assert_int_eq(parse("GET / HTTP/1.1\r\nhost:  mud.example:4080 "
	    "\r\n\r\n", &r), 0);
	ck_assert_str_eq(r.host, "mud.example:4080");
	ck_assert_int_eq(r.minor, 1);
	ck_assert_int_eq(parse("GET /ws HTTP/1.0\r\nUpgrade: websocket\r\n"
	    "Connection: Upgrade\r\nSec-WebSocket-Key: "
	    "dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n",
	    &r), 0);
	ck_assert_int_eq(r.upgrade, 1);
	ck_assert_int_eq(webhttp_ws_check(&r), 400);
}
END_TEST

static int
origin(const char *host, const char *origin, const char *allow)
{
	struct webhttp_request	r;
	char			 head[1024];

	snprintf(head, sizeof head, "GET /ws HTTP/1.1\r\nHost: %s\r\n%s%s%s"
	    "\r\n", host, origin != NULL ? "Origin: " : "",
	    origin != NULL ? origin : "", origin != NULL ? "\r\n" : "");
	ck_assert_int_eq(parse(head, &r), 0);
	return (webhttp_origin_ok(&r, allow));
}

START_TEST(test_origin)
{
	/* No Origin: not a browser (a bot, the bench): taken. */
	ck_assert_int_eq(origin("mud.example:4080", NULL, ""), 1);
	/* Same origin: the Origin's host[:port] is the Host. */
	ck_assert_int_eq(origin("mud.example:4080",
	    "http://mud.example:4080", ""), 1);
	ck_assert_int_eq(origin("MUD.example:4080",
	    "https://mud.EXAMPLE:4080", ""), 1);
	ck_assert_int_eq(origin("127.0.0.1:4080", "http://127.0.0.1:4080",
	    ""), 1);
	/* Another site, another port, null: refused. */
	ck_assert_int_eq(origin("mud.example:4080", "https://evil.example",
	    ""), 0);
	ck_assert_int_eq(origin("127.0.0.1:4080", "http://127.0.0.1:8000",
	    ""), 0);
	ck_assert_int_eq(origin("mud.example:4080", "null", ""), 0);
	ck_assert_int_eq(origin("mud.example:4080",
	    "http://mud.example:4080.evil.example", ""), 0);
	/* The allow-list: exact origins, any case, a trailing / ignored. */
	ck_assert_int_eq(origin("10.0.0.5:4080", "https://mud.example",
	    "https://other.example, https://MUD.example/"), 1);
	ck_assert_int_eq(origin("10.0.0.5:4080", "https://mud.example",
	    "https://mud.example.evil"), 0);
	ck_assert_int_eq(origin("10.0.0.5:4080", "https://mud.example.evil",
	    "https://mud.example"), 0);
	ck_assert_int_eq(origin("10.0.0.5:4080", "http://mud.example",
	    "https://mud.example"), 0);
}
END_TEST

START_TEST(test_accept_key)
{
	char	out[29];

	/* RFC 6455, section 1.3. */
	ck_assert_int_eq(webhttp_accept_key("dGhlIHNhbXBsZSBub25jZQ==", out),
	    0);
	ck_assert_str_eq(out, "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=");
	ck_assert_int_eq(webhttp_accept_key("", out), -1);
	ck_assert_int_eq(webhttp_accept_key("dGhlIHNhbXBsZSBub25jZQ=x", out),
	    -1);
	ck_assert_int_eq(webhttp_accept_key("dGhlIHNhbXBsZSBub25jZQ===", out),
	    -1);
	ck_assert_int_eq(webhttp_accept_key("dGhl*HNhbXBsZSBub25jZQ==", out),
	    -1);
}
END_TEST

START_TEST(test_file)
{
	char		 name[64];
	const char	*t;

	t = webhttp_file("/", name, sizeof name);
	ck_assert_ptr_nonnull(t);
	ck_assert_str_eq(name, "client.html");
	ck_assert_str_eq(t, "text/html; charset=utf-8");
	t = webhttp_file("/client.js", name, sizeof name);
	ck_assert_str_eq(t, "text/javascript; charset=utf-8");
	ck_assert_str_eq(name, "client.js");
	ck_assert_ptr_nonnull(webhttp_file("/icon.svg", name, sizeof name));
	ck_assert_ptr_null(webhttp_file("/../mud.conf", name, sizeof name));
	ck_assert_ptr_null(webhttp_file("/..", name, sizeof name));
	ck_assert_ptr_null(webhttp_file("/a..html", name, sizeof name));
	ck_assert_ptr_null(webhttp_file("/.x.html", name, sizeof name));
	ck_assert_ptr_null(webhttp_file("/a/b.html", name, sizeof name));
	ck_assert_ptr_null(webhttp_file("//etc/passwd", name, sizeof name));
	ck_assert_ptr_null(webhttp_file("/%2e%2e.html", name, sizeof name));
	ck_assert_ptr_null(webhttp_file("/a\\b.html", name, sizeof name));
	ck_assert_ptr_null(webhttp_file("/mud.conf", name, sizeof name));
	ck_assert_ptr_null(webhttp_file("/noext", name, sizeof name));
	ck_assert_ptr_null(webhttp_file("/client.html", name, 5));
	/* The Mudlet package's folder, one level and no more. */
	t = webhttp_file("/mudlet/reborn.xml", name, sizeof name);
	ck_assert_ptr_nonnull(t);
	ck_assert_str_eq(t, "application/xml");
	ck_assert_str_eq(name, "mudlet/reborn.xml");
	ck_assert_ptr_null(webhttp_file("/mudlet/a/b.xml", name, sizeof name));
	ck_assert_ptr_null(webhttp_file("/mudlet/../mud.xml", name,
	    sizeof name));
	ck_assert_ptr_null(webhttp_file("/mudlet/.x.xml", name, sizeof name));
	ck_assert_ptr_null(webhttp_file("/mudlet/", name, sizeof name));
	ck_assert_ptr_null(webhttp_file("/other/reborn.xml", name,
	    sizeof name));
}
END_TEST

START_TEST(test_response)
{
	size_t	 len;
	char	*r;

	r = webhttp_response(200, "text/plain", "hello", 5, 0, &len);
	ck_assert_int_eq(strncmp(r, "HTTP/1.1 200 OK\r\n", 17), 0);
	ck_assert_ptr_nonnull(memmem(r, len, "Content-Length: 5\r\n", 19));
	ck_assert_ptr_nonnull(memmem(r, len, "Connection: close\r\n", 19));
	ck_assert_int_eq(memcmp(r + len - 9, "\r\n\r\nhello", 9), 0);
	free(r);
	r = webhttp_response(200, "text/plain", "hello", 5, 1, &len);
	ck_assert_int_eq(memcmp(r + len - 4, "\r\n\r\n", 4), 0);
	ck_assert_ptr_nonnull(memmem(r, len, "Content-Length: 5\r\n", 19));
	free(r);
	/* 405 says what is allowed. */
	r = webhttp_response(405, "text/plain", "x", 1, 0, &len);
	ck_assert_ptr_nonnull(memmem(r, len, "\r\nAllow: GET, HEAD\r\n", 20));
	free(r);
	r = webhttp_upgrade_response("abc", &len);
	ck_assert_str_eq(r, "HTTP/1.1 101 Switching Protocols\r\n"
	    "Upgrade: websocket\r\nConnection: Upgrade\r\n"
	    "Sec-WebSocket-Accept: abc\r\n\r\n");
	ck_assert_uint_eq(len, strlen(r));
	free(r);
}
END_TEST

static Suite *
webhttp_suite(void)
{
	Suite	*s = suite_create("webhttp");
	TCase	*tc = tcase_create("core");

	tcase_add_test(tc, test_head_len);
	tcase_add_test(tc, test_parse);
	tcase_add_test(tc, test_parse_long_path);
	tcase_add_test(tc, test_upgrade);
	tcase_add_test(tc, test_host_and_version);
	tcase_add_test(tc, test_origin);
	tcase_add_test(tc, test_accept_key);
	tcase_add_test(tc, test_file);
	tcase_add_test(tc, test_response);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(webhttp_suite()));
}
