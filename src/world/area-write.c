/*
 * area-write.c: writing an area in the canonical form. Every field has one
 * place and one spelling, so a file read and written again comes back byte
 * for byte (less its comments) and edits make small diffs.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "area-int.h"
#include "fileio.h"
#include "growbuf.h"
#include "xmalloc.h"

/* Bytes area_write has made since the start (area_write_total). */
static unsigned long long area_written;

/* A one-line field, if set. */
static void
writer_string(struct growbuf *w, const char *key, const char *value)
{
	if (value != NULL && *value != '\0')
		growbuf_printf(w, "%s %s\n", key, value);
}

/* A text block after its keyword line: its lines, each ended, then '~'. */
static void
writer_text(struct growbuf *w, const char *text)
{
	size_t	len;

	if (text != NULL && (len = strlen(text)) != 0) {
		growbuf_add(w, text, len);
		if (text[len - 1] != '\n')
			growbuf_add(w, "\n", 1);
	}
	growbuf_add(w, "~\n", 2);
}

/* A flags line, if any are set. */
static void
writer_flags(struct growbuf *w, const char *key, enum area_flagset set,
    int flags)
{
	char	*s;

	if (flags == 0)
		return;
	s = area_flags_string(set, flags);
	if (*s != '\0')
		growbuf_printf(w, "%s %s\n", key, s);
	free(s);
}

/* Dice as NdS, NdS+B or NdS-B. */
static void
writer_dice(struct growbuf *w, const char *key, int n, int size, int bonus)
{
	if (bonus == 0)
		growbuf_printf(w, "%s %dd%d\n", key, n, size);
	else
		growbuf_printf(w, "%s %dd%d%+d\n", key, n, size, bonus);
}

/* Extra descriptions. */
static void
writer_extras(struct growbuf *w, const struct extra_desc *x, size_t n)
{
	size_t	i;

	for (i = 0; i < n; i++) {
		growbuf_printf(w, "extra %s\n", x[i].keywords);
		writer_text(w, x[i].text);
	}
}

/* Scripts: a block of Lua each, or the .lua file it is in. */
static void
writer_scripts(struct growbuf *w, const struct script_def *s, size_t n)
{
	size_t	i;

	for (i = 0; i < n; i++) {
		if (s[i].lib) {
			if (s[i].behaviour != NULL)
				growbuf_printf(w, "behaviour %s\n",
				    s[i].behaviour);
			continue;
		}
		if (s[i].file != NULL)
			growbuf_printf(w, "script_file %s %s", s[i].file,
			    script_trigger_name(s[i].trigger));
		else
			growbuf_printf(w, "script %s",
			    script_trigger_name(s[i].trigger));
		if (s[i].args != NULL)
			growbuf_printf(w, " %s", s[i].args);
		growbuf_add(w, "\n", 1);
		if (s[i].file == NULL)
			writer_text(w, s[i].source);
	}
}

/* One room. */
static void
writer_room(struct growbuf *w, const struct room_def *rm)
{
	const struct exit_def	*x;
	char			*s;
	int			 d;

	growbuf_printf(w, "room %d\n", rm->vnum);
	writer_string(w, "name", rm->name);
	growbuf_printf(w, "sector %s\n", sector_name(rm->sector));
	writer_flags(w, "flags", AFS_ROOM, rm->flags);
	growbuf_add(w, "description\n", 12);
	writer_text(w, rm->description);
	for (d = 0; d < DIR__COUNT; d++) {
		x = &rm->exits[d];
		if (x->to_vnum == -1)
			continue;
		growbuf_printf(w, "exit %s %d", area_dir_names[d], x->to_vnum);
		if (x->flags != 0) {
			s = area_flags_string(AFS_EXIT, x->flags);
			growbuf_printf(w, " %s", s);
			free(s);
		}
		if (x->key_vnum > 0)
			growbuf_printf(w, " key %d", x->key_vnum);
		if (x->keywords != NULL && *x->keywords != '\0')
			growbuf_printf(w, " keywords %s", x->keywords);
		growbuf_add(w, "\n", 1);
		if (x->description != NULL) {
			growbuf_printf(w, "look %s\n", area_dir_names[d]);
			writer_text(w, x->description);
		}
	}
	writer_extras(w, rm->extras, rm->nextras);
	writer_scripts(w, rm->scripts, rm->nscripts);
	growbuf_add(w, "end\n", 4);
}

