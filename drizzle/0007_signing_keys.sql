CREATE TABLE "signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_key" text,
	"encryption" text,
	"current" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "signing_keys_one_current" UNIQUE("current"),
	CONSTRAINT "signing_keys_current_true" CHECK ("signing_keys"."current"),
	CONSTRAINT "signing_keys_current_has_private_key" CHECK ("signing_keys"."current" IS NULL OR "signing_keys"."private_key" IS NOT NULL)
);
