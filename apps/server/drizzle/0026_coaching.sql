CREATE TABLE "coaching_allocations" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"startup_id" uuid,
	"mentor_id" uuid,
	"unit" text NOT NULL,
	"amount" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_allocations_pkey" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "coaching_allocations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "coaching_availability_exceptions" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_availability_exceptions_pkey" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "coaching_availability_exceptions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "coaching_availability_rules" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rrule" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_availability_rules_pkey" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "coaching_availability_rules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "coaching_invites" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"cancel_used_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_invites_pkey" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "coaching_invites" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "coaching_session_attendees" (
	"incubator_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"side" text NOT NULL,
	CONSTRAINT "coaching_session_attendees_pkey" PRIMARY KEY("incubator_id","session_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "coaching_session_attendees" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "coaching_session_changes" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"actor_id" uuid,
	"change" text NOT NULL,
	"old_starts_at" timestamp with time zone,
	"old_ends_at" timestamp with time zone,
	"new_starts_at" timestamp with time zone,
	"new_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_session_changes_pkey" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "coaching_session_changes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "coaching_sessions" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"type" text NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"host_id" uuid NOT NULL,
	"startup_id" uuid,
	"program_id" uuid,
	"created_by" uuid NOT NULL,
	"title" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"location" text,
	"conference_url" text,
	"editor" text,
	"staff_editor" text,
	"staff_editor_public" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"canceled_at" timestamp with time zone,
	"canceled_by" uuid,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_sessions_pkey" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "coaching_sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "coaching_user_settings" (
	"incubator_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"time_zone" text,
	"hours_mode" text DEFAULT 'BUSINESS_HOURS' NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"minimum_notice_minutes" integer DEFAULT 720 NOT NULL,
	"horizon_days" integer DEFAULT 60 NOT NULL,
	"default_location" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_user_settings_pkey" PRIMARY KEY("incubator_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "coaching_user_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "mentor_matching_settings" (
	"incubator_id" uuid NOT NULL,
	"require_connection" boolean DEFAULT false NOT NULL,
	"allocation_unit" text DEFAULT 'HOUR' NOT NULL,
	"default_startup_allocation" integer,
	"default_mentor_allocation" integer,
	"mentor_form_id" uuid,
	"founder_form_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_matching_settings_pkey" PRIMARY KEY("incubator_id")
);
--> statement-breakpoint
ALTER TABLE "mentor_matching_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "coaching_allocations" ADD CONSTRAINT "coaching_allocations_program_fkey" FOREIGN KEY ("incubator_id","program_id") REFERENCES "public"."programs"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_allocations" ADD CONSTRAINT "coaching_allocations_startup_fkey" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_allocations" ADD CONSTRAINT "coaching_allocations_mentor_fkey" FOREIGN KEY ("incubator_id","mentor_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_availability_exceptions" ADD CONSTRAINT "coaching_availability_exceptions_user_fkey" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_availability_rules" ADD CONSTRAINT "coaching_availability_rules_user_fkey" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_invites" ADD CONSTRAINT "coaching_invites_session_fkey" FOREIGN KEY ("incubator_id","session_id") REFERENCES "public"."coaching_sessions"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_session_attendees" ADD CONSTRAINT "coaching_session_attendees_session_fkey" FOREIGN KEY ("incubator_id","session_id") REFERENCES "public"."coaching_sessions"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_session_attendees" ADD CONSTRAINT "coaching_session_attendees_user_fkey" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_session_changes" ADD CONSTRAINT "coaching_session_changes_session_fkey" FOREIGN KEY ("incubator_id","session_id") REFERENCES "public"."coaching_sessions"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD CONSTRAINT "coaching_sessions_host_fkey" FOREIGN KEY ("incubator_id","host_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD CONSTRAINT "coaching_sessions_startup_fkey" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD CONSTRAINT "coaching_sessions_program_fkey" FOREIGN KEY ("incubator_id","program_id") REFERENCES "public"."programs"("incubator_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_user_settings" ADD CONSTRAINT "coaching_user_settings_user_fkey" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coaching_allocations_program_idx" ON "coaching_allocations" USING btree ("incubator_id","program_id");--> statement-breakpoint
CREATE INDEX "coaching_availability_exceptions_user_idx" ON "coaching_availability_exceptions" USING btree ("incubator_id","user_id","starts_at");--> statement-breakpoint
CREATE INDEX "coaching_availability_rules_user_idx" ON "coaching_availability_rules" USING btree ("incubator_id","user_id");--> statement-breakpoint
CREATE INDEX "coaching_invites_session_idx" ON "coaching_invites" USING btree ("incubator_id","session_id");--> statement-breakpoint
CREATE INDEX "coaching_session_attendees_user_idx" ON "coaching_session_attendees" USING btree ("incubator_id","user_id");--> statement-breakpoint
CREATE INDEX "coaching_session_changes_session_idx" ON "coaching_session_changes" USING btree ("incubator_id","session_id","created_at");--> statement-breakpoint
CREATE INDEX "coaching_sessions_host_idx" ON "coaching_sessions" USING btree ("incubator_id","host_id","starts_at");--> statement-breakpoint
CREATE INDEX "coaching_sessions_startup_idx" ON "coaching_sessions" USING btree ("incubator_id","startup_id","starts_at");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "coaching_allocations" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "coaching_availability_exceptions" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "coaching_availability_rules" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "coaching_invites" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "coaching_session_attendees" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "coaching_session_changes" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "coaching_sessions" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "coaching_user_settings" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "mentor_matching_settings" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);