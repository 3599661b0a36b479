ALTER TYPE "public"."operator_role" ADD VALUE 'content';--> statement-breakpoint
ALTER TYPE "public"."operator_role" ADD VALUE 'cashier';