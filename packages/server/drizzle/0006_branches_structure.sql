CREATE TABLE "branch_holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branch_holidays_branch_date_key" UNIQUE("branch_id","date")
);
--> statement-breakpoint
CREATE TABLE "branch_managers" (
	"branch_id" integer NOT NULL,
	"employee_extension_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	CONSTRAINT "branch_managers_branch_id_employee_extension_id_pk" PRIMARY KEY("branch_id","employee_extension_id")
);
--> statement-breakpoint
CREATE TABLE "branch_relations" (
	"from_branch_id" integer NOT NULL,
	"to_branch_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	CONSTRAINT "branch_relations_from_branch_id_to_branch_id_pk" PRIMARY KEY("from_branch_id","to_branch_id"),
	CONSTRAINT "branch_relations_not_itself_check" CHECK ("branch_relations"."from_branch_id" <> "branch_relations"."to_branch_id")
);
--> statement-breakpoint
CREATE TABLE "branch_tag_values" (
	"branch_id" integer NOT NULL,
	"tag_group_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"value" text[] NOT NULL,
	CONSTRAINT "branch_tag_values_branch_id_tag_group_id_pk" PRIMARY KEY("branch_id","tag_group_id")
);
--> statement-breakpoint
CREATE TABLE "geofences" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "geofences_id_organisation_key" UNIQUE("id","organisation_id")
);
--> statement-breakpoint
CREATE TABLE "public_holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"country" text NOT NULL,
	"state" text,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_holidays_organisation_region_date_key" UNIQUE NULLS NOT DISTINCT("organisation_id","country","state","date"),
	CONSTRAINT "public_holidays_country_check" CHECK ("public_holidays"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "address_features" jsonb;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "location" jsonb;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "business_hours" jsonb;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "geofence_id" integer;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "help_desk_contact_num" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "help_desk_email_id" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "help_desk_custom_message" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "override_company_help_desk" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "extra_data" jsonb;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "additional_details" jsonb;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "airport_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "is_notify" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "include_vehicle_doc" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "branch_holidays" ADD CONSTRAINT "branch_holidays_branch_fk" FOREIGN KEY ("branch_id","organisation_id") REFERENCES "public"."branches"("id","organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_managers" ADD CONSTRAINT "branch_managers_branch_fk" FOREIGN KEY ("branch_id","organisation_id") REFERENCES "public"."branches"("id","organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_managers" ADD CONSTRAINT "branch_managers_extension_fk" FOREIGN KEY ("employee_extension_id","organisation_id") REFERENCES "public"."employee_extensions"("id","organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_relations" ADD CONSTRAINT "branch_relations_from_fk" FOREIGN KEY ("from_branch_id","organisation_id") REFERENCES "public"."branches"("id","organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_relations" ADD CONSTRAINT "branch_relations_to_fk" FOREIGN KEY ("to_branch_id","organisation_id") REFERENCES "public"."branches"("id","organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_tag_values" ADD CONSTRAINT "branch_tag_values_branch_fk" FOREIGN KEY ("branch_id","organisation_id") REFERENCES "public"."branches"("id","organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_tag_values" ADD CONSTRAINT "branch_tag_values_tag_group_fk" FOREIGN KEY ("tag_group_id","organisation_id") REFERENCES "public"."tag_groups"("id","organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geofences" ADD CONSTRAINT "geofences_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_holidays" ADD CONSTRAINT "public_holidays_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branch_holidays_organisation_idx" ON "branch_holidays" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "branch_managers_extension_idx" ON "branch_managers" USING btree ("employee_extension_id");--> statement-breakpoint
CREATE INDEX "branch_relations_to_idx" ON "branch_relations" USING btree ("to_branch_id");--> statement-breakpoint
CREATE INDEX "branch_tag_values_group_idx" ON "branch_tag_values" USING btree ("tag_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "geofences_organisation_name_key" ON "geofences" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_geofence_fk" FOREIGN KEY ("geofence_id","organisation_id") REFERENCES "public"."geofences"("id","organisation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "branches_organisation_name_key" ON "branches" USING btree ("organisation_id",lower("name")) WHERE "branches"."is_deleted" = false;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_branch_type_check" CHECK ("branches"."branch_type" in ('branch', 'hub'));