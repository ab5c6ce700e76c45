'use client';

import type { CustomerAddress } from '@workwear/contracts';
import { addressLines } from '@workwear/domain/address/addressLines';
import dynamic from 'next/dynamic';
import { type ComponentProps, Suspense, useState } from 'react';
import { Button } from '@/ui';
import type { CountryOption } from './AddressEditor';
import type { AccountFormTexts, AddressTexts } from './accountFormTexts';
import { deleteAddress, makeDefaultAddress, restoreAddress } from './ownAccountActions';

// The editor opens on a click, so its code (the address rules: countries, postcode forms, regions)
// is fetched then, not with the page; the page's HTML never holds it, so nothing preloads it.
const AddressEditor = dynamic(() => import('./AddressEditor').then((m) => m.AddressEditor));

/** The editor once its code is here; until then its loading status. */
function LazyAddressEditor(props: ComponentProps<typeof AddressEditor>) {
  return (
    <Suspense
      fallback={
        <p role="status" aria-busy="true" className="text-slate-600">
          {props.texts.loading}
        </p>
      }
    >
      <AddressEditor {...props} />
    </Suspense>
  );
}

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; id: number };
type Notice = { kind: 'deleted'; id: number } | { kind: 'restored' } | { kind: 'failed' } | null;

/**
 * The consumer's addresses, the default first, written as each country writes them (the one
 * formatter of pages and e-mails). A delete takes effect at once and offers Undo, which restores the
 * address in its place.
 */
export function AddressBook({
  addresses: initial,
  countries,
  locale,
  texts,
  formTexts,
}: {
  addresses: readonly CustomerAddress[];
  countries: readonly CountryOption[];
  locale: string;
  texts: AddressTexts;
  formTexts: AccountFormTexts;
}) {
  const [addresses, setAddresses] = useState(initial);
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const codeOf = (countryId: number) => countries.find((c) => c.id === countryId)?.code ?? '';

  const run = async (
    work: () => Promise<{ ok: true; value: CustomerAddress[] } | { ok: false }>,
    next: Notice,
  ) => {
    setBusy(true);
    const result = await work().catch(() => ({ ok: false }) as const);
    setBusy(false);
    if (result.ok) setAddresses(result.value);
    setNotice(result.ok ? next : { kind: 'failed' });
  };
  const saved = (address: CustomerAddress) => {
    setAddresses((list) =>
      list.some((a) => a.id === address.id)
        ? list.map((a) => (a.id === address.id ? address : a))
        : [...list, address],
    );
    setEditing({ kind: 'none' });
    setNotice(null);
  };

  return (
    <div data-testid="address-book">
      <div aria-live="polite">
        {notice?.kind === 'deleted' && (
          <p
            role="status"
            className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-md bg-slate-100 px-4 py-3 text-sm text-slate-900"
          >
            {texts.deleted}
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => run(() => restoreAddress(notice.id), { kind: 'restored' })}
            >
              {texts.undo}
            </Button>
          </p>
        )}
        {notice?.kind === 'restored' && (
          <p role="status" className="mb-4 text-sm text-green-800">
            {texts.restored}
          </p>
        )}
        {notice?.kind === 'failed' && (
          <p role="alert" className="mb-4 text-sm text-red-800">
            {formTexts.failed}
          </p>
        )}
      </div>
      {addresses.length === 0 && editing.kind !== 'new' && <p className="text-slate-600">{texts.none}</p>}
      <ul className="divide-y divide-slate-100">
        {addresses.map((address, index) => (
          <li key={address.id} className="py-4" data-testid="own-address">
            {editing.kind === 'edit' && editing.id === address.id ? (
              <LazyAddressEditor
                address={address}
                countries={countries}
                texts={texts}
                formTexts={formTexts}
                onSaved={saved}
                onCancel={() => setEditing({ kind: 'none' })}
              />
            ) : (
              <div className="flex flex-wrap items-start justify-between gap-3">
                <address className="not-italic text-slate-900">
                  {addressLines({ ...address, countryCode: codeOf(address.countryId) }, { locale }).map(
                    (line, i) => (
                      // The lines of one address: their order is their identity.
                      // biome-ignore lint/suspicious/noArrayIndexKey: see above
                      <span key={i} className="block">
                        {line}
                      </span>
                    ),
                  )}
                  {index === 0 && (
                    <span className="mt-1 inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                      {texts.isDefault}
                    </span>
                  )}
                </address>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setEditing({ kind: 'edit', id: address.id })}
                    aria-label={`${texts.edit}: ${address.addressLine1}`}
                  >
                    {texts.edit}
                  </Button>
                  {index > 0 && (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={busy}
                      aria-label={`${texts.makeDefault}: ${address.addressLine1}`}
                      onClick={() =>
                        run(
                          () => makeDefaultAddress({ addressId: address.id, version: address.version }),
                          null,
                        )
                      }
                    >
                      {texts.makeDefault}
                    </Button>
                  )}
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={busy}
                    aria-label={`${texts.delete}: ${address.addressLine1}`}
                    onClick={() =>
                      run(() => deleteAddress({ addressId: address.id, version: address.version }), {
                        kind: 'deleted',
                        id: address.id,
                      })
                    }
                  >
                    {texts.delete}
                  </Button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
      {editing.kind === 'new' ? (
        <div className="mt-4 rounded-lg border border-slate-200 p-4">
          <LazyAddressEditor
            address={null}
            countries={countries}
            texts={texts}
            formTexts={formTexts}
            onSaved={saved}
            onCancel={() => setEditing({ kind: 'none' })}
          />
        </div>
      ) : (
        <Button variant="secondary" className="mt-4" onClick={() => setEditing({ kind: 'new' })}>
          {texts.add}
        </Button>
      )}
    </div>
  );
}
