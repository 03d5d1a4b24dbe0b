CREATE TABLE "sync_renders_in_flight" (
	"id" text PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sync_renders_in_flight" ADD CONSTRAINT "sync_renders_in_flight_key_id_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sync_renders_in_flight_key_idx" ON "sync_renders_in_flight" USING btree ("key_id");