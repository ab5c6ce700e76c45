import type { OrderView } from '@workwear/contracts';
import { addressLines, formatPhone } from '@workwear/domain';
import type { ReactNode } from 'react';
import { paymentMethodKey } from './orderLabels';
import type { OrdersT } from './orderTexts';

type Address = OrderView['deliveryAddress'];

export function OrderAddress({ address, culture }: { address: Address; culture: string }) {
  // One formatter for pages and e-mails (domain addressLines): "Chicago, IL 60606" in the US.
  const lines = addressLines(address, { locale: culture });
  return (
    <address className="not-italic">
      {lines.map((line, index) => (
        // The lines of one address: their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

/** A business address's first line: the buyer's company (the parcel's label names it too). */
function CompanyLine({ address }: { address: Address }) {
  return address.companyName ? (
    <span className="block font-medium" data-testid="address-company">
      {address.companyName}
    </span>
  ) : null;
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

const METADATA_FACTS = [
  ['OrderLabel', 'confirmation.orderLabel'],
  ['OrderNumber', 'confirmation.orderNumber'],
  ['SalesRef', 'confirmation.projectNumber'],
] as const;

/**
 * Where and how an order goes and is paid: the addresses, the delivery and payment method, the
 * payment state, the buyer and the buyer's own references. The confirmation and the order page
 * show the same facts.
 */
export function OrderFacts({
  order,
  culture,
  t,
  oneColumn = false,
}: {
  order: OrderView;
  culture: string;
  t: OrdersT;
  /** In a narrow side column: one fact under the other at every width. */
  oneColumn?: boolean;
}) {
  const payment = paymentMethodKey(order.paymentMethodId);
  const buyerName = `${order.buyer.firstName} ${order.buyer.lastName}`.trim();
  return (
    <dl className={`grid gap-x-8 gap-y-4 ${oneColumn ? '' : 'sm:grid-cols-2'}`} data-testid="order-facts">
      <Fact label={t('confirmation.deliveryAddress')} testId="order-delivery-address">
        <CompanyLine address={order.deliveryAddress} />
        <OrderAddress address={order.deliveryAddress} culture={culture} />
      </Fact>
      {order.invoiceAddress && (
        <Fact label={t('confirmation.invoiceAddress')} testId="order-invoice-address">
          <CompanyLine address={order.invoiceAddress} />
          <OrderAddress address={order.invoiceAddress} culture={culture} />
        </Fact>
      )}
      <Fact label={t('confirmation.deliveryMethod')} testId="order-delivery-method">
        {order.deliveryMethod.name}
      </Fact>
      {order.servicePoint && (
        <Fact label={t('confirmation.servicePoint')} testId="order-service-point">
          <span className="block font-medium">{order.servicePoint.name}</span>
          <span className="block">{order.servicePoint.addressLine1}</span>
          <span className="block">
            {order.servicePoint.zipCode} {order.servicePoint.city}
          </span>
          <span className="block text-sm text-slate-600">{order.servicePoint.openingHours}</span>
        </Fact>
      )}
      <Fact label={t('confirmation.paymentMethod')} testId="order-payment-method">
        {t(payment.key, { id: payment.id })}
      </Fact>
      <Fact label={t('confirmation.paymentState')} testId="order-payment-state">
        {t(`paymentState.${order.paymentState}`)}
      </Fact>
      <Fact label={t('confirmation.buyer')}>
        <span className="block">{buyerName}</span>
        <span className="block">{order.buyer.email}</span>
        {order.buyer.cellphone && <span className="block">{formatPhone(order.buyer.cellphone)}</span>}
      </Fact>
      {METADATA_FACTS.map(([key, label]) => {
        const value = order.metadata[key];
        return typeof value === 'string' && value !== '' ? (
          <Fact key={key} label={t(label)}>
            {value}
          </Fact>
        ) : null;
      })}
      {order.comment && (
        <Fact label={t('confirmation.comment')}>
          <span className="whitespace-pre-line">{order.comment}</span>
        </Fact>
      )}
    </dl>
  );
}
