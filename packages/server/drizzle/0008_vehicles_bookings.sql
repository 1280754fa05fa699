CREATE TABLE "booking_approval_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"name" text NOT NULL,
	"branch_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"role_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"booking_tag_group_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"min_duration_minutes" integer,
	"approvers" text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"actor_user_id" integer,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"reason" text,
	"changes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_rule_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"branch_id" integer,
	"rules" jsonb NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_rule_sets_organisation_branch_key" UNIQUE NULLS NOT DISTINCT("organisation_id","branch_id")
);
--> statement-breakpoint
CREATE TABLE "booking_secondary_drivers" (
	"booking_id" integer NOT NULL,
	"employee_extension_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	CONSTRAINT "booking_secondary_drivers_booking_id_employee_extension_id_pk" PRIMARY KEY("booking_id","employee_extension_id")
);
--> statement-breakpoint
CREATE TABLE "booking_tag_values" (
	"booking_id" integer NOT NULL,
	"tag_group_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"value" text[] NOT NULL,
	CONSTRAINT "booking_tag_values_booking_id_tag_group_id_pk" PRIMARY KEY("booking_id","tag_group_id")
);
--> statement-breakpoint
CREATE TABLE "booking_trips" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"check_out_at" timestamp with time zone NOT NULL,
	"check_in_at" timestamp with time zone,
	"start_odometer" integer,
	"end_odometer" integer,
	"is_late_return" boolean DEFAULT false NOT NULL,
	"check_out_checklist" jsonb,
	"check_in_checklist" jsonb,
	"hub_collection" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"created_by_user_id" integer,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"internal_status" text,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_overnight" boolean DEFAULT false NOT NULL,
	"purpose_of_trip" text,
	"booking_type" text,
	"cost_centre_id" integer,
	"manager" text,
	"address" text,
	"location" jsonb,
	"address_features" jsonb,
	"destination_branch_id" integer,
	"reason_for_change" text,
	"is_recurring" boolean DEFAULT false NOT NULL,
	"recurring_pattern" text,
	"days_of_week" integer[],
	"dates_of_month" integer[],
	"ends_on" date,
	"multi_booking_id" text,
	"extra_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actual_start_at" timestamp with time zone,
	"actual_end_at" timestamp with time zone,
	"start_odometer" integer,
	"end_odometer" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_id_organisation_key" UNIQUE("id","organisation_id"),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('Pending Approval', 'Approved', 'In-Progress', 'Cancelled', 'Declined', 'Completed')),
	CONSTRAINT "bookings_range_check" CHECK ("bookings"."end_at" > "bookings"."start_at" and "bookings"."blocked_until" >= "bookings"."end_at"),
	CONSTRAINT "bookings_recurring_pattern_check" CHECK ("bookings"."recurring_pattern" is null or "bookings"."recurring_pattern" in ('daily', 'weekly', 'monthly'))
);
--> statement-breakpoint
CREATE TABLE "vehicle_tag_values" (
	"vehicle_id" integer NOT NULL,
	"tag_group_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"value" text[] NOT NULL,
	CONSTRAINT "vehicle_tag_values_vehicle_id_tag_group_id_pk" PRIMARY KEY("vehicle_id","tag_group_id")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"name" text NOT NULL,
	"vehicle_class" text NOT NULL,
	"registration_num" text NOT NULL,
	"serial" text,
	"make" text,
	"model" text,
	"paint" text,
	"body_type" text,
	"doors" integer,
	"seats" integer,
	"fuel_type" text,
	"grade" text,
	"year" integer,
	"odometer" integer DEFAULT 0 NOT NULL,
	"cost_centre_id" integer,
	"daily_rate" numeric(12, 2),
	"rate_per_km" numeric(10, 2),
	"key_pickup_location" text,
	"vehicle_pickup_location" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_id_organisation_key" UNIQUE("id","organisation_id"),
	CONSTRAINT "vehicles_odometer_check" CHECK ("vehicles"."odometer" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tag_groups" DROP CONSTRAINT "tag_groups_tag_type_check";--> statement-breakpoint
ALTER TABLE "booking_approval_rules" ADD CONSTRAINT "booking_approval_rules_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_audits" ADD CONSTRAINT "booking_audits_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_audits" ADD CONSTRAINT "booking_audits_booking_fk" FOREIGN KEY ("booking_id","organisation_id") REFERENCES "public"."bookings"("id","organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_rule_sets" ADD CONSTRAINT "booking_rule_sets_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_rule_sets" ADD CONSTRAINT "booking_rule_sets_branch_fk" FOREIGN KEY ("branch_id","organisation_id") REFERENCES "public"."branches"("id","organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_secondary_drivers" ADD CONSTRAINT "booking_secondary_drivers_booking_fk" FOREIGN KEY ("booking_id","organisation_id") REFERENCES "public"."bookings"("id","organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_secondary_drivers" ADD CONSTRAINT "booking_secondary_drivers_extension_fk" FOREIGN KEY ("employee_extension_id","organisation_id") REFERENCES "public"."employee_extensions"("id","organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_tag_values" ADD CONSTRAINT "booking_tag_values_booking_fk" FOREIGN KEY ("booking_id","organisation_id") REFERENCES "public"."bookings"("id","organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_tag_values" ADD CONSTRAINT "booking_tag_values_tag_group_fk" FOREIGN KEY ("tag_group_id","organisation_id") REFERENCES "public"."tag_groups"("id","organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_trips" ADD CONSTRAINT "booking_trips_booking_fk" FOREIGN KEY ("booking_id","organisation_id") REFERENCES "public"."bookings"("id","organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_branch_fk" FOREIGN KEY ("branch_id","organisation_id") REFERENCES "public"."branches"("id","organisation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_vehicle_fk" FOREIGN KEY ("vehicle_id","organisation_id") REFERENCES "public"."vehicles"("id","organisation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_driver_fk" FOREIGN KEY ("driver_id","organisation_id") REFERENCES "public"."employee_extensions"("id","organisation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cost_centre_fk" FOREIGN KEY ("cost_centre_id","organisation_id") REFERENCES "public"."cost_centres"("id","organisation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_destination_fk" FOREIGN KEY ("destination_branch_id","organisation_id") REFERENCES "public"."branches"("id","organisation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_tag_values" ADD CONSTRAINT "vehicle_tag_values_vehicle_fk" FOREIGN KEY ("vehicle_id","organisation_id") REFERENCES "public"."vehicles"("id","organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_tag_values" ADD CONSTRAINT "vehicle_tag_values_tag_group_fk" FOREIGN KEY ("tag_group_id","organisation_id") REFERENCES "public"."tag_groups"("id","organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_branch_fk" FOREIGN KEY ("branch_id","organisation_id") REFERENCES "public"."branches"("id","organisation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_cost_centre_fk" FOREIGN KEY ("cost_centre_id","organisation_id") REFERENCES "public"."cost_centres"("id","organisation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_approval_rules_organisation_idx" ON "booking_approval_rules" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "booking_audits_booking_idx" ON "booking_audits" USING btree ("booking_id","id");--> statement-breakpoint
CREATE INDEX "booking_secondary_drivers_extension_idx" ON "booking_secondary_drivers" USING btree ("employee_extension_id");--> statement-breakpoint
CREATE INDEX "booking_tag_values_group_idx" ON "booking_tag_values" USING btree ("tag_group_id");--> statement-breakpoint
CREATE INDEX "booking_trips_booking_idx" ON "booking_trips" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_organisation_start_idx" ON "bookings" USING btree ("organisation_id","start_at","id");--> statement-breakpoint
CREATE INDEX "bookings_organisation_driver_start_idx" ON "bookings" USING btree ("organisation_id","driver_id","start_at");--> statement-breakpoint
CREATE INDEX "bookings_organisation_branch_start_idx" ON "bookings" USING btree ("organisation_id","branch_id","start_at");--> statement-breakpoint
CREATE INDEX "bookings_vehicle_start_idx" ON "bookings" USING btree ("vehicle_id","start_at");--> statement-breakpoint
CREATE INDEX "bookings_multi_booking_idx" ON "bookings" USING btree ("multi_booking_id");--> statement-breakpoint
CREATE INDEX "vehicle_tag_values_group_idx" ON "vehicle_tag_values" USING btree ("tag_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_organisation_registration_key" ON "vehicles" USING btree ("organisation_id",lower("registration_num")) WHERE "vehicles"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "vehicles_organisation_branch_idx" ON "vehicles" USING btree ("organisation_id","branch_id");--> statement-breakpoint
ALTER TABLE "tag_groups" ADD CONSTRAINT "tag_groups_tag_type_check" CHECK ("tag_groups"."tag_type" in ('user', 'branch', 'booking', 'vehicle'));--> statement-breakpoint
-- No double booking, enforced by the database (not only by a check in code): two active bookings
-- of one vehicle may not overlap, the buffer included. Written by hand: drizzle-kit cannot express EXCLUDE.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_vehicle_no_overlap" EXCLUDE USING gist (
  "vehicle_id" WITH =,
  tstzrange("start_at", "blocked_until", '[)') WITH &&
) WHERE ("is_deleted" = false AND "status" IN ('Pending Approval', 'Approved', 'In-Progress'));
