DROP INDEX "deduction_month_idx";--> statement-breakpoint
ALTER TABLE "violation" ADD COLUMN "work_id" integer;--> statement-breakpoint
ALTER TABLE "violation" ADD CONSTRAINT "violation_work_id_work_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."work"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "violation_work_uq" ON "violation" USING btree ("work_id") WHERE "violation"."work_id" is not null;--> statement-breakpoint
CREATE INDEX "work_entry_started_idx" ON "work" USING btree ("started_at","id") WHERE "work"."flow_id" = 12;--> statement-breakpoint
CREATE INDEX "work_turnover_started_idx" ON "work" USING btree ("started_at","id") WHERE "work"."flow_id" = 15;--> statement-breakpoint
CREATE INDEX "work_turnover_modify_started_idx" ON "work" USING btree ("started_at","id") WHERE "work"."flow_id" = 28;--> statement-breakpoint
CREATE INDEX "deduction_month_idx" ON "deduction" USING btree ("deductions_month","id");