/*
 * script-api-quest.c: the quests log for scripts: a written quest of the
 * world, once done, is logged with ch:quest_done(name), and read back
 * with ch:quest_log() (game/quest.c keeps it, saved with the player).
 */
#include <string.h>

#include "character.h"
#include "quest.h"
#include "script-int.h"

/*
 * ch:quest_done(name): the quest named so is written in a player's log
 * ('quests'); true if it was written now, false if it was there already
 * or cannot be (a mobile, a name empty, over QUEST_NAME_MAX bytes or of
 * control characters, a full log).
 */
static int
quest_api_done(lua_State *L)
{
	struct character	*ch = script_api_char(L, 1);
	const char		*name = luaL_checkstring(L, 2);

	lua_pushboolean(L, ch != NULL && quest_log_add(ch, name) == 1);
	return (1);
}

/* ch:quest_log(): the names in a player's log, in the order done. */
static int
quest_api_log(lua_State *L)
{
	struct character	*ch = script_api_char(L, 1);
	char			 names[QUEST_LOG_MAX][QUEST_NAME_MAX + 1];
	size_t			 n = 0, i;

	if (ch == NULL || ch->mob != NULL)
		return (0);
	n = quest_log_names(ch, names, QUEST_LOG_MAX);
	lua_createtable(L, (int)n, 0);
	for (i = 0; i < n; i++) {
		lua_pushstring(L, names[i]);
		lua_rawseti(L, -2, (lua_Integer)i + 1);
	}
	return (1);
}

/* ch:quest_points(): a player's quest points; nil for a mobile. */
static int
quest_api_points(lua_State *L)
{
	struct character	*ch = script_api_char(L, 1);

	if (ch == NULL || ch->mob != NULL)
		return (0);
	lua_pushinteger(L, ch->pd.qpoints);
	return (1);
}

void
script_api_quest_char_open(lua_State *L)
{
	static const luaL_Reg	methods[] = {
		{ "quest_done", quest_api_done }, { "quest_log", quest_api_log },
		{ "quest_points", quest_api_points }, { NULL, NULL }
	};

	luaL_setfuncs(L, methods, 0);
}
