DROP INDEX "booking_follow_ups_booking_idx";--> statement-breakpoint
DROP INDEX "booking_follow_ups_next_idx";--> statement-breakpoint
CREATE INDEX "booking_follow_ups_booking_order_idx" ON "booking_follow_ups" USING btree ("booking_id","follow_up_date","id");--> statement-breakpoint
CREATE INDEX "booking_follow_ups_date_order_idx" ON "booking_follow_ups" USING btree ("follow_up_date","id");--> statement-breakpoint
CREATE INDEX "booking_follow_ups_next_order_idx" ON "booking_follow_ups" USING btree ("next_follow_up_date","id");