DROP INDEX "bookings_project_idx";--> statement-breakpoint
DROP INDEX "bookings_channel_partner_idx";--> statement-breakpoint
DROP INDEX "channel_partners_lower_name_idx";--> statement-breakpoint
CREATE INDEX "bookings_project_booking_date_idx" ON "bookings" USING btree ("project_id","booking_date","id");--> statement-breakpoint
CREATE INDEX "bookings_channel_partner_booking_date_idx" ON "bookings" USING btree ("channel_partner_id","booking_date","id");--> statement-breakpoint
CREATE INDEX "channel_partners_name_order_idx" ON "channel_partners" USING btree ("name" collate names,"id");--> statement-breakpoint
CREATE INDEX "projects_name_order_idx" ON "projects" USING btree ("name" collate names,"id");