ALTER TABLE "organisations" ADD COLUMN "brand_color" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "brand_contrast_color" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "favicon_url" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_brand_color_check" CHECK ("organisations"."brand_color" ~ '^#[0-9a-f]{6}$');--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_brand_contrast_color_check" CHECK ("organisations"."brand_contrast_color" ~ '^#[0-9a-f]{6}$');--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_brand_pair_check" CHECK (("organisations"."brand_color" is null) = ("organisations"."brand_contrast_color" is null));