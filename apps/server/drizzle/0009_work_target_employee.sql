-- Task lists filtered by a person's name or number (running, completed, all, started) start from
-- the matching employees and reach their works through this index, instead of joining every work
-- of the list to its employee.
CREATE INDEX "work_target_employee_idx" ON "work" USING btree ("target_employee_ref");--> statement-breakpoint
-- Likewise a filter by store: the matching stores first, then their works.
CREATE INDEX "work_shop_idx" ON "work" USING btree ("shop_id");
