/*
 * test_skill.c: classes and their skills, played in game time
 * (tests/unit/play.h): what a class learns and when, practice with a
 * guildmaster of one's class, what a level brings, spells that slip when
 * badly known, kick, parry, dodge and a second attack, and the skills
 * saved by name.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "attrib.h"
#include "class.h"
#include "commands.h"
#include "find.h"
#include "fight.h"
#include "magic.h"
#include "play.h"

static const char guild_area[] =
	"area Guilds\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name The Mages' Guild\n"
	"sector inside\n"
	"description\n"
	"Books.\n"
	"~\n"
	"exit east 3002\n"
	"end\n"
	"\n"
	"room 3002\n"
	"name The Courtyard\n"
	"sector city\n"
	"description\n"
	"Cobbles.\n"
	"~\n"
	"exit west 3001\n"
	"end\n"
	"\n"
	"mob 3000\n"
	"keywords master mage guildmaster\n"
	"short the mage guildmaster\n"
	"long The mage guildmaster waits to teach.\n"
	"description\n"
	"Patient.\n"
	"~\n"
	"level 30\n"
	"hit 1d1+1000\n"
	"damage 1d2\n"
	"flags sentinel no_kill\n"
	"guild mage\n"
	"end\n"
	"\n"
	"mob 3001\n"
	"keywords dummy\n"
	"short a training dummy\n"
	"long A training dummy swings on its post.\n"
	"description\n"
	"Straw.\n"
	"~\n"
	"level 1\n"
	"hit 1d1+100000\n"
	"damage 2d2\n"
	"hitroll 100\n"
	"flags sentinel\n"
	"end\n"
	"\n"
	"mob 3002\n"
	"keywords gnat\n"
	"short a gnat\n"
	"long A gnat whines here.\n"
	"description\n"
	"Tiny.\n"
	"~\n"
	"level 1\n"
	"hit 1d1\n"
	"damage 1d1\n"
	"flags sentinel\n"
	"end\n"
	"\n"
	"mob 3003\n"
	"keywords bandit\n"
	"short a bandit\n"
	"long A bandit looks for a purse to cut.\n"
	"description\n"
	"Shifty.\n"
	"~\n"
	"level 1\n"
	"hit 1d1+1000\n"
	"damage 1d1\n"
	"flags sentinel aggressive\n"
	"end\n"
	"\n"
	"object 3010\n"
	"keywords sword\n"
	"short a sword\n"
	"long A sword lies here.\n"
	"type weapon\n"
	"dice 1d4\n"
	"wear wield\n"
	"weight 1\n"
	"end\n"
	"\n"
	"reset mob 3000 in 3001 max 1\n"
	"reset mob 3001 in 3001 max 2\n"
	"reset mob 3001 in 3001 max 2\n";

#define GUILD	3001

static void
setup(void)
{
	const char *const	files[] = { "guild.are", guild_area, NULL };

	play_start(files, 5);
	play_config("game.combat_round", "1");
}

static void
teardown(void)
{
	play_stop();
}

/* A player of a class, knowing only what that class starts with. */
static struct character *
newcomer(const char *name, const char *class_name)
{
	struct character	*ch = play_enter(name, GUILD, ROLE_PLAYER);

	memset(ch->pd.learned, 0, sizeof ch->pd.learned);
	text_strlcpy(ch->pd.class_name, class_name, sizeof ch->pd.class_name);
	ch->pd.level = 1;
	skill_grant(&ch->pd);
	return (ch);
}

START_TEST(test_class_tables_agree)
{
	int	k;

	/* The world's guild names are the game's classes, in order. */
	for (k = 0; k < CLASS__COUNT; k++)
		ck_assert_str_eq(area_guild_name(k), class_table[k].name);
	ck_assert_ptr_null(area_guild_name(CLASS__COUNT));
	for (k = 1; k < SK__COUNT; k++) {
		ck_assert_int_eq(skill_find(skill_table[k].name), k);
		if (skill_table[k].spell != 0)
			ck_assert_int_eq(skill_of_spell(skill_table[k].spell),
			    k);
	}
}
END_TEST

