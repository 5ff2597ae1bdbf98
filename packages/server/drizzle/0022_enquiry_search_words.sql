-- The enquiries' words (issue 37): each enquiry's name, mobile and email as a tsvector the database
-- keeps (a generated column) in a GIN index, so the list's count of a common word is the planner's
-- estimate of the enquiries holding it whole rather than a scan of three contains-matches a row.
ALTER TABLE "enquiries" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(name || ' ' || mobile_number || ' ' || coalesce(email, ''), '[^[:alnum:]\u0080-\uFFFF]+', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "enquiries_search_words_idx" ON "enquiries" USING gin ("search_words");--> statement-breakpoint
-- The planner estimates a common word's enquiries from the column's statistics (list-count.ts):
-- gathered now, rather than at autovacuum's next turn.
ANALYZE "enquiries";
