import type { TopMessage } from '@workwear/contracts';
import { isRouteName, isTopMessageVisible, routeKeyOfLink, routePath } from '@workwear/domain';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ShopContext } from '@/lib/shopContext';

/**
 * The top message bar: content from the CMS, shown by its visibility (none, loggedOut, loggedIn) and
 * only when there is a message. Links are stored as route names and translated here.
 *
 * Spec: 54 px high, 90 px on small screens when the message has a link (TOP_MESSAGE_HEIGHT_PX,
 * TOP_MESSAGE_HEIGHT_SMALL_WITH_LINK_PX). Small is below md (768 px):
 * phones, where text and link wrap onto two or three lines; from md up they fit on one line, and the
 * header changes its own layout at md too. Heights are minimums, so a long message grows the bar
 * rather than being cut off.
 */
export async function TopMessageBar({
  message,
  context,
}: {
  message: TopMessage | null;
  context: ShopContext;
}) {
  // Sign-in arrives with the accounts issue; until then every visitor is anonymous.
  const authenticated = false;
  if (!message || !isTopMessageVisible(message, authenticated)) return null;
  const href = resolveLink(message.linkUrl, context);
  const link = href && message.linkText ? { href, text: message.linkText } : null;
  const t = await getTranslations({ locale: context.language, namespace: 'common' });
  return (
    <aside
      aria-label={t('topMessage')}
      className={`flex min-h-[54px] items-center justify-center bg-slate-900 px-4 py-2 text-center text-sm text-white ${link ? 'max-md:min-h-[90px]' : ''}`}
      data-testid="top-message"
    >
      <p>
        {message.text}
        {link && (
          <>
            {' '}
            <Link prefetch={false} href={link.href} className="font-semibold underline underline-offset-2">
              {link.text}
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
