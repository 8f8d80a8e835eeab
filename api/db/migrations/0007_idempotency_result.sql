ALTER TABLE "idempotency_records" RENAME COLUMN "body" TO "result";--> statement-breakpoint
ALTER TABLE "idempotency_records" DROP COLUMN "status";