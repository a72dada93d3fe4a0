CREATE TABLE "child_insurance" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_id" integer NOT NULL,
	"employee_ref" integer NOT NULL,
	"child_name" text NOT NULL,
	"child_id_number" varchar(18) NOT NULL,
	"relation" varchar(16) NOT NULL,
	"start_month" varchar(7) NOT NULL,
	"status" varchar(16) DEFAULT 'running' NOT NULL,
	"finished_date" varchar(10),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "welfare_claim" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_id" integer NOT NULL,
	"employee_ref" integer NOT NULL,
	"category" smallint NOT NULL,
	"event_key" text NOT NULL,
	"amount_cents" integer,
	"finished_date" varchar(10),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "child_insurance" ADD CONSTRAINT "child_insurance_work_id_work_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."work"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_insurance" ADD CONSTRAINT "child_insurance_employee_ref_employee_id_fk" FOREIGN KEY ("employee_ref") REFERENCES "public"."employee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_claim" ADD CONSTRAINT "welfare_claim_work_id_work_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."work"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_claim" ADD CONSTRAINT "welfare_claim_employee_ref_employee_id_fk" FOREIGN KEY ("employee_ref") REFERENCES "public"."employee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "child_insurance_work_uq" ON "child_insurance" USING btree ("work_id");--> statement-breakpoint
CREATE UNIQUE INDEX "child_insurance_child_uq" ON "child_insurance" USING btree ("child_id_number");--> statement-breakpoint
CREATE UNIQUE INDEX "welfare_claim_work_uq" ON "welfare_claim" USING btree ("work_id");--> statement-breakpoint
CREATE UNIQUE INDEX "welfare_claim_event_uq" ON "welfare_claim" USING btree ("employee_ref","category","event_key");--> statement-breakpoint
CREATE INDEX "work_welfare_started_idx" ON "work" USING btree ("started_at","id") WHERE "work"."flow_id" = 20;--> statement-breakpoint
CREATE INDEX "work_insurance_started_idx" ON "work" USING btree ("started_at","id") WHERE "work"."flow_id" = 21;