import { NotFoundContent } from '@/features/shell';
import { getPlainPageLanguage } from '@/lib/shopContext';

export default async function PlainNotFound() {
  return <NotFoundContent language={(await getPlainPageLanguage()).language} />;
}
