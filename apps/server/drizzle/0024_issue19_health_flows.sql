CREATE TABLE "health_invoice" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_id" integer NOT NULL,
	"employee_ref" integer NOT NULL,
	"shop_id" integer,
	"org_path" text NOT NULL,
	"invoice_no" varchar(20) NOT NULL,
	"amount_cents" integer NOT NULL,
	"invoice_date" date NOT NULL,
	"certificate_id" integer,
	"status" varchar(12) DEFAULT 'running' NOT NULL,
	"paid_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "health_invoice" ADD CONSTRAINT "health_invoice_work_id_work_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."work"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_invoice" ADD CONSTRAINT "health_invoice_employee_ref_employee_id_fk" FOREIGN KEY ("employee_ref") REFERENCES "public"."employee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_invoice" ADD CONSTRAINT "health_invoice_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_invoice" ADD CONSTRAINT "health_invoice_certificate_id_health_certificate_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."health_certificate"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "health_invoice_work_uq" ON "health_invoice" USING btree ("work_id");--> statement-breakpoint
CREATE UNIQUE INDEX "health_invoice_no_uq" ON "health_invoice" USING btree ("invoice_no") WHERE "health_invoice"."status" <> 'terminated';--> statement-breakpoint
CREATE INDEX "health_invoice_created_idx" ON "health_invoice" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "health_invoice_org_path_idx" ON "health_invoice" USING btree ("org_path" text_pattern_ops);