CREATE TABLE "pii_seal_pass" (
	"kind" varchar(16) PRIMARY KEY NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
