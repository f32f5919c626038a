CREATE TABLE "transfer_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" bigint NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_name" text NOT NULL,
	"role" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"status" text DEFAULT 'Requested' NOT NULL,
	"current_branch" text NOT NULL,
	"moving_to_branch" text NOT NULL,
	"title" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"contact_number" text NOT NULL,
	"attendance" text NOT NULL,
	"behaviour" text NOT NULL,
	"other_behaviour_input" text DEFAULT '' NOT NULL,
	"address_line_1" text NOT NULL,
	"address_line_2" text NOT NULL,
	"address_line_3" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_by_branch" text NOT NULL,
	"decided_by" integer,
	"decision_note" text DEFAULT '' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "transfer_logs" ADD CONSTRAINT "transfer_logs_transfer_id_transfer_requests_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfer_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_logs" ADD CONSTRAINT "transfer_logs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfer_logs_transfer_idx" ON "transfer_logs" USING btree ("transfer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_requests_one_open_per_uid" ON "transfer_requests" USING btree ("uid") WHERE "transfer_requests"."status" = 'Requested';--> statement-breakpoint
CREATE INDEX "transfer_requests_branch_idx" ON "transfer_requests" USING btree ("requested_by_branch","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transfer_requests_status_idx" ON "transfer_requests" USING btree ("status","id" DESC NULLS LAST);