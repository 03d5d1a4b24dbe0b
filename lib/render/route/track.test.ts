import polyline from '@mapbox/polyline';
import { describe, expect, it } from 'vitest';
import { MAX_TRACK_LINES, MAX_TRACK_POINTS, parseTrack, TrackError } from './track';

const SHAPE = 'must be GeoJSON (a LineString or MultiLineString), GPX text or an encoded polyline';

/** The message parseTrack refuses `input` with; fails the test if it is accepted or throws anything else. */
function refusal(input: unknown): string {
  try {
    parseTrack(input);
  } catch (error) {
    expect(error).toBeInstanceOf(TrackError);
    return (error as TrackError).message;
  }
  throw new Error('parseTrack accepted the input');
}

const line = (coordinates: unknown) => ({ type: 'LineString', coordinates });

/** `count` distinct points in a row, [lon, lat]. */
function points(count: number): Array<[number, number]> {
  return Array.from({ length: count }, (_, i): [number, number] => [-170 + i * 0.001, 10 + i * 0.0005]);
}

describe('parseTrack: GeoJSON', () => {
  it('reads a LineString as one line of [lon, lat]', () => {
    expect(
      parseTrack(
        line([
          [12.56, 55.67],
          [12.57, 55.68],
        ]),
      ),
    ).toEqual([
      [
        [12.56, 55.67],
        [12.57, 55.68],
      ],
    ]);
  });

  it('ignores elevation', () => {
    expect(
      parseTrack(
        line([
          [12.56, 55.67, 5],
          [12.57, 55.68, 6.5],
        ]),
      ),
    ).toEqual([
      [
        [12.56, 55.67],
        [12.57, 55.68],
      ],
    ]);
  });

  it('reads a MultiLineString as several lines', () => {
    const track = parseTrack({
      type: 'MultiLineString',
      coordinates: [
        [
          [1, 2],
          [3, 4],
        ],
        [
          [5, 6],
          [7, 8],
          [9, 10],
        ],
      ],
    });
    expect(track).toEqual([
      [
        [1, 2],
        [3, 4],
      ],
      [
        [5, 6],
        [7, 8],
        [9, 10],
      ],
    ]);
  });

  it('reads a Feature', () => {
    expect(
      parseTrack({
        type: 'Feature',
        properties: { name: 'Run' },
        geometry: line([
          [1, 2],
          [3, 4],
        ]),
      }),
    ).toEqual([
      [
        [1, 2],
        [3, 4],
      ],
    ]);
  });

  it('collects the lines of a FeatureCollection and skips its waypoints', () => {
    const track = parseTrack({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [0, 0] } },
        {
          type: 'Feature',
          properties: {},
          geometry: line([
            [1, 2],
            [3, 4],
          ]),
        },
        { type: 'Feature', properties: {}, geometry: null },
        {
          type: 'Feature',
          properties: {},
          geometry: {
            type: 'MultiLineString',
            coordinates: [
              [
                [5, 6],
                [7, 8],
              ],
              [
                [9, 10],
                [11, 12],
              ],
            ],
          },
        },
      ],
    });
    expect(track).toEqual([
      [
        [1, 2],
        [3, 4],
      ],
      [
        [5, 6],
        [7, 8],
      ],
      [
        [9, 10],
        [11, 12],
      ],
    ]);
  });

  it('reads GeoJSON sent as a JSON string', () => {
    expect(
      parseTrack(
        JSON.stringify(
          line([
            [1, 2],
            [3, 4],
          ]),
        ),
      ),
    ).toEqual([
      [
        [1, 2],
        [3, 4],
      ],
    ]);
  });

  it('drops consecutive repeats and single-point lines', () => {
    const track = parseTrack({
      type: 'MultiLineString',
      coordinates: [
        [
          [1, 2],
          [1, 2],
          [3, 4],
          [3, 4, 100],
          [1, 2],
        ],
        [[5, 6]],
        [
          [7, 8],
          [7, 8],
        ],
      ],
    });
    expect(track).toEqual([
      [
        [1, 2],
        [3, 4],
        [1, 2],
      ],
    ]);
  });

  it('refuses a track with fewer than 2 points', () => {
    expect(refusal(line([]))).toBe('needs at least 2 points');
    expect(refusal(line([[1, 2]]))).toBe('needs at least 2 points');
    expect(
      refusal(
        line([
          [1, 2],
          [1, 2, 7],
        ]),
      ),
    ).toBe('needs at least 2 points');
  });

  it('takes 20 000 points and refuses 20 001 with the count', () => {
    expect(MAX_TRACK_POINTS).toBe(20_000);
    expect(parseTrack(line(points(20_000)))[0]).toHaveLength(20_000);
    expect(refusal(line(points(20_001)))).toBe('has 20 001 points; at most 20 000 are taken: simplify the track first');
  });

  it('takes 500 lines and refuses 10 000 two-point lines (each is drawn on its own) with the count', () => {
    expect(MAX_TRACK_LINES).toBe(500);
    const pairs = (count: number) =>
      Array.from({ length: count }, (_, i) => [
        [7.4 + i * 1e-4, 43.7],
        [7.4 + i * 1e-4, 43.71],
      ]);
    expect(parseTrack({ type: 'MultiLineString', coordinates: pairs(500) })).toHaveLength(500);
    expect(refusal({ type: 'MultiLineString', coordinates: pairs(10_000) })).toBe('has 10 000 lines; at most 500 are taken: join its segments first');
  });

  it('counts the points of all lines together', () => {
    const all = points(20_513);
    const track = { type: 'MultiLineString', coordinates: [all.slice(0, 10_000), all.slice(10_000)] };
    expect(refusal(track)).toBe('has 20 513 points; at most 20 000 are taken: simplify the track first');
  });

  it('refuses coordinates off the globe', () => {
    const longRun = [...points(12), [150, 123.4]];
    expect(refusal(line(longRun))).toBe('coordinates[12] has latitude 123.4, outside -90 to 90');
    expect(
      refusal(
        line([
          [1, 2],
          [200, 10],
        ]),
      ),
    ).toBe('coordinates[1] has longitude 200, outside -180 to 180');
    expect(
      refusal(
        line([
          [1, 2],
          [-180.5, 10],
        ]),
      ),
    ).toBe('coordinates[1] has longitude -180.5, outside -180 to 180');
  });

  it('says when latitude and longitude look swapped', () => {
    // Tokyo written [lat, lon].
    expect(
      refusal(
        line([
          [35.68, 139.76],
          [35.69, 139.77],
        ]),
      ),
    ).toBe('coordinates[0] has latitude 139.76, outside -90 to 90 (GeoJSON positions are [longitude, latitude]: are the two swapped?)');
  });

  it('names the failing position inside a Feature and a FeatureCollection', () => {
    expect(
      refusal({
        type: 'Feature',
        geometry: line([
          [1, 2],
          [3, 95],
        ]),
      }),
    ).toBe('geometry.coordinates[1] has latitude 95, outside -90 to 90 (GeoJSON positions are [longitude, latitude]: are the two swapped?)');
    const collection = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: line([
            [1, 2],
            [3, 4],
          ]),
        },
        {
          type: 'Feature',
          geometry: {
            type: 'MultiLineString',
            coordinates: [
              [
                [1, 2],
                [3, 4],
              ],
              [
                ['x', 2],
                [3, 4],
              ],
            ],
          },
        },
      ],
    };
    expect(refusal(collection)).toBe('features[1].geometry.coordinates[1][0][0] must be a number, not "x"');
  });

  it('refuses positions that are not numbers', () => {
    expect(
      refusal(
        line([
          ['12.5', 55],
          [13, 56],
        ]),
      ),
    ).toBe('coordinates[0][0] must be a number, not "12.5"');
    expect(
      refusal(
        line([
          [12.5, 55],
          [13, null],
        ]),
      ),
    ).toBe('coordinates[1][1] must be a number, not null');
    expect(
      refusal(
        line([
          [12.5, 55],
          [13, Number.NaN],
        ]),
      ),
    ).toBe('coordinates[1][1] must be a number, not NaN');
    expect(
      refusal(
        line([
          [12.5, 55],
          [13, 56, Number.POSITIVE_INFINITY],
        ]),
      ),
    ).toBe('coordinates[1][2] must be a number, not Infinity');
    expect(refusal(line([[12.5, 55], { lon: 13, lat: 56 }]))).toBe('coordinates[1] must be a [longitude, latitude] position, not an object');
    expect(refusal(line([[12.5, 55], '13,56']))).toBe('coordinates[1] must be a [longitude, latitude] position, not "13,56"');
  });

  it('refuses positions of the wrong length', () => {
    expect(refusal(line([[12.5], [13, 56]]))).toBe('coordinates[0] has 1 element; a position is [longitude, latitude] or [longitude, latitude, elevation]');
    expect(
      refusal(
        line([
          [12.5, 55, 1, 2],
          [13, 56],
        ]),
      ),
    ).toBe('coordinates[0] has 4 elements; a position is [longitude, latitude] or [longitude, latitude, elevation]');
  });

  it('says when a LineString and a MultiLineString look mixed up', () => {
    expect(
      refusal(
        line([
          [
            [1, 2],
            [3, 4],
          ],
        ]),
      ),
    ).toBe('coordinates[0] is a list of positions, not a [longitude, latitude] position: is this a MultiLineString?');
    expect(
      refusal({
        type: 'MultiLineString',
        coordinates: [
          [1, 2],
          [3, 4],
        ],
      }),
    ).toBe('coordinates[0][0] must be a [longitude, latitude] position, not 1: is this a LineString?');
  });

  it('refuses missing or malformed coordinates arrays', () => {
    expect(refusal({ type: 'LineString' })).toBe('coordinates must be an array of [longitude, latitude] positions');
    expect(refusal({ type: 'MultiLineString', coordinates: 'x' })).toBe(
      'coordinates must be an array of lines, each an array of [longitude, latitude] positions',
    );
    expect(
      refusal({
        type: 'MultiLineString',
        coordinates: [
          [
            [1, 2],
            [3, 4],
          ],
          5,
        ],
      }),
    ).toBe('coordinates[1] must be an array of [longitude, latitude] positions');
  });

  it('refuses Features and FeatureCollections without lines', () => {
    expect(refusal({ type: 'Feature', geometry: { type: 'Point', coordinates: [1, 2] } })).toBe('geometry is a Point, not a LineString or MultiLineString');
    expect(refusal({ type: 'Feature', geometry: null })).toBe('Feature has no geometry');
    expect(refusal({ type: 'Feature', geometry: 'LineString' })).toBe('geometry is not a GeoJSON geometry');
    expect(refusal({ type: 'FeatureCollection' })).toBe('FeatureCollection has no features array');
    expect(refusal({ type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [1, 2] } }] })).toBe(
      'FeatureCollection has no LineString or MultiLineString features',
    );
    expect(
      refusal({
        type: 'FeatureCollection',
        features: [
          line([
            [1, 2],
            [3, 4],
          ]),
        ],
      }),
    ).toBe('features[0] is not a GeoJSON Feature');
    const polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 0],
        ],
      ],
    };
    expect(
      refusal({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            geometry: line([
              [1, 2],
              [3, 4],
            ]),
          },
          { type: 'Feature', geometry: polygon },
        ],
      }),
    ).toBe('features[1].geometry is a Polygon, not a LineString or MultiLineString');
  });
});

