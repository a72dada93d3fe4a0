-- Every server keeps the principals of recent tokens in memory (modules/auth/principal-cache.ts).
-- Any committed change to what a principal is read from notifies channel hris_auth, and every
-- pooled connection of every server listens on it and drops its cache. Triggers, not calls in
-- the services, so that no writer (an admin screen, a job, a migration, psql) can forget it.
CREATE FUNCTION "hris_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hris_auth', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A session's last_seen_at is written once a minute per session and is not cached as a fact
-- (idle expiry allows for it), so only the other columns notify.
CREATE TRIGGER "session_auth_changed" AFTER UPDATE OF "token_hash", "user_id", "login_method", "expires_at", "revoked_at" OR DELETE OR TRUNCATE ON "session" FOR EACH STATEMENT EXECUTE FUNCTION "hris_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "app_user_auth_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "app_user" FOR EACH STATEMENT EXECUTE FUNCTION "hris_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "user_role_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_role" FOR EACH STATEMENT EXECUTE FUNCTION "hris_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "role_auth_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "role" FOR EACH STATEMENT EXECUTE FUNCTION "hris_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "role_menu_permission_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_menu_permission" FOR EACH STATEMENT EXECUTE FUNCTION "hris_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "org_unit_auth_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "org_unit" FOR EACH STATEMENT EXECUTE FUNCTION "hris_auth_changed"();