START_TEST(test_a_class_starts_with_its_own)
{
	struct character	*m = newcomer("Mira", "mage");
	struct character	*w = newcomer("Wulf", "warrior");

	ck_assert_int_eq(skill_learned(m, SK_MAGIC_MISSILE), 1);
	ck_assert_int_eq(skill_learned(m, SK_KICK), 0);
	ck_assert_int_eq(skill_learned(m, SK_HASTE), 0);	/* level 20 */
	ck_assert_int_eq(skill_learned(w, SK_KICK), 1);
	ck_assert_int_eq(skill_learned(w, SK_PARRY), 1);
	ck_assert_int_eq(skill_learned(w, SK_MAGIC_MISSILE), 0);
	play_type(w, "cast 'magic missile' dummy");
	play_expect(w, "You don't know any spell called 'magic missile'.");
	play_type(m, "kick dummy");
	play_expect(m, "You don't know how to kick.");
	play_type(w, "skills");
	play_expect(w, "kick                   1       1%");
	play_type(m, "skills");
	play_expect(m, "Your class has no skills; see 'spells'.");
}
END_TEST

START_TEST(test_practice_with_a_guildmaster_of_ones_class)
{
	struct character	*m = newcomer("Mira", "mage");
	struct character	*w = newcomer("Wulf", "warrior");

	m->pd.stats[STAT_INT] = 18;			/* 12 a session */
	play_type(m, "practice");
	play_expect(m, "magic missile        1%");
	play_expect(m, "5 practice sessions still to use.");
	play_type(m, "practice magic");
	play_expect(m, "You practise magic missile: you know it 13% now.");
	ck_assert_int_eq(m->pd.practices, 4);
	play_type(m, "practice haste");
	play_expect(m, "says 'I can't teach you that, not yet.'");
	ck_assert_int_eq(m->pd.practices, 4);
	/* Up to the class's adept level, then use teaches the rest. */
	m->pd.learned[SK_MAGIC_MISSILE] = 70;
	play_type(m, "practice magic");
	play_expect(m, "you know it 75% now.");
	play_type(m, "practice magic");
	play_expect(m, "The guild has taught you all it can of magic missile");
	m->pd.practices = 0;
	play_type(m, "practice armor");
	play_expect(m, "You have used up every practice session.");
	/* A warrior learns nothing from a mage. */
	play_type(w, "practice kick");
	play_expect(w, "You can only practise with a guildmaster of your "
	    "class.");
}
END_TEST

START_TEST(test_a_level_brings_what_the_class_gives)
{
	struct player_data	pd;
	int			k, hit, mana;

	player_data_init(&pd);
	text_strlcpy(pd.class_name, "warrior", sizeof pd.class_name);
	for (k = 1; k < 20; k++) {
		hit = pd.max_hit;
		mana = pd.max_mana;
		class_raise_level(&pd);
		ck_assert_int_ge(pd.max_hit - hit, 10 + (13 - 10) / 2);
		ck_assert_int_le(pd.max_hit - hit, 15 + (13 - 10) / 2);
		ck_assert_int_eq(pd.max_mana, mana);	/* no spells */
	}
	ck_assert_int_eq(pd.level, 20);
	ck_assert_int_eq(pd.practices, 5 + 19 * (2 + 13 / 6));
	/* Skills come with their level. */
	ck_assert_int_eq(pd.learned[SK_ENHANCED_DAMAGE], 1);	/* 12 */
	player_data_clear(&pd);
	player_data_init(&pd);
	text_strlcpy(pd.class_name, "mage", sizeof pd.class_name);
	class_raise_level(&pd);
	ck_assert_int_eq(pd.max_mana, 100 + 12 + (13 + 13 - 20) / 4);
	ck_assert_int_eq(pd.learned[SK_HASTE], 0);
	player_data_clear(&pd);
}
END_TEST

START_TEST(test_a_badly_known_spell_slips)
{
	struct character	*m = newcomer("Mira", "mage");
	int			 tries, slips = 0, lands = 0;

	play_config("game.heal_interval", "3600");	/* mana stays spent */
	m->pd.learned[SK_REFRESH] = 1;
	for (tries = 0; tries < 20; tries++) {
		m->pd.mana = m->pd.max_mana = 1000;
		play_type(m, "cast 'refresh'");
		play_pulses(8);
		/*
		 * Refresh (12 mana) costs a level-1 mage twice that, seven
		 * levels below it; a slip costs half.
		 */
		if (play_saw(m, "Your focus slips, and the spell is lost.")) {
			slips++;
			ck_assert_int_eq(m->pd.mana, 988);
		} else {
			lands++;
			ck_assert_int_eq(m->pd.mana, 976);
		}
		play_skip(m);
	}
	/* At 1% (and what use teaches meanwhile) most slip. */
	ck_assert_int_gt(slips, 10);
	ck_assert_int_eq(slips + lands, 20);
}
END_TEST

