'use client';

import { type ComponentType, useEffect, useState } from 'react';
import type { DeliveryStepProps } from './DeliveryStepWorkspace';

export type { DeliveryStepTexts } from './DeliveryStepWorkspace';

const RETRY_MS = 3000;

type Workspace = ComponentType<DeliveryStepProps>;

/**
 * The step's code is fetched as soon as this module runs in the browser, beside the page's hydration
 * rather than in the page's HTML: the form shows nothing before the browser has read step 2's draft
 * (local storage), so the page's HTML holds its loading status only and needs none of the form's code.
 */
function loadWorkspace(): Promise<Workspace> {
  return import('./DeliveryStepWorkspace').then((m) => m.DeliveryStepWorkspace);
}
let pending: Promise<Workspace> | null = typeof window === 'undefined' ? null : loadWorkspace();

/**
 * Step 3, Delivery, as the page's HTML holds it: the loading status until the step's form
 * (DeliveryStepWorkspace) has loaded. A failed fetch of its code is tried again while the status stays.
 */
export function DeliveryStepForm(props: DeliveryStepProps) {
  const [Workspace, setWorkspace] = useState<Workspace | null>(null);
  useEffect(() => {
    let live = true;
    let timer: number | undefined;
    const attempt = () => {
      pending ??= loadWorkspace();
      pending.then(
        (component) => {
          if (live) setWorkspace(() => component);
        },
        () => {
          pending = null;
          if (live) timer = window.setTimeout(attempt, RETRY_MS);
        },
      );
    };
    attempt();
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, []);

  if (Workspace) return <Workspace {...props} />;
  return (
    <p role="status" aria-busy="true" className="text-slate-600">
      {props.texts.loading}
    </p>
  );
}
