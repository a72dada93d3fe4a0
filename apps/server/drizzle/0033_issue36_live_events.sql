-- Live updates in the browser (issue 36, modules/events): what changed for whom, as small
-- notifications on channel hris_live, delivered at COMMIT to every server, each of which fans them
-- out to its own open streams. The payload names a user and a work, never data:
--   t:<user>:<work>  a to-do of <user> arrived, was handled, cancelled or moved to someone else
--   w:<user>:<work>  a work <user> started moved on (step, status)
--   m:<user>         <user>'s messages changed (a new one, one read)
-- Triggers, not calls in the services, so that no writer (the engine, a job, a batch) can forget it.
-- PostgreSQL folds identical notifications of one transaction into one.
CREATE FUNCTION "hris_live_task"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hris_live', 't:' || NEW.assignee_user_id || ':' || NEW.work_id);
  IF TG_OP = 'UPDATE' AND NEW.assignee_user_id IS DISTINCT FROM OLD.assignee_user_id THEN
    PERFORM pg_notify('hris_live', 't:' || OLD.assignee_user_id || ':' || OLD.work_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "task_live" AFTER INSERT OR UPDATE OF "status", "assignee_user_id" ON "task" FOR EACH ROW EXECUTE FUNCTION "hris_live_task"();--> statement-breakpoint
CREATE FUNCTION "hris_live_work"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.current_node_id IS DISTINCT FROM OLD.current_node_id OR NEW.status IS DISTINCT FROM OLD.status THEN
    PERFORM pg_notify('hris_live', 'w:' || NEW.starter_user_id || ':' || NEW.id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "work_live" AFTER UPDATE OF "current_node_id", "status" ON "work" FOR EACH ROW EXECUTE FUNCTION "hris_live_work"();--> statement-breakpoint
CREATE FUNCTION "hris_live_message"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hris_live', 'm:' || NEW.user_id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "message_live" AFTER INSERT OR UPDATE OF "is_read" ON "message" FOR EACH ROW EXECUTE FUNCTION "hris_live_message"();
