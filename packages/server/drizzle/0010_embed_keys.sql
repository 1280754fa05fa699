CREATE TABLE "embed_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"allowed_origins" text[] NOT NULL,
	"scope" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by_id" integer,
	CONSTRAINT "embed_keys_key_unique" UNIQUE("key"),
	CONSTRAINT "embed_keys_scope_check" CHECK ("embed_keys"."scope" in ('calendar_read', 'booking')),
	CONSTRAINT "embed_keys_revoked_inactive_check" CHECK ("embed_keys"."revoked_at" is null or not "embed_keys"."is_active"),
	CONSTRAINT "embed_keys_origins_count_check" CHECK (cardinality("embed_keys"."allowed_origins") between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "embed_keys" ADD CONSTRAINT "embed_keys_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embed_keys" ADD CONSTRAINT "embed_keys_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embed_keys" ADD CONSTRAINT "embed_keys_revoked_by_id_users_id_fk" FOREIGN KEY ("revoked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "embed_keys_organisation_idx" ON "embed_keys" USING btree ("organisation_id","id");--> statement-breakpoint
CREATE INDEX "embed_keys_active_origins_idx" ON "embed_keys" USING gin ("allowed_origins") WHERE "embed_keys"."is_active";