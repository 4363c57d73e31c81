CREATE TABLE "calendar_links" (
	"incubator_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text DEFAULT 'caldav' NOT NULL,
	"server_url" text NOT NULL,
	"username" text NOT NULL,
	"password_sealed" text NOT NULL,
	"calendar_url" text NOT NULL,
	"calendar_name" text NOT NULL,
	"status" text DEFAULT 'linked' NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_links_pkey" PRIMARY KEY("incubator_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "calendar_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "calendar_links" ADD CONSTRAINT "calendar_links_user_fkey" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "calendar_links" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);