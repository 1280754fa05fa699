CREATE TABLE "cost_centres" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cost_centres_id_organisation_key" UNIQUE("id","organisation_id")
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departments_id_organisation_key" UNIQUE("id","organisation_id")
);
--> statement-breakpoint
CREATE TABLE "employee_departments" (
	"employee_extension_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	CONSTRAINT "employee_departments_employee_extension_id_department_id_pk" PRIMARY KEY("employee_extension_id","department_id")
);
--> statement-breakpoint
CREATE TABLE "employee_reminder_recipients" (
	"employee_extension_id" integer NOT NULL,
	"recipient_extension_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	CONSTRAINT "employee_reminder_recipients_employee_extension_id_recipient_extension_id_pk" PRIMARY KEY("employee_extension_id","recipient_extension_id")
);
--> statement-breakpoint
CREATE TABLE "employee_tag_values" (
	"employee_extension_id" integer NOT NULL,
	"tag_group_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"value" text[] NOT NULL,
	CONSTRAINT "employee_tag_values_employee_extension_id_tag_group_id_pk" PRIMARY KEY("employee_extension_id","tag_group_id")
);
--> statement-breakpoint
CREATE TABLE "tag_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"tag_type" text NOT NULL,
	"tag_group_name" text NOT NULL,
	"label" text,
	"tag_data_type" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text,
	"is_mandatory" boolean DEFAULT false NOT NULL,
	"show_tooltip" boolean DEFAULT false NOT NULL,
	"is_booking_approval" boolean DEFAULT false NOT NULL,
	"is_customizable" boolean DEFAULT true NOT NULL,
	"is_special" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tag_groups_id_organisation_key" UNIQUE("id","organisation_id"),
	CONSTRAINT "tag_groups_tag_type_check" CHECK ("tag_groups"."tag_type" in ('user', 'branch', 'booking')),
	CONSTRAINT "tag_groups_tag_data_type_check" CHECK ("tag_groups"."tag_data_type" in ('textselect', 'free_text_field', 'counter', 'toggle', 'textchoice', 'date', 'time', 'integer', 'multitextselect', 'text', 'boolean'))
);
--> statement-breakpoint
ALTER TABLE "employee_extensions" ADD COLUMN "hub_id" integer;--> statement-breakpoint
ALTER TABLE "employee_extensions" ADD COLUMN "cost_centre_id" integer;--> statement-breakpoint
ALTER TABLE "employee_extensions" ADD COLUMN "manager" text;--> statement-breakpoint
ALTER TABLE "employee_extensions" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "employee_extensions" ADD COLUMN "license_number" text;--> statement-breakpoint
ALTER TABLE "employee_extensions" ADD COLUMN "license_class" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_extensions" ADD COLUMN "license_country_of_issue" text;--> statement-breakpoint
ALTER TABLE "employee_extensions" ADD COLUMN "license_state" text;--> statement-breakpoint
ALTER TABLE "employee_extensions" ADD COLUMN "license_valid_upto" date;--> statement-breakpoint
ALTER TABLE "employee_extensions" ADD COLUMN "license_front_image" text;--> statement-breakpoint
ALTER TABLE "employee_extensions" ADD COLUMN "license_back_image" text;--> statement-breakpoint
ALTER TABLE "employee_extensions" ADD COLUMN "license_exp_reminder" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_extensions" ADD COLUMN "lic_exp_remind_before_days" integer;--> statement-breakpoint
ALTER TABLE "employee_extensions" ADD COLUMN "procon_id" text;--> statement-breakpoint
ALTER TABLE "employee_extensions" ADD COLUMN "keaz_user_pk" text;--> statement-breakpoint
ALTER TABLE "employee_extensions" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "employee_extensions" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "employee_extensions" ADD COLUMN "keypad_number" text;--> statement-breakpoint
ALTER TABLE "employee_extensions" ADD COLUMN "associated_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_extensions" ADD CONSTRAINT "employee_extensions_id_organisation_key" UNIQUE("id","organisation_id");--> statement-breakpoint
ALTER TABLE "cost_centres" ADD CONSTRAINT "cost_centres_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_departments" ADD CONSTRAINT "employee_departments_extension_fk" FOREIGN KEY ("employee_extension_id","organisation_id") REFERENCES "public"."employee_extensions"("id","organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_departments" ADD CONSTRAINT "employee_departments_department_fk" FOREIGN KEY ("department_id","organisation_id") REFERENCES "public"."departments"("id","organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_reminder_recipients" ADD CONSTRAINT "employee_reminder_recipients_extension_fk" FOREIGN KEY ("employee_extension_id","organisation_id") REFERENCES "public"."employee_extensions"("id","organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_reminder_recipients" ADD CONSTRAINT "employee_reminder_recipients_recipient_fk" FOREIGN KEY ("recipient_extension_id","organisation_id") REFERENCES "public"."employee_extensions"("id","organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_tag_values" ADD CONSTRAINT "employee_tag_values_extension_fk" FOREIGN KEY ("employee_extension_id","organisation_id") REFERENCES "public"."employee_extensions"("id","organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_tag_values" ADD CONSTRAINT "employee_tag_values_tag_group_fk" FOREIGN KEY ("tag_group_id","organisation_id") REFERENCES "public"."tag_groups"("id","organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_groups" ADD CONSTRAINT "tag_groups_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cost_centres_organisation_name_key" ON "cost_centres" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "departments_organisation_name_key" ON "departments" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE INDEX "employee_departments_department_idx" ON "employee_departments" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "employee_reminder_recipients_recipient_idx" ON "employee_reminder_recipients" USING btree ("recipient_extension_id");--> statement-breakpoint
CREATE INDEX "employee_tag_values_value_idx" ON "employee_tag_values" USING gin ("value");--> statement-breakpoint
CREATE INDEX "employee_tag_values_group_idx" ON "employee_tag_values" USING btree ("tag_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tag_groups_organisation_type_name_key" ON "tag_groups" USING btree ("organisation_id","tag_type",lower("tag_group_name"));--> statement-breakpoint
ALTER TABLE "employee_extensions" ADD CONSTRAINT "employee_extensions_hub_fk" FOREIGN KEY ("hub_id","organisation_id") REFERENCES "public"."branches"("id","organisation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_extensions" ADD CONSTRAINT "employee_extensions_cost_centre_fk" FOREIGN KEY ("cost_centre_id","organisation_id") REFERENCES "public"."cost_centres"("id","organisation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Sign-ups could repeat an Employee ID before it was unique: later duplicates keep theirs with the row id appended.
UPDATE "employee_extensions" AS "e" SET "employee_id" = "e"."employee_id" || '-' || "e"."id" WHERE EXISTS (SELECT 1 FROM "employee_extensions" AS "o" WHERE "o"."organisation_id" = "e"."organisation_id" AND lower("o"."employee_id") = lower("e"."employee_id") AND "o"."id" < "e"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_extensions_organisation_employee_id_key" ON "employee_extensions" USING btree ("organisation_id",lower("employee_id"));--> statement-breakpoint
CREATE INDEX "employee_extensions_organisation_branch_idx" ON "employee_extensions" USING btree ("organisation_id","branch_id");--> statement-breakpoint
CREATE INDEX "employee_extensions_organisation_hub_idx" ON "employee_extensions" USING btree ("organisation_id","hub_id");--> statement-breakpoint
CREATE INDEX "employee_extensions_organisation_role_idx" ON "employee_extensions" USING btree ("organisation_id","role_id");--> statement-breakpoint
CREATE INDEX "employee_extensions_organisation_cost_centre_idx" ON "employee_extensions" USING btree ("organisation_id","cost_centre_id");--> statement-breakpoint
CREATE INDEX "employee_extensions_sort_status_idx" ON "employee_extensions" USING btree ("organisation_id","status","id");--> statement-breakpoint
CREATE INDEX "employee_extensions_sort_license_valid_upto_idx" ON "employee_extensions" USING btree ("organisation_id","license_valid_upto","id");--> statement-breakpoint
CREATE INDEX "employee_extensions_sort_date_of_birth_idx" ON "employee_extensions" USING btree ("organisation_id","date_of_birth","id");--> statement-breakpoint
CREATE INDEX "employee_extensions_sort_license_exp_reminder_idx" ON "employee_extensions" USING btree ("organisation_id","license_exp_reminder","id");--> statement-breakpoint
CREATE INDEX "employee_extensions_sort_lic_exp_remind_before_days_idx" ON "employee_extensions" USING btree ("organisation_id","lic_exp_remind_before_days","id");--> statement-breakpoint
CREATE INDEX "employee_extensions_sort_procon_id_idx" ON "employee_extensions" USING btree ("organisation_id",lower("procon_id"),"id");--> statement-breakpoint
CREATE INDEX "employee_extensions_sort_license_number_idx" ON "employee_extensions" USING btree ("organisation_id",lower("license_number"),"id");--> statement-breakpoint
CREATE INDEX "employee_extensions_sort_address_idx" ON "employee_extensions" USING btree ("organisation_id",lower("address"),"id");--> statement-breakpoint
CREATE INDEX "employee_extensions_sort_license_state_idx" ON "employee_extensions" USING btree ("organisation_id",lower("license_state"),"id");--> statement-breakpoint
CREATE INDEX "employee_extensions_sort_keypad_number_idx" ON "employee_extensions" USING btree ("organisation_id",lower("keypad_number"),"id");--> statement-breakpoint
CREATE INDEX "employee_extensions_sort_keaz_user_pk_idx" ON "employee_extensions" USING btree ("organisation_id",lower("keaz_user_pk"),"id");--> statement-breakpoint
CREATE INDEX "users_name_lower_idx" ON "users" USING btree (lower("first_name" || ' ' || "last_name"));
