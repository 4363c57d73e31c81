CREATE TABLE "evaluation_assignments" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"evaluator_id" uuid NOT NULL,
	"status" text DEFAULT 'assigned' NOT NULL,
	"form_id" uuid,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"score" double precision,
	"max_score" double precision,
	"section_scores" jsonb,
	"fit" double precision,
	"assigned_by" uuid,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "evaluation_assignments_pkey" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "evaluation_assignments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "evaluation_conflicts" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"evaluator_id" uuid NOT NULL,
	"application_id" uuid,
	"startup_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_conflicts_pkey" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "evaluation_conflicts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "evaluation_evaluators" (
	"incubator_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"cap" integer NOT NULL,
	"task_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_evaluators_pkey" PRIMARY KEY("incubator_id","round_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "evaluation_evaluators" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "evaluation_rounds" (
	"incubator_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"reviews_needed" integer DEFAULT 2 NOT NULL,
	"default_cap" integer DEFAULT 20 NOT NULL,
	"scores_visible" boolean DEFAULT false NOT NULL,
	"reviews_editable" boolean DEFAULT true NOT NULL,
	"late_reviews" boolean DEFAULT false NOT NULL,
	"origin" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_rounds_pkey" PRIMARY KEY("incubator_id","round_id")
);
--> statement-breakpoint
ALTER TABLE "evaluation_rounds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "evaluation_assignments" ADD CONSTRAINT "evaluation_assignments_round_fkey" FOREIGN KEY ("incubator_id","round_id") REFERENCES "public"."funnel_rounds"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_assignments" ADD CONSTRAINT "evaluation_assignments_application_fkey" FOREIGN KEY ("incubator_id","application_id") REFERENCES "public"."applications"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_evaluators" ADD CONSTRAINT "evaluation_evaluators_round_fkey" FOREIGN KEY ("incubator_id","round_id") REFERENCES "public"."funnel_rounds"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_rounds" ADD CONSTRAINT "evaluation_rounds_round_fkey" FOREIGN KEY ("incubator_id","round_id") REFERENCES "public"."funnel_rounds"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_assignments_pair_key" ON "evaluation_assignments" USING btree ("incubator_id","round_id","application_id","evaluator_id");--> statement-breakpoint
CREATE INDEX "evaluation_assignments_evaluator_idx" ON "evaluation_assignments" USING btree ("incubator_id","evaluator_id","status");--> statement-breakpoint
CREATE INDEX "evaluation_conflicts_evaluator_idx" ON "evaluation_conflicts" USING btree ("incubator_id","evaluator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_conflicts_application_key" ON "evaluation_conflicts" USING btree ("incubator_id","evaluator_id","application_id") WHERE application_id is not null;--> statement-breakpoint
CREATE INDEX "evaluation_evaluators_user_idx" ON "evaluation_evaluators" USING btree ("incubator_id","user_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "evaluation_assignments" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "evaluation_conflicts" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "evaluation_evaluators" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "evaluation_rounds" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);