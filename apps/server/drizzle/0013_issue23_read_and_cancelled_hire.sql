-- A cancelled hire (onboarding terminated) is status 0 with leave type 取消入职 and no entry date:
-- the person never started, so turnover and headcount leave them out.
ALTER TABLE "employee" ADD COLUMN "leave_type" varchar(16);--> statement-breakpoint
UPDATE "employee" SET "leave_type" = '取消入职', "entry_date" = NULL
  WHERE "status" = 0 AND "id" IN (SELECT "employee_id" FROM "employee_history" WHERE "kind" = 'cancelEntry');--> statement-breakpoint
-- A message names its work, so opening or handling the work marks it read.
ALTER TABLE "message" ADD COLUMN "work_id" integer;--> statement-breakpoint
UPDATE "message" SET "work_id" = substring("link" from 'workId=([0-9]{1,9})')::integer
  WHERE "link" ~ 'workId=[0-9]{1,9}';--> statement-breakpoint
CREATE INDEX "message_unread_work_idx" ON "message" USING btree ("user_id","work_id") WHERE "message"."is_read" = false;
