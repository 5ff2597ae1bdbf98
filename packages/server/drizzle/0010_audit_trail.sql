CREATE TABLE "audit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"username" text,
	"operation" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "audit_entries_entity_idx" ON "audit_entries" USING btree ("entity","entity_id","recorded_at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_user_idx" ON "audit_entries" USING btree ("user_id","recorded_at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_recorded_idx" ON "audit_entries" USING btree ("recorded_at","id");--> statement-breakpoint
-- The trail is append-only: no change may alter or remove what it recorded. A restore empties
-- every table of a fresh database before loading a backup, so an empty trail may be truncated.
CREATE FUNCTION "audit_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' AND NOT EXISTS (SELECT 1 FROM "audit_entries") THEN
		RETURN NULL;
	END IF;
	RAISE EXCEPTION 'The audit trail is append-only: its entries cannot be changed or removed'
		USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_entries_append_only" BEFORE UPDATE OR DELETE ON "audit_entries"
	FOR EACH ROW EXECUTE FUNCTION "audit_entries_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_entries_no_truncate" BEFORE TRUNCATE ON "audit_entries"
	FOR EACH STATEMENT EXECUTE FUNCTION "audit_entries_append_only"();
--> statement-breakpoint
-- Reading the trail is its own permission, given to the built-in Admin role. A database whose
-- first start has not yet written the catalogue gets it from the catalogue (access-catalogue.ts).
INSERT INTO "permissions" ("name", "module", "description")
	SELECT 'audit.view', 'audit', 'See the audit log'
	WHERE EXISTS (SELECT 1 FROM "permissions")
		AND NOT EXISTS (SELECT 1 FROM "permissions" WHERE lower("name") = 'audit.view');
--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
	SELECT "roles"."id", "permissions"."id" FROM "roles", "permissions"
	WHERE "roles"."name" = 'Admin' AND lower("permissions"."name") = 'audit.view'
	ON CONFLICT DO NOTHING;
