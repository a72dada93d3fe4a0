CREATE TABLE "proof_letter" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_id" integer NOT NULL,
	"letter_no" varchar(20) NOT NULL,
	"apply_type" smallint NOT NULL,
	"employee_ref" integer NOT NULL,
	"issued_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proof_letter_counter" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "proof_letter" ADD CONSTRAINT "proof_letter_work_id_work_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."work"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_letter" ADD CONSTRAINT "proof_letter_employee_ref_employee_id_fk" FOREIGN KEY ("employee_ref") REFERENCES "public"."employee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proof_letter_work_uq" ON "proof_letter" USING btree ("work_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proof_letter_no_uq" ON "proof_letter" USING btree ("letter_no");--> statement-breakpoint
CREATE INDEX "work_proof_started_idx" ON "work" USING btree ("started_at","id") WHERE "work"."flow_id" = 25;