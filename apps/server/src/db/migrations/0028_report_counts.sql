-- ADR 073. The reports' counters: records per (month created, branch, status), the month in the
-- organisation's time zone, kept by triggers on registrations in the transaction of every
-- insert, state change, discard, erasure and delete, whichever code path writes the row. A write
-- adds its +1/-1 to one of 16 shards chosen at random (shard 0 is the compaction's alone), as
-- registration_counts does, so concurrent writes in one branch and month seldom wait on one row.
-- The names sort after "registrations": a backup lists tables by name (parents first), so a
-- restore loads the records (which the triggers count) before it replaces these rows with the
-- backup's own.
CREATE TABLE "report_counts" (
	"month" date NOT NULL,
	"branch" text NOT NULL,
	"status" smallint NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "report_counts_pk" ON "report_counts" USING btree ("month","branch","status","shard");
--> statement-breakpoint
-- One branch's months (a secretary's reports) without reading every branch's.
CREATE INDEX "report_counts_branch_idx" ON "report_counts" USING btree ("branch","month");
--> statement-breakpoint
-- The zone the months above are in: one row. The server rebuilds the counters when its TIME_ZONE
-- is another (the backfill below uses the default zone).
CREATE TABLE "report_counts_zone" (
	"id" smallint DEFAULT 1 PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "report_counts_zone_one_row_check" CHECK ("id" = 1)
);
--> statement-breakpoint
INSERT INTO "report_counts_zone" ("id", "time_zone") VALUES (1, 'Asia/Kolkata');
--> statement-breakpoint
INSERT INTO "report_counts" ("month", "branch", "status", "shard", "count")
SELECT date_trunc('month', "created_at" AT TIME ZONE 'Asia/Kolkata')::date, "branch", "status", 0, count(*)
  FROM "registrations"
 GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Rows are upserted in key order in every transaction, so two writers cannot deadlock here.
CREATE FUNCTION report_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  write_shard smallint := 1 + floor(random() * 16);
BEGIN
  INSERT INTO report_counts AS c ("month", "branch", "status", "shard", "count")
  SELECT r.month, r.branch, r.status, write_shard, count(*)
    FROM (SELECT date_trunc('month', n.created_at AT TIME ZONE z.time_zone)::date AS month,
                 n.branch, n.status
            FROM new_rows n CROSS JOIN report_counts_zone z) AS r
   GROUP BY r.month, r.branch, r.status
   ORDER BY r.month, r.branch, r.status
  ON CONFLICT ("month", "branch", "status", "shard")
    DO UPDATE SET "count" = c.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  write_shard smallint := 1 + floor(random() * 16);
BEGIN
  INSERT INTO report_counts AS c ("month", "branch", "status", "shard", "count")
  SELECT r.month, r.branch, r.status, write_shard, -count(*)
    FROM (SELECT date_trunc('month', o.created_at AT TIME ZONE z.time_zone)::date AS month,
                 o.branch, o.status
            FROM old_rows o CROSS JOIN report_counts_zone z) AS r
   GROUP BY r.month, r.branch, r.status
   ORDER BY r.month, r.branch, r.status
  ON CONFLICT ("month", "branch", "status", "shard")
    DO UPDATE SET "count" = c.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  write_shard smallint := 1 + floor(random() * 16);
BEGIN
  INSERT INTO report_counts AS c ("month", "branch", "status", "shard", "count")
  SELECT m.month, m.branch, m.status, write_shard, sum(m.delta)
    FROM report_counts_zone z
   CROSS JOIN LATERAL (VALUES
           (date_trunc('month', OLD.created_at AT TIME ZONE z.time_zone)::date, OLD.branch, OLD.status, -1),
           (date_trunc('month', NEW.created_at AT TIME ZONE z.time_zone)::date, NEW.branch, NEW.status, 1)
         ) AS m(month, branch, status, delta)
   GROUP BY m.month, m.branch, m.status
  HAVING sum(m.delta) <> 0
   ORDER BY m.month, m.branch, m.status
  ON CONFLICT ("month", "branch", "status", "shard")
    DO UPDATE SET "count" = c.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- One statement-level trigger per INSERT (COPY included): a bulk insert adds its groups at once.
CREATE TRIGGER report_counts_insert AFTER INSERT ON "registrations"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_counts_inserted();
--> statement-breakpoint
CREATE TRIGGER report_counts_delete AFTER DELETE ON "registrations"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_counts_deleted();
--> statement-breakpoint
-- Per row, and only when a counted column changed: a draft's save that keeps its state costs
-- nothing here.
CREATE TRIGGER report_counts_update AFTER UPDATE OF "status", "branch", "created_at" ON "registrations"
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.branch IS DISTINCT FROM NEW.branch
        OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION report_counts_updated();
--> statement-breakpoint
CREATE TRIGGER report_counts_truncate AFTER TRUNCATE ON "registrations"
  FOR EACH STATEMENT EXECUTE FUNCTION report_counts_truncated();
