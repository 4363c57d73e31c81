CREATE TABLE "metric_settings" (
	"incubator_id" uuid NOT NULL,
	"reporting_days" integer DEFAULT 10 NOT NULL,
	"remind_before_days" integer DEFAULT 3 NOT NULL,
	"remind_after_deadline" boolean DEFAULT true NOT NULL,
	"remind_again_after_days" integer DEFAULT 0 NOT NULL,
	"disabled_core_metrics" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metric_settings_pkey" PRIMARY KEY("incubator_id")
);
--> statement-breakpoint
ALTER TABLE "metric_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "metric_forms" ADD COLUMN "reminded_again_at" timestamp with time zone;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "metric_settings" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);