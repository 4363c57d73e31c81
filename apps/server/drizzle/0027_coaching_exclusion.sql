-- Issue 16: two scheduled sessions of one host never overlap, whoever books them and however close together.
-- The database refuses the second (SQLSTATE 23P01); the booking service answers COACHING_MESSAGES.slotTaken.
-- Half-open ranges: a session ending at 10:00 and one starting at 10:00 do not overlap.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD CONSTRAINT "coaching_sessions_host_no_overlap"
  EXCLUDE USING gist ("incubator_id" WITH =, "host_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("state" = 'scheduled');--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD CONSTRAINT "coaching_sessions_ends_after_start" CHECK ("ends_at" > "starts_at");
