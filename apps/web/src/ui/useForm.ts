'use client';

import type { FieldIssue } from '@workwear/domain/checkout/checkoutFieldRules';
import { type ChangeEvent, useCallback, useMemo, useRef, useState } from 'react';

/*
 * The shop's one way to build a form (first made for the checkout), without a form library
 * (react-hook-form was 12 kB gzip of every checkout step): the values, checked on every change by the domain's field rules (a plain function, so no
 * zod in the browser either), and which fields show their message. Fields stay uncontrolled as they
 * were: each registration writes the form's value into its element when React attaches it, and reads
 * the element on change. A field shows its message once it was left (touched) or after a refused
 * step (showAll); a message the server gave (setError) shows until the field changes. A short form
 * (sign-in, a new password) may keep quiet until its first submit (`showErrors: 'afterSubmit'`):
 * leaving an empty field there is not yet a mistake.
 */

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export type FieldRegistration = {
  name: string;
  ref: (element: FieldElement | null) => void;
  onChange: (event: ChangeEvent<FieldElement>) => void;
  onBlur: () => void;
};

export type RegisterOptions = {
  /** The element's text read as a number (a select of ids). */
  valueAsNumber?: boolean;
  onChange?: (event: ChangeEvent<FieldElement>) => void;
};

export type Register = (path: string, options?: RegisterOptions) => FieldRegistration;

type Values = Readonly<Record<string, unknown>>;

export function valueAt(values: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (at, key) => (typeof at === 'object' && at !== null ? (at as Values)[key] : undefined),
      values,
    );
}

function withValueAt<V>(values: V, path: string, value: unknown): V {
  const [key, ...rest] = path.split('.') as [string, ...string[]];
  const here = (typeof values === 'object' && values !== null ? values : {}) as Values;
  return {
    ...here,
    [key]: rest.length === 0 ? value : withValueAt(here[key], rest.join('.'), value),
  } as V;
}

/** One path lies within the other ('delivery' and 'delivery.city'), or they are the same. */
const related = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

function writeElement(element: FieldElement, value: unknown): void {
  if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
    const checked = element.type === 'checkbox' ? value === true : element.value === String(value ?? '');
    if (element.checked !== checked) element.checked = checked;
    return;
  }
  const text = value === null || value === undefined ? '' : String(value);
  if (element.value !== text) element.value = text;
}

/**
 * The visitor changed the element before the page was hydrated: what the server rendered (its
 * default) is no longer what it holds. A fast typist, a browser's autofill or a test may get there.
 */
function changedBeforeHydration(element: FieldElement): boolean {
  if (element instanceof HTMLSelectElement) {
    // The server renders no selected option (the value is written on attach), and a select without
    // one shows its first: that is the untouched state, not a choice (it made +1 every buyer's code).
    const options = [...element.options];
    if (options.length === 0) return false;
    const initial = Math.max(
      0,
      options.findIndex((o) => o.defaultSelected),
    );
    return element.selectedIndex !== initial;
  }
  if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio'))
    return element.checked !== element.defaultChecked;
  return element.value !== element.defaultValue;
}

function readElement(element: FieldElement, options: RegisterOptions | undefined): unknown {
  if (element instanceof HTMLInputElement && element.type === 'checkbox') return element.checked;
  return options?.valueAsNumber ? Number(element.value) : element.value;
}

/** Each path's first message, as the schemas' first issue of a field. */
function firstByPath(issues: readonly FieldIssue[]): ReadonlyMap<string, string> {
  const first = new Map<string, string>();
  for (const { path, message } of issues) if (!first.has(path)) first.set(path, message);
  return first;
}

export function useForm<V extends object>({
  defaults,
  check,
  showErrors: whenShown = 'whenLeft',
}: {
  defaults: V;
  /** The form's issues by the domain's rules; the form is valid without any. */
  check: (values: V) => readonly FieldIssue[];
  /** When a field's message shows: once the field is left (default), or only after showErrors(). */
  showErrors?: 'whenLeft' | 'afterSubmit';
}) {
  const [values, setValues] = useState<V>(defaults);
  // Handlers and registrations read the latest values, not those of the render they were made in.
  const latest = useRef(values);
  latest.current = values;
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [serverErrors, setServerErrors] = useState<ReadonlyMap<string, string>>(new Map());
  // Elements already attached once: only at its first attach may an element's own value win.
  const attached = useRef(new WeakSet<FieldElement>());

  const issues = useMemo(() => firstByPath(check(values)), [check, values]);

  const change = useCallback((path: string, value: unknown) => {
    latest.current = withValueAt(latest.current, path, value);
    setValues(latest.current);
    setServerErrors((errors) =>
      [...errors.keys()].some((p) => related(p, path))
        ? new Map([...errors].filter(([p]) => !related(p, path)))
        : errors,
    );
  }, []);

  const touch = useCallback(
    (path: string) => setTouched((t) => (t.has(path) ? t : new Set([...t, path]))),
    [],
  );

  const register: Register = (path, options) => ({
    name: path,
    ref: (element) => {
      if (!element) return;
      const first = !attached.current.has(element);
      attached.current.add(element);
      // Text typed before hydration is kept and taken as the field's value rather than overwritten.
      if (first && changedBeforeHydration(element)) {
        // A radio group's unchecked members hold no value of the group.
        if (!(element instanceof HTMLInputElement && element.type === 'radio' && !element.checked))
          change(path, readElement(element, options));
        return;
      }
      writeElement(element, valueAt(latest.current, path));
    },
    onChange: (event) => {
      change(path, readElement(event.target, options));
      options?.onChange?.(event);
    },
    onBlur: () => {
      if (whenShown === 'whenLeft') touch(path);
    },
  });

  const shown = (path: string) => showAll || [...touched].some((t) => related(t, path));

  const getValues = useCallback(() => latest.current, []);
  const setValue = useCallback(
    (path: string, value: unknown, options?: { validate?: boolean }) => {
      change(path, value);
      if (options?.validate) touch(path);
    },
    [change, touch],
  );
  const setError = useCallback(
    (path: string, message: string) => setServerErrors((errors) => new Map(errors).set(path, message)),
    [],
  );
  const showErrors = useCallback(() => setShowAll(true), []);
  const reset = useCallback((next: V) => {
    latest.current = next;
    setValues(next);
    setTouched(new Set());
    setShowAll(false);
    setServerErrors(new Map());
  }, []);

  return {
    values,
    register,
    /** The message of a field (the domain's English, to be translated), when it is shown. */
    errorOf: (path: string): string | undefined =>
      serverErrors.get(path) ?? (shown(path) ? issues.get(path) : undefined),
    isValid: issues.size === 0,
    getValues,
    /** A value set by the page (a picked saved address): `validate` shows its messages at once. */
    setValue,
    /** A message the server gave for a field. */
    setError,
    /** Every field shows its message, as after a refused step. */
    showErrors,
    /** New values (a restored draft): nothing touched, no message shown. */
    reset,
  };
}
