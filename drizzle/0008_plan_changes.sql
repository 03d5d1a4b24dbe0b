ALTER TABLE "api_keys" ADD COLUMN "scheduled_plan" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "scheduled_plan_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "not_applied_reason" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "refunded_at" timestamp with time zone;