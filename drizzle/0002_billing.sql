CREATE TABLE "billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
CREATE INDEX "api_keys_stripe_subscription_idx" ON "api_keys" USING btree ("stripe_subscription_id");