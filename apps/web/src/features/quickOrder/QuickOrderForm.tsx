'use client';

import { parseQuickOrder } from '@workwear/domain/cart/quickOrder';
import { useActionState, useEffect, useId, useMemo, useRef, useState } from 'react';
import { cartStore, fillText, pluralText } from '@/features/cart/client';
import { Button, useForm } from '@/ui';
import { submitQuickOrder } from './actions';
import { QuickOrderPreview } from './QuickOrderPreview';
import { QuickOrderProblems } from './QuickOrderProblems';
import { withChosenSize } from './quickOrderPreview';
import type { QuickOrderState } from './quickOrderResult';
import type { QuickOrderTexts } from './quickOrderTexts';
import { useQuickOrderCheck } from './useQuickOrderCheck';

// The lines are read as typed (parseQuickOrder) and shown in the box's own list, not as field messages.
const NO_FIELD_ISSUES = () => [];
const NO_TEXT = { text: '' };

type Props = {
  lang: string;
  culture: string;
  maxLines: number;
  cartHref: string;
  /** Lines of the market's own catalogue; null when it could not be read (no example then). */
  example: string | null;
  texts: QuickOrderTexts;
};

/**
 * The quick order box: checked as the shopper types (each line's product, colour, size and price,
 * and the sizes of a colour typed without one), sent in one request by the form's action under an
 * idempotency key made for the box's text (without script the form posts it, without a key), and
 * answered with the lines added; the box then keeps only the lines that were not added, so a second
 * click cannot add the same lines twice. The badge follows the cart through the cart store.
 */
export function QuickOrderForm({ lang, culture, maxLines, cartHref, example, texts }: Props) {
  // useForm keeps the box uncontrolled: text typed before hydration stays, and React's reset of the
  // form after the action is written over with what the answer leaves in the box.
  const { values, register, setValue } = useForm({ defaults: NO_TEXT, check: NO_FIELD_ISSUES });
  const { text } = values;
  const [checked, setChecked] = useState(false);
  // The answer belongs to the text it was given for: editing the box puts it away.
  const [edited, setEdited] = useState(false);
  const [localEmpty, setLocalEmpty] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // One key per text sent: a double submit of the same lines is one add (the API replays the answer).
  const [idempotencyKey, setIdempotencyKey] = useState('');
  const [state, formAction, pending] = useActionState(submitQuickOrder, {
    status: 'idle',
  } as QuickOrderState);
  const formRef = useRef<HTMLFormElement>(null);
  const boxRef = useRef<HTMLTextAreaElement | null>(null);
  const ids = { box: useId(), help: useId(), example: useId(), count: useId() };
  const order = useMemo(() => parseQuickOrder(text, maxLines), [text, maxLines]);
  const lineCount = order.lines.length + order.errors.filter((e) => e.reason !== 'tooMany').length;
  const check = useQuickOrderCheck(lang, text);

  useEffect(() => {
    setIdempotencyKey(text.trim() === '' ? '' : crypto.randomUUID());
  }, [text]);
  useEffect(() => {
    if (state.status !== 'sent') return;
    if (state.cart) cartStore.setCart(state.cart);
    setValue('text', state.remaining);
  }, [state, setValue]);

  const chooseSize = (line: number, sku: string, size: string) => {
    setValue('text', withChosenSize(text, line, sku));
    setEdited(true);
    setAnnouncement(fillText(texts.preview.sizeChosen, { size, line }));
    boxRef.current?.focus();
  };

  const answer: QuickOrderState = localEmpty ? { status: 'empty' } : edited ? { status: 'idle' } : state;
  const parseProblems = checked && answer.status !== 'sent' && !check.result?.ok ? order.errors : [];
  const registered = register('text', {
    onChange: () => {
      setEdited(true);
      setLocalEmpty(false);
      setAnnouncement('');
    },
  });
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
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
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
            {...registered}
            ref={(element) => {
              boxRef.current = element;
              registered.ref(element);
            }}
            rows={8}
            spellCheck={false}
            autoCapitalize="characters"
            autoComplete="off"
            aria-describedby={`${ids.help} ${example ? ids.example : ''} ${ids.count}`.trim()}
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
          <p id={ids.count} className="mt-1 text-sm text-slate-600" data-testid="quick-order-count">
            {fillText(texts.lines, { count: lineCount, max: maxLines })}
          </p>
        </div>
        {example && (
          <figure
            id={ids.example}
            className="self-start rounded-md bg-slate-50 p-3 text-sm ring-1 ring-slate-200"
          >
            <figcaption className="font-semibold text-slate-700">{texts.example}</figcaption>
            <pre
              className="mt-1 overflow-x-auto font-mono text-slate-800 [tab-size:4]"
              data-testid="quick-order-example"
            >
              {example}
            </pre>
            <p className="mt-2 text-slate-600">{texts.exampleNote}</p>
          </figure>
        )}
      </div>
      <p aria-live="polite" className="sr-only" data-testid="quick-order-announcement">
        {announcement}
      </p>
      {check.checking && <p className="mt-3 text-sm text-slate-600">{texts.preview.checking}</p>}
      {check.result?.ok === false && <p className="mt-3 text-sm text-amber-900">{texts.preview.failed}</p>}
      {check.result?.ok && check.result.rows.length > 0 && !pending && (
        <QuickOrderPreview
          rows={check.result.rows}
          texts={texts}
          maxLines={maxLines}
          onChooseSize={chooseSize}
        />
      )}
      {parseProblems.length > 0 && (
        <QuickOrderProblems
          title={texts.checkTitle}
          problems={parseProblems}
          texts={texts}
          maxLines={maxLines}
        />
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
      <QuickOrderAnswer
        answer={answer}
        pending={pending}
        culture={culture}
        cartHref={cartHref}
        texts={texts}
        maxLines={maxLines}
      />
    </form>
  );
}

/** The answer to a submit, announced politely: lines added (with the way to the cart), or why not. */
function QuickOrderAnswer({
  answer,
  pending,
  culture,
  cartHref,
  texts,
  maxLines,
}: {
  answer: QuickOrderState;
  pending: boolean;
  culture: string;
  cartHref: string;
  texts: QuickOrderTexts;
  maxLines: number;
}) {
  return (
    <div role="status" className="mt-4" data-testid="quick-order-result">
      {(answer.status === 'empty' || answer.status === 'failed') && (
        <p className="font-semibold text-red-700">{answer.status === 'empty' ? texts.empty : texts.failed}</p>
      )}
      {answer.status === 'sent' && !pending && (
        <>
          <p className={answer.added > 0 ? 'font-semibold text-emerald-800' : 'font-semibold text-slate-800'}>
            {answer.added > 0 ? pluralText(culture, answer.added, texts.added) : texts.none}{' '}
            {answer.added > 0 && (
              <a href={cartHref} className="text-brand-700 underline underline-offset-2">
                {texts.viewCart}
              </a>
            )}
          </p>
          {answer.problems.length > 0 && (
            <QuickOrderProblems
              title={texts.problemsTitle}
              problems={answer.problems}
              texts={texts}
              maxLines={maxLines}
            />
          )}
        </>
      )}
    </div>
  );
}
