-- Custom SQL migration file, put your code below! --
-- The next migration allows one open order per ad and plan. Duplicates opened before it (the attack run found
-- up to 9) are closed except the newest: none is reused or activated, and one that is still paid is refunded.
UPDATE "payments" p SET "closed_at" = now(), "updated_at" = now()
WHERE p."state" = 'PENDING' AND p."closed_at" IS NULL AND EXISTS (
  SELECT 1 FROM "payments" n
  WHERE n."ad_id" = p."ad_id" AND n."plan_id" = p."plan_id" AND n."state" = 'PENDING' AND n."closed_at" IS NULL
    AND (n."created_at", n."merchant_order_id") > (p."created_at", p."merchant_order_id")
);
