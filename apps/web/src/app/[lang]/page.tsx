import type { Metadata } from 'next';
import { HomePage } from '@/features/home';
import { pageAlternates } from '@/features/seo';
import { getShopContext } from '@/lib/shopContext';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const context = await getShopContext((await params).lang);
  return { alternates: await pageAlternates(context) };
}

export default async function Home({ params }: Props) {
  return <HomePage lang={(await params).lang} />;
}
