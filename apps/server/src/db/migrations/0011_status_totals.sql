CREATE TABLE "registration_status_totals" (
	"status" smallint NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "registration_status_totals_pk" ON "registration_status_totals" USING btree ("status","shard");--> statement-breakpoint
-- Start from what the per-branch counters already hold.
INSERT INTO "registration_status_totals" ("status", "shard", "count")
SELECT "status", 0, sum("count") FROM "registration_counts" GROUP BY "status";
