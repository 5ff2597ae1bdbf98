DROP INDEX "booking_follow_ups_booking_idx";--> statement-breakpoint
DROP INDEX "booking_follow_ups_next_idx";--> statement-breakpoint
CREATE INDEX "booking_follow_ups_booking_order_idx" ON "booking_follow_ups" USING btree ("booking_id","follow_up_date","id");--> statement-breakpoint
CREATE INDEX "booking_follow_ups_date_order_idx" ON "booking_follow_ups" USING btree ("follow_up_date","id");--> statement-breakpoint
CREATE INDEX "booking_follow_ups_next_order_idx" ON "booking_follow_ups" USING btree ("next_follow_up_date","id");--> statement-breakpoint
CREATE INDEX "booking_follow_ups_purpose_trgm_idx" ON "booking_follow_ups" USING gin ("purpose" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "booking_follow_ups_update_trgm_idx" ON "booking_follow_ups" USING gin ("follow_up_update" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "booking_follow_ups_taken_by_trgm_idx" ON "booking_follow_ups" USING gin ("follow_up_taken_by" gin_trgm_ops);