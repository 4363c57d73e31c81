CREATE TABLE "role_permissions" (
	"incubator_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"key" text NOT NULL,
	"criteria" text NOT NULL,
	CONSTRAINT "role_permissions_pkey" PRIMARY KEY("incubator_id","role_id","key")
);
--> statement-breakpoint
ALTER TABLE "role_permissions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_fkey" FOREIGN KEY ("incubator_id","role_id") REFERENCES "public"."roles"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "role_permissions" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);