import { z } from 'zod';
import {
  BATCH_MAX_RENDERS,
  type BatchAccepted,
  type BatchObject,
  type RenderAccepted,
  type RenderList,
  type RenderObject,
  type RenderProgressObject,
  type RenderResult,
  type VerifyResult,
} from '@/lib/posters';
import { FORMATS, PREVIEW_DIMENSION } from '@/lib/render';
import { ALL_ERROR_CODES, type ErrorCode } from '@/lib/http';
import { KEY_PREFIX } from '@/lib/keys';
import { PLAN_IDS, PLANS } from '@/lib/plans';
import type { KeyStatus } from '@/lib/usage';

/**
 * The response bodies of the API as zod schemas, for the OpenAPI document and the docs page.
 * The route handlers build these bodies from the services' own types (RenderResult, KeyStatus,
 * VerifyResult); the type checks at the end keep these schemas in step with those types.
 */

const KEY_STATUSES = ['active', 'suspended', 'revoked'] as const;
const plan = z.enum(PLAN_IDS).describe(`The plan: ${PLAN_IDS.map((id) => `${id} (${PLANS[id].name})`).join(', ')}.`);
const dateTime = z.iso.datetime().describe('ISO 8601 date-time, UTC.');

const ERROR_CODE_VALUES = ALL_ERROR_CODES as [ErrorCode, ...ErrorCode[]];

export const errorSchema = z
  .object({
    error: z.literal(true).describe('Always true.'),
    code: z
      .enum(ERROR_CODE_VALUES)
      .describe(
        'Stable and machine-readable: branch on this, never on the message. One per status (invalid_request, unauthorized, quota_exceeded…), refined where a status has several meanings (busy, timeout).',
      ),
    message: z.string().describe('What is wrong and what to do about it, naming the field or header concerned.'),
  })
  .describe('Every error of the API has this shape.');

export const renderResultSchema = z
  .object({
    id: z
      .string()
      .regex(/^rnd_[0-9A-Za-z]+$/)
      .describe('The render id (rnd_…).'),
    url: z.url().describe('The stored poster: a public link that needs no key.'),
    format: z.enum(FORMATS).describe('The file format.'),
    bytes: z.int().min(1).describe('Size of the stored file in bytes (for PNG and SVG, with the embedded provenance record).'),
    provenance: z
      .object({
        v: z.int().describe('Record version; 1.'),
        id: z.string().describe('The render id.'),
        plan: z.string().describe('The plan of the key that rendered the poster.'),
        issued: dateTime,
        sha256: z
          .string()
          .regex(/^[0-9a-f]{64}$/)
          .describe('Hex SHA-256 of the rendered file before the record was embedded (see Provenance in the docs).'),
        kid: z
          .string()
          .describe(
            'The id of the key that signed the record, as listed in /.well-known/atlasprint-signing-key.json. Not part of the signed bytes: it only says which key to check with.',
          ),
        signature: z.string().describe('Ed25519 signature (base64url) of the record’s canonical bytes; send it to POST /v1/verify as sig.'),
      })
      .describe('The signed provenance record; with signature sent as sig it is a whole record for POST /v1/verify.'),
    usage: z
      .union([
        z
          .object({
            used: z.int().describe('Renders used this month (UTC), this one included.'),
            quota: z.int().describe('Renders included per month.'),
            remaining: z.int().describe('Renders left this month.'),
          })
          .describe('Subscription plans (starter, pro, business).'),
        z.object({ credits: z.int().describe('Render credits left.') }).describe('The single plan.'),
      ])
      .describe('The key’s allowance after this render.'),
    warnings: z
      .array(z.string())
      .describe(
        'What the poster leaves out of what was asked, in words for a person: markers outside the map (or its circle, hexagon, heart) are not drawn; a marker label with no free place; a route leg that could not follow the streets and is drawn straight; showLabels: true with a theme or format that prints no names. Empty when the poster shows everything.',
      ),
    print: z
      .object({
        widthMm: z.number().describe('The finished size (trim) width in mm.'),
        heightMm: z.number().describe('The finished size (trim) height in mm.'),
        bleedMm: z.number().describe('Bleed on each side, in mm (the file is the trim plus twice this).'),
        dpi: z
          .number()
          .optional()
          .describe(
            'Dots per inch of the raster the file holds at this size: the dpi asked for, or less when the pixels were capped at maxDimension (png, jpeg, webp); for a pdf or svg of a map-tile style (standard, satellite), its embedded map’s. Absent when the file holds no raster (a pdf or svg of an artistic theme), which is sharp at any size.',
          ),
        cropMarks: z.boolean().describe('Crop marks outside the bleed (PDF only).'),
        vector: z.boolean().describe('True for pdf and svg: text and shapes are vector and print sharp at any size; false for png, jpeg and webp.'),
      })
      .optional()
      .describe('Present when the request had printSize: the printed sheet.'),
    preview: z
      .object({
        mime: z.literal('image/webp'),
        data: z.base64().describe(`Base64 of the poster as a WebP, ${PREVIEW_DIMENSION} px on its longer side.`),
      })
      .optional()
      .describe('Present when the request had preview: true.'),
  })
  .describe('A rendered, stored and signed poster.');

