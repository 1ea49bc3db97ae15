/*
 * group.h: following and groups. A character follows one master at a
 * time; a leader takes followers into its group, and a group shares
 * experience, gold and the right to loot. A leader is in its group as
 * long as it has a member. Characters leaving the game leave their group
 * and let their followers go (game_extract_char).
 */
#ifndef GROUP_H
#define GROUP_H

struct character;

/* The most followers one character may have. */
#define GROUP_FOLLOWERS_MAX	16

/* The leader of ch's group: its master if grouped, else ch itself. */
struct character *group_leader(const struct character *);
/* Are a and b in one group (or the same character)? */
int	group_same(const struct character *, const struct character *);
/* ch follows master (ch's old master, if any, is left). -1: too many. */
int	group_follow(struct character *ch, struct character *master);
/* ch stops following (and leaves its group); the master is told. */
void	group_unfollow(struct character *);
/* Everyone following ch stops (ch leaves the game). */
void	group_release(struct character *);
/*
 * Why ch may not follow master (master took 'nofollow'), or NULL if it
 * may. A mobile (a pet) may always follow.
 */
const char	*group_follow_refused(const struct character *ch,
		    const struct character *master);
/*
 * ch switches 'nofollow': on, the players following ch stop (pets stay).
 */
void	group_nofollow(struct character *ch);
/* ch switches 'nosummon': no player's spell may bring ch to them. */
void	group_nosummon(struct character *ch);
/* May caster summon victim: 1, or 0 (victim took 'nosummon')? */
int	group_summonable(const struct character *caster,
	    const struct character *victim);
/* Put a follower of leader in its group, or take it out. */
void	group_add(struct character *leader, struct character *member);
void	group_remove(struct character *leader, struct character *member);
/*
 * The members of ch's group in ch's room (ch too), up to max, in out;
 * returns how many.
 */
int	group_here(struct character *, struct character **out, int max);
/*
 * ch shares amount of its gold evenly with its group here (split,
 * autosplit). 0, or -1 if nobody could share it (ch is told).
 */
int	group_split_gold(struct character *, long long amount);
/* Would following master make a circle (master follows ch, at length)? */
int	group_would_loop(const struct character *ch,
	    const struct character *master);

#endif
