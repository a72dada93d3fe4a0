CREATE TABLE "holiday" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"present" varchar(100) NOT NULL,
	"gift_value_cents" integer NOT NULL,
	"deadline" date NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "holiday_submission" (
	"id" serial PRIMARY KEY NOT NULL,
	"holiday_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"work_id" integer NOT NULL,
	"real_number" integer NOT NULL,
	"status" varchar(10) DEFAULT 'running' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "holiday" ADD CONSTRAINT "holiday_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday" ADD CONSTRAINT "holiday_closed_by_app_user_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_submission" ADD CONSTRAINT "holiday_submission_holiday_id_holiday_id_fk" FOREIGN KEY ("holiday_id") REFERENCES "public"."holiday"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_submission" ADD CONSTRAINT "holiday_submission_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_submission" ADD CONSTRAINT "holiday_submission_work_id_work_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."work"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "holiday_open_name_uq" ON "holiday" USING btree ("name") WHERE "holiday"."status" = 'open';--> statement-breakpoint
CREATE INDEX "holiday_created_idx" ON "holiday" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "holiday_submission_store_uq" ON "holiday_submission" USING btree ("holiday_id","shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "holiday_submission_work_uq" ON "holiday_submission" USING btree ("work_id");