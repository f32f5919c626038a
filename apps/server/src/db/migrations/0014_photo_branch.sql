ALTER TABLE "photos" ADD COLUMN "branch" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Photos uploaded before this column existed belong to their uploader's branch at this moment.
UPDATE "photos" SET "branch" = coalesce("users"."branch", '') FROM "users" WHERE "users"."id" = "photos"."uploaded_by";
