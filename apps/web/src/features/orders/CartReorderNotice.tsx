'use client';

import { useEffect, useState } from 'react';
import { ReorderNoticeView } from './ReorderNoticeView';
import type { ReorderNotice } from './reorderNotice';
import { takeReorderNotice } from './reorderNoticeStore';

/**
 * On the cart page after "Order again": the notes the order page left, shown once (taken from the
 * tab's session storage) until the buyer hides them.
 */
export function CartReorderNotice() {
  const [notice, setNotice] = useState<ReorderNotice | null>(null);
  useEffect(() => {
    void takeReorderNotice().then(setNotice);
  }, []);
  if (!notice) return null;
  return (
    <div className="mb-6">
      <ReorderNoticeView
        notice={notice}
        action={
          <button
            type="button"
            onClick={() => setNotice(null)}
            className="rounded-md px-2 py-1 text-sm font-semibold text-slate-700 underline underline-offset-2 hover:bg-slate-100"
          >
            {notice.dismiss}
          </button>
        }
      />
    </div>
  );
}
