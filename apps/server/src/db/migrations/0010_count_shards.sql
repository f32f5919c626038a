-- Every write of a branch's records moved one counter row per status, so concurrent writes in
-- one branch queued on that row's lock (create-and-submit in the largest branch: 74 req/s,
-- p95 713 ms). Each (branch, status) now has up to 16 rows; a write picks one at random and a
-- reader sums them.
DROP INDEX "registration_counts_pk";--> statement-breakpoint
ALTER TABLE "registration_counts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "registration_counts_pk" ON "registration_counts" USING btree ("branch","status","shard");