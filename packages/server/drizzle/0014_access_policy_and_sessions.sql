CREATE TABLE "access_stamp" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"stamp" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "access_stamp_one_row" CHECK ("access_stamp"."id")
);
--> statement-breakpoint
CREATE TABLE "test_mode_mark" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"marked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_epoch" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_change_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "awaiting_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_login_key" ON "users" USING btree ("username_key");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_login_key" ON "users" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "users_awaiting_approval_idx" ON "users" USING btree ("created_at","id") WHERE "users"."awaiting_approval";--> statement-breakpoint
-- Every change to who holds which permission bumps the one stamp, in the change's transaction
-- (src/db/schema.ts accessStamp): servers keep a user's permissions only under the stamp they
-- read them with. Per statement, so a role given to many users at once bumps it once.
CREATE FUNCTION bump_access_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO access_stamp (id, stamp) VALUES (true, 1)
  ON CONFLICT (id) DO UPDATE SET stamp = access_stamp.stamp + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bump_access_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_access_stamp();--> statement-breakpoint
CREATE TRIGGER "bump_access_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_access_stamp();--> statement-breakpoint
CREATE TRIGGER "bump_access_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_permissions"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_access_stamp();--> statement-breakpoint
CREATE TRIGGER "bump_access_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "permissions"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_access_stamp();--> statement-breakpoint
INSERT INTO "access_stamp" ("id", "stamp") VALUES (true, 0);
