'use client';

import { useEffect } from 'react';
import { ButtonLink, Dialog, useDialog } from '@/ui';

type Action = { label: string; href: string };

/** The logged-out modal of the 440 page: a modal <dialog> with its two ways on. */
export function SessionEndedDialog({
  title,
  text,
  signIn,
  proceed,
}: {
  title: string;
  text: string;
  signIn: Action;
  proceed: Action;
}) {
  const dialog = useDialog();
  const { open } = dialog;
  useEffect(open, [open]);
  return (
    <>
      {/* Without script (or once closed) the same choice stays on the page. */}
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-3 text-slate-600">{text}</p>
        <p className="mt-6">
          <a href={signIn.href} className="font-semibold text-brand-700 underline">
            {signIn.label}
          </a>
        </p>
      </section>
      <Dialog
        dialog={dialog}
        labelledBy="session-ended-title"
        data-testid="session-ended"
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/50"
      >
        <div className="p-6">
          <h2 id="session-ended-title" className="text-lg font-bold">
            {title}
          </h2>
          <p className="mt-2 text-sm text-slate-600">{text}</p>
          <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse">
            <ButtonLink href={signIn.href} size="tall" className="text-center">
              {signIn.label}
            </ButtonLink>
            <a
              href={proceed.href}
              className="rounded-md border border-slate-300 px-4 py-2.5 text-center text-sm font-semibold text-slate-800 hover:border-slate-500"
            >
              {proceed.label}
            </a>
          </div>
        </div>
      </Dialog>
    </>
  );
}
