'use client';

import { parseQuickOrder } from '@workwear/domain/cart/quickOrder';
import { useActionState, useEffect, useId, useMemo, useRef, useState } from 'react';
import { cartStore, fillText, pluralText } from '@/features/cart/client';
import { Button, useForm } from '@/ui';
import { submitQuickOrder } from './actions';
import type { QuickOrderProblem } from './quickOrderOutcome';
import type { QuickOrderState } from './quickOrderResult';
import type { QuickOrderTexts } from './quickOrderTexts';

/** What the format looks like: product numbers (12-character colour part number + size) and quantities. */
const EXAMPLE = ['100111639900C48 2', '100111639900C50\t1', '204513708999M;5'].join('\n');

// The lines are read as typed (parseQuickOrder) and shown in the box's own list, not as field messages.
const NO_FIELD_ISSUES = () => [];
const NO_TEXT = { text: '' };

type Props = { lang: string; culture: string; maxLines: number; cartHref: string; texts: QuickOrderTexts };

/**
 * The quick order box: parsed in the browser as the shopper types (line count, and the lines that
 * cannot be read once they leave the box), sent in one request by the form's action (without script
 * the form posts it), answered with the number of lines added and a message for every line that was
 * not. The badge follows the cart through the cart store.
 */
export function QuickOrderForm({ lang, culture, maxLines, cartHref, texts }: Props) {
  // useForm keeps the box uncontrolled: text typed before hydration stays, and React's reset of the
  // form after the action is written over with the text, which stays with its answer.
  const { values, register, setValue } = useForm({ defaults: NO_TEXT, check: NO_FIELD_ISSUES });
  const { text } = values;
  const [checked, setChecked] = useState(false);
  // The answer belongs to the text it was given for: editing the box puts it away.
  const [edited, setEdited] = useState(false);
  const [localEmpty, setLocalEmpty] = useState(false);
  const [state, formAction, pending] = useActionState(submitQuickOrder, {
    status: 'idle',
  } as QuickOrderState);
  const formRef = useRef<HTMLFormElement>(null);
  const ids = { box: useId(), help: useId(), example: useId(), count: useId() };
  const order = useMemo(() => parseQuickOrder(text, maxLines), [text, maxLines]);
  const lineCount = order.lines.length + order.errors.filter((e) => e.reason !== 'tooMany').length;

  useEffect(() => {
    if (state.status === 'sent' && state.cart) cartStore.setCart(state.cart);
  }, [state]);

  const answer: QuickOrderState = localEmpty ? { status: 'empty' } : edited ? { status: 'idle' } : state;
  const parseProblems = checked && answer.status !== 'sent' ? order.errors : [];
  return (
    <form
      ref={formRef}
      action={formAction}
      className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      aria-busy={pending}
      data-testid="quick-order-form"
      onSubmit={(event) => {
        setChecked(true);
        // Nothing typed: answered here, without a request.
        const blank = text.trim() === '';
        setLocalEmpty(blank);
        if (blank) event.preventDefault();
        else setEdited(false);
      }}
    >
      <input type="hidden" name="lang" value={lang} />
      <label htmlFor={ids.box} className="block font-semibold text-slate-900">
        {texts.label}
      </label>
      <p id={ids.help} className="mt-1 text-sm text-slate-600">
        {fillText(texts.help, { max: maxLines })}
      </p>
      <div className="mt-3 grid gap-4 md:grid-cols-[1fr_14rem]">
        <div>
          <textarea
            id={ids.box}
            {...register('text', {
              onChange: () => {
                setEdited(true);
                setLocalEmpty(false);
              },
            })}
            rows={10}
            spellCheck={false}
            autoCapitalize="characters"
            autoComplete="off"
            aria-describedby={`${ids.help} ${ids.example} ${ids.count}`}
            aria-invalid={parseProblems.length > 0}
            data-testid="quick-order-lines"
            onBlur={() => setChecked(text.trim() !== '')}
            onKeyDown={(event) => {
              // Ctrl/Cmd+Enter sends, as in most order forms with a text box.
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                formRef.current?.requestSubmit();
              }
            }}
            className="block w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-sm leading-6 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          />
          <p id={ids.count} className="mt-1 text-sm text-slate-500" data-testid="quick-order-count">
            {fillText(texts.lines, { count: lineCount, max: maxLines })}
          </p>
        </div>
        <figure
          id={ids.example}
          className="self-start rounded-md bg-slate-50 p-3 text-sm ring-1 ring-slate-200"
        >
          <figcaption className="font-semibold text-slate-700">{texts.example}</figcaption>
          <pre className="mt-1 font-mono text-slate-800 [tab-size:4]">{EXAMPLE}</pre>
        </figure>
      </div>
      {parseProblems.length > 0 && (
        <ProblemList title={texts.checkTitle} problems={parseProblems} texts={texts} maxLines={maxLines} />
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          variant="cta"
          size={null}
          disabled={pending}
          data-testid="quick-order-submit"
          className="inline-flex min-h-11 items-center gap-2 px-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70"
        >
          {pending && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
          )}
          {pending ? texts.sending : texts.submit}
        </Button>
        <button
          type="button"
          disabled={pending || text === ''}
          onClick={() => {
            setValue('text', '');
            setEdited(true);
            setLocalEmpty(false);
            setChecked(false);
          }}
          className="min-h-11 rounded-md px-4 font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-50"
        >
          {texts.clear}
        </button>
      </div>
      <div role="status" className="mt-4" data-testid="quick-order-result">
        {(answer.status === 'empty' || answer.status === 'failed') && (
          <p className="font-semibold text-red-700">
            {answer.status === 'empty' ? texts.empty : texts.failed}
          </p>
        )}
        {answer.status === 'sent' && !pending && (
          <>
            <p
              className={answer.added > 0 ? 'font-semibold text-emerald-800' : 'font-semibold text-slate-800'}
            >
              {answer.added > 0 ? pluralText(culture, answer.added, texts.added) : texts.none}{' '}
              {answer.added > 0 && (
                <a href={cartHref} className="text-brand-700 underline underline-offset-2">
                  {texts.viewCart}
                </a>
              )}
            </p>
            {answer.problems.length > 0 && (
              <ProblemList
                title={texts.problemsTitle}
                problems={answer.problems}
                texts={texts}
                maxLines={maxLines}
              />
            )}
          </>
        )}
      </div>
    </form>
  );
}

function ProblemList({
  title,
  problems,
  texts,
  maxLines,
}: {
  title: string;
  problems: readonly QuickOrderProblem[];
  texts: QuickOrderTexts;
  maxLines: number;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-md bg-amber-50 p-3 ring-1 ring-amber-200">
      <h2 id={headingId} className="text-sm font-semibold text-amber-900">
        {title}
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {problems.map((p) => (
          <li key={p.line} data-testid="quick-order-problem" data-line={p.line} data-reason={p.reason}>
            <span className="font-semibold text-slate-900">{fillText(texts.line, { line: p.line })}</span>
            {': '}
            <code className="break-all font-mono text-slate-800">{p.text}</code>
            {' – '}
            <span className="text-amber-900">{fillText(texts.reasons[p.reason], { max: maxLines })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
