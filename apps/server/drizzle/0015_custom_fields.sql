CREATE TABLE "custom_field_values" (
	"incubator_id" uuid NOT NULL,
	"field_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"text_value" text,
	"number_value" double precision,
	"date_value" date,
	"option_ids" text[],
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_field_values_pkey" PRIMARY KEY("incubator_id","field_id","entity_id")
);
--> statement-breakpoint
ALTER TABLE "custom_field_values" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "custom_fields" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"entity_kind" text NOT NULL,
	"label" text NOT NULL,
	"description" text,
	"field_type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currency" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_fields_pkey" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "custom_fields" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "profile_form_fields" (
	"incubator_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"field_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	CONSTRAINT "profile_form_fields_pkey" PRIMARY KEY("incubator_id","form_id","field_id")
);
--> statement-breakpoint
ALTER TABLE "profile_form_fields" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "profile_forms" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_forms_pkey" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "profile_forms" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "custom_field_values" ADD CONSTRAINT "custom_field_values_field_fkey" FOREIGN KEY ("incubator_id","field_id") REFERENCES "public"."custom_fields"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_form_fields" ADD CONSTRAINT "profile_form_fields_form_fkey" FOREIGN KEY ("incubator_id","form_id") REFERENCES "public"."profile_forms"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_form_fields" ADD CONSTRAINT "profile_form_fields_field_fkey" FOREIGN KEY ("incubator_id","field_id") REFERENCES "public"."custom_fields"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_forms" ADD CONSTRAINT "profile_forms_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_field_values_entity_idx" ON "custom_field_values" USING btree ("incubator_id","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_fields_label_key" ON "custom_fields" USING btree ("incubator_id","entity_kind",lower("label"));--> statement-breakpoint
CREATE INDEX "profile_form_fields_field_idx" ON "profile_form_fields" USING btree ("incubator_id","field_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_forms_kind_key" ON "profile_forms" USING btree ("incubator_id","kind");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "custom_field_values" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "custom_fields" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "profile_form_fields" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "profile_forms" AS PERMISSIVE FOR ALL TO public USING (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (incubator_id = nullif(current_setting('app.incubator_id', true), '')::uuid);