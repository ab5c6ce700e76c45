import { AddressFields } from './AddressFields';
import { AddressSummary } from './AddressSummary';
import type { CountryOption, DeliveryStepTexts } from './DeliveryStepWorkspace';
import { NEW_ADDRESS } from './deliveryForm';
import { Section } from './FormFields';
import type { SavedAddress } from './savedAddresses';
import type { useDeliveryStep } from './useDeliveryStep';

type Props = {
  step: ReturnType<typeof useDeliveryStep>;
  saved: readonly SavedAddress[];
  locked: SavedAddress | null;
  /** A business buyer's company: named on every address, as the order names it. */
  companyName: string | null;
  countries: readonly CountryOption[];
  regions: Readonly<Record<string, readonly { code: string; name: string }[]>>;
  texts: DeliveryStepTexts['address'];
};

/**
 * Step 3's delivery address: the company's locked one, or a choice among the saved ones and a new
 * one, typed and (where the country validates addresses) checked through the API.
 */
export function DeliveryAddressSection(props: Props) {
  const { step, saved, locked, companyName, countries, regions, texts } = props;
  const { addressCheck } = step;
  // A saved address's fields are not shown: neither are their messages.
  const deliveryErrorOf = (field: string) =>
    step.state.choice === NEW_ADDRESS ? step.errorText(`delivery.${field}`) : undefined;
  return (
    <Section legend={texts.deliveryLegend} testId="checkout-delivery-address">
      {locked ? (
        <div>
          <AddressSummary address={locked.address} countries={countries} companyName={companyName} />
          <p className="mt-2 text-sm text-slate-600">{texts.locked}</p>
        </div>
      ) : (
        <>
          {saved.length > 0 && (
            <fieldset>
              <legend className="mb-2 text-sm font-semibold text-slate-800">{texts.savedLabel}</legend>
              <div className="flex flex-col gap-2">
                {[...saved.map((s) => s.key), NEW_ADDRESS].map((optionKey) => {
                  const entry = saved.find((s) => s.key === optionKey);
                  return (
                    <label
                      key={optionKey}
                      htmlFor={`address-choice-${optionKey}`}
                      data-testid="saved-address"
                      className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 hover:border-slate-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600"
                    >
                      <input
                        id={`address-choice-${optionKey}`}
                        type="radio"
                        name="address-choice"
                        value={optionKey}
                        checked={step.state.choice === optionKey}
                        onChange={() => step.pickAddress(optionKey)}
                        className="mt-1 h-4 w-4 shrink-0 accent-brand-700 focus-visible:outline-none"
                      />
                      {entry ? (
                        <AddressSummary
                          address={entry.address}
                          countries={countries}
                          companyName={companyName}
                          inline
                        />
                      ) : (
                        <span className="font-semibold text-slate-900">{texts.newAddress}</span>
                      )}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          )}
          {step.state.choice === NEW_ADDRESS && (
            <>
              <AddressFields
                prefix="delivery"
                register={step.form.register}
                errorOf={deliveryErrorOf}
                countries={countries}
                regions={regions}
                countryId={step.form.values.delivery.countryId}
                check={addressCheck}
                requiredFields={step.requiredFields}
                texts={texts}
              />
              <AddressCheckStatus
                status={addressCheck.status}
                failed={addressCheck.status === 'invalid' && addressCheck.failed}
                texts={texts}
                onRetry={step.retryAddressCheck}
              />
            </>
          )}
        </>
      )}
    </Section>
  );
}

/** Where the address check stands, announced politely; a failed check may be tried again. */
function AddressCheckStatus({
  status,
  failed,
  texts,
  onRetry,
}: {
  status: string;
  failed: boolean;
  texts: { checking: string; verified: string; checkAgain: string };
  onRetry: () => void;
}) {
  return (
    <div className="flex min-h-6 flex-wrap items-center gap-3 text-sm">
      <p role="status" className={status === 'valid' ? 'font-medium text-emerald-800' : 'text-slate-600'}>
        {status === 'checking' ? texts.checking : status === 'valid' ? texts.verified : ''}
      </p>
      {failed && (
        <button
          type="button"
          onClick={onRetry}
          className="font-semibold text-slate-900 underline underline-offset-4"
        >
          {texts.checkAgain}
        </button>
      )}
    </div>
  );
}
