import { CHECKOUT_STEPS, type CheckoutStepNumber, type Language, routePath } from '@workwear/domain';

export type ProgressTexts = {
  label: string;
  names: Readonly<Record<CheckoutStepNumber, string>>;
  /** '{step} of {total}' filled for screen readers: 'Step 2 of 3'. */
  stepOf: string;
  done: string;
};

/**
 * The step indicator: 1 Cart, 2 Order, 3 Delivery. Steps before the current one are links back
 * (going back is always allowed); the current one is marked aria-current="step"; later ones are
 * plain text, since a step is reached only through next from a valid step.
 */
export function CheckoutProgress({
  language,
  current,
  texts,
}: {
  language: Language;
  current: CheckoutStepNumber;
  texts: ProgressTexts;
}) {
  return (
    <nav aria-label={texts.label} className="mb-6 sm:mb-8">
      <ol className="flex items-center gap-2 text-sm sm:gap-4">
        {CHECKOUT_STEPS.map(({ step, route }, index) => {
          const name = texts.names[step];
          const stepOf = texts.stepOf
            .replace('{step}', String(step))
            .replace('{total}', String(CHECKOUT_STEPS.length));
          const badge = (
            <span
              aria-hidden="true"
              className={`grid h-7 w-7 shrink-0 place-items-center rounded-full text-sm font-bold ${
                step < current
                  ? 'bg-emerald-700 text-white'
                  : step === current
                    ? 'bg-brand-700 text-white'
                    : 'border border-slate-300 bg-white text-slate-600'
              }`}
            >
              {step < current ? '✓' : step}
            </span>
          );
          return (
            <li key={step} className="flex min-w-0 items-center gap-2 sm:gap-4">
              {index > 0 && <span aria-hidden="true" className="h-px w-4 bg-slate-300 sm:w-10" />}
              {step < current ? (
                <a
                  href={routePath(route, language)}
                  className="flex items-center gap-2 rounded-md font-medium text-slate-700 underline-offset-4 hover:underline"
                >
                  {badge}
                  <span className="sr-only">{stepOf}: </span>
                  <span className="truncate">{name}</span>
                  <span className="sr-only"> ({texts.done})</span>
                </a>
              ) : (
                <span
                  aria-current={step === current ? 'step' : undefined}
                  className={`flex items-center gap-2 ${step === current ? 'font-bold text-slate-900' : 'text-slate-600'}`}
                >
                  {badge}
                  <span className="sr-only">{stepOf}: </span>
                  <span className="truncate">{name}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
