CREATE TABLE "booking_change_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"audit_entry_id" integer NOT NULL,
	"changed_by" text NOT NULL,
	"operation" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "latest_booking_follow_ups" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"follow_up_id" integer NOT NULL,
	"follow_up_date" date NOT NULL,
	"created_by" integer NOT NULL,
	"next_follow_up_date" date
);
--> statement-breakpoint
CREATE TABLE "notification_reads" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_reads_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "notifications_read_up_to" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"read_up_to" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_change_notices" ADD CONSTRAINT "booking_change_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_change_notices" ADD CONSTRAINT "booking_change_notices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications_read_up_to" ADD CONSTRAINT "notifications_read_up_to_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_change_notices_user_idx" ON "booking_change_notices" USING btree ("user_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "booking_change_notices_booking_idx" ON "booking_change_notices" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "latest_booking_follow_ups_author_next_idx" ON "latest_booking_follow_ups" USING btree ("created_by","next_follow_up_date","follow_up_id");--> statement-breakpoint
CREATE INDEX "bookings_live_author_registry_date_idx" ON "bookings" USING btree ("created_by","registry_date","id") WHERE "bookings"."booking_status" in ('Token', 'Booking');--> statement-breakpoint
-- Each booking's latest follow-up (schema.ts, latest_booking_follow_ups) follows every change of
-- booking_follow_ups in the changing statement's transaction, per statement with transition
-- tables as the tallies of 0003, so a bulk load of follow-ups writes each booking's row once.
-- New follow-ups only ever make a newer latest, so an insert keeps the newer of the row and its
-- own newest: two writers to one booking agree whichever commits first. An edit or a delete can
-- make an older follow-up the latest again, so it first locks the bookings' rows (in booking
-- order, so writers cannot deadlock) and then reads their follow-ups afresh, past any writer it
-- waited for.
CREATE FUNCTION keep_latest_booking_follow_ups() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT booking_id FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT booking_id FROM old_rows'
    ELSE 'SELECT booking_id FROM new_rows UNION SELECT booking_id FROM old_rows'
  END;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO latest_booking_follow_ups AS latest
      (booking_id, follow_up_id, follow_up_date, created_by, next_follow_up_date)
    SELECT DISTINCT ON (booking_id) booking_id, id, follow_up_date, created_by, next_follow_up_date
    FROM new_rows
    ORDER BY booking_id, follow_up_date DESC, id DESC
    ON CONFLICT (booking_id) DO UPDATE SET
      follow_up_id = excluded.follow_up_id,
      follow_up_date = excluded.follow_up_date,
      created_by = excluded.created_by,
      next_follow_up_date = excluded.next_follow_up_date
    WHERE (excluded.follow_up_date, excluded.follow_up_id) > (latest.follow_up_date, latest.follow_up_id);
    RETURN NULL;
  END IF;
  EXECUTE format($sql$
    SELECT 1 FROM latest_booking_follow_ups WHERE booking_id IN (%s)
    ORDER BY booking_id FOR UPDATE
  $sql$, touched);
  EXECUTE format($sql$
    DELETE FROM latest_booking_follow_ups AS latest
    WHERE latest.booking_id IN (%s)
      AND NOT EXISTS (SELECT 1 FROM booking_follow_ups f WHERE f.booking_id = latest.booking_id)
  $sql$, touched);
  EXECUTE format($sql$
    INSERT INTO latest_booking_follow_ups AS latest
      (booking_id, follow_up_id, follow_up_date, created_by, next_follow_up_date)
    SELECT DISTINCT ON (f.booking_id) f.booking_id, f.id, f.follow_up_date, f.created_by, f.next_follow_up_date
    FROM booking_follow_ups f
    WHERE f.booking_id IN (%s)
    ORDER BY f.booking_id, f.follow_up_date DESC, f.id DESC
    ON CONFLICT (booking_id) DO UPDATE SET
      follow_up_id = excluded.follow_up_id,
      follow_up_date = excluded.follow_up_date,
      created_by = excluded.created_by,
      next_follow_up_date = excluded.next_follow_up_date
  $sql$, touched);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "keep_latest_booking_follow_ups_insert" AFTER INSERT ON "booking_follow_ups"
	REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION keep_latest_booking_follow_ups();
--> statement-breakpoint
CREATE TRIGGER "keep_latest_booking_follow_ups_update" AFTER UPDATE ON "booking_follow_ups"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION keep_latest_booking_follow_ups();
--> statement-breakpoint
CREATE TRIGGER "keep_latest_booking_follow_ups_delete" AFTER DELETE ON "booking_follow_ups"
	REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION keep_latest_booking_follow_ups();
--> statement-breakpoint
-- TRUNCATE has no transition table: emptying the follow-ups empties their latest.
CREATE FUNCTION clear_latest_booking_follow_ups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM latest_booking_follow_ups;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "clear_latest_booking_follow_ups" AFTER TRUNCATE ON "booking_follow_ups"
	FOR EACH STATEMENT EXECUTE FUNCTION clear_latest_booking_follow_ups();
--> statement-breakpoint
-- The follow-ups already there (or restored from an older backup, which loads before this runs).
INSERT INTO latest_booking_follow_ups
	(booking_id, follow_up_id, follow_up_date, created_by, next_follow_up_date)
SELECT DISTINCT ON (booking_id) booking_id, id, follow_up_date, created_by, next_follow_up_date
FROM booking_follow_ups
ORDER BY booking_id, follow_up_date DESC, id DESC;
--> statement-breakpoint
-- Every audit entry is announced on the channel plotline_changes once its transaction commits,
-- to every connection listening, whichever server instance made the change (src/live/). The
-- payload names the change, never its before and after: listeners read what they may see.
CREATE FUNCTION announce_audit_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('plotline_changes', json_build_object(
    'id', NEW.id,
    'entity', NEW.entity,
    'entityId', NEW.entity_id,
    'operation', NEW.operation,
    'userId', NEW.user_id
  )::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "announce_audit_entry" AFTER INSERT ON "audit_entries"
	FOR EACH ROW EXECUTE FUNCTION announce_audit_entry();
