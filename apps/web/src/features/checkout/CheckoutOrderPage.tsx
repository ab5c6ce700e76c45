import { buyerDetails, phoneFormValues, routePath } from '@workwear/domain';
import { getOwnCustomer } from '@/features/account';
import type { RoutePageProps } from '@/lib/routePageProps';
import { CheckoutBlocked } from './CheckoutBlocked';
import { CheckoutFrame } from './CheckoutFrame';
import { checkoutBase, marketDialCode } from './checkoutPageData';
import { isFieldRequired, type OrderStepInput } from './checkoutSchemas';
import { checkoutT, orderStepTexts } from './checkoutTexts';
import { dialCodeOptions } from './dialCodes';
import { OrderStepForm } from './OrderStepForm';

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
      orderNumber: '',
      projectNumber: '',
      comment: '',
      extraOrderConfirmationEmail: '',
      weeklyDelivery: false,
    },
    createCustomerAccount: false,
  };
  const b2b = base.audience === 'b2b';
  const required = base.formOptions;
  return (
    <CheckoutFrame language={language} step={2} title={t('page.orderTitle')}>
      <div className="max-w-3xl">
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
    </CheckoutFrame>
  );
}
