ALTER TABLE "renders" ADD COLUMN "progress_strips_done" integer;--> statement-breakpoint
ALTER TABLE "renders" ADD COLUMN "progress_strips" integer;