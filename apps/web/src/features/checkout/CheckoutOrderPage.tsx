import { buyerDetails, phoneFormValues, routePath, taxNameOf } from '@workwear/domain';
import { getOwnCustomer } from '@/features/account';
import { orderSummaryTexts } from '@/features/orders';
import type { RoutePageProps } from '@/lib/routePageProps';
import { CheckoutBlocked } from './CheckoutBlocked';
import { CheckoutFrame } from './CheckoutFrame';
import { checkoutBase, firstSummary, marketDialCode } from './checkoutPageData';
import { isFieldRequired, type OrderStepInput } from './checkoutSchemas';
import { checkoutT, orderStepTexts, summaryPanelTexts } from './checkoutTexts';
import { dialCodeOptions } from './dialCodes';
import { OrderStepForm } from './OrderStepForm';
import { SummaryPanel } from './SummaryPanel';

/**
 * Step 2, Order (route CartOrder). A signed-in buyer's details come from their account (the spec's
 * buyer fallback); a guest starts empty and may ask for an account; a business buyer also gives the
 * order's references as the company asks. Never cached, never indexed (see checkoutRoutes.ts).
 */
export async function CheckoutOrderPage(page: RoutePageProps) {
  const base = await checkoutBase(page.lang);
  const { language } = base;
  const t = await checkoutT(language);
  if (base.blocker || !base.cart) {
    return (
      <CheckoutFrame language={language} step={2} title={t('page.orderTitle')}>
        <CheckoutBlocked language={language} blocker={base.blocker ?? 'emptyCart'} />
      </CheckoutFrame>
    );
  }
  const account = base.scope.signedIn ? await getOwnCustomer() : null;
  const signedIn = base.scope.signedIn?.customer;
  const buyer = buyerDetails({
    account: account
      ? {
          firstName: account.firstName,
          lastName: account.lastName,
          email: account.emailAddress,
          cellphone: account.cellPhone,
        }
      : signedIn
        ? { firstName: signedIn.firstName, lastName: signedIn.lastName }
        : null,
  });
  const defaults: OrderStepInput = {
    buyer: {
      firstName: buyer.firstName,
      lastName: buyer.lastName,
      email: buyer.email,
      // The account's number (kept in E.164) in its own country's form, else the market's dial code.
      cellphone: phoneFormValues(buyer.cellphone, marketDialCode(base.market)),
    },
    info: {
      orderLabel: '',
      // Order again keeps the order's purchase order and project numbers on the cart (issue 27).
      orderNumber: cartReference(base.cart, 'OrderNumber'),
      projectNumber: cartReference(base.cart, 'SalesRef'),
      comment: '',
      extraOrderConfirmationEmail: '',
      weeklyDelivery: false,
    },
    createCustomerAccount: false,
  };
  const b2b = base.audience === 'b2b';
  const required = base.formOptions;
  const [summary, summaryTexts] = await Promise.all([
    firstSummary(base, base.cart.id),
    orderSummaryTexts(language),
  ]);
  return (
    <CheckoutFrame language={language} step={2} title={t('page.orderTitle')}>
      {/* As on step 3: the cart and its total beside the form on a desktop, under it on a phone. */}
      <div className="grid gap-8 lg:grid-cols-12 lg:items-start">
        <div className="lg:col-span-7 xl:col-span-8">
          <OrderStepForm
            cartId={base.cart.id}
            options={required}
            shows={{
              orderReferences: b2b,
              orderNumber: b2b && (base.settings.useOrderNumber || isFieldRequired(required, 'orderNumber')),
              projectNumber:
                b2b && (base.settings.useProjectNumber || isFieldRequired(required, 'projectNumber')),
              weeklyDelivery: b2b && base.settings.weeklyDelivery,
              createAccount: base.audience === 'anonymous',
            }}
            defaults={defaults}
            dialCodes={dialCodeOptions(language)}
            backHref={routePath('Cart', language)}
            nextHref={routePath('CheckoutB2BConfirm', language)}
            texts={await orderStepTexts(language)}
          />
        </div>
        <div className="lg:col-span-5 xl:col-span-4">
          <SummaryPanel
            state={
              summary ? { status: 'ready', summary } : { status: 'failed', summary: null, message: null }
            }
            deliveryChosen={false}
            showPrices={base.showPrices}
            currency={base.market.currency}
            tax={taxNameOf(base.market)}
            texts={summaryPanelTexts(t)}
            summaryTexts={summaryTexts}
          />
        </div>
      </div>
    </CheckoutFrame>
  );
}

/** A reference the cart carries for checkout (set by order again), empty when it has none. */
function cartReference(cart: { metadata: readonly { key: string; value: string }[] }, key: string): string {
  return cart.metadata.find((m) => m.key === key)?.value ?? '';
}
