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
  const lines = [
    address.careOf,
    address.addressLine1,
    address.addressLine2,
    [address.zipCode, address.city].filter(Boolean).join(' '),
    address.region,
    country,
  ].filter((line): line is string => Boolean(line?.trim()));
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
