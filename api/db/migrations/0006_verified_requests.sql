ALTER TABLE "erasure_audit" ADD COLUMN "confirmed" jsonb;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD COLUMN "requester" text;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD COLUMN "consumed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD COLUMN "consumed_by" text;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD COLUMN "email_token_hash" text;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD COLUMN "phone_code_hash" text;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD COLUMN "phone_code_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD COLUMN "phone_confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "hiring_applications_resume_sha256_idx" ON "hiring_applications" USING btree ("resume_sha256");--> statement-breakpoint
-- Requests stored before removal requests were confirmed proved nothing: they lapse like any unconfirmed one.
UPDATE "removal_requests" SET "status" = 'unconfirmed', "expires_at" = "created_at" + interval '7 days' WHERE "status" = 'open';
