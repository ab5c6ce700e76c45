'use client';

import { useEffect, useState } from 'react';

type Texts = { title: string; text: string; retry: string };

/**
 * A page that fails after the shell has loaded keeps the shell: this boundary replaces only the page
 * body. It cannot ask the server for its texts (the server may be what failed), so the layout leaves
 * them on <main> as data attributes in the page's language.
 */
export default function PageError({ reset }: { error: Error; reset: () => void }) {
  const [texts, setTexts] = useState<Texts | null>(null);
  useEffect(() => {
    const data = document.getElementById('main-content')?.dataset;
    setTexts({ title: data?.errorTitle ?? '', text: data?.errorText ?? '', retry: data?.errorRetry ?? '↻' });
  }, []);
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" role="alert">
      <h1 className="text-2xl font-bold">{texts?.title}</h1>
      <p className="mt-3 text-slate-600">{texts?.text}</p>
      <button
        type="button"
        onClick={reset}
        className="mt-6 rounded-md bg-slate-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-slate-700"
      >
        {texts?.retry}
      </button>
    </section>
  );
}
