-- The dashboard's tallies (schema.ts, "dashboard tallies") follow every change of bookings and
-- plots in the changing statement's own transaction. The triggers are per statement, with
-- transition tables, so a bulk insert of a million rows updates each tally row once rather than
-- once per row. Each counts an inserted row +1 under its keys, a deleted row -1, and an updated
-- row both; keys whose changes cancel out (an edit that moves nothing) are not touched, and the
-- rest are upserted in key order, so two writers always lock shared tally rows in the same order
-- and cannot deadlock on them.
CREATE FUNCTION tally_booking_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted text := 'project_id, channel_partner_id, booking_date, registry_date, booking_status';
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS delta FROM new_rows', counted)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS delta FROM old_rows', counted)
    ELSE format('SELECT %1$s, 1 AS delta FROM new_rows UNION ALL SELECT %1$s, -1 FROM old_rows', counted)
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO project_booking_tallies AS tally (project_id, booking_status, bookings)
    SELECT project_id, booking_status, sum(delta) FROM (%s) AS changes
    GROUP BY project_id, booking_status HAVING sum(delta) <> 0
    ORDER BY project_id, booking_status
    ON CONFLICT (project_id, booking_status)
    DO UPDATE SET bookings = tally.bookings + excluded.bookings
  $sql$, changes);
  EXECUTE format($sql$
    INSERT INTO partner_booking_tallies AS tally (channel_partner_id, booking_status, bookings)
    SELECT channel_partner_id, booking_status, sum(delta) FROM (%s) AS changes
    GROUP BY channel_partner_id, booking_status HAVING sum(delta) <> 0
    ORDER BY channel_partner_id NULLS FIRST, booking_status
    ON CONFLICT (channel_partner_id, booking_status)
    DO UPDATE SET bookings = tally.bookings + excluded.bookings
  $sql$, changes);
  EXECUTE format($sql$
    INSERT INTO monthly_booking_tallies AS tally (booking_month, booking_status, bookings)
    SELECT date_trunc('month', booking_date)::date, booking_status, sum(delta) FROM (%s) AS changes
    GROUP BY 1, 2 HAVING sum(delta) <> 0
    ORDER BY 1, 2
    ON CONFLICT (booking_month, booking_status)
    DO UPDATE SET bookings = tally.bookings + excluded.bookings
  $sql$, changes);
  EXECUTE format($sql$
    INSERT INTO live_booking_registry_tallies AS tally (registry_date, bookings)
    SELECT registry_date, sum(delta) FROM (%s) AS changes
    WHERE booking_status IN ('Token', 'Booking')
    GROUP BY registry_date HAVING sum(delta) <> 0
    ORDER BY registry_date
    ON CONFLICT (registry_date) DO UPDATE SET bookings = tally.bookings + excluded.bookings
  $sql$, changes);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION tally_plot_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT project_id, status, 1 AS delta FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT project_id, status, -1 AS delta FROM old_rows'
    ELSE 'SELECT project_id, status, 1 AS delta FROM new_rows
          UNION ALL SELECT project_id, status, -1 FROM old_rows'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO project_plot_tallies AS tally (project_id, plot_status, plots)
    SELECT project_id, status, sum(delta) FROM (%s) AS changes
    GROUP BY project_id, status HAVING sum(delta) <> 0
    ORDER BY project_id, status
    ON CONFLICT (project_id, plot_status) DO UPDATE SET plots = tally.plots + excluded.plots
  $sql$, changes);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- TRUNCATE has no transition table: emptying the counted table empties its tallies.
CREATE FUNCTION clear_booking_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM project_booking_tallies;
  DELETE FROM partner_booking_tallies;
  DELETE FROM monthly_booking_tallies;
  DELETE FROM live_booking_registry_tallies;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION clear_plot_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM project_plot_tallies;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_tally_inserts AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_booking_changes();
--> statement-breakpoint
CREATE TRIGGER bookings_tally_updates AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_booking_changes();
--> statement-breakpoint
CREATE TRIGGER bookings_tally_deletes AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_booking_changes();
--> statement-breakpoint
CREATE TRIGGER bookings_tally_truncates AFTER TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION clear_booking_tallies();
--> statement-breakpoint
CREATE TRIGGER plots_tally_inserts AFTER INSERT ON plots
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_plot_changes();
--> statement-breakpoint
CREATE TRIGGER plots_tally_updates AFTER UPDATE ON plots
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_plot_changes();
--> statement-breakpoint
CREATE TRIGGER plots_tally_deletes AFTER DELETE ON plots
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_plot_changes();
--> statement-breakpoint
CREATE TRIGGER plots_tally_truncates AFTER TRUNCATE ON plots
  FOR EACH STATEMENT EXECUTE FUNCTION clear_plot_tallies();
--> statement-breakpoint
-- The rows already there are counted once; the triggers, created above in the same transaction,
-- count every change from here on.
INSERT INTO project_booking_tallies (project_id, booking_status, bookings)
SELECT project_id, booking_status, count(*) FROM bookings GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO partner_booking_tallies (channel_partner_id, booking_status, bookings)
SELECT channel_partner_id, booking_status, count(*) FROM bookings GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO monthly_booking_tallies (booking_month, booking_status, bookings)
SELECT date_trunc('month', booking_date)::date, booking_status, count(*) FROM bookings GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO live_booking_registry_tallies (registry_date, bookings)
SELECT registry_date, count(*) FROM bookings WHERE booking_status IN ('Token', 'Booking') GROUP BY 1;
--> statement-breakpoint
INSERT INTO project_plot_tallies (project_id, plot_status, plots)
SELECT project_id, status, count(*) FROM plots GROUP BY 1, 2;