START_TEST(test_kick_and_a_second_attack)
{
	struct character	*w = newcomer("Wulf", "warrior");
	char			*news;
	const char		*p;
	int			 blows = 0;

	w->pd.level = 10;
	w->pd.learned[SK_KICK] = 100;
	play_type(w, "kick dummy");
	play_expect(w, "Your kick hits a training dummy");
	ck_assert_ptr_nonnull(w->fighting);
	/* Two blows a round, with the second attack known. */
	w->pd.learned[SK_SECOND_ATTACK] = 100;
	play_skip(w);
	play_pulses(8);
	news = play_news(w);
	for (p = news; (p = strstr(p, "Your blow")) != NULL; p++)
		blows++;
	ck_assert_msg(blows == 4, "%d blows: %s", blows, news);
	free(news);
}
END_TEST

START_TEST(test_parry_and_dodge)
{
	struct character	*w = newcomer("Wulf", "warrior");
	struct character	*t = newcomer("Tia", "thief");
	int			 i, parried = 0, dodged = 0;

	w->pd.hit = w->pd.max_hit = t->pd.hit = t->pd.max_hit = 100000;
	obj_to_char(fx_obj(3010), w);
	play_type(w, "wield sword");
	w->pd.learned[SK_PARRY] = 100;
	t->pd.learned[SK_DODGE] = 100;
	play_type(w, "kill dummy");
	play_type(t, "kill 2.dummy");
	for (i = 0; i < 30; i++) {
		play_pulses(4);
		if (play_saw(w, "You turn aside a training dummy's blow."))
			parried++;
		if (play_saw(t, "You sidestep a training dummy's attack."))
			dodged++;
		play_skip(w);
		play_skip(t);
	}
	ck_assert_int_gt(parried, 0);
	ck_assert_int_gt(dodged, 0);
	/* Unknown, never. */
	w->pd.learned[SK_PARRY] = 0;
	for (i = 0; i < 30; i++) {
		play_pulses(4);
		ck_assert(!play_saw(w, "You turn aside"));
		play_skip(w);
	}
}
END_TEST

START_TEST(test_levels_and_titles)
{
	struct character	*w = newcomer("Wulf", "warrior");
	int			 prac = w->pd.practices;

	play_type(w, "levels");
	play_expect(w, "Level  Experience  Title (warrior)");
	play_expect(w, "    2         500  the Raw Recruit");
	play_expect(w, "   30      420500  the Battle-Hardened");
	play_expect(w, "Each brings a warrior 10-15 hit points");
	/* The next kill raises a level and gives the class's title. */
	w->pd.exp = class_exp_for_level(1) - 1;
	fx_mob(3002, GUILD);
	play_type(w, "kill gnat");
	play_until(w, "You have reached level 2!", 20);
	ck_assert_str_eq(w->pd.title, "the Raw Recruit");
	ck_assert_int_gt(w->pd.practices, prac);
	/* A title of one's own is kept. */
	free(w->pd.title);
	w->pd.title = xstrdup("the Bold");
	w->pd.exp = class_exp_for_level(2) - 1;
	fx_mob(3002, GUILD);
	play_type(w, "kill gnat");
	play_until(w, "You have reached level 3!", 20);
	ck_assert_str_eq(w->pd.title, "the Bold");
}
END_TEST

