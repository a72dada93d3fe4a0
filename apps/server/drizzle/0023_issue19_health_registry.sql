CREATE TABLE "health_certificate" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_ref" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"attachment_id" integer,
	"work_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	CONSTRAINT "health_certificate_period_check" CHECK ("health_certificate"."end_date" >= "health_certificate"."start_date")
);
--> statement-breakpoint
ALTER TABLE "employee" ADD COLUMN "health_end_date" date;--> statement-breakpoint
ALTER TABLE "health_certificate" ADD CONSTRAINT "health_certificate_employee_ref_employee_id_fk" FOREIGN KEY ("employee_ref") REFERENCES "public"."employee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_certificate" ADD CONSTRAINT "health_certificate_attachment_id_attachment_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_certificate" ADD CONSTRAINT "health_certificate_work_id_work_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."work"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_certificate" ADD CONSTRAINT "health_certificate_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_certificate" ADD CONSTRAINT "health_certificate_deleted_by_app_user_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "health_certificate_employee_idx" ON "health_certificate" USING btree ("employee_ref","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "health_certificate_live_start_uq" ON "health_certificate" USING btree ("employee_ref","start_date") WHERE "health_certificate"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "health_certificate_live_end_uq" ON "health_certificate" USING btree ("employee_ref","end_date") WHERE "health_certificate"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "health_certificate_work_uq" ON "health_certificate" USING btree ("work_id") WHERE "health_certificate"."work_id" is not null;--> statement-breakpoint
CREATE INDEX "employee_store_health_idx" ON "employee" USING btree (coalesce("health_end_date", '1900-01-01'::date),"id") WHERE "employee"."status" = 1 and "employee"."employee_type" = 'store';