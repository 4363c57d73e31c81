CREATE TABLE "user_batch_operations" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"action" jsonb NOT NULL,
	"user_ids" text[] NOT NULL,
	"status" text DEFAULT 'RUNNING' NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "user_batch_operations_pkey" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "user_batch_operations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_batch_operations" ADD CONSTRAINT "user_batch_operations_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "user_batch_operations" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);