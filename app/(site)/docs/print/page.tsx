import { CodeBlock } from '@/components/docs/code-block';
import { printExamples } from '@/components/docs/examples';
import { MAX_RASTER_DIMENSION, SYNC_MAX_DIMENSION, WEBP_MAX_DIMENSION } from '@/lib/render';
import { DocsArticle } from '@/components/docs/docs-article';
import { docsContext, docsMetadata } from '@/components/docs/document';

// The examples name this deployment's own origin (PUBLIC_BASE_URL), known only when the server runs.
export const dynamic = 'force-dynamic';
export const metadata = docsMetadata('Print products', 'Posters by physical size: paper sizes, bleed, crop marks and the resolution a file really has.');

export default function PrintGuide() {
  const { base } = docsContext();
  return (
    <DocsArticle href="/docs/print">
      <section aria-labelledby="print-sizes">
        <h2 id="print-sizes">Sizes and files</h2>
        <p>
          Order a poster by its physical size, as a print shop does. <code>printSize</code> takes a paper size (A5 to A0, B4 to B1;{' '}
          <code>&quot;A2 landscape&quot;</code> turns it) or width <code>x</code> height with a unit: <code>50x70cm</code>, <code>500x700mm</code>,{' '}
          <code>18x24in</code> (portrait or landscape by the order of the numbers, 5 cm to 2 m a side). It replaces <code>width</code> and <code>height</code>{' '}
          (giving both is a 400).
        </p>
        <ul>
          <li>
            <strong>PDF</strong>: the page is exactly the size (plus bleed), vector, with <code>TrimBox</code> the finished size and <code>BleedBox</code> the
            trim plus bleed. An A4 and an A0 of the same request look the same, only finer. The result&apos;s <code>print.vector</code> is <code>true</code> (as
            for SVG) and it has no <code>print.dpi</code>: lines and letters are sharp at any size. Only a map-tile style embeds raster tiles, and then{' '}
            <code>print.dpi</code> is theirs.
          </li>
          <li>
            <strong>PNG, JPEG, WebP</strong>: <code>dpi</code> (72 to 600, default 300) gives the pixels, capped only by <code>maxDimension</code> when you give
            it and by the format: PNG and JPEG up to {MAX_RASTER_DIMENSION} px a side, WebP up to {WEBP_MAX_DIMENSION} px (the most the format holds; more is a
            400 that names the alternatives). The file states the resolution it really has (PNG <code>pHYs</code>, JPEG JFIF density and Exif, WebP Exif) and
            that its colors are sRGB, so print software places it at its size; the result&apos;s <code>print.dpi</code> says it too, and a warning says when it
            is under 150 dpi (choose the PDF then: it is sharp at any size).
          </li>
          <li>
            <strong>Big rasters are queued.</strong> <code>POST /v1/render</code> (and the MCP tool <code>render_poster</code>) draws at most{' '}
            {SYNC_MAX_DIMENSION} px on the sheet&apos;s longest side and answers a 400 naming <code>POST /v1/renders</code> for more. Queue an A2 to A0 at 300
            dpi, or any size up to {MAX_RASTER_DIMENSION} px, with <code>POST /v1/renders</code>, <code>POST /v1/batches</code> or <code>render_batch</code> and
            fetch it from <code>GET /v1/renders/&#123;id&#125;</code> (or a webhook) when it is ready: an A0 at 300 dpi is 10 003 × 14 113 px, painted and
            encoded in 12 strips so the server never holds the whole sheet. While it renders, its <code>progress</code> says how many strips are drawn (
            <code>fraction</code> 0 to 1).
          </li>
          <li>
            <strong>
              <code>bleedMm</code>
            </strong>{' '}
            (0 to 10; print shops ask for 2 to 4, see below): the page grows by it on each side and the page color, map, mat and fades run into it. The title,
            subtitle, coordinates, credit and marker labels stay inside the trim less a 5 mm safe margin.
          </li>
          <li>
            <strong>
              <code>cropMarks</code>
            </strong>{' '}
            (PDF only): hairlines at the trim&apos;s corners, outside the bleed; the page grows to hold them and the boxes stay exact.
          </li>
        </ul>
      </section>
      <section aria-labelledby="print-services">
        <h2 id="print-services">What to send a print service</h2>
        <ul>
          <li>
            <strong>Printful</strong> (posters): PNG or JPEG at 150 to 300 dpi at the poster&apos;s size, e.g. <code>printSize &quot;18x24in&quot;</code>,{' '}
            <code>dpi 300</code>, <code>format &quot;png&quot;</code>, queued (5400 × 7200 px). No bleed: Printful adds its own margin.
          </li>
          <li>
            <strong>Gelato</strong>: 300 dpi with 4 mm bleed and a 4 mm safe area: <code>printSize &quot;A2&quot;</code>, <code>dpi 300</code>,{' '}
            <code>bleedMm 4</code> as PNG or JPEG (queued), or <code>format &quot;pdf&quot;</code> with the same bleed. Text already keeps 5 mm inside the trim.
          </li>
          <li>
            <strong>Prodigi</strong>: PNG or JPEG up to 300 MB at 300 dpi at the ordered size (an A0 PNG at 300 dpi is tens of MB), with the bleed its product
            page asks for (<code>bleedMm</code>).
          </li>
          <li>
            <strong>A local print shop</strong>: the PDF with <code>bleedMm 3</code> and <code>cropMarks true</code>; it is vector, sharp at any size, with
            TrimBox and BleedBox set.
          </li>
        </ul>
      </section>
      <section aria-labelledby="print-examples">
        <h2 id="print-examples">Examples</h2>
        <p>
          Both run as written, with your key in <code>ATLASPRINT_KEY</code>; <code>print</code> in the answer says what the file is.
        </p>
        <CodeBlock label="Shell: a 50 × 70 cm PDF with bleed and crop marks" language="sh" code={printExamples(base).pdf} />
        <CodeBlock label="Shell: an A4 PNG at 300 dpi" language="sh" code={printExamples(base).png} />
      </section>
    </DocsArticle>
  );
}