/* One mobile. */
static void
writer_mob(struct growbuf *w, const struct mob_def *m)
{
	growbuf_printf(w, "mob %d\n", m->vnum);
	writer_string(w, "keywords", m->keywords);
	writer_string(w, "short", m->short_desc);
	writer_string(w, "long", m->long_desc);
	growbuf_add(w, "description\n", 12);
	writer_text(w, m->description);
	growbuf_printf(w, "level %d\n", m->level);
	writer_dice(w, "hit", m->hit.number, m->hit.size, m->hit.bonus);
	writer_dice(w, "damage", m->damage.number, m->damage.size,
	    m->damage.bonus);
	if (m->hitroll != 0)
		growbuf_printf(w, "hitroll %d\n", m->hitroll);
	if (m->armor != 0)
		growbuf_printf(w, "armor %d\n", m->armor);
	if (m->alignment != 0)
		growbuf_printf(w, "alignment %d\n", m->alignment);
	if (m->gold != 0)
		growbuf_printf(w, "gold %d\n", m->gold);
	writer_flags(w, "flags", AFS_MOB, m->flags);
	writer_flags(w, "affects", AFS_AFF, m->affects);
	if (m->guild == AREA_GUILD_ALL)
		growbuf_printf(w, "guild all\n");
	else if (m->guild > 0)
		growbuf_printf(w, "guild %s\n", area_guild_name(m->guild - 1));
	writer_scripts(w, m->scripts, m->nscripts);
	growbuf_add(w, "end\n", 4);
}

/* The named values of an object's type. */
static void
writer_values(struct growbuf *w, const struct obj_def *o)
{
	const struct area_value	*v;
	const int		*val = o->values;
	size_t			 i;
	int			 j;
	char			*s;

	for (i = 0; i < area_nvalues; i++) {
		v = &area_values[i];
		if (v->type != o->type)
			continue;
		switch (v->kind) {
		case AV_INT:
			growbuf_printf(w, "%s %d\n", v->name, val[v->index]);
			break;
		case AV_DICE:
			writer_dice(w, v->name, val[v->index],
			    val[v->index + 1], val[v->index + 3]);
			break;
		case AV_ATTACK:
			if (attack_name(val[v->index]) != NULL)
				growbuf_printf(w, "%s %s\n", v->name,
				    attack_name(val[v->index]));
			break;
		case AV_LIQUID:
			if (liquid_name(val[v->index]) != NULL)
				growbuf_printf(w, "%s %s\n", v->name,
				    liquid_name(val[v->index]));
			break;
		case AV_CONT:
			if (val[v->index] == 0)
				break;
			s = area_flags_string(AFS_CONT, val[v->index]);
			if (*s != '\0')
				growbuf_printf(w, "%s %s\n", v->name, s);
			free(s);
			break;
		case AV_VNUM:
			if (val[v->index] > 0)
				growbuf_printf(w, "%s %d\n", v->name,
				    val[v->index]);
			break;
		case AV_BOOL:
			if (val[v->index] != 0)
				growbuf_printf(w, "%s\n", v->name);
			break;
		case AV_SPELLS:
			if (val[v->index] <= 0 && val[v->index + 1] <= 0 &&
			    val[v->index + 2] <= 0)
				break;
			growbuf_add(w, v->name, strlen(v->name));
			for (j = 0; j < 3; j++) {
				if (val[v->index + j] > 0 &&
				    spell_name(val[v->index + j]) != NULL)
					growbuf_printf(w, " %s",
					    spell_name(val[v->index + j]));
			}
			growbuf_add(w, "\n", 1);
			break;
		}
	}
}

/* One object. */
static void
writer_obj(struct growbuf *w, const struct obj_def *o)
{
	size_t	i;

	growbuf_printf(w, "object %d\n", o->vnum);
	writer_string(w, "keywords", o->keywords);
	writer_string(w, "short", o->short_desc);
	writer_string(w, "long", o->long_desc);
	growbuf_printf(w, "type %s\n", obj_type_name(o->type));
	writer_values(w, o);
	writer_flags(w, "flags", AFS_ITEM, o->flags);
	writer_flags(w, "wear", AFS_WEAR, o->wear);
	if (o->level != 0)
		growbuf_printf(w, "level %d\n", o->level);
	if (o->weight != 0)
		growbuf_printf(w, "weight %d\n", o->weight);
	if (o->cost != 0)
		growbuf_printf(w, "cost %d\n", o->cost);
	if (o->timer != 0)
		growbuf_printf(w, "timer %d\n", o->timer);
	for (i = 0; i < o->naffects; i++)
		growbuf_printf(w, "apply %s %d\n",
		    apply_name(o->affects[i].location), o->affects[i].modifier);
	writer_extras(w, o->extras, o->nextras);
	writer_scripts(w, o->scripts, o->nscripts);
	growbuf_add(w, "end\n", 4);
}

