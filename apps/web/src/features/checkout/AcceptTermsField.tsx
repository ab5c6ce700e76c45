import type { FieldRegistration } from '@/ui';
import { describedBy, FieldNotes } from '@/ui';

/** The acceptance's words and where the terms are (acceptTermsTexts.ts). */
export type AcceptTermsTexts = {
  label: string;
  readTerms: string;
  newTab: string;
  termsHref: string;
};

/**
 * The checkbox that accepts the terms of sale, with a link to read them. The link opens the market's
 * terms page in a new tab, so the form the buyer has filled in stays as it is in this one; it sits
 * beside the label rather than inside it, so following it never ticks the box.
 */
export function AcceptTermsField({
  id,
  texts,
  error,
  registration,
}: {
  id: string;
  texts: AcceptTermsTexts;
  error: string | undefined;
  registration: FieldRegistration;
}) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, undefined, error)}
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700"
          {...registration}
        />
        <div className="text-sm">
          <label htmlFor={id} className="block font-medium text-slate-800">
            {texts.label}
          </label>
          <a
            href={texts.termsHref}
            target="_blank"
            rel="noopener"
            className="mt-1 inline-block font-medium text-brand-700 underline underline-offset-2 hover:text-slate-900"
            data-testid="terms-link"
          >
            {texts.readTerms}
            <span className="sr-only"> ({texts.newTab})</span>
            <svg aria-hidden="true" viewBox="0 0 16 16" className="ml-1 inline h-3.5 w-3.5 align-[-2px]">
              <path
                d="M9 2h5v5M14 2 7 9M12 9.5V14H2V4h4.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
              />
            </svg>
          </a>
        </div>
      </div>
      <div className="pl-8">
        <FieldNotes id={id} error={error} />
      </div>
    </div>
  );
}
