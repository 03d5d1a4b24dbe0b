import { checkoutRequestSchema, upgradeRequestSchema } from '@/lib/billing';
import { recoveryConfirmSchema, recoveryRequestSchema } from '@/lib/keys';
import { placesResultSchema } from '@/lib/places';
import { verifyRequestSchema } from '@/lib/posters';
import { webhookCreateSchema } from '@/lib/webhooks';
import { EXAMPLE_BATCH_REQUEST, EXAMPLE_RECOVERY_TOKEN, EXAMPLE_RENDER_REQUEST, EXAMPLE_VERIFY_REQUEST } from './examples';
import { batchRequestJsonSchema, renderRequestJsonSchema, toJsonSchema, type JsonSchema } from './json-schema';
import {
  checkoutResultSchema,
  errorSchema,
  healthSchema,
  keyPendingSchema,
  keyRevealedSchema,
  keyRotatedSchema,
  keyStatusSchema,
  keyUpgradedSchema,
  recoveryAcceptedSchema,
  renderResultSchema,
  renderAcceptedSchema,
  renderObjectSchema,
  renderListSchema,
  batchAcceptedSchema,
  batchObjectSchema,
  signingKeysSchema,
  upgradeCheckoutSchema,
  verifyResultSchema,
} from './responses';
import { EXAMPLE_WEBHOOK_URL } from './examples';
import {
  webhookDeletedSchema,
  webhookDeliveryListSchema,
  webhookEndpointCreatedSchema,
  webhookEndpointSchema,
  webhookEndpointListSchema,
  webhookEventSchema,
} from './webhook-responses';

/** components/schemas and components/requestBodies of the document, which the operations refer to. */

/** VerifyRequest: verifyRequestSchema, plus `signature`, which the handler takes in place of `sig`. */
function verifyRequestJsonSchema(): JsonSchema {
  const json = toJsonSchema(verifyRequestSchema);
  const properties = json.properties as Record<string, JsonSchema>;
  const descriptions: Record<string, string> = {
    v: 'Record version.',
    id: 'The render id.',
    plan: 'The plan, as in the record.',
    issued: 'The issued date-time, as in the record.',
    sha256: 'The hex SHA-256, as in the record.',
    kid: 'The id of the signing key, as in the record (not signed: it picks the key to check with). Without it every key is tried.',
    sig: 'The Ed25519 signature (base64url), as in the record.',
  };
  for (const [name, description] of Object.entries(descriptions)) properties[name]!.description = description;
  properties.signature = { ...properties.sig, description: 'Accepted in place of sig, as a RenderResult’s provenance names it.' };
  const required = (json.required as string[]).filter((name) => name !== 'sig');
  json.required = required;
  // sig or signature: an anyOf, wrapped in allOf. openapi-typescript makes a top-level anyOf a union
  // with the object itself (`{…} | unknown | unknown`, which is `unknown`: an untyped body), and an
  // allOf an intersection; each alternative names its field's type, so the body is typed
  // `{…} & ({ sig: string } | { signature: string })`. The same rule in JSON Schema either way.
  json.allOf = [{ anyOf: ['sig', 'signature'].map((name) => ({ required: [name], properties: { [name]: { type: 'string' } } })) }];
  json.description =
    'A provenance record: from a PNG tEXt chunk "atlasprint", an SVG <metadata id="atlasprint">, the stored object’s metadata, or a RenderResult’s provenance (its signature sent as sig). Fields are checked exactly as given.';
  return json;
}

