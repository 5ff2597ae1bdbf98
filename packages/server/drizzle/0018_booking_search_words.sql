-- The bookings search by words (issue 36): each booking's searched text as a tsvector the database
-- keeps (a generated column), and the words of project and partner names, each in a GIN index, so a
-- common surname is one posting list rather than four trigram lists rechecked row by row.
ALTER TABLE "bookings" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(booking_number || ' ' || ltrim(regexp_replace(booking_number, '^[^0-9]*', ''), '0') || ' ' || plot_owner_name || ' ' || coalesce(owner_mobile_number, '') || ' ' || coalesce(right(owner_mobile_number, 5), '') || ' ' || coalesce(owner_mobile_last_five_digits, ''), '[^[:alnum:]\u0080-\uFFFF]+', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_search_words_idx" ON "bookings" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "channel_partners_name_words_idx" ON "channel_partners" USING gin (to_tsvector('simple'::regconfig, regexp_replace("name", '[^[:alnum:]\u0080-\uFFFF]+', ' ', 'g')));--> statement-breakpoint
CREATE INDEX "projects_name_words_idx" ON "projects" USING gin (to_tsvector('simple'::regconfig, regexp_replace("name", '[^[:alnum:]\u0080-\uFFFF]+', ' ', 'g')));--> statement-breakpoint
-- The planner estimates a common word's bookings from the column's statistics (list-count.ts):
-- gathered now, rather than at autovacuum's next turn.
ANALYZE "bookings";