/* One reset. */
static void
writer_reset(struct growbuf *w, const struct reset_def *rs)
{
	switch (rs->kind) {
	case RESET_MOB:
		growbuf_printf(w, "reset mob %d in %d max %d\n", rs->arg1,
		    rs->arg2, rs->arg3);
		break;
	case RESET_OBJ:
		growbuf_printf(w, "reset object %d in %d\n", rs->arg1, rs->arg2);
		break;
	case RESET_GIVE:
		growbuf_printf(w, "reset give %d\n", rs->arg1);
		break;
	case RESET_EQUIP:
		growbuf_printf(w, "reset equip %d %s\n", rs->arg1,
		    wear_loc_name(rs->arg2));
		break;
	case RESET_PUT:
		growbuf_printf(w, "reset put %d in %d\n", rs->arg1, rs->arg2);
		break;
	case RESET_DOOR:
		growbuf_printf(w, "reset door %d %s %s\n", rs->arg1,
		    dir_name(rs->arg2), (rs->arg3 & EXIT_LOCKED) ?
		    "closed locked" : (rs->arg3 & EXIT_CLOSED) ? "closed" :
		    "open");
		break;
	case RESET_REMOVE:
		growbuf_printf(w, "reset remove %d from %d\n", rs->arg1,
		    rs->arg2);
		break;
	case RESET_SHUFFLE:
		growbuf_printf(w, "reset shuffle %d exits %d\n", rs->arg1,
		    rs->arg2);
		break;
	}
}

/* One shop block. */
static void
writer_shop(struct growbuf *w, const struct shop_def *sh)
{
	int	t, k;

	growbuf_printf(w, "shop %d\n", sh->keeper);
	if (sh->buys != 0) {
		growbuf_add(w, "buys", 4);
		for (t = 0; t < OBJ__COUNT; t++) {
			if (sh->buys & (1 << t))
				growbuf_printf(w, " %s", obj_type_name(t));
		}
		growbuf_add(w, "\n", 1);
	}
	growbuf_printf(w, "sells_at %d\n", sh->sells_at);
	/* Set before what it buys is (sedit does it a field at a time). */
	if (sh->buys != 0 || sh->buys_at != 0)
		growbuf_printf(w, "buys_at %d\n", sh->buys_at);
	if (sh->open != sh->close)
		growbuf_printf(w, "hours %d %d\n", sh->open, sh->close);
	if (sh->nrooms != 0) {
		growbuf_add(w, "rooms", 5);
		for (k = 0; k < sh->nrooms; k++)
			growbuf_printf(w, " %d", sh->rooms[k]);
		growbuf_add(w, "\n", 1);
	}
	growbuf_add(w, "end\n", 4);
}

/* Write an area in the canonical form. */
char *
area_write(const struct area_def *a, size_t *len)
{
	struct growbuf	w;
	size_t		i;

	memset(&w, 0, sizeof w);
	growbuf_add(&w, "", 0);
	writer_string(&w, "area", a->name);
	growbuf_printf(&w, "vnums %d %d\n", a->min_vnum, a->max_vnum);
	writer_string(&w, "builders", a->builders);
	if (a->reset_interval != 0)
		growbuf_printf(&w, "reset_interval %d\n", a->reset_interval);
	for (i = 0; i < a->nrooms; i++) {
		growbuf_add(&w, "\n", 1);
		writer_room(&w, &a->rooms[i]);
	}
	for (i = 0; i < a->nmobs; i++) {
		growbuf_add(&w, "\n", 1);
		writer_mob(&w, &a->mobs[i]);
	}
	for (i = 0; i < a->nobjs; i++) {
		growbuf_add(&w, "\n", 1);
		writer_obj(&w, &a->objs[i]);
	}
	if (a->nresets != 0)
		growbuf_add(&w, "\n", 1);
	for (i = 0; i < a->nresets; i++)
		writer_reset(&w, &a->resets[i]);
	for (i = 0; i < a->nshops; i++) {
		growbuf_add(&w, "\n", 1);
		writer_shop(&w, &a->shops[i]);
	}
	area_written += w.len;
	return (growbuf_take(&w, len));
}

unsigned long long
area_write_total(void)
{
	return (area_written);
}

/* Write an area to path, whole or not at all (fileio_write). */
int
area_save(const struct area_def *a, const char *path, char **cause)
{
	char	*buf, *why;
	size_t	 len;
	int	 rc;

	buf = area_write(a, &len);
	rc = fileio_write(path, buf, len, 0666, FILEIO_SYNC_DIR, &why);
	if (rc != 0) {
		if (cause != NULL)
			*cause = why;
		else
			free(why);
	}
	free(buf);
	return (rc);
}
