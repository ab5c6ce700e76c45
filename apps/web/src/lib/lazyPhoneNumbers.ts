'use client';

import type { PhoneCheck } from '@workwear/domain/checkout/checkoutFieldRules';
import { digitsOnly } from '@workwear/domain/checkout/digits';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/*
 * The phone rule's library (libphonenumber-js, in the domain's phoneNumbers.ts: about 34 kB gzip)
 * is fetched when a page needs it, not with the page. The forms' rules take the check as an argument
 * (the domain's PhoneCheck) and check a number's shape alone until the library is here; it starts
 * loading once the browser is idle after hydration, or at once when a phone field is used, and a
 * submit waits for it, so the browser does not let through a number the API would refuse. The API
 * and the server actions import phoneNumbers.ts itself and always check with the full rule.
 */

type PhoneNumbers = typeof import('@workwear/domain/checkout/phoneNumbers');

/** How long an idle browser may wait before the library is fetched anyway. */
const IDLE_TIMEOUT_MS = 2000;
/** A browser without requestIdleCallback (Safari) fetches it this long after hydration. */
const IDLE_FALLBACK_MS = 500;

let loaded: PhoneNumbers | null = null;
let loading: Promise<PhoneNumbers | null> | null = null;

/** The phone module, fetched once; null when its code could not be fetched (a later call tries again). */
export function loadPhoneNumbers(): Promise<PhoneNumbers | null> {
  loading ??= import('@workwear/domain/checkout/phoneNumbers').then(
    (module) => {
      loaded = module;
      return module;
    },
    () => {
      loading = null;
      return null;
    },
  );
  return loading;
}

/** Until the library is here the shape decides alone (phoneNumberIssue checks it before asking). */
const shapeOnly: PhoneCheck = () => true;

/** The check to use now: the full rule once the library is here, else the shape alone. */
export const currentPhoneCheck = (): PhoneCheck => loaded?.isValidPhone ?? shapeOnly;

function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(work, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(timer);
}

type Status = 'shape' | 'full' | 'failed';

/**
 * A form's phone check. `isValidPhone` goes to the form's rules: the shape alone, then the full rule
 * (a new function, so useForm checks the values again). `load` goes to the phone field's focus and
 * input. `holdSubmit` comes first in the submit handler: true while the library is still loading,
 * and the form is submitted again once it is there, its rules then the full ones; when it could not
 * be fetched the submit goes on, and the API's answer names the field.
 */
export function usePhoneCheck(formRef: RefObject<HTMLFormElement | null>) {
  const [status, setStatus] = useState<Status>(() => (loaded ? 'full' : 'shape'));
  const held = useRef(false);

  const load = useCallback(() => {
    loadPhoneNumbers().then((module) => setStatus(module ? 'full' : 'failed'));
  }, []);

  useEffect(() => (loaded ? undefined : whenIdle(load)), [load]);

  // After the render that holds the full rule: the held submit again, now checked by it.
  useEffect(() => {
    if (status === 'shape' || !held.current) return;
    held.current = false;
    formRef.current?.requestSubmit();
  }, [status, formRef]);

  const holdSubmit = (): boolean => {
    if (status !== 'shape') return false;
    held.current = true;
    load();
    return true;
  };

  return { isValidPhone: status === 'full' && loaded ? loaded.isValidPhone : shapeOnly, load, holdSubmit };
}

/**
 * A number typed beside its dial code as people read it ('+46 70 123 45 67'), or null for none. Until
 * the library is here (fetched when the browser is idle), as typed: with the dial code unless it
 * carries its own ('+47 …', '0047 …').
 */
export function useShownPhone(dialCode: string, typed: string): string | null {
  const [module, setModule] = useState<PhoneNumbers | null>(loaded);
  useEffect(() => {
    if (module) return;
    return whenIdle(() => {
      loadPhoneNumbers().then((m) => m && setModule(m));
    });
  }, [module]);
  const number = typed.trim();
  if (digitsOnly(number) === '') return null;
  if (module) return module.formatPhone(module.cellphonePayload(dialCode, number));
  return /^(\+|00)/.test(number) ? number : `${dialCode} ${number}`;
}
