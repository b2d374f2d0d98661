CREATE TABLE "payment_refunds" (
	"merchant_refund_id" text PRIMARY KEY NOT NULL,
	"merchant_order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'REQUESTED' NOT NULL,
	"gateway_refund_id" text,
	"raw_status" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_merchant_order_id_unique" UNIQUE("merchant_order_id")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_merchant_order_id_payments_merchant_order_id_fk" FOREIGN KEY ("merchant_order_id") REFERENCES "public"."payments"("merchant_order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_open_idx" ON "payment_refunds" USING btree ("updated_at") WHERE state IN ('REQUESTED', 'PENDING');