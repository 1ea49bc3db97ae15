/* commands.h: the handlers the command table (cmd-table.c) points at. */
#ifndef MUD_COMMANDS_H
#define MUD_COMMANDS_H

struct character;

/* cmd-admin.c */
void	cmd_events(struct character *, char *);
void	cmd_reload(struct character *, char *);
void	cmd_stat(struct character *, char *);
/* cmd-build.c */
void	cmd_areload(struct character *, char *);
void	cmd_areas(struct character *, char *);
void	cmd_goto(struct character *, char *);
void	cmd_promote(struct character *, char *);
/* cmd-door.c */
void	cmd_open(struct character *, char *);
void	cmd_close(struct character *, char *);
void	cmd_lock(struct character *, char *);
void	cmd_unlock(struct character *, char *);
void	cmd_pick(struct character *, char *);
/* cmd-move.c */
int	cmd_move_char(struct character *, int dir);
/* The movement points a player spends going dir (0 for a mobile). */
int	cmd_move_cost(const struct character *, int dir);
void	cmd_north(struct character *, char *);
void	cmd_east(struct character *, char *);
void	cmd_south(struct character *, char *);
void	cmd_west(struct character *, char *);
void	cmd_up(struct character *, char *);
void	cmd_down(struct character *, char *);
void	cmd_recall(struct character *, char *);
/* cmd-obj.c */
int	cmd_obj_carried(const struct character *);
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
void	cmd_levels(struct character *, char *);
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
void	cmd_emote(struct character *, char *);
void	cmd_gossip(struct character *, char *);
void	cmd_reply(struct character *, char *);
void	cmd_say(struct character *, char *);
void	cmd_tell(struct character *, char *);
void	cmd_who(struct character *, char *);
/* cmd-info.c */
struct object_list;
void	cmd_info_show_objects(struct character *, struct object_list *,
	    int long_form);
void	cmd_look(struct character *, char *);
void	cmd_look_auto(struct character *);
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

#endif