START_TEST(test_bolts_shield_and_recall)
{
	struct character	*m = newcomer("Mira", "mage");
	struct character	*c = newcomer("Cleo", "cleric");
	struct character	*dummy = NULL, *p;
	int			 hit, ac;

	TAILQ_FOREACH(p, &m->room->people, room_entry) {
		if (p->mob != NULL && p->mob->vnum == 3001)
			dummy = p;
	}
	ck_assert_ptr_nonnull(dummy);
	m->pd.level = c->pd.level = 20;
	m->pd.mana = m->pd.max_mana = 1000;
	m->pd.learned[SK_FIREBALL] = m->pd.learned[SK_CHILL_TOUCH] = 100;
	m->pd.learned[SK_SHIELD] = 100;
	hit = dummy->pd.hit;
	magic_apply(m, SPELL_FIREBALL, 20, dummy, NULL);
	play_turn();
	play_expect(m, "Your fireball hits a training dummy");
	/* 4d8 + 20. */
	ck_assert_int_ge(hit - dummy->pd.hit, 24);
	ck_assert_int_le(hit - dummy->pd.hit, 52);
	/* Chill touch saps strength for a while. */
	magic_apply(m, SPELL_CHILL_TOUCH, 20, dummy, NULL);
	ck_assert_ptr_nonnull(TAILQ_FIRST(&dummy->affects));
	ck_assert_int_eq(TAILQ_FIRST(&dummy->affects)->location, APPLY_STR);
	/* Shield: 20 better armour. */
	ac = fight_armor(m);
	magic_apply(m, SPELL_SHIELD, 20, m, NULL);
	play_turn();
	play_expect(m, "A shimmering wall of force rises about you.");
	ck_assert_int_eq(fight_armor(m), ac - 20);
	/* Word of recall: out of a fight, to the start room (the guild). */
	game_move_char(m, room_find(3002));
	fx_mob(3001, 3002);
	play_type(m, "kill dummy");
	ck_assert_ptr_nonnull(m->fighting);
	magic_apply(c, SPELL_WORD_OF_RECALL, 20, m, NULL);
	ck_assert_ptr_null(m->fighting);
	ck_assert_ptr_eq(m->room, room_start());
}
END_TEST

/* The n-th training dummy of the guild. */
static struct character *
dummy(int n)
{
	struct character	*p;

	TAILQ_FOREACH(p, &room_find(GUILD)->people, room_entry) {
		if (p->mob != NULL && p->mob->vnum == 3001 && --n == 0)
			return (p);
	}
	ck_abort_msg("no dummy");
	return (NULL);
}

START_TEST(test_backstab_and_peek)
{
	struct character	*t = newcomer("Tia", "thief");
	struct character	*b = play_enter("Bystander", GUILD, ROLE_PLAYER);

	/* Backstab: a weapon in hand, a foe not fighting. */
	t->pd.level = 16;
	t->pd.learned[SK_BACKSTAB] = 100;
	play_type(t, "backstab dummy");
	play_expect(t, "You need a weapon in hand to backstab.");
	obj_to_char(fx_obj(3010), t);
	play_type(t, "wield sword");
	play_type(t, "backstab dummy");
	play_expect(t, "Your backstab hits a training dummy");
	ck_assert_ptr_eq(t->fighting, dummy(1));
	play_type(t, "backstab 2.dummy");	/* a fighter stands no more */
	play_until(t, "Not in the thick of a fight!", 10);
	/* Peek: what someone carries, beside what it wears. */
	obj_to_char(fx_obj(3010), b);
	play_type(t, "look bystander");
	play_until(t, "You see nothing special about Bystander.", 10);
	play_pulses(1);
	play_not(t, "You peek");		/* peek unknown: nothing */
	t->pd.learned[SK_PEEK] = 100;
	play_type(t, "look bystander");
	play_until(t, "A sly glance shows what they carry:\n  a sword", 10);
}
END_TEST

START_TEST(test_disarm_and_third_attack)
{
	struct character	*w = newcomer("Wulf", "warrior");
	struct character	*d = dummy(2);
	struct object		*sword = fx_obj(3010);
	char			*news;
	const char		*p;
	int			 blows = 0, i;

	obj_to_char(sword, d);
	sword->worn = WEAR_WIELD;
	w->pd.level = 30;
	w->pd.hit = w->pd.max_hit = 100000;
	w->pd.learned[SK_DISARM] = 100;
	play_type(w, "disarm");
	play_expect(w, "You aren't fighting anyone.");
	play_type(w, "kill 2.dummy");
	for (i = 0; i < 10 && sword->where != OBJ_IN_ROOM; i++) {
		play_type(w, "disarm");
		play_pulses(8);
	}
	ck_assert_int_eq(sword->where, OBJ_IN_ROOM);
	ck_assert_ptr_null(char_equipped(d, WEAR_WIELD));
	play_until(w, "You knock the weapon from a training dummy's grip!", 0);
	/* Three blows a round, with the second and third attacks. */
	w->pd.learned[SK_SECOND_ATTACK] = 100;
	w->pd.learned[SK_THIRD_ATTACK] = 100;
	play_pulses(8);
	play_skip(w);
	play_pulses(8);
	news = play_news(w);
	for (p = news; (p = strstr(p, "Your blow")) != NULL; p++)
		blows++;
	ck_assert_msg(blows == 6, "%d blows: %s", blows, news);
	free(news);
}
END_TEST

