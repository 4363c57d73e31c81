CREATE TABLE "program_admins" (
	"incubator_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "program_admins_pkey" PRIMARY KEY("incubator_id","program_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "program_admins" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "programs" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"starts_on" date,
	"ends_on" date,
	"cover" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programs_pkey" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "programs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "startup_industries" (
	"incubator_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"industry_id" uuid NOT NULL,
	CONSTRAINT "startup_industries_pkey" PRIMARY KEY("incubator_id","startup_id","industry_id")
);
--> statement-breakpoint
ALTER TABLE "startup_industries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "startup_programs" (
	"incubator_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	CONSTRAINT "startup_programs_pkey" PRIMARY KEY("incubator_id","startup_id","program_id")
);
--> statement-breakpoint
ALTER TABLE "startup_programs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "startup_tags" (
	"incubator_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "startup_tags_pkey" PRIMARY KEY("incubator_id","startup_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "startup_tags" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "founding_year" integer;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "program_admins" ADD CONSTRAINT "program_admins_program_fkey" FOREIGN KEY ("incubator_id","program_id") REFERENCES "public"."programs"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_industries" ADD CONSTRAINT "startup_industries_startup_fkey" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_programs" ADD CONSTRAINT "startup_programs_startup_fkey" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_tags" ADD CONSTRAINT "startup_tags_startup_fkey" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "startup_industries_target_idx" ON "startup_industries" USING btree ("incubator_id","industry_id");--> statement-breakpoint
CREATE INDEX "startup_programs_target_idx" ON "startup_programs" USING btree ("incubator_id","program_id");--> statement-breakpoint
CREATE INDEX "startup_tags_target_idx" ON "startup_tags" USING btree ("incubator_id","tag_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "program_admins" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "programs" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "startup_industries" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "startup_programs" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "startup_tags" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);