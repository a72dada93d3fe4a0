CREATE TABLE "employee_privacy_hold" (
	"employee_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "employee_identity_idx";--> statement-breakpoint
DROP INDEX "child_insurance_child_uq";--> statement-breakpoint
ALTER TABLE "employee" ALTER COLUMN "identity_number" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "child_insurance" ALTER COLUMN "child_id_number" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "employee" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attachment" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employee_privacy_hold" ADD CONSTRAINT "employee_privacy_hold_employee_id_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_identity_idx" ON "employee" USING btree (split_part("identity_number", '.', 3));--> statement-breakpoint
CREATE UNIQUE INDEX "child_insurance_child_uq" ON "child_insurance" USING btree (split_part("child_id_number", '.', 3)) WHERE "child_insurance"."child_id_number" like 'p1.%';