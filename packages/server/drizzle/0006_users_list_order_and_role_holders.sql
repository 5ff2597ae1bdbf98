CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "users_name_order_idx" ON "users" USING btree ((coalesce("first_name" || ' ' || "last_name", "first_name", "last_name", "username")) collate names,"id");--> statement-breakpoint
CREATE INDEX "users_last_login_order_idx" ON "users" USING btree ("last_login_at" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "users_created_order_idx" ON "users" USING btree ("created_at","id");