CREATE TABLE "apr_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"mortgage_type" text NOT NULL,
	"loan_term" text NOT NULL,
	"fees" double precision NOT NULL,
	"points" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brokers" (
	"broker_key" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"title" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"nmls_id" text NOT NULL,
	"states" jsonb NOT NULL,
	"experience" jsonb NOT NULL,
	"quotes" jsonb NOT NULL,
	"blurb" text NOT NULL,
	"audio_url" text,
	"meeting_link" text,
	"profile_image_url" text NOT NULL,
	"low_res_image_url" text NOT NULL,
	"med_res_image_url" text NOT NULL,
	"image_url" text,
	"social_preview_image" text,
	"use_default_profile_images" boolean NOT NULL,
	"time_zone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_rates" (
	"category" text NOT NULL,
	"rate_key" text NOT NULL,
	"current_rate" double precision NOT NULL,
	"monthly_payment" double precision NOT NULL,
	CONSTRAINT "daily_rates_category_rate_key_pk" PRIMARY KEY("category","rate_key")
);
--> statement-breakpoint
CREATE TABLE "disclosures" (
	"disclosure_key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"flag" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_key" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"product_name" text NOT NULL,
	"product_subtitle" text NOT NULL,
	"short_description" text NOT NULL,
	"highlight" text NOT NULL,
	"full_description" text NOT NULL,
	"audio_url" text,
	"broker_image_url" text,
	"broker_profile_link" text,
	"broker_name" text,
	"broker_title" text,
	"primary_cta_label" text NOT NULL,
	"secondary_cta_label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"author_name" text NOT NULL,
	"author_url" text NOT NULL,
	"profile_photo_url" text NOT NULL,
	"relative_time_description" text NOT NULL,
	"time" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"sub_title" text NOT NULL
);
