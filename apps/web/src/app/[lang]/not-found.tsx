import { NotFoundContent } from '@/features/shell';
import { getShellLanguageOfPath } from '@/lib/shopContext';

/** In the shell's language: the page's own, or the market's default for an unknown language. */
export default async function LanguageNotFound() {
  return <NotFoundContent language={await getShellLanguageOfPath()} />;
}
