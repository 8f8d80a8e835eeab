ALTER TABLE "brokers" ADD COLUMN "languages" jsonb DEFAULT '["en"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "brokers" ADD COLUMN "translations" jsonb;--> statement-breakpoint
ALTER TABLE "disclosures" ADD COLUMN "translations" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "translations" jsonb;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "stats" ADD COLUMN "translations" jsonb;