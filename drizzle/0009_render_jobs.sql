ALTER TABLE "renders" ALTER COLUMN "format" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "renders" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "renders" ALTER COLUMN "sha256" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "renders" ALTER COLUMN "url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "renders" ALTER COLUMN "storage_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "renders" ALTER COLUMN "issued_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "renders" ALTER COLUMN "spec_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "renders" ADD COLUMN "status" text DEFAULT 'succeeded' NOT NULL;--> statement-breakpoint
ALTER TABLE "renders" ADD COLUMN "request" jsonb;--> statement-breakpoint
ALTER TABLE "renders" ADD COLUMN "result" jsonb;--> statement-breakpoint
ALTER TABLE "renders" ADD COLUMN "error" jsonb;--> statement-breakpoint
ALTER TABLE "renders" ADD COLUMN "batch_id" text;--> statement-breakpoint
ALTER TABLE "renders" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "renders" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "renders_batch_id_idx" ON "renders" USING btree ("batch_id");--> statement-breakpoint
ALTER TABLE "renders" ADD CONSTRAINT "renders_succeeded_has_file" CHECK ("renders"."status" <> 'succeeded' OR "renders"."url" IS NOT NULL);