ALTER TABLE "operators" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "invite_token_hash" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "invite_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_invite_token_hash_unique" UNIQUE("invite_token_hash");