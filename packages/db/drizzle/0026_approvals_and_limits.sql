CREATE TABLE "order_approval_decisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"actor_customer_id" integer,
	"actor_name" text DEFAULT '' NOT NULL,
	"actor_email" text DEFAULT '' NOT NULL,
	"step" text NOT NULL,
	"reason" text,
	"message" text DEFAULT '' NOT NULL,
	"approval_version" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_approval_decisions_step_check" CHECK ("order_approval_decisions"."step" IN ('Requested', 'Approved', 'Denied', 'Cancelled', 'Reminded'))
);
--> statement-breakpoint
CREATE TABLE "order_approvals" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"buyer_customer_id" integer,
	"kind" text NOT NULL,
	"attestant_type" text NOT NULL,
	"attestant_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'Waiting' NOT NULL,
	"cancel_reason" text,
	"snapshot_hash" text NOT NULL,
	"amount" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_approvals_kind_check" CHECK ("order_approvals"."kind" IN ('Approval', 'AmountLimit')),
	CONSTRAINT "order_approvals_attestant_type_check" CHECK ("order_approvals"."attestant_type" IN ('Company', 'CompanyTeam', 'Customer')),
	CONSTRAINT "order_approvals_status_check" CHECK ("order_approvals"."status" IN ('Waiting', 'Approved', 'Denied', 'Cancelled')),
	CONSTRAINT "order_approvals_cancel_reason_check" CHECK ("order_approvals"."cancel_reason" IS NULL OR "order_approvals"."cancel_reason" IN ('Edited', 'DeliveryChanged', 'PricesChanged', 'Expired')),
	CONSTRAINT "order_approvals_amount_check" CHECK ("order_approvals"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "spend_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"subject_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spend_ledger_step_key" UNIQUE("order_id","subject","subject_id","kind"),
	CONSTRAINT "spend_ledger_subject_check" CHECK ("spend_ledger"."subject" IN ('customer', 'company')),
	CONSTRAINT "spend_ledger_kind_check" CHECK ("spend_ledger"."kind" IN ('hold', 'spend', 'release')),
	CONSTRAINT "spend_ledger_amount_check" CHECK ("spend_ledger"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "company_project_attestants" (
	"company_id" integer NOT NULL,
	"project_number" text NOT NULL,
	"attestant_email" text NOT NULL,
	CONSTRAINT "company_project_attestants_company_id_project_number_pk" PRIMARY KEY("company_id","project_number")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "default_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "invoice_credit_stop_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_approval_decisions" ADD CONSTRAINT "order_approval_decisions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approval_decisions" ADD CONSTRAINT "order_approval_decisions_actor_customer_id_customers_id_fk" FOREIGN KEY ("actor_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_buyer_customer_id_customers_id_fk" FOREIGN KEY ("buyer_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spend_ledger" ADD CONSTRAINT "spend_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spend_ledger" ADD CONSTRAINT "spend_ledger_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_project_attestants" ADD CONSTRAINT "company_project_attestants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_approval_decisions_order_idx" ON "order_approval_decisions" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "order_approval_decisions_actor_idx" ON "order_approval_decisions" USING btree ("actor_customer_id") WHERE "order_approval_decisions"."actor_customer_id" is not null;--> statement-breakpoint
CREATE INDEX "order_approvals_company_status_idx" ON "order_approvals" USING btree ("company_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_approvals_attestants_idx" ON "order_approvals" USING gin ("attestant_emails");--> statement-breakpoint
CREATE INDEX "order_approvals_buyer_idx" ON "order_approvals" USING btree ("buyer_customer_id") WHERE "order_approvals"."buyer_customer_id" is not null;--> statement-breakpoint
CREATE INDEX "order_approvals_waiting_idx" ON "order_approvals" USING btree ("created_at") WHERE "order_approvals"."status" = 'Waiting';--> statement-breakpoint
CREATE INDEX "spend_ledger_subject_period_idx" ON "spend_ledger" USING btree ("subject","subject_id","period_key");--> statement-breakpoint
CREATE INDEX "spend_ledger_company_idx" ON "spend_ledger" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_default_amount_check" CHECK ("companies"."default_amount" >= 0);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_credit_stop_check" CHECK ("companies"."invoice_credit_stop_amount" >= 0);