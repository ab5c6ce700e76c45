/**
 * The sign-in page in each of the market's languages: links (each named in its own language, and
 * marked so), the current one marked as the page's. A market with one language shows none.
 */
export function LoginLanguageSwitch({
  label,
  current,
  languages,
}: {
  label: string;
  current: string;
  languages: readonly { language: string; name: string; href: string }[];
}) {
  if (languages.length < 2) return null;
  return (
    <nav aria-label={label} className="mb-6 flex justify-end" data-testid="login-languages">
      <ul className="flex flex-wrap gap-1 text-sm">
        {languages.map((l) => (
          <li key={l.language}>
            <a
              href={l.href}
              lang={l.language}
              hrefLang={l.language}
              aria-current={l.language === current ? 'true' : undefined}
              className="block rounded-md px-3 py-2 text-slate-700 underline-offset-2 hover:underline aria-[current=true]:bg-slate-900 aria-[current=true]:font-semibold aria-[current=true]:text-white"
            >
              {l.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
