/*
 * wire.c: the game's wings wired together at start. The rules tell what
 * happens through game_hooks, the session asks its client protocols
 * through session_client, the interpreter offers a player's command to
 * the room's scripts, and the world tells the game through world_hooks:
 * here each is given who listens (the scripts, GMCP and MSDP, the
 * session, the editors), so that no wing includes one above it.
 */
#include "edit.h"
#include "game.h"
#include "gmcp.h"
#include "input.h"
#include "interp.h"
#include "msdpvars.h"
#include "mssp.h"
#include "script.h"
#include "session.h"
#include "switch.h"
#include "wire.h"
#include "world.h"

/* Points changed: the client's vitals, by GMCP and MSDP. */
static void
wire_vitals(struct character *ch)
{
	gmcp_vitals(ch);
	msdp_vars_char(ch);
}

/* Leaving the game: a switch ends first, an editor lets go. */
static void
wire_extracting(struct character *ch)
{
	switch_extracted(ch);
	edit_release(ch);
}

/* An area was built: its scripts, and its file's stamp for the editor. */
static void
wire_area_added(struct area *a)
{
	script_area_added(a);
	edit_area_loaded(a);
}

/* An area goes: its compiled scripts, what editing kept. */
static void
wire_area_gone(struct area *a)
{
	script_area_gone(a);
	edit_area_gone(a);
}

/* The end of a connection's turn: what changed goes to its client. */
static void
wire_turn(struct session *s)
{
	gmcp_turn(s->ch);
	msdp_vars_turn(s);
}

/* A connection goes: what its client was told is forgotten. */
static void
wire_forget(struct session *s)
{
	gmcp_forget(s);
	msdp_vars_forget(s);
}

/* A wait is over: the connection's queue runs what waited. */
static void
wire_resume(struct descriptor *d)
{
	struct session	*s = session_of(d);

	if (s != NULL)
		session_queue_run(s);
}

static const struct game_hooks wire_game_hooks = {
	.mob_started = script_start_mob,
	.obj_started = script_start_obj,
	.leaving = script_leave,
	.placed = gmcp_room,
	.entered = script_enter,
	.got = script_get,
	.fight_round = script_fight_round,
	.hurt = script_hurt,
	.died = script_death,
	.extracting = wire_extracting,
	.extracted = session_extracted,
	.linkdead = edit_release,
	.events_gone = script_forget,
	.reaping = script_reap,
	.area_reset = script_area_reset,
	.area_added = wire_area_added,
	.area_gone = wire_area_gone,
	.vitals = wire_vitals,
	.hour = msdp_vars_hour,
	.channel = gmcp_channel,
	.channel_start = gmcp_channel_start,
	.quit = session_quit,
	.resume = wire_resume,
	.loaded = script_loaded,
	.login = script_login,
	.room_told = script_act,
	.cast = script_cast,
	.giving = script_give,
};

static const struct session_client wire_client = {
	.gmcp_changed = gmcp_changed,
	.gmcp_message = gmcp_message,
	.msdp = msdp_vars_in,
	.mssp = mssp_vars,
	.turn = wire_turn,
	.forget = wire_forget,
	.entered = gmcp_login,
};

/* The rules' world hooks, with the scripts' check of what an area says. */
static struct world_hooks	wire_world_hooks;

void
wire_game(void)
{
	wire_world_hooks = game_world_hooks;
	wire_world_hooks.check_script = script_check;
	wire_world_hooks.def_gone = script_def_gone;
	world_set_hooks(&wire_world_hooks);
	game_set_hooks(&wire_game_hooks);
	session_set_client(&wire_client);
	interp_on_command(script_command);
}
