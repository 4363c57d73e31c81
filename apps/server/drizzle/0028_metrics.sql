CREATE TABLE "metric_assignments" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"metric_id" uuid NOT NULL,
	"startup_id" uuid,
	"program_id" uuid,
	"starts_on" date NOT NULL,
	"origin" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metric_assignments_pkey" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "metric_assignments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "metric_data" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"metric_id" uuid NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"value" numeric,
	"date_value" date,
	"currency" text,
	"submitted_by" uuid,
	"submitted_at" timestamp with time zone,
	"edited_by" uuid,
	"edited_at" timestamp with time zone,
	CONSTRAINT "metric_data_pkey" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "metric_data" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "metric_forms" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"deadline" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"task_id" uuid,
	"due_post_id" uuid,
	"submitted_post_id" uuid,
	"submitted_by" uuid,
	"submitted_at" timestamp with time zone,
	"reminded_before_at" timestamp with time zone,
	"reminded_after_at" timestamp with time zone,
	"origin" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metric_forms_pkey" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "metric_forms" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "metrics" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unit_type" text NOT NULL,
	"custom_unit_name" text,
	"recurrence_amount" integer DEFAULT 1 NOT NULL,
	"recurrence_type" text DEFAULT 'monthly' NOT NULL,
	"category" text DEFAULT 'untagged' NOT NULL,
	"validations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"core_key" text,
	"archived" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metrics_pkey" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "metrics" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "startup_categorizations" (
	"incubator_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"skipped" boolean DEFAULT false NOT NULL,
	"initial_categorization_complete" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "startup_categorizations_pkey" PRIMARY KEY("incubator_id","startup_id")
);
--> statement-breakpoint
ALTER TABLE "startup_categorizations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "metric_assignments" ADD CONSTRAINT "metric_assignments_metric_fkey" FOREIGN KEY ("incubator_id","metric_id") REFERENCES "public"."metrics"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_assignments" ADD CONSTRAINT "metric_assignments_startup_fkey" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_assignments" ADD CONSTRAINT "metric_assignments_program_fkey" FOREIGN KEY ("incubator_id","program_id") REFERENCES "public"."programs"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_data" ADD CONSTRAINT "metric_data_form_fkey" FOREIGN KEY ("incubator_id","form_id") REFERENCES "public"."metric_forms"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_data" ADD CONSTRAINT "metric_data_metric_fkey" FOREIGN KEY ("incubator_id","metric_id") REFERENCES "public"."metrics"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_forms" ADD CONSTRAINT "metric_forms_startup_fkey" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_categorizations" ADD CONSTRAINT "startup_categorizations_startup_fkey" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "metric_assignments_startup_key" ON "metric_assignments" USING btree ("incubator_id","metric_id","startup_id") WHERE startup_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "metric_assignments_program_key" ON "metric_assignments" USING btree ("incubator_id","metric_id","program_id") WHERE program_id is not null;--> statement-breakpoint
CREATE INDEX "metric_assignments_startup_idx" ON "metric_assignments" USING btree ("incubator_id","startup_id");--> statement-breakpoint
CREATE INDEX "metric_assignments_program_idx" ON "metric_assignments" USING btree ("incubator_id","program_id");--> statement-breakpoint
CREATE UNIQUE INDEX "metric_data_period_key" ON "metric_data" USING btree ("incubator_id","startup_id","metric_id","period_from");--> statement-breakpoint
CREATE INDEX "metric_data_form_idx" ON "metric_data" USING btree ("incubator_id","form_id");--> statement-breakpoint
CREATE UNIQUE INDEX "metric_forms_startup_due_key" ON "metric_forms" USING btree ("incubator_id","startup_id","due_date");--> statement-breakpoint
CREATE INDEX "metric_forms_status_idx" ON "metric_forms" USING btree ("incubator_id","status","deadline");--> statement-breakpoint
CREATE UNIQUE INDEX "metrics_core_key" ON "metrics" USING btree ("incubator_id","core_key") WHERE core_key is not null;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "metric_assignments" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "metric_data" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "metric_forms" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "metrics" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "startup_categorizations" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);