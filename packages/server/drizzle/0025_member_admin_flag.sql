ALTER TABLE "employee_extensions" ADD COLUMN "is_business_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The flag was the account's; it becomes each membership's, so every organisation the person belonged to keeps it until one of its own super users changes it.
UPDATE "employee_extensions" SET "is_business_admin" = true FROM "users" WHERE "users"."id" = "employee_extensions"."user_id" AND "users"."is_business_admin";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "is_business_admin";
