'use client';

import { createContext, type ReactNode, useContext, useState } from 'react';

type VersionState = readonly [number, (version: number) => void];

const Version = createContext<VersionState | null>(null);

/**
 * The customer record's version, shared by the forms that change it (details, e-mail preferences):
 * a save by one moves it on for the other, so the next save there is not taken for a stale one.
 */
export function CustomerVersion({ initial, children }: { initial: number; children: ReactNode }) {
  const [version, setVersion] = useState(initial);
  return <Version.Provider value={[version, setVersion]}>{children}</Version.Provider>;
}

export function useCustomerVersion(): VersionState {
  const state = useContext(Version);
  if (!state) throw new Error('useCustomerVersion outside CustomerVersion');
  return state;
}