/** The response bodies (and Error). Request bodies are in requestBodies(), which says why. */
export function schemas(): Record<string, JsonSchema> {
  return {
    RenderResult: toJsonSchema(renderResultSchema),
    RenderAccepted: toJsonSchema(renderAcceptedSchema),
    Render: toJsonSchema(renderObjectSchema),
    RenderList: toJsonSchema(renderListSchema),
    BatchAccepted: toJsonSchema(batchAcceptedSchema),
    Batch: toJsonSchema(batchObjectSchema),
    KeyStatus: toJsonSchema(keyStatusSchema),
    KeyRotated: toJsonSchema(keyRotatedSchema),
    KeyRevealed: toJsonSchema(keyRevealedSchema),
    KeyPending: toJsonSchema(keyPendingSchema),
    KeyUpgraded: toJsonSchema(keyUpgradedSchema),
    UpgradeCheckout: toJsonSchema(upgradeCheckoutSchema),
    RecoveryAccepted: toJsonSchema(recoveryAcceptedSchema),
    VerifyResult: toJsonSchema(verifyResultSchema),
    CheckoutResult: toJsonSchema(checkoutResultSchema),
    Health: toJsonSchema(healthSchema),
    Places: toJsonSchema(placesResultSchema),
    SigningKeys: toJsonSchema(signingKeysSchema),
    WebhookEndpoint: toJsonSchema(webhookEndpointSchema),
    WebhookEndpointCreated: toJsonSchema(webhookEndpointCreatedSchema),
    WebhookEndpointList: toJsonSchema(webhookEndpointListSchema),
    WebhookDeleted: toJsonSchema(webhookDeletedSchema),
    WebhookDeliveryList: toJsonSchema(webhookDeliveryListSchema),
    WebhookEvent: toJsonSchema(webhookEventSchema),
    Error: toJsonSchema(errorSchema),
  };
}

const jsonBody = (schema: JsonSchema, example: unknown) => ({ required: true, content: { 'application/json': { schema, example } } });

/**
 * The request bodies, as components/requestBodies rather than components/schemas, so that a client
 * generated with openapi-typescript's default options needs only what the API needs (RenderRequest:
 * lat and lon). openapi-typescript 7 types a property that has a `default` as always present
 * (defaultNonNullable, on by default), which is true of a response and false of a request: the
 * server fills the default in. It tells the two apart by where the schema is, exempting only
 * schemas under parameters, requestBody and requestBodies (transform/schema-object: `hasDefault &&
 * defaultNonNullable && !path.includes("requestBody")…`). A request schema in components/schemas
 * would have every defaulted field required (35 in RenderRequest). Here each keeps its `default` (for Swagger
 * UI, Redoc, other generators and the docs page, which reads it with defaultOf) and is optional in
 * the generated type; the response schemas stay in components/schemas, where a default would mean
 * what it says. tests/integration/openapi-client.test.ts compiles a client against the generated
 * types to hold this.
 */
export function requestBodies(): Record<RequestBodyName, JsonSchema> {
  return {
    RenderRequest: jsonBody(renderRequestJsonSchema(), EXAMPLE_RENDER_REQUEST),
    BatchRequest: jsonBody(batchRequestJsonSchema(), EXAMPLE_BATCH_REQUEST),
    VerifyRequest: jsonBody(verifyRequestJsonSchema(), EXAMPLE_VERIFY_REQUEST),
    CheckoutRequest: jsonBody(toJsonSchema(checkoutRequestSchema), { plan: 'pro', email: 'ada@example.com' }),
    UpgradeRequest: jsonBody(toJsonSchema(upgradeRequestSchema), { plan: 'business' }),
    RecoveryRequest: jsonBody(toJsonSchema(recoveryRequestSchema), { email: 'ada@example.com' }),
    RecoveryConfirmRequest: jsonBody(toJsonSchema(recoveryConfirmSchema), { token: EXAMPLE_RECOVERY_TOKEN }),
    WebhookRequest: jsonBody(toJsonSchema(webhookCreateSchema), { url: EXAMPLE_WEBHOOK_URL, events: ['render.succeeded', 'render.failed'] }),
  };
}

export type RequestBodyName =
  | 'RenderRequest'
  | 'BatchRequest'
  | 'VerifyRequest'
  | 'CheckoutRequest'
  | 'UpgradeRequest'
  | 'RecoveryRequest'
  | 'RecoveryConfirmRequest'
  | 'WebhookRequest';

/** The JSON Schema of a request body of `document` (a built OpenAPI document). */
export function requestBodySchema(document: unknown, name: RequestBodyName): JsonSchema {
  const bodies = (document as { components: { requestBodies: Record<string, { content: Record<string, { schema: JsonSchema }> }> } }).components.requestBodies;
  return bodies[name]!.content['application/json']!.schema;
}

/** An operation's requestBody: a reference to components/requestBodies. */
export const bodyRef = (name: RequestBodyName) => ({ $ref: `#/components/requestBodies/${name}` });
