ALTER TABLE "roles" ADD COLUMN "is_sign_up_role" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The role new drivers get was found by its name, Driver; the default role of that name is the one marked, so renaming it from here on changes nothing.
UPDATE "roles" SET "is_sign_up_role" = true WHERE "name" = 'Driver' AND "is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "roles_organisation_sign_up_key" ON "roles" USING btree ("organisation_id") WHERE "roles"."is_sign_up_role";
