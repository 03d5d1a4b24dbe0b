import { validated } from '@/lib/http';
import { describeIssue } from '@/lib/render';
import { MAX_PLACE_RESULTS, PLACES_CREDIT, PLACES_RATE_LIMIT, placesQuerySchema } from '@/lib/places';
import { defineOperation } from '../operation';
import { databaseDown, errorResponse, jsonResponse, withDecimalLimit } from '../operation-parts';

const checked = validated(placesQuerySchema, (keys) => `${keys} is not a parameter of /v1/places (use q and limit)`, describeIssue);

/** The query string's q and limit, each bad one named. */
const query = withDecimalLimit(checked);

/** GET /v1/places (app/v1/places/route.ts). */
export const findPlaces = defineOperation({
  method: 'get',
  path: '/v1/places',
  operationId: 'findPlaces',
  tag: 'Places',
  summary: 'Find a place by name',
  auth: 'none',
  query,
  db: true,
  build: () => {
    const placeParameters = placesQuerySchema.shape;
    return {
      description:
        'Coordinates and a poster zoom for a place name, from an offline world place index (GeoNames: every place with 1 000 people or more, with its names in other languages and scripts), and whether this server’s map data can draw each place at that zoom now (covered; when not, the zoom it can from, coveredZoom, and why, coverageNote: offline, the bundled archives’ places only). ' +
        `Case, accents and one or two typos do not matter; ", country" or ", US state" narrows it. No key; at most ${PLACES_RATE_LIMIT.limit} searches a minute per client address. ` +
        `${PLACES_CREDIT}.`,
      parameters: [
        {
          name: 'q',
          in: 'query',
          required: true,
          description: placeParameters.q.description,
          schema: { type: 'string', minLength: 1, maxLength: 100 },
          example: 'Copenhagen',
        },
        {
          name: 'limit',
          in: 'query',
          required: false,
          description: placeParameters.limit.description,
          schema: { type: 'integer', minimum: 1, maximum: MAX_PLACE_RESULTS, default: 5 },
          example: 3,
        },
      ],
      responses: {
        '200': jsonResponse('Places, best match first (an empty list when none matches).', 'Places', {
          example: {
            query: 'Copenhagen',
            results: [
              {
                name: 'Copenhagen',
                country: 'DK',
                countryName: 'Denmark',
                lat: 55.67594,
                lon: 12.56553,
                population: 1153615,
                zoom: 12,
                covered: false,
                coveredZoom: 13.5,
                coverageNote:
                  'no map data source this server can reach covers this view (55.6759, 12.5655 at zoom 12): map data source tiles.openfreemap.org cannot be reached: its host name could not be found, and retrying will not help until it can be reached again; at zoom 13.5 (the same centre and size) the data fills it, or send allowPartialMap: true to draw what there is; the map data this server can read now covers city.pmtiles (lon/lat 12.5222, 55.6376 to 12.6240, 55.6972); places.pmtiles (lon/lat -77.0000, 39.0000 to 10.0000, 48.0000) (GET /v1/places says of each place whether it is covered)',
              },
            ],
            credit: PLACES_CREDIT,
          },
        }),
        '400': errorResponse(
          'q is missing or empty, limit is out of range, or a parameter is neither q nor limit.',
          'q must be a place name, such as "Paris" or "Springfield, IL"',
        ),
        '429': errorResponse(
          `More than ${PLACES_RATE_LIMIT.limit} searches in a minute from this address. Retry-After gives the seconds to wait.`,
          `too many place searches from this address: at most ${PLACES_RATE_LIMIT.limit} a minute; retry in 31 s`,
          ['Retry-After'],
          'rate_limited',
        ),
        '503': databaseDown(),
      },
    };
  },
});
