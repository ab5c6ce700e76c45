import { NotFoundContent } from '@/features/shell/NotFoundContent';

export default function PlainNotFound() {
  return <NotFoundContent />;
}
