CREATE TABLE "throttle_counters" (
	"bucket" text PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone,
	"strikes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "embed_keys" ADD COLUMN "show_driver_name" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "membership" jsonb;