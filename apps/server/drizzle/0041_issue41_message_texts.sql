ALTER TABLE "message" ADD COLUMN "texts" jsonb;--> statement-breakpoint
ALTER TABLE "interface_run" ADD COLUMN "message_text" jsonb;