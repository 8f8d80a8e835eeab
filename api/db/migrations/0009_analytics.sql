CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"flow_id" text NOT NULL,
	"version" text NOT NULL,
	"type" text NOT NULL,
	"question" text NOT NULL,
	"device" text NOT NULL,
	"lang" text NOT NULL,
	"utm_source" text NOT NULL,
	"variant" text NOT NULL,
	"events" integer NOT NULL,
	"sessions" integer NOT NULL,
	CONSTRAINT "analytics_daily_pk" PRIMARY KEY("day","flow_id","version","type","question","device","lang","utm_source","variant")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"flow_id" text NOT NULL,
	"version" text NOT NULL,
	"session_id" text,
	"path_id" text,
	"depth" integer,
	"question" text,
	"option" text,
	"next" text,
	"device" text,
	"lang" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"referrer_host" text,
	"active_ms" integer,
	"variant" text,
	"broker" text
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
CREATE INDEX "analytics_events_flow_at_idx" ON "analytics_events" USING btree ("flow_id","at");--> statement-breakpoint
CREATE INDEX "analytics_events_at_idx" ON "analytics_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "analytics_events_session_idx" ON "analytics_events" USING btree ("session_id");