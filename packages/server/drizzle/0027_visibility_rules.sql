CREATE TABLE "visibility_rules" (
	"organisation_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"rule_key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "visibility_rules_role_id_rule_key_pk" PRIMARY KEY("role_id","rule_key"),
	CONSTRAINT "visibility_rules_value_check" CHECK (("visibility_rules"."rule_key" = 'others_bookings' and "visibility_rules"."value" in ('full', 'booked', 'hidden'))
        or ("visibility_rules"."rule_key" in ('driver_contact', 'others_incidents') and "visibility_rules"."value" in ('shown', 'hidden')))
);
--> statement-breakpoint
ALTER TABLE "visibility_rules" ADD CONSTRAINT "visibility_rules_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visibility_rules" ADD CONSTRAINT "visibility_rules_role_organisation_fkey" FOREIGN KEY ("role_id","organisation_id") REFERENCES "public"."roles"("id","organisation_id") ON DELETE cascade ON UPDATE no action;