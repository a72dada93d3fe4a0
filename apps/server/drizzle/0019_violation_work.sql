ALTER TABLE "violation" ADD COLUMN "work_id" integer;--> statement-breakpoint
ALTER TABLE "violation" ADD CONSTRAINT "violation_work_id_work_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."work"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "violation_work_uq" ON "violation" USING btree ("work_id") WHERE "violation"."work_id" is not null;