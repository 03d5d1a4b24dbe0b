import type { ReactNode } from 'react';
import './globals.css';

export const metadata = {
  title: 'Atlasprint: print-ready map posters by API',
  description: 'Render beautiful, signed, print-ready map posters of any place with one API call.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