const renderId = z
  .string()
  .regex(/^rnd_[0-9A-Za-z]+$/)
  .describe('The render id (rnd_…).');

export const renderAcceptedSchema = z
  .object({
    id: renderId,
    status: z.literal('queued').describe('Always queued: it is drawn in the background.'),
    url: z.url().describe('Where to ask for it: GET /v1/renders/{id} (also in the Location header).'),
  })
  .describe('A render accepted for the background (POST /v1/renders).');

export const renderProgressSchema = z
  .object({
    stage: z
      .enum(['composing', 'drawing', 'finishing'])
      .describe(
        'composing: reading the map data and laying the poster out (an svg or pdf, which is not drawn in strips, stays here until it is stored); drawing: its strips being drawn and encoded; finishing: every strip drawn, the file being finished (a jpeg or webp encoded from the strips), signed and stored.',
      ),
    fraction: z
      .number()
      .min(0)
      .max(1)
      .describe('How much of the drawing is done, 0 to 1: strips_done / strips, rounded down (1 only once every strip is drawn); 0 while composing.'),
    strips_done: z.int().min(0).optional().describe('Horizontal strips of the sheet drawn so far (absent while composing).'),
    strips: z
      .int()
      .min(1)
      .optional()
      .describe(
        'The strips the sheet is drawn in: a print at 300 dpi is drawn in strips of at most 48 MiB of pixels (an A0, 10003 × 14113 px, in 12); a small poster in one or a few.',
      ),
  })
  .describe(
    'How far a rendering render has come; present while status is rendering, absent before (queued) and once it ended (succeeded or failed). Written a few times a render (about once a second at most), so it may lag a strip or two.',
  );

export const renderObjectSchema = z
  .object({
    id: renderId,
    status: z
      .enum(['queued', 'rendering', 'succeeded', 'failed'])
      .describe('queued (waiting for a worker), rendering, succeeded (result is set; charged) or failed (error is set; not charged).'),
    created_at: dateTime.describe('When it was asked for.'),
    started_at: dateTime.nullable().describe('When its drawing started; null while queued.'),
    finished_at: dateTime.nullable().describe('When it succeeded or failed; null until then.'),
    progress: renderProgressSchema.optional(),
    result: renderResultSchema.optional().describe('The poster, as POST /v1/render answers it; once succeeded.'),
    error: z
      .object({
        code: z.enum(ERROR_CODE_VALUES).describe('The code a synchronous render would have failed with (quota_exceeded, no_credits, render_failed…).'),
        message: z.string().describe('What went wrong, for a person.'),
      })
      .optional()
      .describe('Why it failed; once failed.'),
    batch_id: z.string().optional().describe('The batch it belongs to, when it was asked for in one.'),
  })
  .describe('A render of the calling key and where it stands.');

export const renderListSchema = z
  .object({
    data: z.array(renderObjectSchema).describe('Renders, newest first.'),
    has_more: z.boolean().describe('More renders follow: ask again with starting_after set to the last id of data.'),
  })
  .describe('A page of the calling key’s renders.');

const batchId = z
  .string()
  .regex(/^bat_[0-9A-Za-z]+$/)
  .describe('The batch id (bat_…).');
const batchTotal = z.number().int().min(1).max(BATCH_MAX_RENDERS).describe(`How many renders it has, 1 to ${BATCH_MAX_RENDERS}.`);

