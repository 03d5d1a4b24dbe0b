import type { ReactNode } from 'react';
import { CodeBlock } from '@/components/docs/code-block';
import { DataTable } from '@/components/docs/table';
import { EXAMPLE_RENDER_REQUEST, LABELLED_THEMES, requestBodySchema, type JsonSchema } from '@/lib/openapi';
import { DESIGN_FIELDS, SHORT_NAMES } from '@/lib/posters';
import {
  COLOR_SLOTS,
  COVERED_SCRIPTS,
  FORMATS,
  LEGACY_THEME_KEYS,
  MAP_CREDIT,
  MAX_ASPECT,
  MAX_DIMENSION,
  MAX_MARKERS,
  MAX_TEXT_LENGTH,
  MAX_VIA_POINTS,
  MIN_DIMENSION,
  MIN_MAP_COVERAGE,
  MIN_TEXT_CONTRAST,
  PREVIEW_DIMENSION,
  SVG_LAYERS,
  THEMES,
  TILE_COLOR_SLOTS,
  TILE_STYLE_KEYS,
  TILE_STYLES,
  type Theme,
} from '@/lib/render';
import { DocsArticle } from '@/components/docs/docs-article';
import { docsContext, docsMetadata } from '@/components/docs/document';
import { fieldRows } from '@/components/docs/fields';
import { docsHref } from '@/components/docs/registry';

// The examples name this deployment's own origin (PUBLIC_BASE_URL), known only when the server runs.
export const dynamic = 'force-dynamic';
export const metadata = docsMetadata(
  'Posters and themes',
  'Every field of a RenderRequest, the themes, your own colors, short names, formats, map data and scripts.',
);

function Swatches({ theme }: { theme: Theme }) {
  const { background, water, park, roads, text } = theme.palette;
  return (
    <span className="swatches" aria-hidden="true">
      {[background, water, park, roads.motorway, text].map((color, index) => (
        <span key={index} style={{ background: color }} />
      ))}
    </span>
  );
}

function ThemeCard({ theme, tile = false }: { theme: Theme; tile?: boolean }) {
  return (
    <li className="theme">
      <Swatches theme={theme} />
      <span className="theme-name">{theme.name}</span>
      <code>{theme.key}</code>
      {tile ? <span className="muted theme-note">renderMode tile · personal use only</span> : null}
      {theme.labels ? <span className="muted theme-note">map labels</span> : null}
    </li>
  );
}

const code = (text: string) => <code>{text}</code>;

/** SHORT_NAMES as table rows, `pairs` short-name/field pairs to a row. */
function shortNameRows(pairs: number): ReactNode[][] {
  const entries = Object.entries(SHORT_NAMES);
  const rows: ReactNode[][] = [];
  for (let index = 0; index < entries.length; index += pairs) {
    rows.push(entries.slice(index, index + pairs).flatMap(([short, field]) => [code(short), code(field)]));
  }
  return rows;
}

