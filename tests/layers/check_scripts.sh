#!/bin/sh
# The project's shell scripts parse (sh -n): a merge that breaks one of
# scripts/bench's cases is caught here, not when someone runs it.
top=$(cd "$(dirname "$0")/../.." && pwd)
failed=0 passed=0
for f in "$top"/scripts/* "$top"/.ci/run; do
	head -1 "$f" | grep -q '^#!/bin/sh' || continue
	if sh -n "$f"; then
		passed=$((passed + 1))
	else
		echo "$f: does not parse"
		failed=$((failed + 1))
	fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