export const batchAcceptedSchema = z
  .object({
    id: batchId,
    status: z.literal('queued').describe('Always queued: its renders are drawn in the background.'),
    total: batchTotal,
  })
  .describe('A batch accepted for the background (POST /v1/batches); ask GET /v1/batches/{id} (the Location header) how it goes.');

export const batchObjectSchema = z
  .object({
    id: batchId,
    status: z
      .enum(['queued', 'running', 'completed'])
      .describe('queued (none of its renders started), running (some started, not all ended) or completed (every render succeeded or failed).'),
    total: batchTotal,
    succeeded: z.number().int().min(0).describe('Renders that succeeded (each charged once).'),
    failed: z.number().int().min(0).describe('Renders that failed (none charged); GET /v1/renders/{id} of each says why.'),
    created_at: dateTime.describe('When it was asked for.'),
    completed_at: dateTime.nullable().describe('When its last render ended; null until then.'),
    renders: z
      .array(
        z.object({
          id: renderId,
          status: renderObjectSchema.shape.status,
        }),
      )
      .describe(
        'Its renders in the order of the request’s renders (item i of the request is renders[i]); GET /v1/renders/{id} has each one’s result or error.',
      ),
  })
  .describe('A batch of the calling key and where it stands, counted from its renders.');

export const keyStatusSchema = z
  .object({
    plan,
    status: z.enum(KEY_STATUSES).describe('active; suspended (a payment failed: renders get 403 until it is paid); revoked (the subscription ended: final).'),
    key_prefix: z.string().describe(`The leading characters of the key (${KEY_PREFIX}…), enough to recognise it, too few to use it.`),
    period: z
      .string()
      .regex(/^\d{4}-\d{2}$/)
      .describe('The month counted, YYYY-MM (UTC).'),
    quota: z.int().nullable().describe('Renders included per month; null for the single plan.'),
    used: z.int().nullable().describe('Renders used this month; null for the single plan.'),
    remaining: z.int().nullable().describe('Renders left this month; null for the single plan.'),
    credits: z.int().nullable().describe('Render credits left (single plan); null for subscriptions.'),
    created_at: dateTime.nullable().describe('When the key was issued.'),
    last_used_at: dateTime.nullable().describe('The key’s latest authenticated request (this one included).'),
    scheduled_change: z
      .object({
        plan,
        at: dateTime.describe('When the key moves: 00:00 UTC on the 1st of the next month.'),
      })
      .nullable()
      .describe(
        'A downgrade asked for with POST /v1/keys/upgrade: until at the key keeps its plan and quota, then moves to plan. Null when none is scheduled.',
      ),
  })
  .describe('The calling key: plan, status and allowance.');

const newKey = z
  .string()
  .regex(new RegExp(`^${KEY_PREFIX}[0-9A-Za-z]{32,}$`))
  .describe(`The API key (${KEY_PREFIX} and 40 base62 characters). Shown only in this response.`);

export const keyRotatedSchema = z
  .object({
    key: newKey,
    key_prefix: z.string().describe('The leading characters of the new key.'),
    note: z.string().describe('A reminder that the previous key stopped working and this one is shown once.'),
  })
  .describe('The replacement key.');

export const keyRevealedSchema = z
  .object({
    key: newKey,
    key_prefix: z.string().describe('The leading characters of the key.'),
    plan,
  })
  .describe('The key bought in the checkout, shown this once.');

export const keyPendingSchema = z
  .object({
    pending: z.literal(true),
    declined: z
      .boolean()
      .describe(
        'The payer declined the payment. The checkout stays open (they may still pay on its page), but a script polling for the key should stop and tell its user.',
      ),
    message: z.string().describe('Payment not confirmed yet (or declined: pay on the checkout page); retry after Retry-After seconds.'),
  })
  .describe('The payment is not confirmed yet.');

export const keyUpgradedSchema = z
  .object({
    upgraded: z
      .literal(true)
      .describe('This checkout changed the plan of an existing key (POST /v1/keys/upgrade): no key is in this answer, the key stays the same.'),
    key_prefix: z.string().describe('The leading characters of the key whose plan changed.'),
    plan,
    message: z.string().describe('What happened, for a person.'),
  })
  .describe('A paid plan change: the same key, now on plan. Nothing secret, so it may be asked for again.');

