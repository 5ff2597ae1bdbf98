CREATE TABLE "amenities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"metadata" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_follow_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"follow_up_date" date NOT NULL,
	"next_follow_up_date" date,
	"purpose" text NOT NULL,
	"follow_up_update" text NOT NULL,
	"follow_up_taken_by" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"remark" text,
	"cancellation_reason" text,
	"actual_registry_date" date,
	"registration_number" text,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_number" text NOT NULL,
	"project_id" integer NOT NULL,
	"plot_id" integer NOT NULL,
	"sales_route" text NOT NULL,
	"channel_partner_id" integer,
	"sales_person_name" text,
	"sales_person_email" text,
	"sales_person_designation" text,
	"plot_sale_rate" numeric,
	"token_amount" numeric,
	"token_date" date,
	"booking_date" date NOT NULL,
	"booking_amount" numeric,
	"booking_status" text NOT NULL,
	"registry_duration" integer,
	"registry_date" date NOT NULL,
	"registration_number" text,
	"plot_owner_name" text NOT NULL,
	"plot_owner_phone" text,
	"plot_owner_email" text,
	"owner_mobile_number" text,
	"owner_mobile_last_five_digits" text,
	"email_id" text,
	"gender" text NOT NULL,
	"profession" text NOT NULL,
	"guardian_name" text,
	"alternate_number" text,
	"address_of_plot_owner" text,
	"business_address" text,
	"additional_remarks" text,
	"notes" text,
	"metadata" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"updated_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_booking_number_unique" UNIQUE("booking_number")
);
--> statement-breakpoint
CREATE TABLE "channel_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"nature_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"commission_rate" numeric DEFAULT 0 NOT NULL,
	"remarks" text,
	"metadata" text,
	"details" jsonb NOT NULL,
	"mobile_number" text,
	"email_id" text,
	"company_name" text,
	"associates_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"module" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plots" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"plot_number" text NOT NULL,
	"plot_size" numeric NOT NULL,
	"size_unit" text DEFAULT 'sq ft' NOT NULL,
	"status" text DEFAULT 'Available' NOT NULL,
	"remark" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_amenities" (
	"project_id" integer NOT NULL,
	"amenity_id" integer NOT NULL,
	"name" text NOT NULL,
	"area" numeric DEFAULT 0 NOT NULL,
	"description" text,
	CONSTRAINT "project_amenities_project_id_amenity_id_pk" PRIMARY KEY("project_id","amenity_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"total_project_area" numeric NOT NULL,
	"roads_area" numeric NOT NULL,
	"total_saleable_area" numeric NOT NULL,
	"amenities" text,
	"metadata" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" integer NOT NULL,
	"permission_id" integer NOT NULL,
	CONSTRAINT "role_permissions_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_throttle" (
	"account" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone_number" text,
	"password_hash" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_follow_ups" ADD CONSTRAINT "booking_follow_ups_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_status_changes" ADD CONSTRAINT "booking_status_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_status_changes" ADD CONSTRAINT "booking_status_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_plot_id_plots_id_fk" FOREIGN KEY ("plot_id") REFERENCES "public"."plots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_channel_partner_id_channel_partners_id_fk" FOREIGN KEY ("channel_partner_id") REFERENCES "public"."channel_partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plots" ADD CONSTRAINT "plots_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_amenities" ADD CONSTRAINT "project_amenities_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_amenities" ADD CONSTRAINT "project_amenities_amenity_id_amenities_id_fk" FOREIGN KEY ("amenity_id") REFERENCES "public"."amenities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "amenities_name_idx" ON "amenities" USING btree ("name");--> statement-breakpoint
CREATE INDEX "booking_follow_ups_booking_idx" ON "booking_follow_ups" USING btree ("booking_id","follow_up_date");--> statement-breakpoint
CREATE INDEX "booking_follow_ups_next_idx" ON "booking_follow_ups" USING btree ("next_follow_up_date");--> statement-breakpoint
CREATE INDEX "booking_status_changes_booking_idx" ON "booking_status_changes" USING btree ("booking_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_live_plot_key" ON "bookings" USING btree ("plot_id") WHERE "bookings"."booking_status" <> 'Cancelled';--> statement-breakpoint
CREATE INDEX "bookings_booking_date_idx" ON "bookings" USING btree ("booking_date");--> statement-breakpoint
CREATE INDEX "bookings_registry_date_idx" ON "bookings" USING btree ("registry_date");--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("booking_status");--> statement-breakpoint
CREATE INDEX "bookings_project_idx" ON "bookings" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "bookings_plot_idx" ON "bookings" USING btree ("plot_id");--> statement-breakpoint
CREATE INDEX "bookings_channel_partner_idx" ON "bookings" USING btree ("channel_partner_id");--> statement-breakpoint
CREATE INDEX "bookings_owner_name_idx" ON "bookings" USING btree ("plot_owner_name");--> statement-breakpoint
CREATE INDEX "channel_partners_name_idx" ON "channel_partners" USING btree ("name");--> statement-breakpoint
CREATE INDEX "channel_partners_nature_idx" ON "channel_partners" USING btree ("nature_id");--> statement-breakpoint
CREATE INDEX "channel_partners_active_idx" ON "channel_partners" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "channel_partners_mobile_idx" ON "channel_partners" USING btree ("mobile_number");--> statement-breakpoint
CREATE INDEX "channel_partners_created_at_idx" ON "channel_partners" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "permissions_name_key" ON "permissions" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "plots_project_number_key" ON "plots" USING btree ("project_id",upper("plot_number"));--> statement-breakpoint
CREATE INDEX "plots_status_idx" ON "plots" USING btree ("status");--> statement-breakpoint
CREATE INDEX "plots_plot_number_idx" ON "plots" USING btree ("plot_number");--> statement-breakpoint
CREATE INDEX "plots_size_idx" ON "plots" USING btree ("plot_size");--> statement-breakpoint
CREATE INDEX "plots_created_at_idx" ON "plots" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "projects_name_idx" ON "projects" USING btree ("name");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_key" ON "roles" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));