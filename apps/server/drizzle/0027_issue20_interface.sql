CREATE TABLE "interface_run" (
	"id" serial PRIMARY KEY NOT NULL,
	"integration" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"trigger" varchar(16) NOT NULL,
	"requested_by" integer,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"file_path" text,
	"file_name" varchar(128),
	"message" text,
	"watermark_from" timestamp with time zone,
	"watermark_to" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interface_run_status_check" CHECK ("interface_run"."status" in ('queued', 'running', 'succeeded', 'failed')),
	CONSTRAINT "interface_run_trigger_check" CHECK ("interface_run"."trigger" in ('manual', 'retry', 'schedule')),
	CONSTRAINT "interface_run_integration_check" CHECK ("interface_run"."integration" in ('esign', 'payroll', 'directory'))
);
--> statement-breakpoint
ALTER TABLE "interface_run" ADD CONSTRAINT "interface_run_requested_by_app_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interface_run_active_uq" ON "interface_run" USING btree ("integration") WHERE "interface_run"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "interface_run_integration_idx" ON "interface_run" USING btree ("integration","id");--> statement-breakpoint
CREATE INDEX "interface_run_running_idx" ON "interface_run" USING btree ("started_at") WHERE "interface_run"."status" = 'running';--> statement-breakpoint
CREATE INDEX "employee_history_created_idx" ON "employee_history" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "deduction_created_idx" ON "deduction" USING btree ("created_at");