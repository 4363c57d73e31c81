CREATE TABLE "coaching_evaluation_tasks" (
	"incubator_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"side" text NOT NULL,
	"task_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_evaluation_tasks_pkey" PRIMARY KEY("incubator_id","session_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "coaching_evaluation_tasks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD COLUMN "evaluations_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coaching_evaluation_tasks" ADD CONSTRAINT "coaching_evaluation_tasks_session_fkey" FOREIGN KEY ("incubator_id","session_id") REFERENCES "public"."coaching_sessions"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_evaluation_tasks" ADD CONSTRAINT "coaching_evaluation_tasks_user_fkey" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "coaching_evaluation_tasks" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);