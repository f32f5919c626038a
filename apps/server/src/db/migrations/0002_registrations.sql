CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" smallint,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"uploaded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_counts" (
	"branch" text NOT NULL,
	"status" smallint NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"registration_id" bigint NOT NULL,
	"action" text NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_name" text NOT NULL,
	"role" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"status" smallint NOT NULL,
	"branch" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"dob" date,
	"father_uid" text DEFAULT '' NOT NULL,
	"father_title" text DEFAULT '' NOT NULL,
	"father_name" text DEFAULT '' NOT NULL,
	"mother_uid" text DEFAULT '' NOT NULL,
	"mother_title" text DEFAULT '' NOT NULL,
	"mother_name" text DEFAULT '' NOT NULL,
	"spouse_uid" text DEFAULT '' NOT NULL,
	"spouse_title" text DEFAULT '' NOT NULL,
	"spouse_name" text DEFAULT '' NOT NULL,
	"address1" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"zipcode" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'IN' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"caste" text DEFAULT '' NOT NULL,
	"qualification" text DEFAULT '' NOT NULL,
	"occupation" text DEFAULT '' NOT NULL,
	"nationality" text DEFAULT '' NOT NULL,
	"designation" text DEFAULT '' NOT NULL,
	"organization" text DEFAULT '' NOT NULL,
	"blood_group" text DEFAULT '' NOT NULL,
	"photo" text DEFAULT '' NOT NULL,
	"by_secy_verification" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"jigyasu_uid" text,
	"jigyasu_sequence" bigint,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_logs" ADD CONSTRAINT "registration_logs_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_logs" ADD CONSTRAINT "registration_logs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registration_counts_pk" ON "registration_counts" USING btree ("branch","status");--> statement-breakpoint
CREATE INDEX "registration_logs_registration_idx" ON "registration_logs" USING btree ("registration_id","id");--> statement-breakpoint
CREATE INDEX "registrations_branch_status_id_idx" ON "registrations" USING btree ("branch","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "registrations_status_id_idx" ON "registrations" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "registrations_branch_id_idx" ON "registrations" USING btree ("branch","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_jigyasu_uid_key" ON "registrations" USING btree ("jigyasu_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_jigyasu_sequence_key" ON "registrations" USING btree ("jigyasu_sequence");--> statement-breakpoint
CREATE INDEX "registrations_first_name_trgm_idx" ON "registrations" USING gin (lower("first_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "registrations_last_name_trgm_idx" ON "registrations" USING gin (lower("last_name") gin_trgm_ops);