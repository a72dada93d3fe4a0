DROP INDEX "work_personnel_started_idx";--> statement-breakpoint
DROP INDEX "work_renewal_started_idx";--> statement-breakpoint
DROP INDEX "work_evaluation_started_idx";--> statement-breakpoint
DROP INDEX "work_entry_started_idx";--> statement-breakpoint
DROP INDEX "work_turnover_started_idx";--> statement-breakpoint
DROP INDEX "work_turnover_modify_started_idx";--> statement-breakpoint
DROP INDEX "work_welfare_started_idx";--> statement-breakpoint
DROP INDEX "work_insurance_started_idx";--> statement-breakpoint
DROP INDEX "work_proof_started_idx";--> statement-breakpoint
DROP INDEX "work_one_running_change_uq";--> statement-breakpoint
ALTER TABLE "work" ADD COLUMN "flow_group" varchar(32);--> statement-breakpoint
-- The personnel changes (调店 18, 零售批量调动 27, 调岗 32) form the one group so far.
UPDATE "work" SET "flow_group" = 'personnelChange' WHERE "flow_id" IN (18, 27, 32);--> statement-breakpoint
CREATE INDEX "work_flow_started_idx" ON "work" USING btree ("flow_id","started_at","id");--> statement-breakpoint
CREATE INDEX "work_group_started_idx" ON "work" USING btree ("flow_group","started_at","id") WHERE "work"."flow_group" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "work_one_running_group_uq" ON "work" USING btree ("flow_group","target_employee_ref") WHERE "work"."status" = 'running' and "work"."flow_group" is not null and "work"."target_employee_ref" is not null;