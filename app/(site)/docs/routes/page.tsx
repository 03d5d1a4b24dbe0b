import { CodeBlock } from '@/components/docs/code-block';
import { DataTable } from '@/components/docs/table';
import { RENDER_BODY_LIMIT } from '@/lib/http';
import { EXAMPLE_RENDER_REQUEST, requestBodySchema, type JsonSchema } from '@/lib/openapi';
import { MAX_VIA_POINTS } from '@/lib/render';
import { DocsArticle } from '@/components/docs/docs-article';
import { docsContext, docsMetadata } from '@/components/docs/document';
import { fieldRows } from '@/components/docs/fields';
import { docsHref } from '@/components/docs/registry';

// The examples name this deployment's own origin (PUBLIC_BASE_URL), known only when the server runs.
export const dynamic = 'force-dynamic';
export const metadata = docsMetadata(
  'Routes and tracks',
  'Routes that follow the streets between your points, and tracks you bring as GeoJSON, GPX or an encoded polyline.',
);

export default function RoutesGuide() {
  const { base, document } = docsContext();
  const properties = requestBodySchema(document, 'RenderRequest').properties as Record<string, JsonSchema>;
  const routeFields = Object.keys(properties).filter((name) => /^(showRoute|route)/.test(name));
  const routeExample = `
curl -s --fail-with-body ${base}/v1/render \\
  -H "Authorization: Bearer $ATLASPRINT_KEY" \\
  -H "Content-Type: application/json" \\
  -d '${JSON.stringify({ ...EXAMPLE_RENDER_REQUEST, showRoute: true, routeProfile: 'walk', routeStartLat: 55.6727, routeStartLon: 12.5648, routeEndLat: 55.6798, routeEndLon: 12.5907 })}' \\
  | jq '{url, warnings}'`;
  return (
    <DocsArticle href="/docs/routes">
      <p className="lead">
        A poster can carry a route: one that follows the streets of its own map data between points you give, or a track you bring (a GPS recording, a planned
        ride) drawn as it is.
      </p>
      <section aria-labelledby="route-fields">
        <h2 id="route-fields">Route fields</h2>
        <p>
          Fields of the <a href={docsHref('render-request')}>RenderRequest</a>, at the top level or in <code>params</code>; the full table is in{' '}
          <a href={docsHref('design-fields')}>Design fields</a>.
        </p>
        <DataTable
          caption="Route fields of the RenderRequest"
          columns={['Field', 'Type', 'Default', 'Bounds and units', 'Description']}
          className="fields"
          rows={fieldRows(properties, routeFields, [])}
        />
      </section>
      <section aria-labelledby="street-routes">
        <h2 id="street-routes">A route by the streets</h2>
        <p>
          With <code>showRoute: true</code>, give the start and the end (<code>routeStartLat</code>, <code>routeStartLon</code>, <code>routeEndLat</code>,{' '}
          <code>routeEndLon</code>) and up to {MAX_VIA_POINTS} <code>routeViaPoints</code> between them. The route follows the streets of the poster&apos;s map
          data by <code>routeProfile</code>; a leg with no street near its ends is drawn straight and named in <code>warnings</code>, as is an end outside the
          map or under the title block.
        </p>
        <CodeBlock label="Shell: a walk from Copenhagen Central Station to Nyhavn" language="sh" code={routeExample} />
      </section>
      <section aria-labelledby="tracks">
        <h2 id="tracks">A track you bring</h2>
        <p>
          <code>routeTrack</code> draws your own track instead of start, via and end: a GeoJSON LineString or MultiLineString (or a Feature or FeatureCollection
          of them; positions <code>[lon, lat]</code>), GPX text, or an encoded polyline. The request body may be up to {RENDER_BODY_LIMIT / 1024 / 1024} MiB for
          it. A track that cannot be read is a 400 that says why, and nothing is charged.
        </p>
        <CodeBlock
          label="A request with a GeoJSON track (JSON)"
          language="json"
          code={JSON.stringify(
            {
              ...EXAMPLE_RENDER_REQUEST,
              showRoute: true,
              routeTrack: {
                type: 'LineString',
                coordinates: [
                  [12.5648, 55.6727],
                  [12.5703, 55.6759],
                  [12.5794, 55.6794],
                  [12.5907, 55.6798],
                ],
              },
            },
            null,
            2,
          )}
        />
      </section>
    </DocsArticle>
  );
}
