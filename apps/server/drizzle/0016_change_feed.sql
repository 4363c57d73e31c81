-- Announces committed changes to the tables that the server caches (the organisation record): a notification on
-- the channel cohort_changes, `<table>:<organisation id>`, sent by PostgreSQL when the transaction commits.
CREATE OR REPLACE FUNCTION cohort_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  organisation text;
BEGIN
  IF TG_TABLE_NAME = 'incubators' THEN
    IF TG_OP = 'DELETE' THEN organisation := OLD.id::text; ELSE organisation := NEW.id::text; END IF;
  ELSE
    IF TG_OP = 'DELETE' THEN organisation := OLD.incubator_id::text; ELSE organisation := NEW.incubator_id::text; END IF;
  END IF;
  PERFORM pg_notify('cohort_changes', TG_TABLE_NAME || ':' || organisation);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER incubators_changed AFTER INSERT OR UPDATE OR DELETE ON incubators
  FOR EACH ROW EXECUTE FUNCTION cohort_notify_change();
