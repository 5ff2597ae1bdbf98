-- Contains-searches (ILIKE '%term%') read trigram indexes; PGlite loads the same extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "bookings_booking_date_idx";--> statement-breakpoint
DROP INDEX "bookings_registry_date_idx";--> statement-breakpoint
DROP INDEX "bookings_status_idx";--> statement-breakpoint
DROP INDEX "bookings_owner_name_idx";--> statement-breakpoint
CREATE INDEX "bookings_number_trgm_idx" ON "bookings" USING gin ("booking_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_owner_name_trgm_idx" ON "bookings" USING gin ("plot_owner_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_owner_mobile_trgm_idx" ON "bookings" USING gin ("owner_mobile_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_owner_mobile_last_five_trgm_idx" ON "bookings" USING gin ("owner_mobile_last_five_digits" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "channel_partners_name_trgm_idx" ON "channel_partners" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "channel_partners_company_trgm_idx" ON "channel_partners" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "channel_partners_mobile_trgm_idx" ON "channel_partners" USING gin ("mobile_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "channel_partners_email_trgm_idx" ON "channel_partners" USING gin ("email_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "plots_number_order_idx" ON "plots" USING btree (upper(substring("plot_number" from '^[^0-9]*')) collate "C",cast(substring("plot_number" from '[0-9]+') as numeric) nulls first,upper("plot_number") collate "C","id");--> statement-breakpoint
CREATE INDEX "plots_plot_number_trgm_idx" ON "plots" USING gin ("plot_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "plots_remark_trgm_idx" ON "plots" USING gin ("remark" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_first_name_trgm_idx" ON "users" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_trgm_idx" ON "users" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_booking_date_idx" ON "bookings" USING btree ("booking_date","id");--> statement-breakpoint
CREATE INDEX "bookings_registry_date_idx" ON "bookings" USING btree ("registry_date","id");--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("booking_status","id");--> statement-breakpoint
CREATE INDEX "bookings_owner_name_idx" ON "bookings" USING btree ("plot_owner_name","id");