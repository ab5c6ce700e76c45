import { createProductApi } from '@workwear/client';
import { serverApi } from '@/lib/serverApi';
import { logError } from '@/lib/serverLog';

/**
 * The page's example, from the market's own catalogue (issue 27: a made-up example answered "no
 * product with this number"): a full sku with a quantity, and a 12-character "Art.nr" as a card
 * prints it, for which the check offers the sizes. Null when the catalogue cannot be read: the page
 * then shows no example rather than a wrong one. The page is cached, so this runs rarely.
 */
export async function quickOrderExample(locale: {
  marketId: string;
  culture: string;
}): Promise<string | null> {
  try {
    const api = createProductApi(serverApi({ locale }));
    const list = await api.list({ pageSize: 6 });
    const sellable = list.results.filter((p) => p.sellable && p.price !== null);
    const [first, second] = sellable;
    if (!first) return null;
    const lines: string[] = [];
    // The smallest size code: the demo catalogue's size codes are their values, and the check answers
    // any line that does not exist, so a catalogue where they differ loses only this line.
    if (first.sizeRange.min) lines.push(`${first.partNo}${first.sizeRange.min} 2`);
    lines.push(`${(second ?? first).partNo}\t1`);
    return lines.join('\n');
  } catch (error) {
    logError('Quick order example could not be read.', error);
    return null;
  }
}
