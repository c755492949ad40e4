#!/bin/bash
# What one widget view costs PostgreSQL 15, and what the shards buy (docs/decisions/035-widget-views.md):
# record_widget_views as the widget-views function calls it, from CLIENTS clients at once (default 50) for
# SECONDS_EACH seconds (default 15), against the same call with every view on one row (shard 0). A throwaway
# cluster with fsync on, every migration applied; needs the PostgreSQL 15 binaries the database tests use,
# and root (the server runs as the postgres user). It prints pgbench's figures; it is not a test.
set -euo pipefail
BIN=/usr/lib/postgresql/15/bin
REPO=$(cd "$(dirname "$0")/.." && pwd)
D=$(mktemp -d /tmp/widget-views-pg15-XXXX)
chown postgres "$D"
trap 'runuser -u postgres -- $BIN/pg_ctl -D "$D/data" stop -m fast >/dev/null 2>&1 || true; rm -rf "$D"' EXIT
runuser -u postgres -- $BIN/initdb -D "$D/data" -U postgres --auth=trust --encoding=UTF8 --locale=C >/dev/null
runuser -u postgres -- $BIN/pg_ctl -D "$D/data" -o "-p 5499 -k $D -c listen_addresses= -c max_connections=120" -l "$D/log" start >/dev/null
P="$BIN/psql -X -q -h $D -p 5499 -U postgres -v ON_ERROR_STOP=1"
$P -c 'create database bench' >/dev/null
$P -d bench -f "$REPO/supabase/tests/support/supabase-bootstrap.sql" >/dev/null
for f in "$REPO"/supabase/migrations/*.sql; do $P -d bench -f "$f" >/dev/null; done
ID=$($P -d bench -A -t -c "
  insert into auth.users (id, email) values ('0b0e0000-0000-4000-8000-000000000001', 'owner@bench.example');
  insert into private.widget_kind_schemas (kind, schema) values ('call-button', '{\"type\": \"object\"}')
    on conflict (kind) do update set schema = excluded.schema;
  insert into public.widgets (owner_id, kind, name, draft, published, published_at)
    values ('0b0e0000-0000-4000-8000-000000000001', 'call-button', 'Call', '{}', '{}', now()) returning id;" | tail -1)
$P -d bench -c "
  create function public.record_widget_views_one_row(view_host text, widget_ids uuid[]) returns void
  language sql security definer set search_path = '' as \$\$
    insert into public.widget_views as v (widget_id, day, host, shard, views)
      select w.id, (now() at time zone 'UTC')::date, view_host, 0, 1
        from public.widgets w where w.id = any (widget_ids) and w.published is not null
    on conflict (widget_id, day, host, shard) do update set views = v.views + 1 \$\$;" >/dev/null
for fn in record_widget_views record_widget_views_one_row; do
  echo "begin; set local role anon; select public.$fn('bistro.example', array['$ID']::uuid[]); commit;" >"$D/$fn.sql"
done
for fn in record_widget_views record_widget_views_one_row record_widget_views record_widget_views_one_row; do
  echo "== $fn, ${CLIENTS:-50} clients"
  runuser -u postgres -- $BIN/pgbench -h "$D" -p 5499 -U postgres -n -c "${CLIENTS:-50}" -j 2 -T "${SECONDS_EACH:-15}" -f "$D/$fn.sql" bench 2>&1 |
    grep -E "tps|latency average"
done
