-- The top bar's search finds an owner by the first or the last digits of their mobile (issue 36):
-- byte-order btrees of the digits and of the digits reversed, a range read each, where the trigram
-- indexes read every mobile holding one of the search's trigrams.
CREATE INDEX "bookings_owner_mobile_prefix_idx" ON "bookings" USING btree ("owner_mobile_number" collate "C");--> statement-breakpoint
CREATE INDEX "bookings_owner_mobile_suffix_idx" ON "bookings" USING btree (reverse("owner_mobile_number") collate "C");--> statement-breakpoint
CREATE INDEX "bookings_owner_last_five_prefix_idx" ON "bookings" USING btree ("owner_mobile_last_five_digits" collate "C");--> statement-breakpoint
CREATE INDEX "bookings_owner_last_five_suffix_idx" ON "bookings" USING btree (reverse("owner_mobile_last_five_digits") collate "C");--> statement-breakpoint
-- The reversed digits' statistics, for the planner to weigh the suffix read: gathered now.
ANALYZE "bookings";
