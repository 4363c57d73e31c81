CREATE TABLE "application_batch_operations" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"action" jsonb NOT NULL,
	"application_ids" text[] NOT NULL,
	"status" text DEFAULT 'RUNNING' NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "application_batch_operations_pkey" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "application_batch_operations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "application_comments" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"parent_id" uuid,
	"message" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_comments_pkey" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "application_comments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "application_meetings" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"round_id" uuid,
	"state" text DEFAULT 'pending' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"location" text,
	"conference_url" text,
	"message" text,
	"organiser_id" uuid,
	"attendee_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_meetings_pkey" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "application_meetings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "application_members" (
	"incubator_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'cofounder' NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_members_pkey" PRIMARY KEY("incubator_id","application_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "application_members" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "application_status_changes" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"funnel_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"from_round_id" uuid,
	"to_round_id" uuid,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_status_changes_pkey" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "application_status_changes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "application_tags" (
	"incubator_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "application_tags_pkey" PRIMARY KEY("incubator_id","application_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "application_tags" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "applications" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"funnel_id" uuid NOT NULL,
	"round_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"applicant_id" uuid,
	"startup_id" uuid,
	"startup_name" text,
	"language" text DEFAULT 'en' NOT NULL,
	"prepared_decision" text,
	"prepared_by" uuid,
	"prepared_at" timestamp with time zone,
	"is_lead" boolean DEFAULT false NOT NULL,
	"lead_email" text,
	"lead_first_name" text,
	"lead_last_name" text,
	"transfer_token" uuid,
	"created_by" uuid,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"round_entered_at" timestamp with time zone,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_pkey" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "applications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "funnel_admins" (
	"incubator_id" uuid NOT NULL,
	"funnel_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "funnel_admins_pkey" PRIMARY KEY("incubator_id","funnel_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "funnel_admins" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "funnel_decision_emails" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"funnel_id" uuid NOT NULL,
	"action" text NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funnel_decision_emails_pkey" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "funnel_decision_emails" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "funnel_rounds" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"funnel_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"form_id" uuid,
	"deadline" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funnel_rounds_pkey" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "funnel_rounds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "funnels" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"program_id" uuid,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"eligibility" text,
	"cover" text,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"intake_form_id" uuid,
	"allow_cofounders" boolean DEFAULT true NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funnels_pkey" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "funnels" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "program_members" (
	"incubator_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_members_pkey" PRIMARY KEY("incubator_id","program_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "program_members" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "kind" text DEFAULT 'startup' NOT NULL;--> statement-breakpoint
ALTER TABLE "application_batch_operations" ADD CONSTRAINT "application_batch_operations_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_comments" ADD CONSTRAINT "application_comments_application_fkey" FOREIGN KEY ("incubator_id","application_id") REFERENCES "public"."applications"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_meetings" ADD CONSTRAINT "application_meetings_application_fkey" FOREIGN KEY ("incubator_id","application_id") REFERENCES "public"."applications"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_members" ADD CONSTRAINT "application_members_application_fkey" FOREIGN KEY ("incubator_id","application_id") REFERENCES "public"."applications"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_changes" ADD CONSTRAINT "application_status_changes_application_fkey" FOREIGN KEY ("incubator_id","application_id") REFERENCES "public"."applications"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_tags" ADD CONSTRAINT "application_tags_application_fkey" FOREIGN KEY ("incubator_id","application_id") REFERENCES "public"."applications"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_funnel_fkey" FOREIGN KEY ("incubator_id","funnel_id") REFERENCES "public"."funnels"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_round_fkey" FOREIGN KEY ("incubator_id","round_id") REFERENCES "public"."funnel_rounds"("incubator_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_admins" ADD CONSTRAINT "funnel_admins_funnel_fkey" FOREIGN KEY ("incubator_id","funnel_id") REFERENCES "public"."funnels"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_decision_emails" ADD CONSTRAINT "funnel_decision_emails_funnel_fkey" FOREIGN KEY ("incubator_id","funnel_id") REFERENCES "public"."funnels"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_rounds" ADD CONSTRAINT "funnel_rounds_funnel_fkey" FOREIGN KEY ("incubator_id","funnel_id") REFERENCES "public"."funnels"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnels" ADD CONSTRAINT "funnels_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_members" ADD CONSTRAINT "program_members_program_fkey" FOREIGN KEY ("incubator_id","program_id") REFERENCES "public"."programs"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_members" ADD CONSTRAINT "program_members_user_fkey" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_comments_application_idx" ON "application_comments" USING btree ("incubator_id","application_id","created_at");--> statement-breakpoint
CREATE INDEX "application_meetings_application_idx" ON "application_meetings" USING btree ("incubator_id","application_id");--> statement-breakpoint
CREATE INDEX "application_members_user_idx" ON "application_members" USING btree ("incubator_id","user_id");--> statement-breakpoint
CREATE INDEX "application_status_changes_application_idx" ON "application_status_changes" USING btree ("incubator_id","application_id","created_at");--> statement-breakpoint
CREATE INDEX "application_status_changes_funnel_idx" ON "application_status_changes" USING btree ("incubator_id","funnel_id","created_at");--> statement-breakpoint
CREATE INDEX "application_tags_tag_idx" ON "application_tags" USING btree ("incubator_id","tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_applicant_key" ON "applications" USING btree ("incubator_id","funnel_id","applicant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_transfer_key" ON "applications" USING btree ("incubator_id","transfer_token");--> statement-breakpoint
CREATE INDEX "applications_funnel_idx" ON "applications" USING btree ("incubator_id","funnel_id","status","round_id");--> statement-breakpoint
CREATE INDEX "applications_applicant_idx" ON "applications" USING btree ("incubator_id","applicant_id");--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("incubator_id","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_startup_idx" ON "applications" USING btree ("incubator_id","startup_id");--> statement-breakpoint
CREATE INDEX "funnel_admins_user_idx" ON "funnel_admins" USING btree ("incubator_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "funnel_decision_emails_key" ON "funnel_decision_emails" USING btree ("incubator_id","funnel_id","action","language");--> statement-breakpoint
CREATE INDEX "funnel_rounds_funnel_idx" ON "funnel_rounds" USING btree ("incubator_id","funnel_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "funnels_slug_key" ON "funnels" USING btree ("incubator_id","slug");--> statement-breakpoint
CREATE INDEX "program_members_user_idx" ON "program_members" USING btree ("incubator_id","user_id");--> statement-breakpoint
CREATE INDEX "form_responses_subject_idx" ON "form_responses" USING btree ("incubator_id","subject_id") WHERE subject_id is not null;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "application_batch_operations" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "application_comments" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "application_meetings" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "application_members" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "application_status_changes" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "application_tags" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "applications" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "funnel_admins" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "funnel_decision_emails" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "funnel_rounds" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "funnels" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "program_members" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);