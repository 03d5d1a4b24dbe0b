#!/usr/bin/env bash
# Starts the Debian PostgreSQL cluster and creates the test role (allowed to create databases) and database.
# Prints the connection URL for TEST_DATABASE_URL on its last line. With --fresh, the test database is
# dropped and made again first.
set -euo pipefail
version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -q "^$version main$"; then
  pg_createcluster "$version" main >/dev/null
fi
pg_ctlcluster "$version" main start 2>/dev/null || pg_ctlcluster "$version" main status >/dev/null
for _ in $(seq 1 30); do
  runuser -u postgres -- pg_isready -q && break
  sleep 1
done
runuser -u postgres -- psql -q -v ON_ERROR_STOP=1 <<'SQL' >/dev/null
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'atlasprint') THEN
    CREATE ROLE atlasprint LOGIN PASSWORD 'atlasprint';
  END IF;
END $$;
-- Tests that need an empty database (the multi-instance spec, the signing keys' tests) make their own.
ALTER ROLE atlasprint CREATEDB;
SQL
# --fresh (CI): the test database made anew, so no schema left by an earlier run on this machine (a
# branch's migration applied by hand, say) decides what this run's migrations find.
if [ "${1:-}" = "--fresh" ]; then
  runuser -u postgres -- psql -q -v ON_ERROR_STOP=1 -c 'DROP DATABASE IF EXISTS atlasprint_test WITH (FORCE)' >/dev/null
fi
if ! runuser -u postgres -- psql -tAc "SELECT 1 FROM pg_database WHERE datname = 'atlasprint_test'" | grep -q 1; then
  runuser -u postgres -- createdb -O atlasprint atlasprint_test
fi
port=$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { print $3 }')
echo "postgres://atlasprint:atlasprint@127.0.0.1:${port}/atlasprint_test"
