CREATE TABLE "live_booking_registry_tallies" (
	"registry_date" date PRIMARY KEY NOT NULL,
	"bookings" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monthly_booking_tallies" (
	"booking_month" date NOT NULL,
	"booking_status" text NOT NULL,
	"bookings" integer NOT NULL,
	CONSTRAINT "monthly_booking_tallies_booking_month_booking_status_pk" PRIMARY KEY("booking_month","booking_status")
);
--> statement-breakpoint
CREATE TABLE "partner_booking_tallies" (
	"channel_partner_id" integer,
	"booking_status" text NOT NULL,
	"bookings" integer NOT NULL,
	CONSTRAINT "partner_booking_tallies_key" UNIQUE NULLS NOT DISTINCT("channel_partner_id","booking_status")
);
--> statement-breakpoint
CREATE TABLE "project_booking_tallies" (
	"project_id" integer NOT NULL,
	"booking_status" text NOT NULL,
	"bookings" integer NOT NULL,
	CONSTRAINT "project_booking_tallies_project_id_booking_status_pk" PRIMARY KEY("project_id","booking_status")
);
--> statement-breakpoint
CREATE TABLE "project_plot_tallies" (
	"project_id" integer NOT NULL,
	"plot_status" text NOT NULL,
	"plots" integer NOT NULL,
	CONSTRAINT "project_plot_tallies_project_id_plot_status_pk" PRIMARY KEY("project_id","plot_status")
);
--> statement-breakpoint
CREATE INDEX "bookings_live_registry_date_idx" ON "bookings" USING btree ("registry_date","id") WHERE "bookings"."booking_status" in ('Token', 'Booking');--> statement-breakpoint
CREATE INDEX "bookings_live_project_idx" ON "bookings" USING btree ("project_id","registry_date") WHERE "bookings"."booking_status" in ('Token', 'Booking');--> statement-breakpoint
CREATE INDEX "bookings_live_partner_registry_date_idx" ON "bookings" USING btree ("channel_partner_id","registry_date") WHERE "bookings"."booking_status" in ('Token', 'Booking');--> statement-breakpoint
CREATE INDEX "bookings_live_partner_booking_date_idx" ON "bookings" USING btree ("channel_partner_id","booking_date") WHERE "bookings"."booking_status" in ('Token', 'Booking');--> statement-breakpoint
CREATE INDEX "channel_partners_lower_name_idx" ON "channel_partners" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "projects_lower_name_idx" ON "projects" USING btree (lower("name"),"id");