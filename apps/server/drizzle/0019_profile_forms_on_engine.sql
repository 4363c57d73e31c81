ALTER TABLE "profile_form_fields" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "profile_forms" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
-- Profile forms move onto the forms engine (issue 13): each profile form becomes a form of its kind, same id, whose
-- questions are its fields in order (custom_field questions). Answers stay in custom_field_values, untouched.
-- The migration runs as the tables' owner; once row-level security is forced an owner that is not a superuser sees
-- no tenant row, so the tables read and written here are not forced while the rows move, and are forced again after.
ALTER TABLE "custom_fields" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "forms" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO "forms" ("incubator_id", "id", "base_id", "version", "is_current", "kind", "title", "languages", "questions", "share_id", "audience", "created_by", "updated_by", "created_at", "updated_at")
SELECT pf."incubator_id", pf."id", pf."id", 1, true, pf."kind",
       CASE pf."kind"
         WHEN 'startup_profile' THEN 'Startup profile'
         WHEN 'startup_profile_private' THEN 'Startup profile (staff only)'
         WHEN 'user_profile' THEN 'User profile'
         ELSE 'User profile (staff only)'
       END,
       '{en}'::text[],
       coalesce((
         SELECT jsonb_agg(jsonb_build_object(
                  'id', cf."id"::text,
                  'questionType', 'custom_field',
                  'customFieldId', cf."id"::text,
                  'behavesAs', cf."field_type",
                  'label', jsonb_build_array(jsonb_build_object('language', 'en', 'value', cf."label")),
                  'validations', jsonb_build_object('required', pff."required"))
                ORDER BY pff."position", cf."id")
           FROM "profile_form_fields" pff
           JOIN "custom_fields" cf ON cf."incubator_id" = pff."incubator_id" AND cf."id" = pff."field_id"
          WHERE pff."incubator_id" = pf."incubator_id" AND pff."form_id" = pf."id"), '[]'::jsonb),
       gen_random_uuid(), 'NONE', NULL, pf."updated_by", pf."updated_at", pf."updated_at"
  FROM "profile_forms" pf;--> statement-breakpoint
-- Nothing is dropped unless every form and every field on a form arrived.
DO $$
BEGIN
  IF (SELECT count(*) FROM "profile_forms") <> (SELECT count(*) FROM "forms" f JOIN "profile_forms" pf
        ON pf."incubator_id" = f."incubator_id" AND pf."id" = f."id")
     OR (SELECT count(*) FROM "profile_form_fields") <> (SELECT coalesce(sum(jsonb_array_length(f."questions")), 0)
        FROM "forms" f JOIN "profile_forms" pf ON pf."incubator_id" = f."incubator_id" AND pf."id" = f."id") THEN
    RAISE EXCEPTION 'profile forms did not all move onto the forms table';
  END IF;
END $$;--> statement-breakpoint
ALTER TABLE "custom_fields" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "forms" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY "tenant_isolation" ON "profile_form_fields" CASCADE;--> statement-breakpoint
DROP TABLE "profile_form_fields" CASCADE;--> statement-breakpoint
DROP POLICY "tenant_isolation" ON "profile_forms" CASCADE;--> statement-breakpoint
DROP TABLE "profile_forms" CASCADE;--> statement-breakpoint
CREATE UNIQUE INDEX "forms_profile_kind_key" ON "forms" USING btree ("incubator_id","kind") WHERE is_current and kind in ('startup_profile', 'startup_profile_private', 'user_profile', 'user_profile_private');
