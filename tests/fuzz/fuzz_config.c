/* fuzz_config.c: the config reader on arbitrary files. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "config.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

/* Write the input to a file and read it as a config. */
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char	 path[64];
	struct config	*c;
	char		*errors = NULL;
	FILE		*f;

	if (path[0] == '\0')
		snprintf(path, sizeof path, "/tmp/fuzz_config.%d", (int)getpid());
	if ((f = fopen(path, "w")) == NULL)
		return (0);
	fwrite(data, 1, size, f);
	fclose(f);
	c = config_new();
	config_load(c, path, &errors);
	free(errors);
	config_free(c);
	return (0);
}
