CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mobile_number" text NOT NULL,
	"email" text,
	"source" text NOT NULL,
	"channel_partner_id" integer,
	"source_detail" text,
	"plot_size_min" numeric,
	"plot_size_max" numeric,
	"budget_min" numeric(14, 2),
	"budget_max" numeric(14, 2),
	"assigned_to" integer,
	"stage" text DEFAULT 'New' NOT NULL,
	"lost_reason" text,
	"next_action" text,
	"next_action_date" date,
	"notes" text,
	"last_activity_at" timestamp with time zone,
	"booking_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_month" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiries_source_check" CHECK ("enquiries"."source" in ('WalkIn', 'Phone', 'Website', 'PropertyPortal', 'ChannelPartner', 'Referral', 'Other')),
	CONSTRAINT "enquiries_stage_check" CHECK ("enquiries"."stage" in ('New', 'Contacted', 'SiteVisitScheduled', 'SiteVisitDone', 'Negotiation', 'Booked', 'Lost')),
	CONSTRAINT "enquiries_lost_reason_check" CHECK ("enquiries"."lost_reason" in ('BudgetMismatch', 'LocationNotSuitable', 'BoughtElsewhere', 'NotReachable', 'NotInterested', 'Other')),
	CONSTRAINT "enquiries_lost_reason_when_lost" CHECK (("enquiries"."stage" = 'Lost') = ("enquiries"."lost_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "enquiry_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiry_activities_kind_check" CHECK ("enquiry_activities"."kind" in ('Call', 'Note'))
);
--> statement-breakpoint
CREATE TABLE "enquiry_monthly_tallies" (
	"month" date NOT NULL,
	"source" text NOT NULL,
	"assigned_to" integer,
	"stage" text NOT NULL,
	"lost_reason" text,
	"count" integer NOT NULL,
	CONSTRAINT "enquiry_monthly_tallies_key" UNIQUE NULLS NOT DISTINCT("month","source","assigned_to","stage","lost_reason")
);
--> statement-breakpoint
CREATE TABLE "enquiry_projects" (
	"enquiry_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "enquiry_projects_enquiry_id_project_id_pk" PRIMARY KEY("enquiry_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "enquiry_stage_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"from_stage" text,
	"to_stage" text NOT NULL,
	"lost_reason" text,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiry_stage_changes_from_check" CHECK ("enquiry_stage_changes"."from_stage" in ('New', 'Contacted', 'SiteVisitScheduled', 'SiteVisitDone', 'Negotiation', 'Booked', 'Lost')),
	CONSTRAINT "enquiry_stage_changes_to_check" CHECK ("enquiry_stage_changes"."to_stage" in ('New', 'Contacted', 'SiteVisitScheduled', 'SiteVisitDone', 'Negotiation', 'Booked', 'Lost')),
	CONSTRAINT "enquiry_stage_changes_lost_reason_check" CHECK ("enquiry_stage_changes"."lost_reason" in ('BudgetMismatch', 'LocationNotSuitable', 'BoughtElsewhere', 'NotReachable', 'NotInterested', 'Other'))
);
--> statement-breakpoint
CREATE TABLE "site_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"accompanied_by" integer,
	"outcome" text DEFAULT 'Scheduled' NOT NULL,
	"notes" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_visits_outcome_check" CHECK ("site_visits"."outcome" in ('Scheduled', 'Done', 'NoShow', 'Cancelled'))
);
--> statement-breakpoint
ALTER TABLE "audit_entries" DROP CONSTRAINT "audit_entries_entity_check";--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_channel_partner_id_channel_partners_id_fk" FOREIGN KEY ("channel_partner_id") REFERENCES "public"."channel_partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_activities" ADD CONSTRAINT "enquiry_activities_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_activities" ADD CONSTRAINT "enquiry_activities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_projects" ADD CONSTRAINT "enquiry_projects_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_projects" ADD CONSTRAINT "enquiry_projects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_stage_changes" ADD CONSTRAINT "enquiry_stage_changes_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_stage_changes" ADD CONSTRAINT "enquiry_stage_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_accompanied_by_users_id_fk" FOREIGN KEY ("accompanied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_created_order_idx" ON "enquiries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "enquiries_next_action_order_idx" ON "enquiries" USING btree ("next_action_date","id");--> statement-breakpoint
CREATE INDEX "enquiries_name_order_idx" ON "enquiries" USING btree (lower("name") collate "C","id");--> statement-breakpoint
CREATE INDEX "enquiries_stage_order_idx" ON "enquiries" USING btree ("stage","created_at","id");--> statement-breakpoint
CREATE INDEX "enquiries_source_order_idx" ON "enquiries" USING btree ("source","created_at","id");--> statement-breakpoint
CREATE INDEX "enquiries_assigned_order_idx" ON "enquiries" USING btree ("assigned_to","created_at","id");--> statement-breakpoint
CREATE INDEX "enquiries_open_next_action_idx" ON "enquiries" USING btree ("next_action_date","id") WHERE "enquiries"."stage" in ('New', 'Contacted', 'SiteVisitScheduled', 'SiteVisitDone', 'Negotiation');--> statement-breakpoint
CREATE INDEX "enquiries_open_mobile_idx" ON "enquiries" USING btree ("mobile_number") WHERE "enquiries"."stage" in ('New', 'Contacted', 'SiteVisitScheduled', 'SiteVisitDone', 'Negotiation');--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_booking_key" ON "enquiries" USING btree ("booking_id") WHERE "enquiries"."booking_id" is not null;--> statement-breakpoint
CREATE INDEX "enquiries_name_trgm_idx" ON "enquiries" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiries_mobile_trgm_idx" ON "enquiries" USING gin ("mobile_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiries_email_trgm_idx" ON "enquiries" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiry_activities_enquiry_idx" ON "enquiry_activities" USING btree ("enquiry_id","created_at","id");--> statement-breakpoint
CREATE INDEX "enquiry_projects_project_idx" ON "enquiry_projects" USING btree ("project_id","enquiry_id");--> statement-breakpoint
CREATE INDEX "enquiry_stage_changes_enquiry_idx" ON "enquiry_stage_changes" USING btree ("enquiry_id","changed_at","id");--> statement-breakpoint
CREATE INDEX "site_visits_enquiry_idx" ON "site_visits" USING btree ("enquiry_id","scheduled_at","id");--> statement-breakpoint
CREATE INDEX "site_visits_scheduled_idx" ON "site_visits" USING btree ("scheduled_at","id");--> statement-breakpoint
CREATE INDEX "site_visits_project_idx" ON "site_visits" USING btree ("project_id");--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_entity_check" CHECK ("audit_entries"."entity" in ('project', 'plot', 'amenity', 'booking', 'followUp', 'channelPartner', 'role', 'permission', 'user', 'enquiry', 'siteVisit'));--> statement-breakpoint
-- The permissions of enquiries (docs/enquiries.md), for a database whose first start has written
-- the catalogue already; a newer one gets them from the catalogue (access-catalogue.ts). Admin and
-- Manager get all five: managers run sales.
INSERT INTO "permissions" ("name", "module", "description")
	SELECT new."name", new."module", new."description" FROM (VALUES
		(1, 'enquiries.view', 'enquiries', 'See enquiries and site visits'),
		(2, 'enquiries.create', 'enquiries', 'Create enquiries'),
		(3, 'enquiries.edit', 'enquiries', 'Edit enquiries, their stages, site visits, calls and notes'),
		(4, 'enquiries.delete', 'enquiries', 'Delete enquiries'),
		(5, 'enquiries.assign', 'enquiries', 'Give enquiries to a sales person')
	) AS new ("position", "name", "module", "description")
	WHERE EXISTS (SELECT 1 FROM "permissions")
		AND NOT EXISTS (SELECT 1 FROM "permissions" WHERE lower("permissions"."name") = new."name")
	ORDER BY new."position";
