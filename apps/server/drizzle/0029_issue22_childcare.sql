CREATE TABLE "childcare_rule" (
	"id" serial PRIMARY KEY NOT NULL,
	"province" varchar(32) NOT NULL,
	"city" varchar(32) DEFAULT '' NOT NULL,
	"days_per_year" integer NOT NULL,
	"max_age" smallint DEFAULT 3 NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "childcare_rule_period_check" CHECK ("childcare_rule"."effective_to" is null or "childcare_rule"."effective_to" >= "childcare_rule"."effective_from"),
	CONSTRAINT "childcare_rule_days_check" CHECK ("childcare_rule"."days_per_year" between 1 and 30),
	CONSTRAINT "childcare_rule_age_check" CHECK ("childcare_rule"."max_age" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "childcare_use" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_ref" integer NOT NULL,
	"child_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"days" numeric(5, 1) NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"cancel_reason" text,
	CONSTRAINT "childcare_use_period_check" CHECK ("childcare_use"."end_date" >= "childcare_use"."start_date"),
	CONSTRAINT "childcare_use_days_check" CHECK ("childcare_use"."days" > 0 and "childcare_use"."days" * 2 = floor("childcare_use"."days" * 2)),
	CONSTRAINT "childcare_use_year_check" CHECK (extract(year from "childcare_use"."start_date") = "childcare_use"."year" and extract(year from "childcare_use"."end_date") = "childcare_use"."year")
);
--> statement-breakpoint
CREATE TABLE "employee_child" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_ref" integer NOT NULL,
	"name" varchar(32) NOT NULL,
	"birth_date" date NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "childcare_rule" ADD CONSTRAINT "childcare_rule_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "childcare_use" ADD CONSTRAINT "childcare_use_employee_ref_employee_id_fk" FOREIGN KEY ("employee_ref") REFERENCES "public"."employee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "childcare_use" ADD CONSTRAINT "childcare_use_child_id_employee_child_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."employee_child"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "childcare_use" ADD CONSTRAINT "childcare_use_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "childcare_use" ADD CONSTRAINT "childcare_use_cancelled_by_app_user_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_child" ADD CONSTRAINT "employee_child_employee_ref_employee_id_fk" FOREIGN KEY ("employee_ref") REFERENCES "public"."employee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_child" ADD CONSTRAINT "employee_child_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "childcare_rule_area_from_uq" ON "childcare_rule" USING btree ("province","city","effective_from");--> statement-breakpoint
CREATE INDEX "childcare_use_child_idx" ON "childcare_use" USING btree ("child_id","year");--> statement-breakpoint
CREATE INDEX "childcare_use_employee_idx" ON "childcare_use" USING btree ("employee_ref","start_date");--> statement-breakpoint
CREATE INDEX "childcare_use_live_start_idx" ON "childcare_use" USING btree ("start_date","id") WHERE "childcare_use"."cancelled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_child_live_uq" ON "employee_child" USING btree ("employee_ref","name","birth_date") WHERE "employee_child"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "employee_child_live_birth_idx" ON "employee_child" USING btree ("birth_date","id") WHERE "employee_child"."deleted_at" is null;