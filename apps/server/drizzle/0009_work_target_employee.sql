-- Work lists sorted by name walk the employees in name order (text_pattern_ops in
-- employee_name_idx serves prefix matches, not the collation's order).
CREATE INDEX "employee_name_sort_idx" ON "employee" USING btree ("name");--> statement-breakpoint
-- Task lists filtered or sorted by a person (running, completed, all, started) start from the
-- matching employees and reach their works through this index, instead of joining every work of
-- the list to its employee.
CREATE INDEX "work_target_employee_idx" ON "work" USING btree ("target_employee_ref");--> statement-breakpoint
-- Likewise by store: the matching stores first, then their works.
CREATE INDEX "work_shop_idx" ON "work" USING btree ("shop_id");
