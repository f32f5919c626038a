CREATE TABLE "registration_search_terms" (
	"term" text NOT NULL,
	"registration_id" bigint NOT NULL,
	"branch" text NOT NULL,
	CONSTRAINT "registration_search_terms_pk" PRIMARY KEY("term","registration_id")
);
--> statement-breakpoint
CREATE TABLE "registration_search_terms_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"built_version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registration_search_terms" ADD CONSTRAINT "registration_search_terms_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_search_terms_branch_idx" ON "registration_search_terms" USING btree ("branch","term","registration_id");--> statement-breakpoint
CREATE INDEX "registration_search_terms_registration_idx" ON "registration_search_terms" USING btree ("registration_id");