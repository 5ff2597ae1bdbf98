CREATE TABLE "auth_attempts_by_address" (
	"address" text NOT NULL,
	"operation" text NOT NULL,
	"attempts" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auth_attempts_by_address_address_operation_pk" PRIMARY KEY("address","operation")
);
--> statement-breakpoint
CREATE INDEX "auth_attempts_by_address_window_idx" ON "auth_attempts_by_address" USING btree ("window_started_at");