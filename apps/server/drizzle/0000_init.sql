CREATE TABLE "app_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" varchar(64) NOT NULL,
	"display_name" varchar(64) NOT NULL,
	"email" varchar(128),
	"employee_ref" integer,
	"org_unit_id" integer NOT NULL,
	"password_hash" text,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"avatar" varchar(256) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attachment" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(128) NOT NULL,
	"byte_length" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"owner_kind" varchar(32),
	"owner_id" integer,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deduction" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_id" integer NOT NULL,
	"employee_ref" integer NOT NULL,
	"shop_id" integer,
	"org_path" text NOT NULL,
	"deductions_month" varchar(7) NOT NULL,
	"lost_deductions_cents" integer DEFAULT 0 NOT NULL,
	"work_clothes_deductions_cents" integer DEFAULT 0 NOT NULL,
	"market_meal_fee_deductions_cents" integer DEFAULT 0 NOT NULL,
	"market_fine_deductions_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" varchar(32) NOT NULL,
	"name" varchar(32) NOT NULL,
	"gender" varchar(1) NOT NULL,
	"identity_number" varchar(18) NOT NULL,
	"phone" varchar(20),
	"email" varchar(128),
	"birth_date" date,
	"employee_type" varchar(8) NOT NULL,
	"status" smallint NOT NULL,
	"org_unit_id" integer NOT NULL,
	"org_path" text NOT NULL,
	"shop_id" integer,
	"position_id" integer NOT NULL,
	"rank" varchar(16) DEFAULT '' NOT NULL,
	"entry_date" date,
	"probation_begin_date" date,
	"probation_end_date" date,
	"contract_begin_date" date,
	"contract_end_date" date,
	"leave_date" date,
	"dishonorable_discharge" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	"field" varchar(32) NOT NULL,
	"old_value" text,
	"new_value" text,
	"effective_date" date NOT NULL,
	"work_id" integer,
	"actor_user_id" integer,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(32) NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempt" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" varchar(64) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"success" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"link" varchar(500),
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_unit" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"kind" varchar(16) NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"path" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"employee_type" varchar(8) NOT NULL,
	"default_rank" varchar(16) DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role" (
	"id" serial PRIMARY KEY NOT NULL,
	"role_id" varchar(16) NOT NULL,
	"name" varchar(64) NOT NULL,
	"scope_kind" varchar(8) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_menu_permission" (
	"role_ref" integer NOT NULL,
	"menu_code" varchar(64) NOT NULL,
	"is_edit" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "role_menu_permission_role_ref_menu_code_pk" PRIMARY KEY("role_ref","menu_code")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"login_method" varchar(16) NOT NULL,
	"ip" varchar(64),
	"user_agent" varchar(256),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" varchar(32)
);
--> statement-breakpoint
CREATE TABLE "shop" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_unit_id" integer NOT NULL,
	"region_unit_id" integer NOT NULL,
	"code" varchar(16) NOT NULL,
	"name" varchar(64) NOT NULL,
	"province" varchar(32) NOT NULL,
	"city" varchar(32) NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"opened_date" date,
	"budget_headcount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "substitute" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"substitute_user_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"user_name" varchar(64),
	"action" varchar(64) NOT NULL,
	"target" varchar(200),
	"summary" jsonb,
	"ip" varchar(64),
	"request_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"assignee_user_id" integer NOT NULL,
	"on_behalf_of_user_id" integer,
	"status" varchar(16) NOT NULL,
	"result" smallint,
	"opinion" text,
	"arrived_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"deadline_at" timestamp with time zone,
	"overdue_notified_at" timestamp with time zone,
	"from_task_id" integer
);
--> statement-breakpoint
CREATE TABLE "user_role" (
	"user_id" integer NOT NULL,
	"role_ref" integer NOT NULL,
	CONSTRAINT "user_role_user_id_role_ref_pk" PRIMARY KEY("user_id","role_ref")
);
--> statement-breakpoint
CREATE TABLE "work" (
	"id" serial PRIMARY KEY NOT NULL,
	"flow_id" integer NOT NULL,
	"target_employee_ref" integer,
	"org_unit_id" integer NOT NULL,
	"org_path" text NOT NULL,
	"shop_id" integer,
	"starter_user_id" integer NOT NULL,
	"form_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(16) NOT NULL,
	"current_node_id" integer,
	"stop_reason" text,
	"reminded_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "work_change" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_id" integer NOT NULL,
	"employee_ref" integer NOT NULL,
	"field" varchar(32) NOT NULL,
	"old_value" text,
	"new_value" text,
	"effective_date" date NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "work_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_id" integer NOT NULL,
	"task_id" integer,
	"node_id" integer,
	"kind" varchar(16) NOT NULL,
	"actor_user_id" integer,
	"on_behalf_of_user_id" integer,
	"msg" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_employee_ref_employee_id_fk" FOREIGN KEY ("employee_ref") REFERENCES "public"."employee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_org_unit_id_org_unit_id_fk" FOREIGN KEY ("org_unit_id") REFERENCES "public"."org_unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachment" ADD CONSTRAINT "attachment_uploaded_by_app_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deduction" ADD CONSTRAINT "deduction_work_id_work_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."work"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deduction" ADD CONSTRAINT "deduction_employee_ref_employee_id_fk" FOREIGN KEY ("employee_ref") REFERENCES "public"."employee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deduction" ADD CONSTRAINT "deduction_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee" ADD CONSTRAINT "employee_org_unit_id_org_unit_id_fk" FOREIGN KEY ("org_unit_id") REFERENCES "public"."org_unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee" ADD CONSTRAINT "employee_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee" ADD CONSTRAINT "employee_position_id_position_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."position"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_history" ADD CONSTRAINT "employee_history_employee_id_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menu_permission" ADD CONSTRAINT "role_menu_permission_role_ref_role_id_fk" FOREIGN KEY ("role_ref") REFERENCES "public"."role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop" ADD CONSTRAINT "shop_org_unit_id_org_unit_id_fk" FOREIGN KEY ("org_unit_id") REFERENCES "public"."org_unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop" ADD CONSTRAINT "shop_region_unit_id_org_unit_id_fk" FOREIGN KEY ("region_unit_id") REFERENCES "public"."org_unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitute" ADD CONSTRAINT "substitute_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitute" ADD CONSTRAINT "substitute_substitute_user_id_app_user_id_fk" FOREIGN KEY ("substitute_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task" ADD CONSTRAINT "task_work_id_work_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."work"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task" ADD CONSTRAINT "task_assignee_user_id_app_user_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task" ADD CONSTRAINT "task_on_behalf_of_user_id_app_user_id_fk" FOREIGN KEY ("on_behalf_of_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_role" ADD CONSTRAINT "user_role_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_role" ADD CONSTRAINT "user_role_role_ref_role_id_fk" FOREIGN KEY ("role_ref") REFERENCES "public"."role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work" ADD CONSTRAINT "work_target_employee_ref_employee_id_fk" FOREIGN KEY ("target_employee_ref") REFERENCES "public"."employee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work" ADD CONSTRAINT "work_org_unit_id_org_unit_id_fk" FOREIGN KEY ("org_unit_id") REFERENCES "public"."org_unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work" ADD CONSTRAINT "work_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work" ADD CONSTRAINT "work_starter_user_id_app_user_id_fk" FOREIGN KEY ("starter_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_change" ADD CONSTRAINT "work_change_work_id_work_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."work"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_change" ADD CONSTRAINT "work_change_employee_ref_employee_id_fk" FOREIGN KEY ("employee_ref") REFERENCES "public"."employee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_event" ADD CONSTRAINT "work_event_work_id_work_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."work"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_event" ADD CONSTRAINT "work_event_task_id_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."task"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_event" ADD CONSTRAINT "work_event_actor_user_id_app_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_event" ADD CONSTRAINT "work_event_on_behalf_of_user_id_app_user_id_fk" FOREIGN KEY ("on_behalf_of_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_account_uq" ON "app_user" USING btree (lower("account"));--> statement-breakpoint
CREATE INDEX "app_user_email_idx" ON "app_user" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "attachment_owner_idx" ON "attachment" USING btree ("owner_kind","owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deduction_work_uq" ON "deduction" USING btree ("work_id");--> statement-breakpoint
CREATE INDEX "deduction_month_idx" ON "deduction" USING btree ("deductions_month");--> statement-breakpoint
CREATE INDEX "deduction_org_path_idx" ON "deduction" USING btree ("org_path" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "employee_employee_id_uq" ON "employee" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "employee_org_path_idx" ON "employee" USING btree ("org_path" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "employee_shop_idx" ON "employee" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "employee_status_idx" ON "employee" USING btree ("status");--> statement-breakpoint
CREATE INDEX "employee_name_idx" ON "employee" USING btree ("name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "employee_identity_idx" ON "employee" USING btree ("identity_number");--> statement-breakpoint
CREATE INDEX "employee_entry_date_idx" ON "employee" USING btree ("entry_date");--> statement-breakpoint
CREATE INDEX "employee_history_employee_idx" ON "employee_history" USING btree ("employee_id","effective_date");--> statement-breakpoint
CREATE INDEX "job_due_idx" ON "job" USING btree ("run_at") WHERE "job"."done_at" is null;--> statement-breakpoint
CREATE INDEX "login_attempt_account_idx" ON "login_attempt" USING btree ("account","created_at");--> statement-breakpoint
CREATE INDEX "login_attempt_ip_idx" ON "login_attempt" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "message_user_idx" ON "message" USING btree ("user_id","is_read","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "org_unit_code_uq" ON "org_unit" USING btree ("code");--> statement-breakpoint
CREATE INDEX "org_unit_path_idx" ON "org_unit" USING btree ("path" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "org_unit_parent_idx" ON "org_unit" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "position_code_uq" ON "position" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "role_role_id_uq" ON "role" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "session_token_hash_uq" ON "session" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_code_uq" ON "shop" USING btree ("code");--> statement-breakpoint
CREATE INDEX "shop_region_idx" ON "shop" USING btree ("region_unit_id");--> statement-breakpoint
CREATE INDEX "substitute_user_idx" ON "substitute" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE INDEX "system_log_created_idx" ON "system_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "system_log_user_idx" ON "system_log" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "task_assignee_status_idx" ON "task" USING btree ("assignee_user_id","status","arrived_at");--> statement-breakpoint
CREATE INDEX "task_work_idx" ON "task" USING btree ("work_id");--> statement-breakpoint
CREATE INDEX "work_flow_status_idx" ON "work" USING btree ("flow_id","status");--> statement-breakpoint
CREATE INDEX "work_starter_idx" ON "work" USING btree ("starter_user_id","status");--> statement-breakpoint
CREATE INDEX "work_org_path_idx" ON "work" USING btree ("org_path" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "work_change_work_idx" ON "work_change" USING btree ("work_id");--> statement-breakpoint
CREATE INDEX "work_event_work_idx" ON "work_event" USING btree ("work_id","id");