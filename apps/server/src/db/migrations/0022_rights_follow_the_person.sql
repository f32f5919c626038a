-- ADR 047. An account's sign-in backs off after repeated failures from any address: the counter
-- row of that account says until when.
ALTER TABLE "login_throttle" ADD COLUMN "blocked_until" timestamp with time zone;
--> statement-breakpoint
-- A notification about a transfer request names it, so that who may read it is decided by who
-- may read the request now (the bell and the email alike).
ALTER TABLE "notifications" ADD COLUMN "transfer_id" bigint;
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_transfer_id_transfer_requests_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfer_requests"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- The member's branch sees the requests about its members (not only those it made).
CREATE INDEX "transfer_requests_current_branch_idx" ON "transfer_requests" USING btree ("current_branch","id" DESC NULLS LAST);
