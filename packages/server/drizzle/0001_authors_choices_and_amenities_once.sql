-- The authors' keys are NOT VALID: a record whose author was deleted before records had to name
-- a real user keeps that id rather than stopping the migration; every row written from now on,
-- and every user deletion, is checked.
ALTER TABLE "amenities" ADD CONSTRAINT "amenities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "booking_follow_ups" ADD CONSTRAINT "booking_follow_ups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "channel_partners" ADD CONSTRAINT "channel_partners_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "plots" ADD CONSTRAINT "plots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "amenities";--> statement-breakpoint
ALTER TABLE "booking_status_changes" ADD CONSTRAINT "booking_status_changes_from_status_check" CHECK ("booking_status_changes"."from_status" in ('Pending', 'Token', 'Booking', 'RegistryDone', 'Cancelled'));--> statement-breakpoint
ALTER TABLE "booking_status_changes" ADD CONSTRAINT "booking_status_changes_to_status_check" CHECK ("booking_status_changes"."to_status" in ('Pending', 'Token', 'Booking', 'RegistryDone', 'Cancelled'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booking_status_check" CHECK ("bookings"."booking_status" in ('Pending', 'Token', 'Booking', 'RegistryDone', 'Cancelled'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_sales_route_check" CHECK ("bookings"."sales_route" in ('channel_partner', 'direct_sale'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_gender_check" CHECK ("bookings"."gender" in ('Male', 'Female', 'Other'));--> statement-breakpoint
ALTER TABLE "channel_partners" ADD CONSTRAINT "channel_partners_nature_check" CHECK ("channel_partners"."nature_id" in (1, 2, 3, 4, 5));--> statement-breakpoint
ALTER TABLE "plots" ADD CONSTRAINT "plots_status_check" CHECK ("plots"."status" in ('Available', 'Booked', 'Sold', 'Hold'));