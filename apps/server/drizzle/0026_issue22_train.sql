CREATE TABLE "train_enrolment" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"employee_ref" integer NOT NULL,
	"attendance" varchar(8),
	"score" numeric(4, 1),
	"passed" boolean,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "train_enrolment_score_check" CHECK ("train_enrolment"."score" is null or "train_enrolment"."score" between 0 and 100),
	CONSTRAINT "train_enrolment_absent_check" CHECK ("train_enrolment"."attendance" is distinct from 'absent' or ("train_enrolment"."score" is null and "train_enrolment"."passed" is not true))
);
--> statement-breakpoint
CREATE TABLE "train_project" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"category" varchar(16) NOT NULL,
	"required_position_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"hours" numeric(4, 1) NOT NULL,
	"valid_months" smallint,
	"owner" varchar(32) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "train_project_hours_check" CHECK ("train_project"."hours" > 0),
	CONSTRAINT "train_project_valid_months_check" CHECK ("train_project"."valid_months" is null or "train_project"."valid_months" between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "train_session" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"session_date" date NOT NULL,
	"mode" varchar(8) NOT NULL,
	"place" varchar(100) NOT NULL,
	"trainer" varchar(32) NOT NULL,
	"org_unit_id" integer NOT NULL,
	"org_path" text NOT NULL,
	"capacity" integer NOT NULL,
	"enrolled_count" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "train_session_capacity_check" CHECK ("train_session"."capacity" > 0 and "train_session"."enrolled_count" between 0 and "train_session"."capacity")
);
--> statement-breakpoint
ALTER TABLE "train_enrolment" ADD CONSTRAINT "train_enrolment_session_id_train_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."train_session"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_enrolment" ADD CONSTRAINT "train_enrolment_employee_ref_employee_id_fk" FOREIGN KEY ("employee_ref") REFERENCES "public"."employee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_enrolment" ADD CONSTRAINT "train_enrolment_recorded_by_app_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_enrolment" ADD CONSTRAINT "train_enrolment_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_project" ADD CONSTRAINT "train_project_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_session" ADD CONSTRAINT "train_session_project_id_train_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."train_project"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_session" ADD CONSTRAINT "train_session_org_unit_id_org_unit_id_fk" FOREIGN KEY ("org_unit_id") REFERENCES "public"."org_unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_session" ADD CONSTRAINT "train_session_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "train_enrolment_session_employee_uq" ON "train_enrolment" USING btree ("session_id","employee_ref");--> statement-breakpoint
CREATE INDEX "train_enrolment_employee_idx" ON "train_enrolment" USING btree ("employee_ref","session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "train_project_active_name_uq" ON "train_project" USING btree (lower("name")) WHERE "train_project"."status" = 1;--> statement-breakpoint
CREATE INDEX "train_project_updated_idx" ON "train_project" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "train_session_date_idx" ON "train_session" USING btree ("session_date","id");--> statement-breakpoint
CREATE INDEX "train_session_project_idx" ON "train_session" USING btree ("project_id","session_date");--> statement-breakpoint
CREATE INDEX "train_session_org_path_idx" ON "train_session" USING btree ("org_path" text_pattern_ops);