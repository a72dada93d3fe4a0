-- The staff list's usual filter, "in post" and a name: the count of the matches comes from this index
-- and the visibility map, without reading each employee row to check its status.
CREATE INDEX "employee_active_name_chars_idx" ON "employee" USING gin (string_to_array(lower("name"), null)) WHERE "employee"."status" = 1;