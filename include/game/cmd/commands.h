/* commands.h: the handlers the command table (cmd-table.c) points at. */
#ifndef MUD_COMMANDS_H
#define MUD_COMMANDS_H

#include <stddef.h>
#include <time.h>

struct character;
struct object;

/* cmd-backup.c */
void	cmd_backup(struct character *, char *);
/* cmd-admin.c */
void	cmd_events(struct character *, char *);
void	cmd_reload(struct character *, char *);
void	cmd_stat(struct character *, char *);
/* cmd-ban.c */
void	cmd_ban(struct character *, char *);
void	cmd_unban(struct character *, char *);
/* cmd-mod.c */
void	cmd_wizinvis(struct character *, char *);
void	cmd_snoop(struct character *, char *);
void	cmd_force(struct character *, char *);
void	cmd_freeze(struct character *, char *);
void	cmd_mute(struct character *, char *);
void	cmd_users(struct character *, char *);
void	cmd_audit(struct character *, char *);
/* cmd-wiz.c */
void	cmd_transfer(struct character *, char *);
void	cmd_at(struct character *, char *);
void	cmd_purge(struct character *, char *);
void	cmd_load(struct character *, char *);
void	cmd_restore(struct character *, char *);
/* cmd-reboot.c */
void	cmd_reboot(struct character *, char *);
void	cmd_shutdown(struct character *, char *);
/* cmd-build.c */
void	cmd_areload(struct character *, char *);
void	cmd_areas(struct character *, char *);
void	cmd_goto(struct character *, char *);
void	cmd_promote(struct character *, char *);
/* cmd-staff.c and cmd-set.c: the staff commands of issue 26. */
void	cmd_wiznet(struct character *, char *);
void	cmd_echo(struct character *, char *);
void	cmd_zecho(struct character *, char *);
void	cmd_gecho(struct character *, char *);
void	cmd_peace(struct character *, char *);
void	cmd_slay(struct character *, char *);
void	cmd_holylight(struct character *, char *);
void	cmd_poofin(struct character *, char *);
void	cmd_poofout(struct character *, char *);
void	cmd_disconnect(struct character *, char *);
void	cmd_wizlock(struct character *, char *);
void	cmd_newlock(struct character *, char *);
void	cmd_set(struct character *, char *);
void	cmd_advance(struct character *, char *);
void	cmd_string(struct character *, char *);
void	cmd_clone(struct character *, char *);
void	cmd_mwhere(struct character *, char *);
void	cmd_owhere(struct character *, char *);
void	cmd_switch(struct character *, char *);
void	cmd_return(struct character *, char *);
/* The line a room sees when ch leaves (0) or arrives (1) by goto; freed
   by the caller. */
