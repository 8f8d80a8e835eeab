CREATE TABLE "experiments" (
	"id" text PRIMARY KEY NOT NULL,
	"flow_id" text NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"variants" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"started_by" text NOT NULL,
	"stopped_at" timestamp with time zone,
	"stopped_by" text
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "experiment_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "experiments_one_running" ON "experiments" USING btree ("flow_id") WHERE "experiments"."state" = 'running';--> statement-breakpoint
CREATE INDEX "experiments_flow" ON "experiments" USING btree ("flow_id","started_at");--> statement-breakpoint
CREATE INDEX "analytics_events_experiment_idx" ON "analytics_events" USING btree ("experiment_id");