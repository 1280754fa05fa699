CREATE TABLE "planned_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'planned' NOT NULL,
	"queued_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planned_jobs_subject_kind_due_key" UNIQUE("subject","kind","due_at"),
	CONSTRAINT "planned_jobs_state_check" CHECK ("planned_jobs"."state" in ('planned', 'queued', 'done'))
);
--> statement-breakpoint
ALTER TABLE "planned_jobs" ADD CONSTRAINT "planned_jobs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "planned_jobs_due_idx" ON "planned_jobs" USING btree ("due_at") WHERE "planned_jobs"."state" = 'planned';--> statement-breakpoint
CREATE INDEX "planned_jobs_organisation_idx" ON "planned_jobs" USING btree ("organisation_id","due_at");