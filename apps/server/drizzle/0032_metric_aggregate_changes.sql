-- Portfolio analytics (issue 17) keep their results in memory; these statement triggers announce, on the change feed
-- (channel cohort_changes, `<table>:<organisation id>`, sent at commit), every committed change to what the results
-- are made of: the values and the groups (programmes, industries, tags, cohorts) startups belong to. One notification
-- per organisation and statement, so that a bulk load of values stays one notification.
CREATE OR REPLACE FUNCTION cohort_notify_statement_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cohort_changes', TG_TABLE_NAME || ':' || c.organisation)
     FROM (SELECT DISTINCT incubator_id::text AS organisation FROM changed) c;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['metric_data', 'startup_programs', 'startup_industries', 'startup_tags', 'programs',
                           'industries', 'tags', 'startups'] LOOP
    EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed
                    FOR EACH STATEMENT EXECUTE FUNCTION cohort_notify_statement_change()', t || '_inserted', t);
    EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed
                    FOR EACH STATEMENT EXECUTE FUNCTION cohort_notify_statement_change()', t || '_updated', t);
    EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed
                    FOR EACH STATEMENT EXECUTE FUNCTION cohort_notify_statement_change()', t || '_deleted', t);
  END LOOP;
END
$$;
--> statement-breakpoint
-- The aggregation reads one metric's values with an index-only scan: the index carries the startup and the value
-- (drizzle cannot write INCLUDE; metric.table.ts declares the same name and columns).
DROP INDEX IF EXISTS metric_data_metric_idx;
--> statement-breakpoint
CREATE INDEX metric_data_metric_idx ON metric_data (incubator_id, metric_id, period_from) INCLUDE (startup_id, value);
