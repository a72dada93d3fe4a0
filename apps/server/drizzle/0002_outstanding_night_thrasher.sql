CREATE INDEX "task_work_assignee_status_idx" ON "task" USING btree ("work_id","assignee_user_id","status");--> statement-breakpoint
CREATE INDEX "work_completed_idx" ON "work" USING btree ("finished_at","id","starter_user_id","flow_id") WHERE "work"."status" in ('finished', 'stopped');--> statement-breakpoint
CREATE INDEX "work_running_idx" ON "work" USING btree ("started_at","id","starter_user_id","flow_id") WHERE "work"."status" = 'running';--> statement-breakpoint
CREATE INDEX "work_started_idx" ON "work" USING btree ("started_at","id");