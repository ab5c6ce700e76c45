import type { CartRowView, CartView } from '@workwear/contracts';
import { CartRowItem } from './CartRowItem';
import type { CartDisplay } from './cartDisplay';
import { groupRowsByCustomer } from './cartRowGroups';
import type { CartPageTexts } from './cartTexts';
import type { CartWorkspaceState } from './cartWorkspaceState';
import { fillText } from './fillText';
import { productHrefOf } from './productHref';
import type { CartWorkspaceHandlers } from './useCartWorkspace';

type Props = {
  cart: CartView;
  rows: readonly CartRowView[];
  state: CartWorkspaceState;
  handlers: CartWorkspaceHandlers;
  texts: CartPageTexts;
  display: CartDisplay;
  business: boolean;
  coWorkers: readonly { id: number; name: string }[];
  selfId: number | null;
  productHrefTemplate: string;
};

/** The cart's rows: one list, or (business carts) one list per customer the rows are for. */
export function CartRowGroups({
  cart,
  rows,
  state,
  handlers,
  texts,
  display,
  business,
  coWorkers,
  selfId,
  productHrefTemplate,
}: Props) {
  const names = new Map(coWorkers.map((c) => [c.id, c.name]));
  const labels = { me: texts.page.me, unknown: (id: number) => fillText(texts.page.unknownCustomer, { id }) };
  // A co-worker chosen a moment ago shows at once, before the API answers.
  const shown = rows.map((r) =>
    r.id in state.coWorkers ? { ...r, coWorkerId: state.coWorkers[r.id] ?? null } : r,
  );
  const personOf = (id: number | null) =>
    id === null || id === selfId ? labels.me : (names.get(id) ?? labels.unknown(id));
  const groups = business
    ? groupRowsByCustomer(shown, names, labels, selfId)
    : [
        {
          key: 'all',
          coWorkerId: null,
          label: '',
          rows: [...shown].sort((a, b) => a.rowNumber - b.rowNumber),
        },
      ];
  const errorOf = (rowId: number, kind: 'Comment' | 'CustomerSelect') =>
    cart.rowErrors.some((e) => e.rowId === rowId && e.kind === kind) ? texts.errors.valueRequired : null;

  return (
    <section aria-labelledby="cart-rows-heading" className="flex flex-col gap-6 lg:col-span-8">
      <h2 id="cart-rows-heading" tabIndex={-1} className="sr-only">
        {texts.page.rows}
      </h2>
      <p aria-live="polite" className="sr-only" data-testid="cart-row-moved">
        {state.moved?.text ?? ''}
      </p>
      {groups.map((group) => (
        <div
          key={group.key}
          data-testid="cart-group"
          data-group={group.label}
          className="flex flex-col gap-3"
        >
          {business && (
            <h3 className="flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-slate-600">
              <span aria-hidden="true" className="inline-block h-2 w-2 rounded-full bg-brand-600" />
              {group.label}
            </h3>
          )}
          <ul className="flex flex-col gap-3">
            {group.rows.map((row) => {
              const saves = state.rowSaves[row.id];
              return (
                <CartRowItem
                  key={row.id}
                  row={row}
                  display={display}
                  texts={texts}
                  productHref={productHrefOf(productHrefTemplate, row.uniqueName)}
                  quantity={state.quantities[row.id] ?? row.quantity}
                  comment={state.comments[row.id] ?? row.comment}
                  commentError={state.commentErrors[row.id] ?? errorOf(row.id, 'Comment')}
                  coWorkerError={errorOf(row.id, 'CustomerSelect')}
                  ui={{ saving: (saves?.saving ?? 0) > 0, failed: saves?.failed ?? false }}
                  highlighted={state.highlight === row.id}
                  coWorkers={cart.rules.mandatoryCoWorker ? coWorkers : null}
                  commentRequired={cart.rules.mandatoryRowComment}
                  onQuantity={(q) => handlers.changeQuantity(row, q)}
                  onComment={(text) => handlers.changeComment(row, text, cart.rules.mandatoryRowComment)}
                  onCoWorker={(id) =>
                    handlers.changeCoWorker(
                      row,
                      id,
                      fillText(texts.page.rowMoved, { name: row.name, person: personOf(id) }),
                    )
                  }
                  focusCoWorker={state.moved?.rowId === row.id}
                  onRemove={() => handlers.remove(row)}
                  onSplit={business && row.canSplit ? () => handlers.split(row) : null}
                />
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
