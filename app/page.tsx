export default function Home() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 680, margin: '4rem auto', padding: '0 1rem' }}>
      <h1>Atlasprint</h1>
      <p>Print-ready map posters by API. Post a place, a theme and a title; get back a signed SVG, PDF, PNG, JPEG or WebP poster.</p>
      <p>
        Service status: <a href="/health">/health</a>
      </p>
    </main>
  );
}
