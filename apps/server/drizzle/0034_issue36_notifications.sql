-- Notifications outside HRIS (issue 36, modules/notify): the channels an administrator configures
-- in 接口中心 (e-mail, 企业微信 / 钉钉 / 飞书 robots), each user's choices per kind and channel, and
-- the outbox the engine writes in the transaction of the change (sent by the job runner with
-- FOR UPDATE SKIP LOCKED, retried with backoff, one key per message); the user's IM id for
-- the robots' @-mentions.
CREATE TABLE "notify_channel" (
	"channel" varchar(16) PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"config" jsonb NOT NULL,
	"default_kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notify_channel_check" CHECK ("notify_channel"."channel" in ('email', 'wecom', 'dingtalk', 'feishu'))
);
--> statement-breakpoint
CREATE TABLE "notify_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(120) NOT NULL,
	"user_id" integer NOT NULL,
	"channel" varchar(16) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"link" varchar(500),
	"work_id" integer,
	"node_id" integer,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notify_outbox_status_check" CHECK ("notify_outbox"."status" in ('pending', 'sending', 'sent', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "notify_preference" (
	"user_id" integer NOT NULL,
	"channel" varchar(16) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "notify_preference_user_id_channel_kind_pk" PRIMARY KEY("user_id","channel","kind")
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "im_id" varchar(64);--> statement-breakpoint
ALTER TABLE "notify_channel" ADD CONSTRAINT "notify_channel_updated_by_app_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_outbox" ADD CONSTRAINT "notify_outbox_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_preference" ADD CONSTRAINT "notify_preference_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notify_outbox_key_uq" ON "notify_outbox" USING btree ("key");--> statement-breakpoint
CREATE INDEX "notify_outbox_due_idx" ON "notify_outbox" USING btree ("next_attempt_at","id") WHERE "notify_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "notify_outbox_sending_idx" ON "notify_outbox" USING btree ("claimed_at") WHERE "notify_outbox"."status" = 'sending';--> statement-breakpoint
CREATE INDEX "notify_outbox_status_idx" ON "notify_outbox" USING btree ("status","id");