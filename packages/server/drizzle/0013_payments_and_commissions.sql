CREATE SEQUENCE "public"."payout_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."receipt_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "commission_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"sequence_number" integer DEFAULT nextval('payout_numbers') NOT NULL,
	"payout_number" text NOT NULL,
	"channel_partner_id" integer NOT NULL,
	"paid_on" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"mode" text NOT NULL,
	"reference" text,
	"remarks" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_at" timestamp with time zone,
	"reversed_by" integer,
	"reversal_reason" text,
	CONSTRAINT "commission_payouts_payout_number_unique" UNIQUE("payout_number"),
	CONSTRAINT "commission_payouts_amount_check" CHECK ("commission_payouts"."amount" > 0),
	CONSTRAINT "commission_payouts_mode_check" CHECK ("commission_payouts"."mode" in ('Cash', 'Cheque', 'BankTransfer', 'UPI')),
	CONSTRAINT "commission_payouts_reversal_check" CHECK (num_nonnulls("commission_payouts"."reversed_at", "commission_payouts"."reversed_by", "commission_payouts"."reversal_reason") in (0, 3))
);
--> statement-breakpoint
CREATE TABLE "instalments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"due_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"paid_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"is_live" boolean DEFAULT true NOT NULL,
	CONSTRAINT "instalments_booking_position_key" UNIQUE("booking_id","position"),
	CONSTRAINT "instalments_position_check" CHECK ("instalments"."position" >= 1),
	CONSTRAINT "instalments_amount_check" CHECK ("instalments"."amount" > 0),
	CONSTRAINT "instalments_paid_amount_check" CHECK ("instalments"."paid_amount" >= 0 and "instalments"."paid_amount" <= "instalments"."amount")
);
--> statement-breakpoint
CREATE TABLE "payment_schedules" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"sale_value" numeric(14, 2) NOT NULL,
	"received_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"updated_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_schedules_sale_value_check" CHECK ("payment_schedules"."sale_value" > 0),
	CONSTRAINT "payment_schedules_received_amount_check" CHECK ("payment_schedules"."received_amount" >= 0 and "payment_schedules"."received_amount" <= "payment_schedules"."sale_value")
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"sequence_number" integer DEFAULT nextval('receipt_numbers') NOT NULL,
	"receipt_number" text NOT NULL,
	"booking_id" integer NOT NULL,
	"received_on" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"mode" text NOT NULL,
	"reference" text,
	"remarks" text,
	"channel_partner_id" integer,
	"commission_rate" numeric(5, 2) DEFAULT 0 NOT NULL,
	"commission_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_at" timestamp with time zone,
	"reversed_by" integer,
	"reversal_reason" text,
	CONSTRAINT "receipts_receipt_number_unique" UNIQUE("receipt_number"),
	CONSTRAINT "receipts_amount_check" CHECK ("receipts"."amount" > 0),
	CONSTRAINT "receipts_mode_check" CHECK ("receipts"."mode" in ('Cash', 'Cheque', 'BankTransfer', 'UPI')),
	CONSTRAINT "receipts_commission_check" CHECK ("receipts"."commission_rate" between 0 and 100 and "receipts"."commission_amount" >= 0),
	CONSTRAINT "receipts_reversal_check" CHECK (num_nonnulls("receipts"."reversed_at", "receipts"."reversed_by", "receipts"."reversal_reason") in (0, 3))
);
--> statement-breakpoint
ALTER TABLE "commission_payouts" ADD CONSTRAINT "commission_payouts_channel_partner_id_channel_partners_id_fk" FOREIGN KEY ("channel_partner_id") REFERENCES "public"."channel_partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_payouts" ADD CONSTRAINT "commission_payouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_payouts" ADD CONSTRAINT "commission_payouts_reversed_by_users_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instalments" ADD CONSTRAINT "instalments_booking_id_payment_schedules_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."payment_schedules"("booking_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_schedules" ADD CONSTRAINT "payment_schedules_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_schedules" ADD CONSTRAINT "payment_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_schedules" ADD CONSTRAINT "payment_schedules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_channel_partner_id_channel_partners_id_fk" FOREIGN KEY ("channel_partner_id") REFERENCES "public"."channel_partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_reversed_by_users_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_payouts_partner_idx" ON "commission_payouts" USING btree ("channel_partner_id","paid_on","id");--> statement-breakpoint
-- Collections read outstanding instalments of live bookings soonest due first and sum them: the
-- INCLUDEd columns let a page's ids and the Dashboard's sums come from the index alone.
CREATE INDEX "instalments_outstanding_due_idx" ON "instalments" USING btree ("due_date","booking_id","position") INCLUDE ("id","amount","paid_amount") WHERE "instalments"."is_live" and "instalments"."paid_amount" < "instalments"."amount";--> statement-breakpoint
CREATE INDEX "receipts_booking_idx" ON "receipts" USING btree ("booking_id","received_on","id");--> statement-breakpoint
CREATE INDEX "receipts_partner_idx" ON "receipts" USING btree ("channel_partner_id","received_on","id") WHERE "receipts"."channel_partner_id" is not null;--> statement-breakpoint
-- Each number sequence belongs to its table's sequence_number, as a serial id's does, so a backup
-- carries where it stands and a restore never hands a receipt or payout number out again.
ALTER SEQUENCE "public"."receipt_numbers" OWNED BY "receipts"."sequence_number";--> statement-breakpoint
ALTER SEQUENCE "public"."payout_numbers" OWNED BY "commission_payouts"."sequence_number";--> statement-breakpoint
-- The permissions of payments and commissions (docs/payments.md), for a database whose first
-- start has written the catalogue already; a newer one gets them from the catalogue
-- (access-catalogue.ts). Admin gets all four, Manager the two that only view.
INSERT INTO "permissions" ("name", "module", "description")
	SELECT new."name", new."module", new."description" FROM (VALUES
		(1, 'payments.view', 'payments', 'See payments, receipts and collections'),
		(2, 'payments.create', 'payments', 'Record payment schedules, payments and their reversal'),
		(3, 'commissions.view', 'commissions', 'See channel partners'' commissions'),
		(4, 'commissions.pay', 'commissions', 'Pay out commissions and reverse payouts')
	) AS new ("position", "name", "module", "description")
	WHERE EXISTS (SELECT 1 FROM "permissions")
		AND NOT EXISTS (SELECT 1 FROM "permissions" WHERE lower("permissions"."name") = new."name")
	ORDER BY new."position";
--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
	SELECT "roles"."id", "permissions"."id" FROM "roles", "permissions"
	WHERE lower("permissions"."name") IN ('payments.view', 'payments.create', 'commissions.view', 'commissions.pay')
		AND ("roles"."name" = 'Admin'
			OR ("roles"."name" = 'Manager' AND lower("permissions"."name") IN ('payments.view', 'commissions.view')))
	ON CONFLICT DO NOTHING;
