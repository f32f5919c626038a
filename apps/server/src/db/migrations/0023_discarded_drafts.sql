-- ADR 051. A draft can be discarded (status 8): by its branch's secretary, or by the server's
-- retention job when nobody touched it for RETENTION_DRAFT_DAYS. The job is no person: its
-- history row names no account (actor_id NULL) and says so in its role, and only it may.
ALTER TABLE "registration_logs" ALTER COLUMN "actor_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "registration_logs" ADD CONSTRAINT "registration_logs_actor_check" CHECK ("actor_id" IS NOT NULL OR "role" = 'SYSTEM') NOT VALID;
--> statement-breakpoint
ALTER TABLE "registration_logs" VALIDATE CONSTRAINT "registration_logs_actor_check";