export const upgradeCheckoutSchema = z
  .object({
    url: z.url().describe('The payment page for the person to open; paying it moves the key to plan.'),
    id: z.string().regex(/^cs_/).describe('The checkout id (cs_…); GET /v1/key?session_id=<id> answers 202 until it is paid, then upgraded: true.'),
    plan,
    message: z.string().describe('What to do next, for a person.'),
  })
  .describe('A plan change that is paid first (no Stripe subscription behind the key): pay at url; the key itself stays the same.');

export const recoveryAcceptedSchema = z
  .object({
    accepted: z.literal(true),
    message: z.string().describe('The same words whether or not keys were bought with the address.'),
  })
  .describe(
    'The request is taken: if keys were bought with this address, a message with a link for each is on its way. The answer never tells whether there were any.',
  );

export const verifyResultSchema = z
  .object({
    valid: z.boolean().describe('The signature was made by Atlasprint over exactly these fields.'),
    id: z.string().describe('The render id of the record.'),
    issued: z.string().nullable().describe('The record’s issued time, as sent.'),
    plan: z.string().nullable().describe('The record’s plan, as sent.'),
    logged: z.boolean().describe('The render id is in Atlasprint’s records.'),
  })
  .describe('What the record proves.');

export const checkoutResultSchema = z
  .object({
    url: z.url().describe('The payment page for the person to open.'),
    id: z.string().regex(/^cs_/).describe('The checkout id (cs_…): pass it to GET /v1/key as session_id.'),
  })
  .describe('A started checkout.');

export const healthSchema = z
  .object({
    ok: z.boolean().describe('true when the API is up; false (with 503) when its database cannot be reached.'),
    service: z.literal('atlasprint'),
    message: z.string().optional().describe('Present when ok is false.'),
  })
  .describe('Whether the API is up.');

export const signingKeySchema = z
  .object({
    kty: z.literal('OKP'),
    crv: z.literal('Ed25519'),
    x: z.string().describe('The public key, base64url.'),
    kid: z.string().describe('Key id: the RFC 7638 thumbprint of the key, base64url; a record’s kid names it.'),
    alg: z.literal('EdDSA'),
    use: z.literal('sig'),
  })
  .describe('An Ed25519 public key (JWK, RFC 8037) that signs or signed provenance records.');

export const signingKeysSchema = z
  .object({
    keys: z
      .array(signingKeySchema)
      .min(1)
      .describe('The key signing records now first, then every key retired since, newest first: records they signed still verify.'),
  })
  .describe('The public keys that sign provenance records (a JWK Set, RFC 7517): pick a record’s key by its kid.');

// The handlers return the services' own values: these checks fail the type check when either side changes.
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;
type Fits<A, B> = A extends B ? true : false;
const renderResultKeys: SameKeys<RenderResult, z.output<typeof renderResultSchema>> = true;
const renderResultFits: Fits<z.output<typeof renderResultSchema>, RenderResult> = true;
const provenanceKeys: SameKeys<RenderResult['provenance'], z.output<typeof renderResultSchema>['provenance']> = true;
const keyStatusKeys: SameKeys<KeyStatus, z.output<typeof keyStatusSchema>> = true;
const keyStatusFits: Fits<z.output<typeof keyStatusSchema>, KeyStatus> = true;
const verifyResultKeys: SameKeys<VerifyResult, z.output<typeof verifyResultSchema>> = true;
const verifyResultFits: Fits<z.output<typeof verifyResultSchema>, VerifyResult> = true;
const renderObjectKeys: SameKeys<RenderObject, z.output<typeof renderObjectSchema>> = true;
const renderAcceptedKeys: SameKeys<RenderAccepted, z.output<typeof renderAcceptedSchema>> = true;
const renderListKeys: SameKeys<RenderList, z.output<typeof renderListSchema>> = true;
const renderProgressKeys: SameKeys<RenderProgressObject, z.output<typeof renderProgressSchema>> = true;
const renderProgressFits: Fits<z.output<typeof renderProgressSchema>, RenderProgressObject> = true;
void [renderObjectKeys, renderAcceptedKeys, renderListKeys, renderProgressKeys, renderProgressFits];
const batchAcceptedKeys: SameKeys<BatchAccepted, z.output<typeof batchAcceptedSchema>> = true;
const batchObjectKeys: SameKeys<BatchObject, z.output<typeof batchObjectSchema>> = true;
void [batchAcceptedKeys, batchObjectKeys];
void [renderResultKeys, renderResultFits, provenanceKeys, keyStatusKeys, keyStatusFits, verifyResultKeys, verifyResultFits];
