CREATE TABLE "incident_audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"incident_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"actor_user_id" integer,
	"action" text NOT NULL,
	"changes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incident_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_critical_default" boolean DEFAULT false NOT NULL,
	"blocks_vehicle" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incident_types_id_organisation_key" UNIQUE("id","organisation_id")
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"booking_id" integer,
	"vehicle_id" integer,
	"person_id" integer,
	"incident_type_id" integer NOT NULL,
	"incident_sub_type_id" integer,
	"reported_by_user_id" integer,
	"reported_on" timestamp with time zone NOT NULL,
	"booking_trip_details" jsonb,
	"is_critical" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"disallow_vehicle_for_bookings" boolean DEFAULT false NOT NULL,
	"blocked_from" timestamp with time zone,
	"address" text,
	"location" jsonb,
	"address_features" jsonb,
	"incident_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text,
	"odometer" integer,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"third_party" jsonb,
	"police" jsonb,
	"status" text DEFAULT 'Open' NOT NULL,
	"resolution_note" text,
	"repair_cost" numeric(12, 2),
	"days_off_road" integer,
	"closed_at" timestamp with time zone,
	"closed_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incidents_id_organisation_key" UNIQUE("id","organisation_id"),
	CONSTRAINT "incidents_status_check" CHECK ("incidents"."status" in ('Open', 'Closed', 'Dismissed')),
	CONSTRAINT "incidents_subject_check" CHECK ("incidents"."booking_id" is not null or "incidents"."vehicle_id" is not null or "incidents"."person_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "incident_audits" ADD CONSTRAINT "incident_audits_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_audits" ADD CONSTRAINT "incident_audits_incident_fk" FOREIGN KEY ("incident_id","organisation_id") REFERENCES "public"."incidents"("id","organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_types" ADD CONSTRAINT "incident_types_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_types" ADD CONSTRAINT "incident_types_parent_id_incident_types_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."incident_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_reported_by_user_id_users_id_fk" FOREIGN KEY ("reported_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_closed_by_user_id_users_id_fk" FOREIGN KEY ("closed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_booking_fk" FOREIGN KEY ("booking_id","organisation_id") REFERENCES "public"."bookings"("id","organisation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_vehicle_fk" FOREIGN KEY ("vehicle_id","organisation_id") REFERENCES "public"."vehicles"("id","organisation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_person_fk" FOREIGN KEY ("person_id","organisation_id") REFERENCES "public"."employee_extensions"("id","organisation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_type_fk" FOREIGN KEY ("incident_type_id","organisation_id") REFERENCES "public"."incident_types"("id","organisation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_sub_type_fk" FOREIGN KEY ("incident_sub_type_id","organisation_id") REFERENCES "public"."incident_types"("id","organisation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incident_audits_incident_idx" ON "incident_audits" USING btree ("incident_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "incident_types_name_key" ON "incident_types" USING btree ("organisation_id",coalesce("parent_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "incidents_organisation_reported_idx" ON "incidents" USING btree ("organisation_id","reported_on");--> statement-breakpoint
CREATE INDEX "incidents_vehicle_blocked_idx" ON "incidents" USING btree ("vehicle_id") WHERE "incidents"."blocked_from" is not null and "incidents"."status" = 'Open';--> statement-breakpoint
CREATE INDEX "incidents_booking_idx" ON "incidents" USING btree ("booking_id");