import { addressLines } from '@workwear/domain/address/addressLines';
import { countryById } from '@workwear/domain/checkout/countryFacts';
import type { AddressInput } from './checkoutSchemas';

/** A saved or locked address as the buyer reads it: c/o, street lines, postcode and city, region, country. */
export function AddressSummary({
  address,
  countries,
  inline = false,
}: {
  address: AddressInput;
  countries: readonly { id: number; name: string }[];
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
  if (inline) return <span className="text-slate-900">{lines.join(', ')}</span>;
  return (
    <address className="not-italic leading-relaxed text-slate-900" data-testid="locked-address">
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