describe('parseTrack: GPX', () => {
  it('reads each trkseg as a line', () => {
    const gpx = `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="test">
  <trk>
    <trkseg>
      <trkpt lat="55.67" lon="12.56"/>
      <trkpt lat="55.68" lon="12.57"/>
    </trkseg>
    <trkseg>
      <trkpt lat="55.69" lon="12.58"></trkpt>
      <trkpt lat="-55.7" lon="-12.59"></trkpt>
    </trkseg>
  </trk>
</gpx>`;
    expect(parseTrack(gpx)).toEqual([
      [
        [12.56, 55.67],
        [12.57, 55.68],
      ],
      [
        [12.58, 55.69],
        [-12.59, -55.7],
      ],
    ]);
  });

  it('reads each rte as a line, after the tracks', () => {
    const gpx = `<gpx version="1.1">
  <rte><name>Plan</name><rtept lat="1" lon="2"/><rtept lat="3" lon="4"/></rte>
  <trk><trkseg><trkpt lat="5" lon="6"/><trkpt lat="7" lon="8"/></trkseg></trk>
  <rte><rtept lat="9" lon="10"/><rtept lat="11" lon="12"/><rtept lat="13" lon="14"/></rte>
</gpx>`;
    expect(parseTrack(gpx)).toEqual([
      [
        [6, 5],
        [8, 7],
      ],
      [
        [2, 1],
        [4, 3],
      ],
      [
        [10, 9],
        [12, 11],
        [14, 13],
      ],
    ]);
  });

  it('reads a Garmin export with namespaces, metadata and extensions', () => {
    const gpx = `\uFEFF  <?xml version="1.0" encoding="UTF-8"?>
<gpx creator="Garmin Connect" version="1.1"
  xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/11.xsd"
  xmlns:ns3="http://www.garmin.com/xmlschemas/TrackPointExtension/v1"
  xmlns="http://www.topografix.com/GPX/1/1"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:ns2="http://www.garmin.com/xmlschemas/GpxExtensions/v3">
  <metadata>
    <link href="connect.garmin.com"><text>Garmin Connect</text></link>
    <time>2024-05-01T06:30:00.000Z</time>
  </metadata>
  <trk>
    <name>Run</name>
    <type>running</type>
    <trkseg>
      <trkpt lat="55.67" lon="12.56">
        <ele>5.0</ele>
        <time>2024-05-01T06:30:00.000Z</time>
        <extensions><ns3:TrackPointExtension><ns3:hr>121</ns3:hr><ns3:cad>80</ns3:cad></ns3:TrackPointExtension></extensions>
      </trkpt>
      <trkpt lat="55.67" lon="12.56"><ele>5.2</ele><time>2024-05-01T06:30:01.000Z</time></trkpt>
      <trkpt lat="55.6712" lon="12.5634"><ele>5.4</ele><time>2024-05-01T06:30:02.000Z</time></trkpt>
    </trkseg>
  </trk>
</gpx>
`;
    expect(parseTrack(gpx)).toEqual([
      [
        [12.56, 55.67],
        [12.5634, 55.6712],
      ],
    ]);
  });

  it('reads prefixed GPX elements', () => {
    const gpx =
      '<gpx:gpx xmlns:gpx="http://www.topografix.com/GPX/1/1"><gpx:trk><gpx:trkseg><gpx:trkpt lat="1" lon="2"/><gpx:trkpt lat="3" lon="4"/></gpx:trkseg></gpx:trk></gpx:gpx>';
    expect(parseTrack(gpx)).toEqual([
      [
        [2, 1],
        [4, 3],
      ],
    ]);
  });

  it('refuses malformed XML with the reason and place', () => {
    expect(refusal('<gpx><trk></gpx>')).toBe(
      "GPX is not well-formed XML: Expected closing tag 'trk' (opened in line 1, col 6) instead of closing tag 'gpx' (line 1, column 11)",
    );
    expect(refusal('<?xml version="1.0"?>\n<gpx>\n<trk></trk>')).toBe("GPX is not well-formed XML: Unclosed tag 'gpx' (line 2, column 1)");
    expect(refusal('<?xml version="1.0"?>\n<gpx>\n<trk>')).toBe('GPX is not well-formed XML: unclosed tags <gpx>, <trk>');
    expect(refusal('<gpx><trk><trkseg><trkpt lat="1" lon="2" lon="3"/></trkseg></trk></gpx>')).toBe(
      "GPX is not well-formed XML: Attribute 'lon' is repeated (line 1, column 42)",
    );
  });

  it('refuses XML without a <gpx> root', () => {
    expect(refusal('<?xml version="1.0"?><kml><Document/></kml>')).toBe('GPX document has no <gpx> root element');
  });

  it('refuses GPX without track points', () => {
    expect(refusal('<gpx version="1.1"><wpt lat="1" lon="2"/><trk><name>Empty</name><trkseg/></trk><rte/></gpx>')).toBe('GPX has no track points');
    expect(refusal('<gpx/>')).toBe('GPX has no track points');
  });

  it('refuses GPX with a single point', () => {
    expect(refusal('<gpx><trk><trkseg><trkpt lat="1" lon="2"/></trkseg></trk></gpx>')).toBe('needs at least 2 points');
  });

  it('names the point whose lat or lon is wrong', () => {
    const twoSegments = (bad: string) =>
      `<gpx><trk><trkseg><trkpt lat="1" lon="2"/><trkpt lat="3" lon="4"/></trkseg><trkseg><trkpt lat="5" lon="6"/>${bad}</trkseg></trk></gpx>`;
    expect(refusal(twoSegments('<trkpt lat="abc" lon="6"/>'))).toBe('GPX trk[0].trkseg[1].trkpt[1] has lat="abc", not a number');
    expect(refusal(twoSegments('<trkpt lat="" lon="6"/>'))).toBe('GPX trk[0].trkseg[1].trkpt[1] has lat="", not a number');
    expect(refusal(twoSegments('<trkpt lat="5" lon="0x10"/>'))).toBe('GPX trk[0].trkseg[1].trkpt[1] has lon="0x10", not a number');
    expect(refusal(twoSegments('<trkpt lat="91" lon="6"/>'))).toBe('GPX trk[0].trkseg[1].trkpt[1] has lat="91", outside -90 to 90');
    expect(refusal(twoSegments('<trkpt lat="5" lon="-181"/>'))).toBe('GPX trk[0].trkseg[1].trkpt[1] has lon="-181", outside -180 to 180');
    expect(refusal('<gpx><rte><rtept lat="1"/><rtept lat="3" lon="4"/></rte></gpx>')).toBe('GPX rte[0].rtept[0] has no lon attribute');
  });

  it('refuses a GPX over the point limit with the count', () => {
    const trkpts = points(20_001)
      .map(([lon, lat]) => `<trkpt lat="${lat}" lon="${lon}"/>`)
      .join('');
    expect(refusal(`<gpx><trk><trkseg>${trkpts}</trkseg></trk></gpx>`)).toBe('has 20 001 points; at most 20 000 are taken: simplify the track first');
  });
});

