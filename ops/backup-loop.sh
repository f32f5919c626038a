#!/bin/sh
# compose.yaml's `backup` service: the portal's own backup (apps/server/src/cli/backup.ts,
# ADR 025) of the external PostgreSQL, as the owner (MIGRATION_DATABASE_URL), into BACKUP_DIR,
# now and then every BACKUP_INTERVAL_HOURS; keeps the newest BACKUP_KEEP of these files and
# deletes older ones. A failed backup is tried again after 5 minutes. Restore with
# apps/server/src/cli/restore.ts (docs/operations.md, Container).
set -eu
interval_hours="${BACKUP_INTERVAL_HOURS:-24}"
keep="${BACKUP_KEEP:-14}"
dir="${BACKUP_DIR:?BACKUP_DIR is not set}"
interval=$(awk -v hours="$interval_hours" 'BEGIN { printf "%d", hours * 3600 }')
[ "$interval" -ge 60 ] || { echo "BACKUP_INTERVAL_HOURS must be at least 1/60" >&2; exit 1; }

# SIGTERM (docker stop) ends the wait at once.
trap 'exit 0' TERM INT
pause() {
  sleep "$1" &
  wait $!
}

while :; do
  if node --import tsx apps/server/src/cli/backup.ts; then
    # Newest first; everything past the first $keep goes.
    ls -1t "$dir"/form-a-*.backup.gz 2> /dev/null | tail -n +"$((keep + 1))" | while read -r old; do
      rm -f -- "$old" && echo "removed $old (BACKUP_KEEP=$keep)"
    done
    pause "$interval"
  else
    echo "backup failed; trying again in 5 minutes" >&2
    pause 300
  fi
done
