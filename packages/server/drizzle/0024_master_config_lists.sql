CREATE TABLE "master_config_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"list" text NOT NULL,
	"label" text NOT NULL,
	"parent_id" integer,
	"position" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_config_entries_id_organisation_key" UNIQUE("id","organisation_id"),
	CONSTRAINT "master_config_entries_list_check" CHECK ("master_config_entries"."list" in ('licence-classes', 'vehicle-makes', 'vehicle-models', 'body-types', 'fuel-types', 'colours'))
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "vehicle_class_id" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "make_id" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "model_id" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "paint_id" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "body_type_id" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "fuel_type_id" integer;--> statement-breakpoint
ALTER TABLE "master_config_entries" ADD CONSTRAINT "master_config_entries_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_config_entries" ADD CONSTRAINT "master_config_entries_parent_fk" FOREIGN KEY ("parent_id","organisation_id") REFERENCES "public"."master_config_entries"("id","organisation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "master_config_entries_label_key" ON "master_config_entries" USING btree ("organisation_id","list",coalesce("parent_id", 0),lower("label"));--> statement-breakpoint
CREATE INDEX "master_config_entries_list_idx" ON "master_config_entries" USING btree ("organisation_id","list","position");--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_vehicle_class_fk" FOREIGN KEY ("vehicle_class_id","organisation_id") REFERENCES "public"."master_config_entries"("id","organisation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_make_fk" FOREIGN KEY ("make_id","organisation_id") REFERENCES "public"."master_config_entries"("id","organisation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_model_fk" FOREIGN KEY ("model_id","organisation_id") REFERENCES "public"."master_config_entries"("id","organisation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_paint_fk" FOREIGN KEY ("paint_id","organisation_id") REFERENCES "public"."master_config_entries"("id","organisation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_body_type_fk" FOREIGN KEY ("body_type_id","organisation_id") REFERENCES "public"."master_config_entries"("id","organisation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_fuel_type_fk" FOREIGN KEY ("fuel_type_id","organisation_id") REFERENCES "public"."master_config_entries"("id","organisation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Every organisation starts with the licence classes and fuel types the forms offered until now (Australian classes), and common body types.
INSERT INTO "master_config_entries" ("organisation_id", "list", "label", "position")
SELECT "organisations"."id", d."list", d."label", d."position"
FROM "organisations" CROSS JOIN (VALUES
	('licence-classes', 'C', 1), ('licence-classes', 'LR', 2), ('licence-classes', 'MR', 3), ('licence-classes', 'HR', 4), ('licence-classes', 'HC', 5), ('licence-classes', 'MC', 6),
	('fuel-types', 'Petrol', 1), ('fuel-types', 'Diesel', 2), ('fuel-types', 'Hybrid', 3), ('fuel-types', 'Plug-in Hybrid', 4), ('fuel-types', 'Electric', 5), ('fuel-types', 'LPG', 6), ('fuel-types', 'Hydrogen', 7),
	('body-types', 'Sedan', 1), ('body-types', 'Hatchback', 2), ('body-types', 'Wagon', 3), ('body-types', 'SUV', 4), ('body-types', 'Ute', 5), ('body-types', 'Van', 6), ('body-types', 'Bus', 7), ('body-types', 'Truck', 8)
) AS d("list", "label", "position");
--> statement-breakpoint
-- Every value the free-text fields hold becomes an entry of its organisation's list (one per spelling whatever its case, trimmed), after the defaults.
WITH "found" AS (
	SELECT "organisation_id", 'licence-classes' AS "list", btrim("vehicle_class") AS "label" FROM "vehicles"
	UNION ALL SELECT "organisation_id", 'licence-classes', btrim(c) FROM "employee_extensions", unnest("license_class") AS c
	UNION ALL SELECT "organisation_id", 'vehicle-makes', btrim("make") FROM "vehicles"
	UNION ALL SELECT "organisation_id", 'colours', btrim("paint") FROM "vehicles"
	UNION ALL SELECT "organisation_id", 'body-types', btrim("body_type") FROM "vehicles"
	UNION ALL SELECT "organisation_id", 'fuel-types', btrim("fuel_type") FROM "vehicles"
), "distinct_found" AS (
	SELECT "organisation_id", "list", min("label") AS "label" FROM "found" WHERE "label" <> '' GROUP BY "organisation_id", "list", lower("label")
)
INSERT INTO "master_config_entries" ("organisation_id", "list", "label", "position")
SELECT f."organisation_id", f."list", f."label",
	coalesce((SELECT max(m."position") FROM "master_config_entries" m WHERE m."organisation_id" = f."organisation_id" AND m."list" = f."list"), 0)
		+ row_number() OVER (PARTITION BY f."organisation_id", f."list" ORDER BY lower(f."label"))
FROM "distinct_found" f
WHERE NOT EXISTS (
	SELECT 1 FROM "master_config_entries" m WHERE m."organisation_id" = f."organisation_id" AND m."list" = f."list" AND lower(m."label") = lower(f."label")
);
--> statement-breakpoint
-- Models belong to the make they were entered with (none when the vehicle had no make).
INSERT INTO "master_config_entries" ("organisation_id", "list", "label", "parent_id", "position")
SELECT s."organisation_id", 'vehicle-models', s."label", s."parent_id", row_number() OVER (PARTITION BY s."organisation_id" ORDER BY lower(s."label"), s."parent_id")
FROM (
	SELECT v."organisation_id", min(btrim(v."model")) AS "label", m."id" AS "parent_id"
	FROM "vehicles" v
	LEFT JOIN "master_config_entries" m ON m."organisation_id" = v."organisation_id" AND m."list" = 'vehicle-makes' AND lower(m."label") = lower(btrim(v."make"))
	WHERE btrim(coalesce(v."model", '')) <> ''
	GROUP BY v."organisation_id", m."id", lower(btrim(v."model"))
) s;
--> statement-breakpoint
-- Vehicles point at the entries their text names; the text itself is kept as it was.
UPDATE "vehicles" v SET "vehicle_class_id" = m."id" FROM "master_config_entries" m
WHERE m."organisation_id" = v."organisation_id" AND m."list" = 'licence-classes' AND lower(m."label") = lower(btrim(v."vehicle_class"));
--> statement-breakpoint
UPDATE "vehicles" v SET "make_id" = m."id" FROM "master_config_entries" m
WHERE m."organisation_id" = v."organisation_id" AND m."list" = 'vehicle-makes' AND lower(m."label") = lower(btrim(v."make"));
--> statement-breakpoint
UPDATE "vehicles" v SET "model_id" = m."id" FROM "master_config_entries" m
WHERE m."organisation_id" = v."organisation_id" AND m."list" = 'vehicle-models' AND coalesce(m."parent_id", 0) = coalesce(v."make_id", 0) AND lower(m."label") = lower(btrim(v."model"));
--> statement-breakpoint
UPDATE "vehicles" v SET "paint_id" = m."id" FROM "master_config_entries" m
WHERE m."organisation_id" = v."organisation_id" AND m."list" = 'colours' AND lower(m."label") = lower(btrim(v."paint"));
--> statement-breakpoint
UPDATE "vehicles" v SET "body_type_id" = m."id" FROM "master_config_entries" m
WHERE m."organisation_id" = v."organisation_id" AND m."list" = 'body-types' AND lower(m."label") = lower(btrim(v."body_type"));
--> statement-breakpoint
UPDATE "vehicles" v SET "fuel_type_id" = m."id" FROM "master_config_entries" m
WHERE m."organisation_id" = v."organisation_id" AND m."list" = 'fuel-types' AND lower(m."label") = lower(btrim(v."fuel_type"));
