'use client';

import dynamic from 'next/dynamic';
import { useCartStore } from './cartStore';
import type { MiniCartProps } from './MiniCartDrawer';

const MiniCartDrawer = dynamic(() => import('./MiniCartDrawer').then((m) => m.MiniCartDrawer), {
  ssr: false,
});

/**
 * The header's mini cart. Its drawer opens only after an add, so it is rendered, and its code loaded,
 * from the first add on where autoOpen allows: a page where nothing is added never loads it.
 */
export function MiniCart(props: MiniCartProps) {
  const { addSequence } = useCartStore();
  if (!props.autoOpen || addSequence === 0) return null;
  return <MiniCartDrawer {...props} />;
}