--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
	SELECT "roles"."id", "permissions"."id" FROM "roles", "permissions"
	WHERE lower("permissions"."name") IN ('enquiries.view', 'enquiries.create', 'enquiries.edit', 'enquiries.delete', 'enquiries.assign')
		AND "roles"."name" IN ('Admin', 'Manager')
	ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The Dashboard's enquiry funnel reads enquiry_monthly_tallies (schema.ts says why), which these
-- triggers keep as 0003's keep the booking tallies: per statement, with transition tables, in the
-- changing statement's own transaction, so the scale seed's bulk inserts update each tally row
-- once. An inserted enquiry counts +1 under its month, source, sales person, stage and lost
-- reason, a deleted one -1, and an updated one both, so a move of stage (to Lost with its reason,
-- to Booked by a booking), a reassignment of one or many, and a sales person deleted (their
-- enquiries given to nobody) each move the counts. Keys whose changes cancel out (an edit of the
-- notes, a call logged) are not touched; the rest are upserted in key order, so two writers lock
-- shared tally rows in the same order and cannot deadlock on them. The enquiries table is made
-- above, empty: the triggers count every enquiry from the first, and there is none to count now.
CREATE FUNCTION tally_enquiry_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted text := 'created_month, source, assigned_to, stage, lost_reason';
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS delta FROM new_rows', counted)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS delta FROM old_rows', counted)
    ELSE format('SELECT %1$s, 1 AS delta FROM new_rows UNION ALL SELECT %1$s, -1 FROM old_rows', counted)
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO enquiry_monthly_tallies AS tally (month, source, assigned_to, stage, lost_reason, count)
    SELECT created_month, source, assigned_to, stage, lost_reason, sum(delta) FROM (%s) AS changes
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(delta) <> 0
    ORDER BY 1, 2, 3 NULLS FIRST, 4, 5 NULLS FIRST
    ON CONFLICT (month, source, assigned_to, stage, lost_reason)
    DO UPDATE SET count = tally.count + excluded.count
  $sql$, changes);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- TRUNCATE has no transition table: emptying the enquiries empties their tallies.
CREATE FUNCTION clear_enquiry_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM enquiry_monthly_tallies;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER enquiries_tally_inserts AFTER INSERT ON enquiries
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_enquiry_changes();
--> statement-breakpoint
CREATE TRIGGER enquiries_tally_updates AFTER UPDATE ON enquiries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_enquiry_changes();
--> statement-breakpoint
CREATE TRIGGER enquiries_tally_deletes AFTER DELETE ON enquiries
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_enquiry_changes();
--> statement-breakpoint
CREATE TRIGGER enquiries_tally_truncates AFTER TRUNCATE ON enquiries
  FOR EACH STATEMENT EXECUTE FUNCTION clear_enquiry_tallies();
