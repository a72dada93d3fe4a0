-- Task lists filtered by a person's name (running, completed, all, started) start from the
-- employees whose name matches (employee_name_chars_idx) and reach their works through this
-- index, instead of joining every work of the list to its employee.
CREATE INDEX "work_target_employee_idx" ON "work" USING btree ("target_employee_ref");
