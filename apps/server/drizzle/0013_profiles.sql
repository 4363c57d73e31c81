CREATE TABLE "user_industries" (
	"incubator_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"industry_id" uuid NOT NULL,
	CONSTRAINT "user_industries_pkey" PRIMARY KEY("incubator_id","user_id","industry_id")
);
--> statement-breakpoint
ALTER TABLE "user_industries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "user_industries" ADD CONSTRAINT "user_industries_user_fkey" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_industries_industry_idx" ON "user_industries" USING btree ("incubator_id","industry_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "user_industries" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);