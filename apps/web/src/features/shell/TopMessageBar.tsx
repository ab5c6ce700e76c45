import type { TopMessage } from '@workwear/contracts';
import { isRouteName, isTopMessageVisible, routeKeyOfLink, routePath } from '@workwear/domain';
import Link from 'next/link';
import type { ShopContext } from '@/lib/shopContext';

/**
 * The top message bar: content from the CMS, shown by its visibility (none, loggedOut, loggedIn) and
 * only when there is a message. Links are stored as route names and translated here.
 */
export function TopMessageBar({ message, context }: { message: TopMessage | null; context: ShopContext }) {
  // Sign-in arrives with the accounts issue; until then every visitor is anonymous.
  const authenticated = false;
  if (!message || !isTopMessageVisible(message, authenticated)) return null;
  const href = resolveLink(message.linkUrl, context);
  return (
    <aside
      aria-label="Message"
      className="flex min-h-[54px] items-center justify-center bg-slate-900 px-4 py-2 text-center text-sm text-white"
      data-testid="top-message"
    >
      <p>
        {message.text}
        {href && message.linkText && (
          <>
            {' '}
            <Link href={href} className="font-semibold underline underline-offset-2">
              {message.linkText}
            </Link>
          </>
        )}
      </p>
    </aside>
  );
}

function resolveLink(linkUrl: string | null, context: ShopContext): string | null {
  if (!linkUrl) return null;
  const route = routeKeyOfLink(linkUrl);
  if (route !== null) return isRouteName(route) ? routePath(route, context.language) : null;
  return /^(https?:)?\//.test(linkUrl) ? linkUrl : null;
}
