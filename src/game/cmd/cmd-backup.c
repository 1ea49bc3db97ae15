/* cmd-backup.c: backing the database up now (backup.h). */
#include <stdlib.h>
#include <strings.h>

#include "act.h"
#include "backup.h"
#include "character.h"
#include "commands.h"

/* backup [status]: back the database up now, or say how it goes. */
void
cmd_backup(struct character *ch, char *arg)
{
	char	*cause = NULL;

	if (strcasecmp(arg, "status") == 0) {
		backup_status(ch);
		return;
	}
	if (*arg != '\0') {
		char_printf(ch, "Usage: backup [status]\n");
		return;
	}
	if (backup_now(ch->pd.name, &cause) != 0) {
		char_printf(ch, "Backup refused: %s.\n", cause);
		free(cause);
		return;
	}
	char_printf(ch, "Backup begun: %s. You will be told when it is "
	    "done.\n", backup_dest());
}
