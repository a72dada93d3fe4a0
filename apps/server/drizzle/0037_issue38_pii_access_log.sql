CREATE TABLE "pii_access_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"user_name" varchar(64) NOT NULL,
	"account" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"employee_ref" integer,
	"subject_text" varchar(200) NOT NULL,
	"fields" varchar(64)[] NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"reason" varchar(200),
	"place" varchar(100) NOT NULL,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pii_access_log_created_idx" ON "pii_access_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "pii_access_log_employee_idx" ON "pii_access_log" USING btree ("employee_ref","created_at") WHERE "pii_access_log"."employee_ref" is not null;