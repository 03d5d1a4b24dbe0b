import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getConfig } from '@/lib/config';
import './globals.css';

const TITLE = 'Atlasprint: print-ready map posters by API';
const DESCRIPTION = 'Render beautiful, signed, print-ready map posters of any place with one API call.';

/** Every page's defaults: its title and description, and a real poster as its preview where links are shared. */
export function generateMetadata(): Metadata {
  const base = getConfig().publicBaseUrl;
  return {
    metadataBase: new URL(base),
    title: TITLE,
    description: DESCRIPTION,
    openGraph: {
      type: 'website',
      siteName: 'Atlasprint',
      title: TITLE,
      description: DESCRIPTION,
      images: [{ url: '/gallery/vintage_atlas.webp', width: 480, height: 640, alt: 'A map poster of Baltimore in the Vintage Atlas theme' }],
    },
    twitter: { card: 'summary_large_image', title: TITLE, description: DESCRIPTION, images: ['/gallery/vintage_atlas.webp'] },
  };
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
