CREATE TABLE "user_task_counter" (
	"user_id" integer NOT NULL,
	"flow_id" integer NOT NULL,
	"state" varchar(16) NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_participant" (
	"work_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"flow_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "work_participant_work_id_user_id_pk" PRIMARY KEY("work_id","user_id")
);
--> statement-breakpoint
DROP INDEX "task_assignee_status_idx";--> statement-breakpoint
DROP INDEX "task_work_assignee_status_idx";--> statement-breakpoint
-- Task lists (ARCHITECTURE §10): work_participant and user_task_counter derive from work and task,
-- written by the triggers at the end of this file in the writer's own transaction.
-- task_lists_rebuild() recomputes both from scratch: the backfill here, and bulk loads that run
-- with triggers off (the bench seed).
CREATE FUNCTION task_lists_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE work_participant, user_task_counter;
  INSERT INTO work_participant (work_id, user_id, flow_id, started_at, finished_at)
  SELECT w.id, p.user_id, w.flow_id, w.started_at, w.finished_at
    FROM (SELECT id AS work_id, starter_user_id AS user_id FROM work
          UNION SELECT work_id, assignee_user_id FROM task WHERE status = 'done') p
    JOIN work w ON w.id = p.work_id;
  INSERT INTO user_task_counter (user_id, flow_id, state, n)
  SELECT user_id, flow_id, CASE WHEN finished_at IS NULL THEN 'running' ELSE 'completed' END, count(*)
    FROM work_participant GROUP BY 1, 2, 3
  UNION ALL
  SELECT t.assignee_user_id, w.flow_id, 'toDo', count(*)
    FROM task t JOIN work w ON w.id = t.work_id WHERE t.status = 'todo' GROUP BY 1, 2;
END $$;--> statement-breakpoint
SELECT task_lists_rebuild();--> statement-breakpoint
-- Statistics now, so the first lists after the upgrade are planned on the filled tables.
ANALYZE work_participant;--> statement-breakpoint
ANALYZE user_task_counter;--> statement-breakpoint
-- Whoever starts a work or decides one of its steps joins its lists once, counted by the work's state.
CREATE FUNCTION work_participant_add(users integer[], works integer[]) RETURNS void LANGUAGE sql AS $$
  WITH added AS (
    INSERT INTO work_participant (work_id, user_id, flow_id, started_at, finished_at)
    SELECT DISTINCT w.id, p.user_id, w.flow_id, w.started_at, w.finished_at
      FROM unnest(users, works) AS p(user_id, work_id) JOIN work w ON w.id = p.work_id
    ON CONFLICT DO NOTHING
    RETURNING user_id, flow_id, finished_at)
  INSERT INTO user_task_counter (user_id, flow_id, state, n)
  SELECT user_id, flow_id, CASE WHEN finished_at IS NULL THEN 'running' ELSE 'completed' END, count(*)
    FROM added GROUP BY 1, 2, 3
$$;--> statement-breakpoint
ALTER TABLE "work_participant" ADD CONSTRAINT "work_participant_work_id_work_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."work"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_participant" ADD CONSTRAINT "work_participant_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_task_counter_user_idx" ON "user_task_counter" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "work_participant_completed_idx" ON "work_participant" USING btree ("user_id","finished_at","work_id","flow_id","started_at") WHERE "work_participant"."finished_at" is not null;--> statement-breakpoint
CREATE INDEX "work_participant_running_idx" ON "work_participant" USING btree ("user_id","started_at","work_id","flow_id") WHERE "work_participant"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "task_todo_idx" ON "task" USING btree ("assignee_user_id","arrived_at","id","work_id","node_id") WHERE "task"."status" = 'todo';--> statement-breakpoint
ALTER TABLE "work" ADD CONSTRAINT "work_finished_at_check" CHECK (("work"."status" = 'running') = ("work"."finished_at" is null));--> statement-breakpoint
CREATE FUNCTION task_lists_work_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM work_participant_add(array_agg(starter_user_id), array_agg(id)) FROM new_work;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER task_lists_work_inserted AFTER INSERT ON work REFERENCING NEW TABLE AS new_work
  FOR EACH STATEMENT EXECUTE FUNCTION task_lists_work_inserted();--> statement-breakpoint
-- A work that finishes or stops moves from its participants' running list to their completed one.
CREATE FUNCTION task_lists_work_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT n.id, n.finished_at, o.finished_at IS NULL AS was_running
      FROM new_work n JOIN old_work o ON o.id = n.id
     WHERE n.finished_at IS DISTINCT FROM o.finished_at),
  moved AS (
    UPDATE work_participant p SET finished_at = c.finished_at FROM changed c WHERE p.work_id = c.id
    RETURNING p.user_id, p.flow_id, c.was_running, p.finished_at IS NULL AS is_running)
  INSERT INTO user_task_counter (user_id, flow_id, state, n)
  SELECT user_id, flow_id, state, sum(d)::int
    FROM (SELECT user_id, flow_id, CASE WHEN was_running THEN 'running' ELSE 'completed' END AS state, -1 AS d FROM moved
          UNION ALL
          SELECT user_id, flow_id, CASE WHEN is_running THEN 'running' ELSE 'completed' END, 1 FROM moved) x
   GROUP BY 1, 2, 3 HAVING sum(d) <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER task_lists_work_updated AFTER UPDATE ON work REFERENCING OLD TABLE AS old_work NEW TABLE AS new_work
  FOR EACH STATEMENT EXECUTE FUNCTION task_lists_work_updated();--> statement-breakpoint
CREATE FUNCTION task_lists_task_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_task_counter (user_id, flow_id, state, n)
  SELECT t.assignee_user_id, w.flow_id, 'toDo', count(*)
    FROM new_task t JOIN work w ON w.id = t.work_id WHERE t.status = 'todo' GROUP BY 1, 2;
  PERFORM work_participant_add(array_agg(assignee_user_id), array_agg(work_id)) FROM new_task WHERE status = 'done';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER task_lists_task_inserted AFTER INSERT ON task REFERENCING NEW TABLE AS new_task
  FOR EACH STATEMENT EXECUTE FUNCTION task_lists_task_inserted();--> statement-breakpoint
-- A to-do leaves its holder's count when it is decided, cancelled or handed to someone else (old
-- to-dos out, new ones in, netted per user and type); a decision makes its handler a participant.
CREATE FUNCTION task_lists_task_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_task_counter (user_id, flow_id, state, n)
  SELECT x.user_id, w.flow_id, 'toDo', sum(x.d)::int
    FROM (SELECT assignee_user_id AS user_id, work_id, -1 AS d FROM old_task WHERE status = 'todo'
          UNION ALL
          SELECT assignee_user_id, work_id, 1 FROM new_task WHERE status = 'todo') x
    JOIN work w ON w.id = x.work_id
   GROUP BY 1, 2 HAVING sum(x.d) <> 0;
  PERFORM work_participant_add(array_agg(n.assignee_user_id), array_agg(n.work_id))
     FROM new_task n JOIN old_task o ON o.id = n.id
    WHERE n.status = 'done' AND (o.status <> 'done' OR o.assignee_user_id <> n.assignee_user_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER task_lists_task_updated AFTER UPDATE ON task REFERENCING OLD TABLE AS old_task NEW TABLE AS new_task
  FOR EACH STATEMENT EXECUTE FUNCTION task_lists_task_updated();
