import { notFound } from 'next/navigation';

/** /404 is a real URL (the spec redirects unknown categories here) and answers with status 404. */
export default function NotFoundPage() {
  notFound();
}