char	*cmd_staff_poof_line(struct character *, int arriving);
/* cmd-olc.c */
void	cmd_redit(struct character *, char *);
void	cmd_medit(struct character *, char *);
void	cmd_oedit(struct character *, char *);
void	cmd_sedit(struct character *, char *);
void	cmd_zedit(struct character *, char *);
void	cmd_rlink(struct character *, char *);
void	cmd_dig(struct character *, char *);
void	cmd_zreset(struct character *, char *);
void	cmd_acreate(struct character *, char *);
/* cmd-olcarea.c */
void	cmd_asave(struct character *, char *);
void	cmd_alock(struct character *, char *);
void	cmd_aassign(struct character *, char *);
void	cmd_aunassign(struct character *, char *);
void	cmd_rstat(struct character *, char *);
void	cmd_mstat(struct character *, char *);
void	cmd_ostat(struct character *, char *);
void	cmd_vnum(struct character *, char *);
/* cmd-hedit.c */
void	cmd_hedit(struct character *, char *);
/* cmd-door.c */
void	cmd_open(struct character *, char *);
void	cmd_close(struct character *, char *);
void	cmd_lock(struct character *, char *);
void	cmd_unlock(struct character *, char *);
void	cmd_pick(struct character *, char *);
/* cmd-move.c */
void	cmd_north(struct character *, char *);
void	cmd_east(struct character *, char *);
void	cmd_south(struct character *, char *);
void	cmd_west(struct character *, char *);
void	cmd_up(struct character *, char *);
void	cmd_down(struct character *, char *);
void	cmd_recall(struct character *, char *);
void	cmd_go(struct character *, char *);
void	cmd_enter(struct character *, char *);
/* cmd-auction.c */
void	cmd_auction(struct character *, char *);
/* cmd-clan.c */
void	cmd_clan(struct character *, char *);
void	cmd_ctalk(struct character *, char *);
/* cmd-obj.c */
void	cmd_get(struct character *, char *);
void	cmd_drop(struct character *, char *);
void	cmd_put(struct character *, char *);
void	cmd_give(struct character *, char *);
void	cmd_inventory(struct character *, char *);
void	cmd_equipment(struct character *, char *);
void	cmd_wear(struct character *, char *);
void	cmd_wield(struct character *, char *);
void	cmd_hold(struct character *, char *);
void	cmd_remove(struct character *, char *);
/* cmd-skill.c */
void	cmd_skills(struct character *, char *);
void	cmd_practice(struct character *, char *);
void	cmd_train(struct character *, char *);
void	cmd_gain(struct character *, char *);
void	cmd_heal(struct character *, char *);
void	cmd_quest(struct character *, char *);
void	cmd_quests(struct character *, char *);
void	cmd_order(struct character *, char *);
/* cmd-rom.c */
void	cmd_report(struct character *, char *);
void	cmd_visible(struct character *, char *);
void	cmd_count_players(struct character *, char *);
void	cmd_commands(struct character *, char *);
void	cmd_credits(struct character *, char *);
void	cmd_rules(struct character *, char *);
void	cmd_motd(struct character *, char *);
void	cmd_wizlist(struct character *, char *);
/* cmd-describe.c */
void	cmd_description(struct character *, char *);
void	cmd_pose(struct character *, char *);
void	cmd_pmote(struct character *, char *);
void	cmd_replay(struct character *, char *);
/* cmd-remark.c */
void	cmd_typo(struct character *, char *);
void	cmd_bug(struct character *, char *);
void	cmd_idea(struct character *, char *);
void	cmd_delete(struct character *, char *);
/* cmd-compare.c */
void	cmd_compare(struct character *, char *);
void	cmd_levels(struct character *, char *);
/* cmd-group.c */
void	cmd_follow(struct character *, char *);
void	cmd_nofollow(struct character *, char *);
void	cmd_nosummon(struct character *, char *);
void	cmd_group(struct character *, char *);
void	cmd_gtell(struct character *, char *);
void	cmd_assist(struct character *, char *);
/* cmd-magic.c */
void	cmd_quaff(struct character *, char *);
void	cmd_recite(struct character *, char *);
void	cmd_zap(struct character *, char *);
void	cmd_brandish(struct character *, char *);
/* cmd-use.c */
void	cmd_eat(struct character *, char *);
void	cmd_drink(struct character *, char *);
void	cmd_fill(struct character *, char *);
void	cmd_pour(struct character *, char *);
void	cmd_sacrifice(struct character *, char *);
void	cmd_junk(struct character *, char *);
/* cmd-shop.c */
void	cmd_list(struct character *, char *);
void	cmd_buy(struct character *, char *);
void	cmd_sell(struct character *, char *);
void	cmd_value(struct character *, char *);
void	cmd_split(struct character *, char *);
/* cmd-fight.c */
void	cmd_kill(struct character *, char *);
void	cmd_flee(struct character *, char *);
void	cmd_bash(struct character *, char *);
void	cmd_kick(struct character *, char *);
void	cmd_backstab(struct character *, char *);
void	cmd_disarm(struct character *, char *);
void	cmd_sneak(struct character *, char *);
void	cmd_hide(struct character *, char *);
void	cmd_rescue(struct character *, char *);
void	cmd_steal(struct character *, char *);
void	cmd_wimpy(struct character *, char *);
void	cmd_consider(struct character *, char *);
void	cmd_cast(struct character *, char *);
void	cmd_spells(struct character *, char *);
void	cmd_rest(struct character *, char *);
void	cmd_sit(struct character *, char *);
void	cmd_sleep(struct character *, char *);
void	cmd_stand(struct character *, char *);
void	cmd_affects(struct character *, char *);
/* cmd-comm.c */
struct player_data;
void	cmd_afk(struct character *, char *);
void	cmd_emote(struct character *, char *);
void	cmd_ignore(struct character *, char *);
void	cmd_unignore(struct character *, char *);
void	cmd_reply(struct character *, char *);
void	cmd_say(struct character *, char *);
void	cmd_tell(struct character *, char *);
void	cmd_who(struct character *, char *);
/* cmd-channel.c */
void	cmd_gossip(struct character *, char *);
void	cmd_ooc(struct character *, char *);
void	cmd_newbie(struct character *, char *);
void	cmd_grats(struct character *, char *);
void	cmd_shout(struct character *, char *);
void	cmd_channels(struct character *, char *);
void	cmd_history(struct character *, char *);
/* cmd-where.c */
void	cmd_where(struct character *, char *);
void	cmd_scan(struct character *, char *);
/* cmd-whois.c */
void	cmd_whois(struct character *, char *);
void	cmd_finger(struct character *, char *);
/* cmd-board.c */
struct store_message;
/* Copy a subject, cut short between characters (dst: 61 bytes). */
void	cmd_board_subject(char *dst, const char *src);
/* Show a note or a letter ("Note 3, from Alice, date: subject"). */
void	cmd_board_show(struct character *, const char *what, int n,
	    const struct store_message *);
