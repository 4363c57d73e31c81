CREATE TABLE "feature_flags" (
	"incubator_id" uuid NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_flags_pkey" PRIMARY KEY("incubator_id","name")
);
--> statement-breakpoint
ALTER TABLE "feature_flags" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "incubator_plans" (
	"incubator_id" uuid NOT NULL,
	"name" text DEFAULT 'Standard' NOT NULL,
	"employee_count_limit" integer DEFAULT 10 NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incubator_plans_pkey" PRIMARY KEY("incubator_id")
);
--> statement-breakpoint
ALTER TABLE "incubator_plans" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "incubators" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"custom_domain" text,
	"name" text NOT NULL,
	"description" text,
	"logo" text,
	"logo_square" text,
	"white_logo" text,
	"currency" text DEFAULT 'USD' NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"address" text,
	"default_language" text DEFAULT 'en' NOT NULL,
	"date_format" text DEFAULT 'MM/dd/yy' NOT NULL,
	"allow_user_self_delete" boolean DEFAULT false NOT NULL,
	"allow_write_in_option_in_user_skills" boolean DEFAULT false NOT NULL,
	"gtm_id" text,
	"max_sessions" integer DEFAULT 5 NOT NULL,
	"public_home_path" text DEFAULT '/' NOT NULL,
	"not_found_path" text DEFAULT '/' NOT NULL,
	"terms_and_services_url" text,
	"general_email" text,
	"support_email" text,
	"startup_name_alternative" jsonb DEFAULT '{"active":false,"label":[],"pluralLabel":[]}'::jsonb NOT NULL,
	"seo" jsonb DEFAULT '{"active":false,"seoTitle":"","seoDescription":""}'::jsonb NOT NULL,
	"custom_login" jsonb DEFAULT '{"active":false,"text":"","url":"","buttonBackgroundColor":"#3b5bdb","buttonTextColor":"#ffffff"}'::jsonb NOT NULL,
	"brand_palette" jsonb DEFAULT '{"sidebar":{"backgroundColor":"#1f2a44","textColor":"#e6e9f2","activeItemBackgroundColor":"#2f3d63","activeItemTextColor":"#ffffff","activeSubItemTextColor":"#9fb4ff","logoType":"REVERSE"},"login":{"logoType":"DEFAULT"}}'::jsonb NOT NULL,
	"login_providers" jsonb DEFAULT '[{"provider":"local","enabled":true}]'::jsonb NOT NULL,
	"layout_customization" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "incubators" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "roles" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"type" text NOT NULL,
	"label" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_pkey" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "roles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "users" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text,
	"role_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"validated" boolean DEFAULT false NOT NULL,
	"language" text,
	"timezone" text,
	"avatar" text,
	"cover" text,
	"headline" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_pkey" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "feature_flags" ADD CONSTRAINT "feature_flags_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incubator_plans" ADD CONSTRAINT "incubator_plans_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_fkey" FOREIGN KEY ("incubator_id","role_id") REFERENCES "public"."roles"("incubator_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "incubators_slug_key" ON "incubators" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "incubators_custom_domain_key" ON "incubators" USING btree ("custom_domain");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("incubator_id",lower("email"));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "feature_flags" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "incubator_plans" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "incubators_read" ON "incubators" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "incubators_insert" ON "incubators" AS PERMISSIVE FOR INSERT TO public WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "incubators_update" ON "incubators" AS PERMISSIVE FOR UPDATE TO public USING (id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "incubators_delete" ON "incubators" AS PERMISSIVE FOR DELETE TO public USING (id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "roles" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "users" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);