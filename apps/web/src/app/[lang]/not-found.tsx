import { NotFoundContent } from '@/features/shell/NotFoundContent';

export default function LanguageNotFound() {
  return <NotFoundContent />;
}
