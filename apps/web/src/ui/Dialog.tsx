'use client';

import { type ComponentPropsWithoutRef, type ReactNode, type RefObject, useMemo, useRef } from 'react';

/**
 * A modal dialog's handle: open() remembers what had focus and shows the dialog modally (the browser
 * moves focus in, keeps it there and closes on Escape); closing gives focus back.
 */
export type DialogHandle = {
  readonly ref: RefObject<HTMLDialogElement | null>;
  readonly open: () => void;
  readonly close: () => void;
  /** Where focus goes when the dialog closes (set by open(); a caller may name another element). */
  readonly returnTo: RefObject<HTMLElement | null>;
};

export function useDialog(): DialogHandle {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  // One handle for the component's life, so effects may depend on it (or on open) without rerunning.
  return useMemo(
    () => ({
      ref,
      returnTo,
      open: () => {
        const dialog = ref.current;
        if (!dialog || dialog.open) return;
        returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        dialog.showModal();
      },
      close: () => ref.current?.close(),
    }),
    [],
  );
}

type DialogProps = Omit<ComponentPropsWithoutRef<'dialog'>, 'onClose' | 'aria-labelledby'> & {
  dialog: DialogHandle;
  /** The id of the dialog's heading: a modal dialog is always named. */
  labelledBy: string;
  /** A click on the backdrop (which lands on the dialog element itself) closes it. */
  closeOnBackdrop?: boolean;
  onClose?: () => void;
  children: ReactNode;
};

/** A native modal <dialog>, named by its heading, that gives focus back when it closes. */
export function Dialog({
  dialog,
  labelledBy,
  closeOnBackdrop = false,
  onClose,
  children,
  ...rest
}: DialogProps) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a modal dialog from the keyboard.
    <dialog
      ref={dialog.ref}
      aria-labelledby={labelledBy}
      onClose={() => {
        dialog.returnTo.current?.focus();
        onClose?.();
      }}
      onClick={
        closeOnBackdrop
          ? (e) => {
              if (e.target === e.currentTarget) e.currentTarget.close();
            }
          : undefined
      }
      {...rest}
    >
      {children}
    </dialog>
  );
}