/* "3" as a number from 1 to max, or 0. */
int	cmd_board_number(const char *word, size_t max);
void	cmd_note(struct character *, char *);
void	cmd_read(struct character *, char *);
/* cmd-mail.c */
void	cmd_mail(struct character *, char *);
/* cmd-info.c */
void	cmd_look(struct character *, char *);
void	cmd_examine(struct character *, char *);
void	cmd_exits(struct character *, char *);
void	cmd_socials(struct character *, char *);
void	cmd_score(struct character *, char *);
/* cmd-help.c */
void	cmd_help(struct character *, char *);
/* cmd-time.c */
void	cmd_time(struct character *, char *);
void	cmd_weather(struct character *, char *);
/* cmd-player.c */
void	cmd_save(struct character *, char *);
void	cmd_quit(struct character *, char *);
void	cmd_password(struct character *, char *);
void	cmd_title(struct character *, char *);
void	cmd_color(struct character *, char *);
void	cmd_brief(struct character *, char *);
void	cmd_compact(struct character *, char *);
void	cmd_prompt(struct character *, char *);
/* cmd-toggle.c */
void	cmd_toggle(struct character *, char *);
/* Change one setting by name (brief, colour, pager...), as toggle does. */
void	cmd_toggle_one(struct character *, const char *name, char *arg);
void	cmd_autoassist(struct character *, char *);
void	cmd_autoexit(struct character *, char *);
void	cmd_autogold(struct character *, char *);
void	cmd_autoloot(struct character *, char *);
void	cmd_autosplit(struct character *, char *);
void	cmd_auto(struct character *, char *);
/* cmd-alias.c */
void	cmd_alias(struct character *, char *);
void	cmd_unalias(struct character *, char *);
/* cmd-start.c */
void	cmd_outfit(struct character *, char *);
/* cmd-brawl.c */
void	cmd_berserk(struct character *, char *);
void	cmd_dirt(struct character *, char *);
void	cmd_trip(struct character *, char *);
void	cmd_envenom(struct character *, char *);

#endif
