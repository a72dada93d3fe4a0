CREATE TABLE "download_ticket" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"attachment_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "download_ticket" ADD CONSTRAINT "download_ticket_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "download_ticket_expires_idx" ON "download_ticket" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "attachment_uploader_idx" ON "attachment" USING btree ("uploaded_by","created_at");--> statement-breakpoint
-- A database that already holds two running works of one flow for one employee keeps the oldest
-- and stops the others, so the index below can be built.
WITH ranked AS (
	SELECT id, row_number() OVER (PARTITION BY flow_id, target_employee_ref ORDER BY id) AS n
	FROM "work" WHERE status = 'running' AND target_employee_ref IS NOT NULL
), extra AS (SELECT id FROM ranked WHERE n > 1),
cancelled AS (
	UPDATE "task" SET status = 'cancelled' WHERE status = 'todo' AND work_id IN (SELECT id FROM extra) RETURNING work_id
)
UPDATE "work" SET status = 'stopped', finished_at = now(), current_node_id = NULL,
	stop_reason = '同一员工已有进行中的同类流程，系统升级时终止重复的流程'
WHERE id IN (SELECT id FROM extra);--> statement-breakpoint
CREATE UNIQUE INDEX "work_one_running_uq" ON "work" USING btree ("flow_id","target_employee_ref") WHERE "work"."status" = 'running' and "work"."target_employee_ref" is not null;