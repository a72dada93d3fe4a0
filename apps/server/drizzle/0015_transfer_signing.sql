CREATE TABLE "transfer_signing" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_id" integer,
	"employee_ref" integer NOT NULL,
	"org_path" text NOT NULL,
	"from_entity" varchar(64) NOT NULL,
	"to_entity" varchar(64) NOT NULL,
	"from_shop_id" integer NOT NULL,
	"to_shop_id" integer NOT NULL,
	"effective_date" date NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"message" text,
	"external_id" varchar(128),
	"requested_at" timestamp with time zone,
	"synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_signing_status_check" CHECK ("transfer_signing"."status" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "transfer_signing" ADD CONSTRAINT "transfer_signing_work_id_work_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."work"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_signing" ADD CONSTRAINT "transfer_signing_employee_ref_employee_id_fk" FOREIGN KEY ("employee_ref") REFERENCES "public"."employee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_signing" ADD CONSTRAINT "transfer_signing_from_shop_id_shop_id_fk" FOREIGN KEY ("from_shop_id") REFERENCES "public"."shop"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_signing" ADD CONSTRAINT "transfer_signing_to_shop_id_shop_id_fk" FOREIGN KEY ("to_shop_id") REFERENCES "public"."shop"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_signing_work_uq" ON "transfer_signing" USING btree ("work_id") WHERE "transfer_signing"."work_id" is not null;--> statement-breakpoint
CREATE INDEX "transfer_signing_status_created_idx" ON "transfer_signing" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "transfer_signing_created_idx" ON "transfer_signing" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "transfer_signing_employee_idx" ON "transfer_signing" USING btree ("employee_ref");--> statement-breakpoint
CREATE INDEX "transfer_signing_org_path_idx" ON "transfer_signing" USING btree ("org_path" text_pattern_ops);