/** The full size guide as a PDF, opened in a new tab (said in words for screen readers too). */
export function SizeGuidePdfLink({ href, texts }: { href: string; texts: { pdf: string; newTab: string } }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-900 underline underline-offset-4 hover:text-brand-700"
    >
      {texts.pdf}
      <svg
        width="14"
        height="14"
        viewBox="0 0 14 14"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      >
        <path d="M8 2h4v4M12 2L6 8M10 9v3H2V4h3" />
      </svg>
      <span className="sr-only">{texts.newTab}</span>
    </a>
  );
}
