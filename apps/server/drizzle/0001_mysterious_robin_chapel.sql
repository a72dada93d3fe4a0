CREATE TABLE "employee_contract" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_ref" integer NOT NULL,
	"contract_type" varchar(16) NOT NULL,
	"sequence" smallint NOT NULL,
	"begin_date" date NOT NULL,
	"end_date" date,
	"is_three_periods" boolean DEFAULT false NOT NULL,
	"transfer_sign_status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_performance" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_ref" integer NOT NULL,
	"period" varchar(8) NOT NULL,
	"grade" varchar(1) NOT NULL,
	"score" numeric(4, 1) NOT NULL,
	"reviewer" varchar(32) NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_adjustment" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_ref" integer NOT NULL,
	"effective_date" date NOT NULL,
	"basis" smallint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"previous_basis" smallint,
	"previous_amount_cents" bigint,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"import_batch_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_import_batch" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"status" varchar(16) NOT NULL,
	"row_count" integer NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "three_period" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_ref" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"begin_date" date NOT NULL,
	"end_date" date NOT NULL,
	"child_birth_date" date,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "violation" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_ref" integer NOT NULL,
	"violation_date" date NOT NULL,
	"punishment" varchar(32) NOT NULL,
	"description" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "violation_attachment" (
	"violation_id" integer NOT NULL,
	"attachment_id" integer NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "violation_attachment_violation_id_attachment_id_pk" PRIMARY KEY("violation_id","attachment_id")
);
--> statement-breakpoint
ALTER TABLE "employee_contract" ADD CONSTRAINT "employee_contract_employee_ref_employee_id_fk" FOREIGN KEY ("employee_ref") REFERENCES "public"."employee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_contract" ADD CONSTRAINT "employee_contract_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_performance" ADD CONSTRAINT "employee_performance_employee_ref_employee_id_fk" FOREIGN KEY ("employee_ref") REFERENCES "public"."employee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_performance" ADD CONSTRAINT "employee_performance_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_adjustment" ADD CONSTRAINT "salary_adjustment_employee_ref_employee_id_fk" FOREIGN KEY ("employee_ref") REFERENCES "public"."employee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_adjustment" ADD CONSTRAINT "salary_adjustment_import_batch_id_salary_import_batch_id_fk" FOREIGN KEY ("import_batch_id") REFERENCES "public"."salary_import_batch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_adjustment" ADD CONSTRAINT "salary_adjustment_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_import_batch" ADD CONSTRAINT "salary_import_batch_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "three_period" ADD CONSTRAINT "three_period_employee_ref_employee_id_fk" FOREIGN KEY ("employee_ref") REFERENCES "public"."employee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "three_period" ADD CONSTRAINT "three_period_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation" ADD CONSTRAINT "violation_employee_ref_employee_id_fk" FOREIGN KEY ("employee_ref") REFERENCES "public"."employee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation" ADD CONSTRAINT "violation_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_attachment" ADD CONSTRAINT "violation_attachment_violation_id_violation_id_fk" FOREIGN KEY ("violation_id") REFERENCES "public"."violation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_attachment" ADD CONSTRAINT "violation_attachment_attachment_id_attachment_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_contract_sequence_uq" ON "employee_contract" USING btree ("employee_ref","sequence");--> statement-breakpoint
CREATE INDEX "employee_contract_end_idx" ON "employee_contract" USING btree ("end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_performance_period_uq" ON "employee_performance" USING btree ("employee_ref","period");--> statement-breakpoint
CREATE INDEX "employee_performance_period_idx" ON "employee_performance" USING btree ("period");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_adjustment_employee_date_uq" ON "salary_adjustment" USING btree ("employee_ref","effective_date");--> statement-breakpoint
CREATE INDEX "salary_adjustment_date_idx" ON "salary_adjustment" USING btree ("effective_date");--> statement-breakpoint
CREATE INDEX "salary_adjustment_batch_idx" ON "salary_adjustment" USING btree ("import_batch_id");--> statement-breakpoint
CREATE INDEX "salary_import_batch_user_idx" ON "salary_import_batch" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "three_period_employee_idx" ON "three_period" USING btree ("employee_ref","begin_date");--> statement-breakpoint
CREATE INDEX "violation_employee_idx" ON "violation" USING btree ("employee_ref","violation_date");