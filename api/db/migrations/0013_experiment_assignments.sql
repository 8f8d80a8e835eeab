CREATE TABLE "experiment_assignments" (
	"id" text PRIMARY KEY NOT NULL,
	"experiment_id" text NOT NULL,
	"variant" text NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "assignment_id" text;--> statement-breakpoint
CREATE INDEX "experiment_assignments_experiment" ON "experiment_assignments" USING btree ("experiment_id","variant");