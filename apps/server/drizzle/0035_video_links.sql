CREATE TABLE "video_links" (
	"incubator_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"refresh_token_sealed" text NOT NULL,
	"account_label" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'linked' NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_links_pkey" PRIMARY KEY("incubator_id","user_id","provider")
);
--> statement-breakpoint
ALTER TABLE "video_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD COLUMN "conference_provider" text;--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD COLUMN "conference_meeting_id" text;--> statement-breakpoint
ALTER TABLE "video_links" ADD CONSTRAINT "video_links_user_fkey" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "video_links" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);