ALTER TABLE "leads" ADD COLUMN "owner_type" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "owner_email" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "routing_reason" text;