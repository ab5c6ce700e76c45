'use client';

export type DemoAccountItem = {
  label: string;
  login: string;
  password: string;
  name: string;
  company: string | null;
  market: string;
};

/** The demo world's sign-ins (DEV_TOOLS only): one click fills the form. */
export function DemoAccounts({
  accounts,
  title,
  lead,
  fillLabel,
  onFill,
  marketNames,
}: {
  accounts: readonly DemoAccountItem[];
  title: string;
  lead: string;
  fillLabel: string;
  onFill: (account: DemoAccountItem) => void;
  marketNames: Readonly<Record<string, string>>;
}) {
  return (
    <section
      aria-labelledby="demo-accounts-title"
      className="mt-10 border-t border-slate-200 pt-6"
      data-testid="demo-accounts"
    >
      <h2 id="demo-accounts-title" className="text-base font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{lead}</p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {accounts.map((account) => (
          <li key={account.login}>
            <button
              type="button"
              onClick={() => onFill(account)}
              aria-label={fillLabel.replace('{login}', account.login)}
              data-login={account.login}
              className="flex h-full w-full flex-col rounded-md border border-slate-300 bg-white px-3 py-2 text-left hover:border-slate-500 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="text-sm font-semibold text-slate-900">{account.label}</span>
              <span className="text-sm text-slate-700">{account.name}</span>
              <span className="text-xs text-slate-500">
                {[account.company, marketNames[account.market] ?? account.market.toUpperCase()]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