START_TEST(test_sneak_unseen)
{
	struct character	*t = newcomer("Tia", "thief");
	struct character	*b = play_enter("Bystander", GUILD, ROLE_PLAYER);

	play_type(t, "east");
	play_expect(b, "Tia leaves east.");
	play_type(t, "west");
	play_expect(b, "Tia arrives from the east.");
	t->pd.learned[SK_SNEAK] = 100;
	play_type(t, "sneak");
	play_expect(t, "You set your feet down softly.");
	ck_assert(char_aff(t) & AFF_SNEAK);
	play_skip(b);
	play_type(t, "east");
	play_expect(t, "The Courtyard");
	play_type(t, "west");
	play_expect(t, "The Mages' Guild");
	play_not(b, "Tia");
}
END_TEST

START_TEST(test_races)
{
	struct character	*e = newcomer("Elen", "mage");
	struct character	*h = newcomer("Hob", "thief");
	struct player_data	 pd;
	int			 k;

	/* Attributes at creation: 13 and the race's share. */
	player_data_init(&pd);
	text_strlcpy(pd.race, "dwarf", sizeof pd.race);
	race_apply(&pd);
	ck_assert_int_eq(pd.stats[STAT_STR], 15);
	ck_assert_int_eq(pd.stats[STAT_CON], 15);
	ck_assert_int_eq(pd.stats[STAT_INT], 12);
	player_data_clear(&pd);
	for (k = 0; k < RACE__COUNT; k++)
		ck_assert_int_eq(race_find(race_table[k].name), k);
	ck_assert_int_eq(race_find("orc"), -1);
	/* An elf sees in the dark room; a human does not. */
	text_strlcpy(e->pd.race, "elf", sizeof e->pd.race);
	race_enter(e);
	race_enter(h);
	ck_assert(char_aff(e) & AFF_INFRARED);
	ck_assert(!(char_aff(h) & AFF_INFRARED));
	/* A halfling carries a quarter less than a human. */
	k = attrib_carry_number(h);
	ck_assert_int_eq(k, 43);
	ck_assert_int_eq(attrib_carry_weight(h), 150);
	text_strlcpy(h->pd.race, "halfling", sizeof h->pd.race);
	ck_assert_int_eq(attrib_carry_number(h), 33);
	ck_assert_int_eq(attrib_carry_weight(h), 113);
	h->pd.stats[STAT_DEX] += 3;
	ck_assert_int_eq(attrib_carry_number(h), 35);
}
END_TEST

START_TEST(test_mana_by_level_and_saves)
{
	struct character	*m = newcomer("Mira", "mage");
	struct character	*v = newcomer("Vic", "warrior");
	int			 i, low = 0, even = 0;

	/* Fireball: 25 mana, a mage's at 15. */
	m->pd.level = 15;
	ck_assert_int_eq(magic_mana(m, SPELL_FIREBALL), 50);
	m->pd.level = 20;
	ck_assert_int_eq(magic_mana(m, SPELL_FIREBALL), 37);
	m->pd.level = 25;
	ck_assert_int_eq(magic_mana(m, SPELL_FIREBALL), 25);
	m->pd.level = 40;
	ck_assert_int_eq(magic_mana(m, SPELL_FIREBALL), 25);
	/* Saves: 5% at the least, half at an even level. */
	v->pd.level = 1;
	for (i = 0; i < 1000; i++) {
		low += magic_saves(v, 40);
		even += magic_saves(v, 1);
	}
	ck_assert_int_gt(low, 10);
	ck_assert_int_lt(low, 100);
	ck_assert_int_gt(even, 400);
	ck_assert_int_lt(even, 600);
}
END_TEST

START_TEST(test_skills_saved_by_name)
{
	struct player_data	pd;
	char			*text;

	player_data_init(&pd);
	pd.learned[SK_SECOND_ATTACK] = 42;
	pd.learned[SK_MAGIC_MISSILE] = 100;
	text = skill_encode(&pd);
	ck_assert_str_eq(text, "magic missile=100;second attack=42;");
	memset(pd.learned, 0, sizeof pd.learned);
	pd.learned[SK_KICK] = 9;		/* forgotten by a decode */
	skill_decode(&pd, "second attack=42;no such skill=50;magic "
	    "missile=100;kick=500;");
	ck_assert_int_eq(pd.learned[SK_SECOND_ATTACK], 42);
	ck_assert_int_eq(pd.learned[SK_MAGIC_MISSILE], 100);
	ck_assert_int_eq(pd.learned[SK_KICK], 0);		/* out of range */
	free(text);
	player_data_clear(&pd);
}
END_TEST

