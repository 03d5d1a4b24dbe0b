CREATE TABLE "key_recovery_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "key_recovery_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "plan_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "upgrade_key_id" text;--> statement-breakpoint
ALTER TABLE "key_recovery_tokens" ADD CONSTRAINT "key_recovery_tokens_key_id_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "key_recovery_tokens_key_id_idx" ON "key_recovery_tokens" USING btree ("key_id");--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_upgrade_key_id_api_keys_id_fk" FOREIGN KEY ("upgrade_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_email_idx" ON "api_keys" USING btree (lower("email"));