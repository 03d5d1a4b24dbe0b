import Link from 'next/link';
import { SitePage } from '@/components/site-chrome';

export default function Home() {
  return (
    <SitePage>
      <h1>Print-ready map posters, by API</h1>
      <p className="lead">Post a place, a theme and a title; get back a signed SVG, PDF, PNG, JPEG or WebP poster, ready to hang on a wall.</p>
      <p>
        <Link className="button" href="/pricing">
          See pricing
        </Link>
      </p>
    </SitePage>
  );
}
