/* cmd-reboot.c: reboot and shutdown, now or after a countdown (reboot.h). */
#include "character.h"
#include "commands.h"
#include "reboot.h"

/* reboot [seconds|cancel]: run the server again, keeping every connection. */
void
cmd_reboot(struct character *ch, char *arg)
{
	reboot_countdown(ch, arg, REBOOT_COUNTDOWN_REBOOT);
}

/* shutdown [seconds|cancel]: save everyone and stop the server. */
void
cmd_shutdown(struct character *ch, char *arg)
{
	reboot_countdown(ch, arg, REBOOT_COUNTDOWN_SHUTDOWN);
}
