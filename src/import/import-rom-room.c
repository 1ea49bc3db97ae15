/*
 * import-rom-room.c: #ROOMS: rooms, their flags and sectors, exits with
 * their doors, keys and descriptions, and extra descriptions.
 */
#include <stdlib.h>
#include <string.h>

#include "import-rom.h"
#include "xmalloc.h"

/* ROM room flag bits and the native flag each becomes (0: none). */
static const struct {
	int		 bit;
	const char	*name;
	int		 flag;
	int		 approx;
} rom_room_bits[] = {
	{ 0, "dark", ROOM_DARK, 0 }, { 2, "no_mob", ROOM_NO_MOB, 0 },
	{ 3, "indoors", ROOM_INDOORS, 0 }, { 9, "private", ROOM_PRIVATE, 0 },
	{ 10, "safe", ROOM_SAFE, 0 }, { 11, "solitary", ROOM_PRIVATE, 1 },
	{ 12, "pet_shop", ROOM_PET_SHOP, 0 }, { 13, "no_recall", ROOM_NO_RECALL, 0 },
	{ 14, "imp_only", 0, 0 }, { 15, "gods_only", 0, 0 },
	{ 16, "heroes_only", 0, 0 }, { 17, "newbies_only", 0, 0 },
	{ 18, "law", 0, 0 }, { 19, "nowhere", 0, 0 }, { -1, NULL, 0, 0 }
};

/* The room flags and sector. */
static void
rom_room_flags(struct room_def *rm, long flags, long sector, char *lo,
    char *ap, size_t size)
{
	int	i, seen = 0;

	for (i = 0; rom_room_bits[i].name != NULL; i++) {
		if ((flags & (1L << rom_room_bits[i].bit)) == 0)
			continue;
		rm->flags |= rom_room_bits[i].flag;
		if (rom_room_bits[i].flag == 0)
			rom_list(lo, size, &seen, "flags",
			    rom_room_bits[i].name);
		else if (rom_room_bits[i].approx)
			rom_cat(ap, size, "; flag %s as %s",
			    rom_room_bits[i].name, area_flag_name(AFS_ROOM,
			    rom_room_bits[i].flag));
	}
	if (sector >= 0 && sector <= 10 && sector != 8) {
		rm->sector = sector == 9 ? SECT_AIR : sector == 10 ?
		    SECT_DESERT : (enum sector)sector;
	} else if (sector == 8) {
		rm->sector = SECT_UNDERWATER;
		rom_cat(ap, size, "; sector 8 as underwater");
	} else {
		rm->sector = SECT_INSIDE;
		rom_cat(ap, size, "; sector %ld as inside", sector);
	}
}

/* An exit: D<dir> description~ keywords~ locks key to_room. */
static void
rom_room_exit(struct rom_in *in, struct room_def *rm, char *lo, size_t size)
{
	struct exit_def	*ex;
	char		*desc, *kw;
	long		 dir, locks, key, to;
	int		 line = in->line;

	rom_number(in, &dir);
	desc = rom_string(in);
	kw = rom_string(in);
	rom_number(in, &locks);
	rom_number(in, &key);
	rom_number(in, &to);
	if (!in->err && (dir < 0 || dir >= DIR__COUNT))
		rom_fail(in, "exit direction %ld is not 0 to 5", dir);
	if (in->err) {
		free(desc);
		free(kw);
		return;
	}
	ex = &rm->exits[dir];
	if (ex->to_vnum != -1) {
		rom_note(in, IMPORT_BROKEN, line, "room %d has a second exit "
		    "%s: the second is dropped", rm->vnum, dir_name(dir));
		free(desc);
		free(kw);
		return;
	}
	if (to <= 0 || to > AREA_VNUM_MAX) {
		/* An exit with only a description: 'look <dir>' text. */
		rom_note(in, IMPORT_LEFT_OUT, line, "exit %s of room %d leads "
		    "nowhere (room %ld): a description only, left out",
		    dir_name(dir), rm->vnum, to);
		free(desc);
		free(kw);
		return;
	}
	ex->to_vnum = (int)to;
	ex->line = line;
	ex->description = rom_text_block(desc);
	ex->keywords = rom_text_line(kw);
	free(desc);
	free(kw);
	if (locks != 0)
		ex->flags = EXIT_DOOR;
	if (locks == 2 || locks == 4)
		ex->flags |= EXIT_PICKPROOF;
	if (locks == 3 || locks == 4)
		rom_cat(lo, size, "; exit %s nopass", dir_name(dir));
	else if (locks < 0 || locks > 4)
		rom_cat(lo, size, "; exit %s locks %ld", dir_name(dir), locks);
	ex->key_vnum = key > 0 && key <= AREA_VNUM_MAX ? (int)key : -1;
}