export default function PostersGuide() {
  const { base, document } = docsContext();
  const renderRequest = requestBodySchema(document, 'RenderRequest');
  const properties = renderRequest.properties as Record<string, JsonSchema>;
  const requestFields = Object.keys(properties).filter((name) => !(DESIGN_FIELDS as string[]).includes(name));
  const required = renderRequest.required as string[];
  void base;
  return (
    <DocsArticle href="/docs/posters">
      <p>
        The body of POST /v1/render. <code>lat</code> and <code>lon</code> are required; every other field has a default. Design fields may be given at the top
        level or in <code>params</code> (<code>params</code> wins when both are given), and editor share-link parameters in <code>rawParams</code> by their{' '}
        <a href={docsHref('short-names')}>short names</a> (they lose to both). An unknown top-level field is refused (
        <code>zom is not a RenderRequest field</code>), so a typo never passes silently. Numbers must be JSON numbers, not strings.
      </p>
      <p>
        <strong>Reference px</strong>: lengths on a 1024 px reference frame, multiplied by <code>maxDimension / 1024</code> in the file, so one request looks
        the same at 640 and at {MAX_DIMENSION} px, only sharper.
      </p>

      <section aria-labelledby="request-fields">
        <h2 id="request-fields">Request fields</h2>
        <DataTable
          caption="Fields of the request"
          columns={['Field', 'Type', 'Default', 'Bounds and units', 'Description']}
          className="fields"
          rows={fieldRows(properties, requestFields, required)}
        />
      </section>
      <section aria-labelledby="design-fields">
        <h2 id="design-fields">Design fields</h2>
        <p>
          At the top level or in <code>params</code>. Each is optional.
        </p>
        <DataTable
          caption="Design fields (top level or params)"
          columns={['Field', 'Type', 'Default', 'Bounds and units', 'Description']}
          className="fields"
          rows={fieldRows(properties, DESIGN_FIELDS, [])}
        />
      </section>
      <section aria-labelledby="themes">
        <h2 id="themes">Themes</h2>
        <p>
          {Object.keys(THEMES).length} artistic themes, drawn from vector map data with <code>renderMode</code> <code>artistic</code> (the default). Without a
          theme, a poster is <code>midnight_dark</code>. The swatches show page, water, parks, major roads and text. Themes marked “map labels” (
          {LABELLED_THEMES.map((key, index) => (
            <span key={key}>
              {index > 0 ? ', ' : ''}
              <code>{key}</code>
            </span>
          ))}
          ) print street, place and water names unless <code>showLabels</code> is false. See them rendered in the <a href="/themes">theme gallery</a>.
        </p>
        <p>
          Every theme draws its roads in three tiers that read across a room: the arterials (motorway to secondary) in the theme&apos;s main-road color and
          widest, tertiary streets a clear second tier, the minor streets a fine mesh of texture, and railways never brighter than the minor streets.
        </p>
        <ul className="themes" aria-label="Artistic themes">
          {Object.values(THEMES).map((theme) => (
            <ThemeCard key={theme.key} theme={theme} />
          ))}
        </ul>
        <p>
          A divided road is drawn as one line between its carriageways (also where its median widens for a short stretch; a building on that median, such as a
          monument on its island, is left out rather than cut the line; where it ends at a junction the line runs straight into the road it meets), a
          motorway&apos;s lanes mapped side by side as one line too, and a small roundabout or turning loop as the junction it is rather than a bead; slip roads
          are drawn in their road&apos;s color but thinner, so junctions stay lines instead of knots, and a road merging into another at a narrow angle meets it
          at a readable angle instead of running beside it as one band two roads wide. In every theme a road in a tunnel is drawn dashed, a little thinner and
          paler than its class, so it runs on through the hill instead of ending at the portal; a main road that ends without meeting any other road, path or
          tunnel (most often where the map data ends) fades out the same way over its last 60 m instead of stopping in a stub. The fades behind the text and at
          the edges never turn water a third color: over lakes and the sea, water turns into the page through tints between the two (a straight line in OKLab,
          evenly spaced to the eye), never a grey. Where water runs into the page behind the text the stretch is 2.6 times as long as on land, so a dark sea
          meets a light page without a band. The fade at the top edge and the <code>radial</code> backdrop leave water out: it keeps its color to the edge, and
          a lake inside the map keeps its exact color. Woods at zoom 13.5 and wider are drawn half way into the page, with soft edges that fade inward (the
          outline stays where it is mapped), and reach their full color and crisp edges at zoom 15, so wooded hills read as texture, not as slabs.
        </p>
        <p>
          Map-tile styles need <code>renderMode</code> <code>tile</code> and are <strong>for personal use only</strong>:
        </p>
        <ul className="themes" aria-label="Map-tile styles">
          {TILE_STYLE_KEYS.map((key) => (
            <ThemeCard key={key} theme={TILE_STYLES[key]} tile />
          ))}
        </ul>
        <p>
          Legacy keys are still accepted:{' '}
          {Object.entries(LEGACY_THEME_KEYS).map(([old, current], index) => (
            <span key={old}>
              {index > 0 ? ', ' : ''}
              <code>{old}</code> → <code>{current}</code>
            </span>
          ))}
          .
        </p>
      </section>
      <section aria-labelledby="own-colors">
        <h2 id="own-colors">Your own colors</h2>
        <p>
          <code>colors</code> lays your colors over any theme, each <code>#RRGGBB</code>; what you do not name stays the theme&apos;s, fonts included. The slots
          (
          {COLOR_SLOTS.map((slot, index) => (
            <span key={slot}>
              {index > 0 ? ', ' : ''}
              <code>{slot}</code>
            </span>
          ))}
          ):
        </p>
        <ul>
          <li>
            <code>background</code>: the page and the land. Land tints, road casings and halos follow it; the mat becomes a lighter shade of a light page, a
            darker shade of a dark one.
          </li>
          <li>
            <code>text</code>: title, subtitle, coordinates and credit; map labels are a softer shade of it.
          </li>
          <li>
            <code>water</code>: lakes, rivers and the sea (rivers keep their shade of it). <code>parks</code>, <code>buildings</code>: those fills (buildings
            only where drawn).
          </li>
          <li>
            <code>roads</code>: the motorways; smaller roads are it faded towards the page in the theme&apos;s own steps, so the hierarchy still reads.
          </li>
          <li>
            <code>route</code>: the route; <code>accent</code>: markers, and the route unless <code>route</code> is given. <code>markerColor</code>, a
            marker&apos;s <code>color</code> and <code>routeColor</code> still win.
          </li>
        </ul>
        <p>
          Checked before anything is charged, each a 400: an unknown slot (<code>colors.sky is not a color slot; slots: background, text, …</code>), a value
          that is not <code>#RRGGBB</code> (<code>colors.water must be a color written #RRGGBB</code>), and a title under {MIN_TEXT_CONTRAST}:1 contrast on the
          page or, with a mat, on the mat (<code>colors.text #777777 has 1.2:1 contrast on colors.background #888888; at least 3:1 is needed</code>). With{' '}
          <code>renderMode</code> <code>tile</code> only{' '}
          {TILE_COLOR_SLOTS.map((slot, index) => (
            <span key={slot}>
              {index > 0 ? ', ' : ''}
              <code>{slot}</code>
            </span>
          ))}{' '}
          can be set: the map is the tile server&apos;s picture. Water that looks like the land and a color for a layer that is not drawn come back as{' '}
          <code>warnings</code>.
        </p>
      </section>
      <section aria-labelledby="short-names">
        <h2 id="short-names">Share-link short names (rawParams)</h2>
        <p>
          <code>rawParams</code> takes the editor&apos;s share-link parameters by short name. They are mapped to their fields before validation, so a bad value
          is named by its field and the short name it came in (<code>zoom must be between 0 and 22 (given as rawParams.z)</code>). Values may be text, as in a
          link: <code>&quot;13&quot;</code>, <code>&quot;true&quot;</code>, JSON for lists. Unknown short names are ignored; top-level fields and{' '}
          <code>params</code> win over them.
        </p>
        {/* One table: two pairs to a row on wide screens, one on phones (the other is not displayed). */}
        <div className="short-names-wide">
          <DataTable
            caption="Short name → field"
            columns={['Short name', 'Field', 'Short name', 'Field']}
            className="short-names"
            rows={shortNameRows(2)}
            stack={false}
          />
        </div>
        <div className="short-names-narrow">
          <DataTable caption="Short name → field" columns={['Short name', 'Field']} className="short-names" rows={shortNameRows(1)} stack={false} />
        </div>
      </section>
      <section aria-labelledby="formats">
        <h2 id="formats">Formats</h2>
        <ul>
          <li>
            <code>png</code> (default), <code>jpeg</code>, <code>webp</code>: raster, at the exact size (the longer edge is <code>maxDimension</code>,{' '}
            {MIN_DIMENSION} to {MAX_DIMENSION} px).
          </li>
          <li>
            <code>pdf</code>: vector, one page of the poster&apos;s size (1 px = 0.75 pt), for print.
          </li>
          <li>
            <code>svg</code>: true vector with its fonts embedded for the artistic themes, but without map labels. For the map-tile styles it wraps a raster
            image. Its text is real text (selectable, and editable in the embedded faces), and it comes in <a href="#svg-layers">named layers</a>.
          </li>
          <li>
            <code>preview: true</code> adds <code>preview: {'{mime: "image/webp", data: <base64>}'}</code>, the poster at {PREVIEW_DIMENSION} px, in any format.
          </li>
        </ul>
        <p className="muted">
          Formats: {FORMATS.join(', ')}. Every poster carries the map credit “{MAP_CREDIT}” (or the tile source&apos;s); keep it, and repeat it in product
          listings and on packaging.
        </p>
        <h3 id="svg-layers">Layers in the SVG</h3>
        <p>
          Every SVG poster is drawn in named layers, bottom to top, so a designer can recolor or hide a part of it: each layer is one group whose{' '}
          <code>id</code> names it (the layer name Illustrator and Figma show) and which Inkscape lists as a layer (
          <code>inkscape:groupmode=&quot;layer&quot;</code> with the label below). A layer that draws one thing carries its color on the group itself: change
          the group&apos;s <code>fill</code> or <code>stroke</code> and the whole layer follows; hide the group and the layer is gone. A poster has only the
          layers it draws (no <code>rail</code> where there is none, <code>map-image</code> instead of the map&apos;s layers for the map-tile styles). The PDF
          is printed from the same drawing, and PNG, JPEG and WebP are painted from it, so all formats show the same poster; <code>labels</code> appears where
          map labels are printed (PDF and the raster formats; the SVG format leaves them out).
        </p>
        <DataTable
          caption="SVG layers, bottom to top"
          columns={['Group id', 'Layer name']}
          rows={Object.entries(SVG_LAYERS).map(([id, label]) => [code(id), label])}
        />
      </section>
      <section aria-labelledby="map-data">
        <h2 id="map-data">Map data</h2>
        <p>
          Posters are drawn from OpenStreetMap vector tiles. A deployment names its sources in <code>TILES_URL</code> (PMTiles files or URLs, TileJSON, or{' '}
          <code>{'{z}/{x}/{y}'}</code> templates, comma-separated); each poster uses the first source that has data for its whole view, else the one that covers
          most of it. The embedded default draws Copenhagen, Monaco, Baltimore, Harrisburg, Andorra and Vaduz from map data shipped with the service (no network
          needed) and the rest of the world from OpenFreeMap.
        </p>
        <ul>
          <li>
            Tiles may be in the OpenMapTiles schema (OpenFreeMap, MapTiler, planetiler&apos;s default) or the Protomaps basemap schema (a <code>.pmtiles</code>{' '}
            file cut from Protomaps&apos; daily builds): a poster looks the same from either, its labels and routes on the same streets. Each source&apos;s
            schema is read from the layers its metadata lists (<code>vector_layers</code>); a source that does not say is read as OpenMapTiles unless its entry
            ends in <code>#protomaps</code>. A source in neither schema is refused, naming the layers it has.
          </li>
          <li>
            To host your own: <code>pmtiles extract https://build.protomaps.com/YYYYMMDD.pmtiles region.pmtiles --bbox=west,south,east,north</code> (a
            build&apos;s date from maps.protomaps.com/builds), then point <code>TILES_URL</code> at the file or at any static storage that serves it.
          </li>
          <li>
            Credit: the data is OpenStreetMap&apos;s (ODbL), and every poster prints its source&apos;s credit line: “{MAP_CREDIT} · © OpenMapTiles” from tiles
            in the OpenMapTiles schema (the schema&apos;s CC-BY licence asks for it), “{MAP_CREDIT} · Protomaps” from a Protomaps build (a mention Protomaps
            asks for); terrain adds its elevation data&apos;s credit. Keep it with the poster and in product listings.
          </li>
          <li>
            A poster the map data covers less than {Math.round(MIN_MAP_COVERAGE * 100)} % of would come back partly blank, so it is refused before anything is
            charged: a <code>400</code> with <code>code: &quot;partial_map_data&quot;</code>, naming the share covered and the zoom at which the data fills the
            same poster (zooming in shrinks the view around its centre). Send <code>allowPartialMap: true</code> to draw it anyway (charged, with a warning
            naming the share).
          </li>
          <li>
            A view no source has any data for is a <code>400</code> with <code>code: &quot;no_map_data&quot;</code>, naming where this server has data; a retry
            cannot help. A source that fails to answer (a network outage) is a <code>502</code> <code>render_failed</code>, safe to retry, that says too what
            can be drawn from the data that could be read. Neither is charged.
          </li>
          <li>
            The map-tile styles ({TILE_STYLE_KEYS.join(', ')}) read raster tiles from a tile server. Tried locally they use OpenStreetMap&apos;s and Esri&apos;s
            public servers; a deployment must name a server whose terms allow its use (<code>TILES_STANDARD_URL</code>, <code>TILES_SATELLITE_URL</code>), else
            the style answers a <code>400</code> <code>tile_style_unavailable</code> naming the setting, not charged.
          </li>
        </ul>
      </section>
      <section aria-labelledby="terrain">
        <h2 id="terrain">Terrain</h2>
        <p>
          <code>terrain</code> adds relief from elevation data: shaded relief (hillshade) and contour lines, drawn over the land (parks, woods, built-up areas)
          and under water, roads, buildings and names, so a lake stays flat and the streets keep their color and weight over the relief, in the theme&apos;s own
          colors (a light tint on slopes facing the light, a shadow tint in the page&apos;s hue on the others, contour lines in the theme&apos;s ink faded into
          the page). Turn roads, water and parks off and the poster is terrain alone: a mountain range needs no map data.
        </p>
        <CodeBlock
          label="JSON: a terrain poster (RenderRequest)"
          language="json"
          code={JSON.stringify(
            {
              lat: 36.59,
              lon: -84.245,
              zoom: 11.3,
              city: 'Cumberland Mountains',
              theme: 'vintage_atlas',
              showRoads: false,
              showWater: false,
              showParks: false,
              terrain: { hillshade: true, contours: { interval: 20, unit: 'm', labels: true }, exaggeration: 1.5 },
            },
            null,
            2,
          )}
        />
        <ul>
          <li>
            <code>hillshade</code> (default true): lit as GDAL&apos;s <code>gdaldem hillshade</code> lights it (Horn&apos;s gradient), from <code>azimuth</code>{' '}
            (degrees clockwise from north, default 315) and <code>altitude</code> (degrees above the horizon, 1-90, default 45), with <code>exaggeration</code>{' '}
            (0.1-10; default 1, true to the ground, and 2 on a terrain poster of hillshade alone, where rolling hills at 1 read flat from across a room);{' '}
            <code>multidirectional: true</code> lights every slope from four directions.
          </li>
          <li>
            <code>contours</code>: <code>true</code> for an interval chosen by zoom, or <code>{'{interval, unit, labels, indexEvery}'}</code>: a line every{' '}
            <code>interval</code> (1-1000 m, or 3-3000 ft with <code>unit: &quot;ft&quot;</code>), every <code>indexEvery</code>-th (default 5) a thicker index
            line, and with <code>labels: true</code> its height written along it, upright and reading uphill (the figures&apos; tops towards higher ground),
            with clear paper around the figures (every contour line that would run through them is left out). With roads on, every contour line is drawn thinner
            than a minor street, so the roads still read first.
          </li>
          <li>
            Elevation comes from <code>ELEVATION_URL</code> (PMTiles, TileJSON or <code>{'{z}/{x}/{y}'}</code> templates of terrarium or terrain-RGB tiles).
            Tried locally, the Cumberland Mountains in Tennessee come from data shipped with the service and the rest of the world from AWS Terrain Tiles. A
            view the elevation data does not cover is refused as map data is (<code>400</code> <code>no_map_data</code> or <code>partial_map_data</code>, naming
            the elevation data; not charged) unless <code>allowPartialMap: true</code>.
          </li>
          <li>
            SVG and PDF keep the contour lines and their labels as vector paths and the hillshade as one embedded image; PNG, JPEG and WebP draw both at any
            size. Terrain is for the artistic themes (not with <code>renderMode: &quot;tile&quot;</code>).
          </li>
        </ul>
      </section>
      <section aria-labelledby="scripts">
        <h2 id="scripts">Scripts</h2>
        <p>
          Titles, subtitles and map labels can be written in {COVERED_SCRIPTS.slice(0, -1).join(', ')} and {COVERED_SCRIPTS.at(-1)}:{' '}
          <code>{'"city": "東京"'}</code>, <code>{'"city": "القاهرة"'}</code> or <code>{'"city": "Zürich 苏黎世"'}</code> print as written. Each character is
          set in the theme&apos;s typeface when it has it, else in the Noto face for its script (serif Noto for serif themes where there is one); right-to-left
          text is ordered by the Unicode bidi algorithm, and joining scripts (Arabic, Devanagari and the other Indic scripts) are never letter-spaced. Han
          characters go to the first of the Japanese, Korean, Simplified and Traditional Chinese faces that has them all. A character no shipped face can draw
          is refused before anything is charged, with a 400 such as <code>city contains U+13000, which no poster font can draw</code>. Map labels use the local
          name by default; <code>{'"labelLanguage": "latin"'}</code> prints the Latin-script name where the map data has one.
        </p>
      </section>
      <section aria-labelledby="cross-field-rules">
        <h2 id="cross-field-rules">Rules across fields</h2>
        <ul>
          <li>
            <code>width</code> and <code>height</code> give the aspect only, at most {MAX_ASPECT}:1 either way.
          </li>
          <li>
            An artistic theme needs <code>renderMode</code> <code>artistic</code>; <code>standard</code> and <code>satellite</code> need <code>tile</code>. The
            400 says which goes with which.
          </li>
          <li>
            With <code>showRoute: true</code>, <code>routeStartLat</code>, <code>routeStartLon</code>, <code>routeEndLat</code> and <code>routeEndLon</code> are
            required.
          </li>
          <li>
            At most {MAX_MARKERS} markers and {MAX_VIA_POINTS} route via points; <code>city</code> and <code>country</code> at most {MAX_TEXT_LENGTH}{' '}
            characters.
          </li>
          <li>Every problem is reported at once, and a refused request is never charged.</li>
        </ul>
        <CodeBlock
          label="A fuller request"
          language="json"
          code={JSON.stringify(
            {
              ...EXAMPLE_RENDER_REQUEST,
              format: 'pdf',
              params: { bearing: 15, matEnabled: true, markers: [{ lat: 55.6761, lon: 12.5683 }], markerIcon: 'heart' },
              rawParams: { os: 'large' },
            },
            null,
            2,
          )}
        />
      </section>
    </DocsArticle>
  );
}
