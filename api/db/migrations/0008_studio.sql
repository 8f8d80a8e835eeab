CREATE TABLE "definition_drafts" (
	"draft_id" text PRIMARY KEY NOT NULL,
	"definition_id" text NOT NULL,
	"kind" text NOT NULL,
	"base_hash" text,
	"content" json NOT NULL,
	"fixtures" json,
	"state" text DEFAULT 'open' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "definition_publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"definition_id" text NOT NULL,
	"kind" text NOT NULL,
	"hash" text NOT NULL,
	"state" text NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_id" text NOT NULL,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"password_changed_at" timestamp with time zone NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "staff_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "studio_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"definition_id" text,
	"from_hash" text,
	"to_hash" text,
	"summary" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "definition_drafts_definition" ON "definition_drafts" USING btree ("definition_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "definition_publications_one_live" ON "definition_publications" USING btree ("definition_id") WHERE "definition_publications"."state" = 'published';--> statement-breakpoint
CREATE INDEX "definition_publications_kind_state" ON "definition_publications" USING btree ("kind","state");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "studio_audit_at" ON "studio_audit" USING btree ("at");--> statement-breakpoint
CREATE FUNCTION "studio_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'studio_audit is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "studio_audit_append_only" BEFORE UPDATE OR DELETE ON "studio_audit" FOR EACH ROW EXECUTE FUNCTION "studio_audit_append_only"();