/* The lines of a room after its sector, up to S. */
static void
rom_room_tail(struct rom_in *in, struct room_def *rm, char *lo, size_t size)
{
	long	 v;
	char	*s;
	int	 c, line;

	for (;;) {
		line = in->line;
		if ((c = rom_letter(in)) == -1 || in->err)
			return;
		if (c == 'S')
			return;
		if (c == 'D')
			rom_room_exit(in, rm, lo, size);
		else if (c == 'E')
			rom_extra(in, &rm->extras, &rm->nextras, line);
		else if (c == 'H' || c == 'M') {
			rom_number(in, &v);
			if (v != 100)
				rom_cat(lo, size, "; %s rate %ld", c == 'H' ?
				    "heal" : "mana", v);
		} else if (c == 'C' || c == 'O') {
			s = rom_string(in);
			if (s[0] != '\0')
				rom_cat(lo, size, "; %s %.40s", c == 'C' ?
				    "clan" : "owner", s);
			free(s);
		} else
			rom_fail(in, "unexpected '%c' in room %d (S ends a "
			    "room)", c, rm->vnum);
		if (in->err)
			return;
	}
}

/* One room, its vnum read. */
static void
rom_read_room(struct rom_in *in, int vnum, int line)
{
	struct area_def	*a = in->file->area;
	struct room_def	 rm;
	char		 lo[1024] = "", ap[1024] = "", *s;
	long		 flags, sector, v;
	int		 d;

	memset(&rm, 0, sizeof rm);
	rm.vnum = vnum;
	rm.line = line;
	for (d = 0; d < DIR__COUNT; d++) {
		rm.exits[d].to_vnum = -1;
		rm.exits[d].key_vnum = -1;
	}
	rm.name = rom_string(in);
	rm.description = rom_string(in);
	rom_number(in, &v);			/* area number, unused */
	flags = rom_flag(in);
	rom_number(in, &sector);
	if (!in->err)
		rom_room_flags(&rm, flags, sector, lo, ap, sizeof lo);
	rom_room_tail(in, &rm, lo, sizeof lo);
	if (in->err || rom_take(in, 0, vnum, line, "room") != 0) {
		area_room_def_free(&rm);
		return;
	}
	s = rom_text_line(rm.name);
	free(rm.name);
	if ((rm.name = s) == NULL) {
		xasprintf(&rm.name, "Room %d", vnum);
		rom_note(in, IMPORT_APPROXIMATED, line, "room %d has no name: "
		    "written as '%s'", vnum, rm.name);
	}
	s = rom_text_block(rm.description);
	free(rm.description);
	if ((rm.description = s) == NULL)
		rm.description = xstrdup("You see nothing special.\n");
	if (lo[0] != '\0')
		rom_note(in, IMPORT_LEFT_OUT, line, "room %d (%s): %s", vnum,
		    rm.name, lo + 2);
	if (ap[0] != '\0')
		rom_note(in, IMPORT_APPROXIMATED, line, "room %d (%s): %s",
		    vnum, rm.name, ap + 2);
	a->rooms = xgrow_count(a->rooms, a->nrooms, sizeof *a->rooms);
	a->rooms[a->nrooms++] = rm;
}

/* #ROOMS: '#vnum' entries up to '#0'. */
void
rom_read_rooms(struct rom_in *in)
{
	rom_read_records(in, "#ROOMS", rom_read_room);
}
