-- Public profiles move from email or display name to a handle: lower-case letters, digits and dashes made from the
-- name, at most 30 characters. The first person with a given name keeps it plain (by sign-up date); later ones get
-- the start of their id after it, which no other handle made here can share. A name with no Latin letters or
-- digits (a Telugu or Hindi one) starts as "seller".
ALTER TABLE "users" ADD COLUMN "handle" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "handle_changed_at" timestamp with time zone;--> statement-breakpoint
WITH slugs AS (
  SELECT "id", "created_at",
    COALESCE(NULLIF(trim(both '-' FROM left(regexp_replace(lower("display_name"), '[^a-z0-9]+', '-', 'g'), 23)), ''), 'seller') AS "slug"
  FROM "users"
), numbered AS (
  SELECT "id", "slug", row_number() OVER (PARTITION BY "slug" ORDER BY "created_at", "id") AS "n" FROM slugs
)
UPDATE "users" u SET "handle" = CASE WHEN numbered."n" = 1 THEN numbered."slug" ELSE numbered."slug" || '-' || left(replace(u."id"::text, '-', ''), 6) END
FROM numbered WHERE numbered."id" = u."id";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "handle" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_handle_unique" UNIQUE("handle");
