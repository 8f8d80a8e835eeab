CREATE TABLE "definition_versions" (
	"hash" text PRIMARY KEY NOT NULL,
	"definition_id" text NOT NULL,
	"kind" text NOT NULL,
	"content" json NOT NULL,
	"first_served_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erasure_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"removal_request_id" text NOT NULL,
	"processed_at" timestamp with time zone NOT NULL,
	"removed" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hiring_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"position" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"linkedin" text,
	"nmls" text,
	"resume_file" text NOT NULL,
	"resume_sha256" text NOT NULL,
	"resume_type" text NOT NULL,
	"resume_size" integer NOT NULL,
	"resume_original_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"loan_type" text,
	"phone_verified" boolean NOT NULL,
	"definition_id" text,
	"definition_hash" text,
	"needs_review" boolean DEFAULT false NOT NULL,
	"review_reason" text,
	"user_agent" text,
	"payload" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "removal_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"status" text NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "hiring_applications_email_idx" ON "hiring_applications" USING btree ("email");--> statement-breakpoint
CREATE INDEX "hiring_applications_phone_idx" ON "hiring_applications" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");--> statement-breakpoint
CREATE INDEX "leads_phone_idx" ON "leads" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");