CREATE TABLE "user_phrase" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"text" varchar(200) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_addition" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"mode" varchar(8) NOT NULL,
	"adder_user_id" integer NOT NULL,
	"adder_task_id" integer NOT NULL,
	"approver_user_ids" integer[] NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"status" varchar(12) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "work_addition_mode_check" CHECK ("work_addition"."mode" in ('before', 'after')),
	CONSTRAINT "work_addition_status_check" CHECK ("work_addition"."status" in ('open', 'done', 'returned', 'cancelled')),
	CONSTRAINT "work_addition_position_check" CHECK ("work_addition"."position" >= 0 and "work_addition"."position" < cardinality("work_addition"."approver_user_ids"))
);
--> statement-breakpoint
CREATE TABLE "work_copy" (
	"work_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"by_user_id" integer,
	"node_id" integer,
	"copied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "work_copy_work_id_user_id_pk" PRIMARY KEY("work_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "task" ADD COLUMN "addition_id" integer;--> statement-breakpoint
ALTER TABLE "user_phrase" ADD CONSTRAINT "user_phrase_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_addition" ADD CONSTRAINT "work_addition_work_id_work_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."work"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_addition" ADD CONSTRAINT "work_addition_adder_user_id_app_user_id_fk" FOREIGN KEY ("adder_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_addition" ADD CONSTRAINT "work_addition_adder_task_id_task_id_fk" FOREIGN KEY ("adder_task_id") REFERENCES "public"."task"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_copy" ADD CONSTRAINT "work_copy_work_id_work_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."work"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_copy" ADD CONSTRAINT "work_copy_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_copy" ADD CONSTRAINT "work_copy_by_user_id_app_user_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_phrase_text_uq" ON "user_phrase" USING btree ("user_id","text");--> statement-breakpoint
CREATE INDEX "work_addition_work_idx" ON "work_addition" USING btree ("work_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_addition_open_uq" ON "work_addition" USING btree ("work_id") WHERE "work_addition"."status" = 'open';--> statement-breakpoint
CREATE INDEX "work_copy_user_idx" ON "work_copy" USING btree ("user_id","copied_at","work_id");--> statement-breakpoint
CREATE INDEX "work_copy_unread_idx" ON "work_copy" USING btree ("user_id") WHERE "work_copy"."read_at" is null;