-- The users of an org unit: each task-list row names its region's HR with one probe of this index
-- inside the page's statement (it was a query of its own per page).
CREATE INDEX "app_user_org_unit_idx" ON "app_user" USING btree ("org_unit_id");