describe('parseTrack: encoded polyline', () => {
  const CLASSIC = '_p~iF~ps|U_ulLnnqC_mqNvxq`@';
  const CLASSIC_TRACK = [
    [
      [-120.2, 38.5],
      [-120.95, 40.7],
      [-126.453, 43.252],
    ],
  ];

  it('decodes precision 5 into [lon, lat]', () => {
    expect(parseTrack(CLASSIC)).toEqual(CLASSIC_TRACK);
    expect(parseTrack(` ${CLASSIC}\n`)).toEqual(CLASSIC_TRACK);
  });

  it('falls back to precision 6 when precision 5 leaves the globe', () => {
    const latLon: Array<[number, number]> = [
      [55.676543, 12.568337],
      [55.686012, 12.580001],
      [55.690001, 12.59],
    ];
    const encoded = polyline.encode(latLon, 6);
    expect(parseTrack(encoded)).toEqual([latLon.map(([lat, lon]) => [lon, lat])]);
  });

  it('takes the precision a prefix forces', () => {
    // Near 0°, 0° a precision-6 line also decodes validly at precision 5, ten times too far out.
    const encoded = polyline.encode(
      [
        [5, 10],
        [5.1, 10.1],
      ],
      6,
    );
    expect(parseTrack(encoded)).toEqual([
      [
        [100, 50],
        [101, 51],
      ],
    ]);
    expect(parseTrack(`polyline6:${encoded}`)).toEqual([
      [
        [10, 5],
        [10.1, 5.1],
      ],
    ]);
    expect(parseTrack(`polyline5:${CLASSIC}`)).toEqual(CLASSIC_TRACK);
  });

  it('refuses a polyline off the globe at the forced precision', () => {
    const encoded = polyline.encode(
      [
        [55.676543, 12.568337],
        [55.686012, 12.580001],
      ],
      6,
    );
    expect(refusal(`polyline5:${encoded}`)).toBe('not a valid encoded polyline at precision 5: point 1 of 2 has latitude 556.76543, outside -90 to 90');
  });

  it('refuses a polyline off the globe at both precisions', () => {
    const encoded = polyline.encode(
      [
        [10, 20],
        [95, 20],
      ],
      6,
    );
    expect(refusal(encoded)).toBe(
      'not a valid encoded polyline: neither precision 5 nor 6 gives coordinates on the globe (at precision 6, point 2 of 2 has latitude 95, outside -90 to 90)',
    );
  });

  it('refuses a cut-off polyline', () => {
    expect(refusal(CLASSIC.slice(0, -1))).toBe('not a valid encoded polyline: it ends in the middle of a number (cut off?)');
    expect(refusal('_p~iF~ps|U_ulL')).toBe('not a valid encoded polyline: it ends with a latitude that has no longitude (cut off?)');
  });

  it('refuses characters a polyline cannot hold after a prefix', () => {
    expect(refusal('polyline5:_p~ iF')).toBe(
      'not a valid encoded polyline at precision 5: it has " " at position 3, and an encoded polyline uses only the characters ? to ~',
    );
  });

  it('refuses a prefixed polyline with fewer than 2 points', () => {
    expect(refusal('polyline6:')).toBe('needs at least 2 points');
    expect(refusal('_p~iF~ps|U')).toBe('needs at least 2 points');
  });
});

describe('parseTrack: wrong types', () => {
  it.each([
    ['a number', 42],
    ['null', null],
    ['undefined', undefined],
    ['a boolean', true],
    [
      'an array of positions',
      [
        [1, 2],
        [3, 4],
      ],
    ],
    [
      'an object without type',
      {
        coordinates: [
          [1, 2],
          [3, 4],
        ],
      },
    ],
    ['a Point', { type: 'Point', coordinates: [1, 2] }],
    [
      'a Polygon',
      {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 0],
          ],
        ],
      },
    ],
    ['an empty string', ''],
    ['a blank string', '  \n'],
    ['prose', 'from the station to the park'],
    ['KML', '<kml><Document/></kml>'],
    ['broken JSON', '{"type": "LineString", '],
    ['JSON of another type', '{"type": "Point", "coordinates": [1, 2]}'],
  ])('refuses %s', (_, input) => {
    expect(refusal(input)).toBe(SHAPE);
  });
});
