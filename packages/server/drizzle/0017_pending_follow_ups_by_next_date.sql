-- Settled follow-ups (issue 34, item 7): a newer follow-up of a booking settles the next follow-up
-- of its older ones, so the follow-ups list's periods and the upcoming list count only each
-- booking's latest (latest_booking_follow_ups, kept by 0011's trigger). This index reads a range of
-- next dates there, one row a booking, rather than every follow-up of the range, settled or not.
-- The date alone: a follow-up's own probe of its latest goes by the booking's primary key.
CREATE INDEX "latest_booking_follow_ups_next_idx" ON "latest_booking_follow_ups" USING btree ("next_follow_up_date");