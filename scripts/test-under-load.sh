#!/usr/bin/env bash
# npm run test:under-load [-- RUNS]: the whole suite (`npm test`) RUNS times in a row (default 3)
# while `npm run bench` renders posters beside it, over and over, competing for the same cores:
# a test that depends on the machine being quiet fails here. Stops at the first failing run.
# Takes the same environment as `npm test` (TEST_DATABASE_URL, CHROMIUM_PATH, CI).
set -uo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
logs=$(mktemp -d /tmp/atlasprint-under-load.XXXXXX)

# In a session of its own, so that stopping it stops every process it started.
setsid bash -c "while true; do npm run -s bench >>'$logs/bench.log' 2>&1; done" &
bench=$!
trap 'kill -- -"$bench" 2>/dev/null' EXIT

status=0
for run in $(seq 1 "$runs"); do
  started=$(date +%s)
  npm test >"$logs/test-$run.log" 2>&1
  status=$?
  summary=$(grep -E '^tests: [0-9]+ passed' "$logs/test-$run.log" | tail -n 1)
  echo "run $run of $runs: exit $status in $(($(date +%s) - started)) s; ${summary:-no summary line}; bench runs so far: $(grep -c '^Atlasprint bench' "$logs/bench.log")"
  [ "$status" -eq 0 ] || { echo "failed: see $logs/test-$run.log"; break; }
done
echo "logs in $logs"
exit "$status"
