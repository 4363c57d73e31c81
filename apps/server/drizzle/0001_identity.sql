CREATE TABLE "auth_tokens" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_tokens_pkey" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "login_failures" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_failures_pkey" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "login_failures" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_sessions" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"user_agent" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"method" text DEFAULT 'password' NOT NULL,
	CONSTRAINT "user_sessions_pkey" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "user_sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "email_messages" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"template" text NOT NULL,
	"user_id" uuid,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_messages_pkey" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "email_messages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "platform_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "incubators" ADD COLUMN "session_idle_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "incubators" ADD COLUMN "session_absolute_hours" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "incubators" ADD COLUMN "default_path" text DEFAULT 'login' NOT NULL;--> statement-breakpoint
ALTER TABLE "incubators" ADD COLUMN "signup_action" text DEFAULT 'login' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "user_access_visibility" text DEFAULT 'ALL' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "user_access_roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "startup_access_visibility" text DEFAULT 'ALL' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_fkey" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_user_fkey" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_hash_key" ON "auth_tokens" USING btree ("incubator_id","token_hash");--> statement-breakpoint
CREATE INDEX "login_failures_email_idx" ON "login_failures" USING btree ("incubator_id","email","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("incubator_id","ip","created_at");--> statement-breakpoint
CREATE INDEX "user_sessions_user_idx" ON "user_sessions" USING btree ("incubator_id","user_id","ended_at");--> statement-breakpoint
CREATE INDEX "email_messages_created_idx" ON "email_messages" USING btree ("incubator_id","created_at");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "auth_tokens" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "login_failures" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "user_sessions" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "email_messages" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);