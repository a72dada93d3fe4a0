CREATE TABLE "auto_start" (
	"flow_id" integer NOT NULL,
	"subject" varchar(64) NOT NULL,
	"work_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_start_flow_id_subject_pk" PRIMARY KEY("flow_id","subject")
);
--> statement-breakpoint
ALTER TABLE "employee_contract" ADD COLUMN "work_id" integer;--> statement-breakpoint
ALTER TABLE "employee" ADD COLUMN "regular_date" date;--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "key" varchar(64);--> statement-breakpoint
ALTER TABLE "auto_start" ADD CONSTRAINT "auto_start_work_id_work_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."work"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_contract_work_uq" ON "employee_contract" USING btree ("work_id") WHERE "employee_contract"."work_id" is not null;--> statement-breakpoint
CREATE INDEX "employee_active_contract_end_idx" ON "employee" USING btree ("contract_end_date") WHERE "employee"."status" = 1;--> statement-breakpoint
CREATE INDEX "employee_active_probation_end_idx" ON "employee" USING btree ("probation_end_date") WHERE "employee"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "job_key_uq" ON "job" USING btree ("key") WHERE "job"."key" is not null;