/* Hide: unseen in the room, passed over by the aggressive, until one
 * moves. */
START_TEST(test_hide)
{
	struct character	*t = newcomer("Tam", "thief");
	struct character	*w = newcomer("Wil", "warrior");
	struct character	*bandit;

	play_type(w, "hide");
	play_expect(w, "You don't know how to hide.");
	t->pd.learned[SK_HIDE] = 100;
	play_type(t, "hide");
	play_expect(t, "You look for a shadow to slip into.");
	ck_assert(char_aff(t) & AFF_HIDE);
	play_type(w, "look");
	play_not(w, "Tam");
	ck_assert_ptr_null(find_char_room(w, "tam"));
	/* A bandit walks in: it finds Wil and not Tam. */
	play_type(w, "east");
	play_until(w, "The Courtyard", 8);
	bandit = fx_mob(3003, 3002);
	play_type(t, "east");
	play_until(t, "The Courtyard", 8);
	ck_assert(!(char_aff(t) & AFF_HIDE));		/* moving shows */
	play_type(t, "hide");
	play_until(t, "You look for a shadow to slip into.", 8);
	ck_assert(char_aff(t) & AFF_HIDE);
	play_type(w, "west");
	play_until(w, "The Mages' Guild", 8);
	play_type(w, "east");
	play_until(w, "A bandit attacks you!", 20);
	ck_assert_ptr_eq(bandit->fighting, w);
	play_not(t, "attacks you");
	ck_assert_ptr_null(t->fighting);
	ck_assert(char_aff(t) & AFF_HIDE);
}
END_TEST

/* Rescue: a player's foes turn on the rescuer. */
START_TEST(test_rescue)
{
	struct character	*w = newcomer("Rex", "warrior");
	struct character	*v = newcomer("Val", "mage");
	struct character	*d = NULL, *p;

	TAILQ_FOREACH(p, &w->room->people, room_entry) {
		if (p->mob != NULL && p->mob->vnum == 3001 && d == NULL)
			d = p;			/* the one 'dummy' finds */
	}
	ck_assert_ptr_nonnull(d);
	play_type(w, "rescue val");
	play_expect(w, "You don't know how to rescue.");
	w->pd.learned[SK_RESCUE] = 100;
	play_type(w, "rescue val");
	play_expect(w, "Val is not fighting right now.");
	play_type(w, "rescue rex");
	play_expect(w, "You cannot rescue yourself; flee instead.");
	play_type(v, "kill dummy");
	ck_assert_ptr_eq(d->fighting, v);
	play_type(w, "rescue val");
	play_expect(w, "You throw yourself into the fight!");
	play_expect(v, "Rex steps in front of you and takes the blows!");
	ck_assert_ptr_eq(d->fighting, w);
	ck_assert_ptr_eq(w->fighting, d);
	ck_assert_ptr_null(v->fighting);
	/* The dummy's blows land on Rex now, not Val. */
	play_skip(v);
	play_until(w, "training dummy's", 40);
	play_not(v, "hits you");
	play_type(w, "rescue val");
	play_until(w, "Val is not fighting right now.", 40);
}
END_TEST

static Suite *
skill_suite(void)
{
	Suite	*s = suite_create("skill");
	TCase	*tc = tcase_create("skills");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_class_tables_agree);
	tcase_add_test(tc, test_a_class_starts_with_its_own);
	tcase_add_test(tc, test_practice_with_a_guildmaster_of_ones_class);
	tcase_add_test(tc, test_a_level_brings_what_the_class_gives);
	tcase_add_test(tc, test_a_badly_known_spell_slips);
	tcase_add_test(tc, test_kick_and_a_second_attack);
	tcase_add_test(tc, test_parry_and_dodge);
	tcase_add_test(tc, test_levels_and_titles);
	tcase_add_test(tc, test_bolts_shield_and_recall);
	tcase_add_test(tc, test_backstab_and_peek);
	tcase_add_test(tc, test_disarm_and_third_attack);
	tcase_add_test(tc, test_sneak_unseen);
	tcase_add_test(tc, test_races);
	tcase_add_test(tc, test_mana_by_level_and_saves);
	tcase_add_test(tc, test_skills_saved_by_name);
	tcase_add_test(tc, test_hide);
	tcase_add_test(tc, test_rescue);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(skill_suite()));
}
