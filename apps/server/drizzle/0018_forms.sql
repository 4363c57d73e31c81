CREATE TABLE "form_responses" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"base_id" uuid NOT NULL,
	"respondent_id" uuid,
	"respondent_email" text,
	"subject_kind" text,
	"subject_id" uuid,
	"subject_key" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"score" double precision,
	"max_score" double precision,
	"section_scores" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "form_responses_pkey" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "form_responses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "forms" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"base_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"is_current" boolean DEFAULT true NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{en}'::text[] NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"share_id" uuid NOT NULL,
	"audience" text DEFAULT 'NONE' NOT NULL,
	"share_expires_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forms_pkey" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "forms" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "form_responses" ADD CONSTRAINT "form_responses_form_fkey" FOREIGN KEY ("incubator_id","form_id") REFERENCES "public"."forms"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_responses_base_idx" ON "form_responses" USING btree ("incubator_id","base_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "form_responses_draft_key" ON "form_responses" USING btree ("incubator_id","base_id","respondent_id","subject_key") WHERE status = 'draft' and respondent_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "forms_version_key" ON "forms" USING btree ("incubator_id","base_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "forms_current_key" ON "forms" USING btree ("incubator_id","base_id") WHERE is_current;--> statement-breakpoint
CREATE INDEX "forms_share_idx" ON "forms" USING btree ("incubator_id","share_id");--> statement-breakpoint
CREATE INDEX "forms_list_idx" ON "forms" USING btree ("incubator_id","updated_at") WHERE is_current;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "form_responses" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "forms" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);