DROP INDEX "deduction_month_idx";--> statement-breakpoint
CREATE INDEX "work_entry_started_idx" ON "work" USING btree ("started_at","id") WHERE "work"."flow_id" = 12;--> statement-breakpoint
CREATE INDEX "work_turnover_started_idx" ON "work" USING btree ("started_at","id") WHERE "work"."flow_id" = 15;--> statement-breakpoint
CREATE INDEX "work_turnover_modify_started_idx" ON "work" USING btree ("started_at","id") WHERE "work"."flow_id" = 28;--> statement-breakpoint
CREATE INDEX "deduction_month_idx" ON "deduction" USING btree ("deductions_month","id");