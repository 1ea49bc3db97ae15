/*
 * pose.c: showing off before the room: a pose of one's class ('pose')
 * and an emote that names those present to their faces ('pmote').
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "act.h"
#include "character.h"
#include "class.h"
#include "colour.h"
#include "ignore.h"
#include "mod.h"
#include "pose.h"
#include "rng.h"
#include "room.h"
#include "xmalloc.h"

/* A pose: what ch reads, what the room reads after ch's name. */
struct pose {
	const char	*you;
	const char	*room;
};

#define POSE_PER_CLASS	5

/* By class, the humblest first: a level earns one more every 10. */
static const struct pose pose_table[CLASS__COUNT][POSE_PER_CLASS] = {
	[CLASS_WARRIOR] = {
		{ "You crack your knuckles one by one.",
		    "cracks each knuckle, one by one, and grins." },
		{ "You heft an imaginary boulder over your head.",
		    "lifts a boulder no one else can see, and sets it down "
		    "gently." },
		{ "You flex, and a seam of your shirt gives up.",
		    "flexes; somewhere a seam gives up with a sad little "
		    "rip." },
		{ "You salute the room with a blade of pure bluster.",
		    "salutes the room with a sword made of pure bluster." },
		{ "You stamp once, and the dust jumps.",
		    "stamps once, and the dust of the floor jumps to "
		    "attention." },
	},
	[CLASS_MAGE] = {
		{ "You snap your fingers and a small blue spark hops out.",
		    "snaps, and a small blue spark hops off a fingertip." },
		{ "You whisper to the candle, and it whispers back.",
		    "whispers to the nearest flame, which whispers back." },
		{ "Your shadow bows a moment before you do.",
		    "bows, a moment after their own shadow did." },
		{ "You write a rune in the air; it lingers, smug.",
		    "writes a rune in the air, and it hangs there looking "
		    "pleased with itself." },
		{ "The room smells of rain, because you wished it to.",
		    "wishes, and the room smells briefly of rain." },
	},
	[CLASS_CLERIC] = {
		{ "You fold your hands and look serene.",
		    "folds their hands and looks most serene." },
		{ "A soft light settles on your shoulders.",
		    "is touched by a soft light that settles on their "
		    "shoulders." },
		{ "You hum, and the air grows warmer.",
		    "hums a hymn, and the air grows a little warmer." },
		{ "A dove lands on your head. You bear it with dignity.",
		    "wears a dove on their head with great dignity." },
		{ "You bless the room; the room seems to appreciate it.",
		    "blesses the room, which seems to appreciate it." },
	},
	[CLASS_THIEF] = {
		{ "You flip a coin across your knuckles.",
		    "walks a coin across their knuckles, and it is gone." },
		{ "You vanish behind a curtain that is not there.",
		    "steps behind a curtain that is not there, and back." },
		{ "You return a purse to its owner before they miss it.",
		    "hands someone back a purse they had not missed yet." },
		{ "You juggle three daggers, then four.",
		    "juggles three daggers, then four, then pockets them "
		    "all." },
		{ "You lean in the shadows so well they lean back.",
		    "leans in the shadows so well that they lean back." },
	},
};

void
pose_strike(struct character *ch)
{
	const struct pose	*p;
	int			 class_id = class_of(ch), earned;

	if (class_id < 0 || class_id >= CLASS__COUNT ||
	    pose_table[class_id][0].you == NULL)
		class_id = CLASS_WARRIOR;
	earned = 1 + ch->pd.level / 10;
	if (earned > POSE_PER_CLASS)
		earned = POSE_PER_CLASS;
	p = &pose_table[class_id][rng_below((uint32_t)earned)];
	char_printf(ch, "%s\n", p->you);
	char_room_printf(ch, "%s %s\n", char_name_cap(ch), p->room);
}

/*
 * text for one reader: each whole word that is name (any case) becomes
 * "you", and "name's" becomes "your".
 */
static char *
pose_for(const char *text, const char *name)
{
	size_t		 n = strlen(name), len = strlen(text), i = 0, o = 0;
	char		*out = xmalloc(len * 2 + 1);
	int		 start;

	while (i < len) {
		start = i == 0 || !isalnum((unsigned char)text[i - 1]);
		if (start && n > 0 && strncasecmp(text + i, name, n) == 0 &&
		    !isalnum((unsigned char)text[i + n])) {
			if (strncmp(text + i + n, "'s", 2) == 0 &&
			    !isalnum((unsigned char)text[i + n + 2])) {
				memcpy(out + o, "your", 4);
				o += 4;
				i += n + 2;
			} else {
				memcpy(out + o, "you", 3);
				o += 3;
				i += n;
			}
			continue;
		}
		out[o++] = text[i++];
	}
	out[o] = '\0';
	return (out);
}

int
pose_pmote(struct character *ch, const char *text)
{
	struct character	*p;
	char			*safe, *mine;

	if (*text == '\0') {
		char_printf(ch, "Pmote what?\n");
		return (-1);
	}
	if (strlen(text) > POSE_PMOTE_MAX) {
		char_printf(ch, "That is too long to act out (%d bytes at "
		    "most).\n", POSE_PMOTE_MAX);
		return (-1);
	}
	safe = colour_escape(text);
	char_printf(ch, "%s %s\n", char_name_cap(ch), safe);
	TAILQ_FOREACH(p, &ch->room->people, room_entry) {
		if (p == ch || p->desc == NULL || !ignore_hears(p, ch, NULL))
			continue;
		mine = pose_for(safe, char_name(p));
		char_printf(p, "%s %s\n", mod_can_see(p, ch) ?
		    char_name_cap(ch) : "Someone", mine);
		free(mine);
	}
	free(safe);
	return (0);
}
