ALTER TABLE "roles" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "is_admin_role" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "roles_organisation_name_lower_key" ON "roles" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "roles_organisation_admin_key" ON "roles" USING btree ("organisation_id") WHERE "roles"."is_admin_role";--> statement-breakpoint
-- Until now roles were only ever created at seed time with these names and could not be renamed, so the names still say which rows are the defaults; from here on the columns say it and names are free to change.
UPDATE "roles" SET "is_default" = true WHERE "name" IN ('Admin', 'Driver', 'Branch Manager', 'Hub Manager', 'HubBranch');--> statement-breakpoint
UPDATE "roles" SET "is_admin_role" = true WHERE "name" = 'Admin';
