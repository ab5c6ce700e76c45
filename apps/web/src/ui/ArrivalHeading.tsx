'use client';

import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A page's heading that receives the visitor when the page opens after a step (checkout steps, the
 * order confirmation): the page starts at its top, and focus is on the heading, so a screen reader
 * reads where one is and the next Tab goes to the new content rather than back to the header.
 * Focus by script only (tabIndex -1): the heading is not a stop in the tab order. Focus already in
 * the page (a field the visitor went to before hydration) stays where it is.
 */
export function ArrivalHeading({
  className,
  children,
  testId,
}: {
  className: string;
  children: ReactNode;
  testId?: string;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // A visitor already in a field (typing before the page hydrated) keeps it: moving focus then
    // would take their next letters away and blur a half-typed field.
    const active = document.activeElement;
    if (active && active !== document.body && active !== document.documentElement) return;
    window.scrollTo({ top: 0, left: 0 });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} data-testid={testId} className={`${className} focus:outline-none`}>
      {children}
    </h1>
  );
}
