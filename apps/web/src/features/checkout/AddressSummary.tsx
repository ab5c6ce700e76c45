import { addressLines } from '@workwear/domain/address/addressLines';
import { countryById } from '@workwear/domain/checkout/countryFacts';
import type { AddressInput } from './checkoutSchemas';

/**
 * A saved or locked address as the buyer reads it: the company (a business buyer's: the order puts it
 * on every address, so the parcel and the invoice carry it), c/o, street lines, postcode and city,
 * region, country.
 */
export function AddressSummary({
  address,
  countries,
  companyName = null,
  inline = false,
}: {
  address: AddressInput;
  countries: readonly { id: number; name: string }[];
  companyName?: string | null;
  inline?: boolean;
}) {
  const country = countries.find((c) => c.id === address.countryId)?.name ?? '';
  // The one address formatter (domain addressLines), the country's line order ("Chicago, IL 60606"),
  // with the country named as the form's list names it.
  const code = countryById(address.countryId)?.code ?? '';
  const lines = [
    ...addressLines({ ...address, countryCode: code }, { locale: 'en', country: false }),
    country,
  ].filter((line) => line.trim() !== '');
  const company = companyName ? (
    <span className="block font-semibold text-slate-900" data-testid="address-company">
      {companyName}
    </span>
  ) : null;
  if (inline)
    return (
      <span>
        {company}
        <span className="text-slate-900">{lines.join(', ')}</span>
      </span>
    );
  return (
    <address className="not-italic leading-relaxed text-slate-900" data-testid="locked-address">
      {company}
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
