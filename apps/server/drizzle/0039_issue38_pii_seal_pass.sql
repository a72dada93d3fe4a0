CREATE TABLE "pii_seal_pass" (
	"kind" varchar(16) PRIMARY KEY NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "employee_phone_idx" ON "employee" USING btree ("phone");