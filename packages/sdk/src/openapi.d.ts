// Generated from the Atlasprint OpenAPI document by packages/sdk/scripts/generate.ts: do not edit.
export interface paths {
    "/v1/places": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find a place by name
         * @description Coordinates and a poster zoom for a place name, from an offline world place index (GeoNames: every place with 1 000 people or more, with its names in other languages and scripts), and whether this server’s map data can draw each place at that zoom now (covered; when not, the zoom it can from, coveredZoom, and why, coverageNote: offline, the bundled archives’ places only). Case, accents and one or two typos do not matter; ", country" or ", US state" narrows it. No key; at most 120 searches a minute per client address. Place names: GeoNames (geonames.org), CC BY 4.0.
         */
        get: operations["findPlaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/render": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Render a poster
         * @description Renders a poster, stores it and returns a public link to it with its signed provenance record. A render takes well under a second at the usual sizes (0.3 to 0.7 s measured for a 3072×4096 PNG or PDF of a city centre), longer for the first poster of a new place or a routed walk; the deadline is 90 s. Counts one render against the key's monthly quota (Starter 100 renders per month, Pro 1000 renders per month, Business 5000 renders per month, Single Render 1 render credit; resets at 00:00 UTC on the 1st) or its credits, on success only: a refused or failed render is never counted. maxDimension is at least 256, and a sheet longer than 4096 px (maxDimension, or printSize at dpi) is a 400 here: queue it with POST /v1/renders (PNG and JPEG up to 24000 px); preview adds a 640 px WebP. The request body is at most 2 MiB (room for a routeTrack of 20 000 points).
         */
        post: operations["renderPoster"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/renders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The key’s renders
         * @description The calling key’s renders, queued and synchronous, newest first, a page at a time: pass the last id of a page as starting_after for the next, while has_more is true.
         */
        get: operations["listRenders"];
        put?: never;
        /**
         * Queue a render
         * @description Accepts a render to be made in the background: the same request as POST /v1/render, checked the same way (a bad field is a 400 now), answered at once with the render’s id. Ask GET /v1/renders/{id} (the Location header) until its status is succeeded (its result is the RenderResult POST /v1/render answers) or failed (its error says why, with the code a synchronous render would get). Charged when it succeeds, exactly as a synchronous render; a failed render is never charged. Queued jobs are kept in the database: they survive a restart of the service.
         */
        post: operations["queueRender"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/renders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A render and its status
         * @description A render of the calling key, queued (POST /v1/renders) or synchronous (POST /v1/render): its status (queued, rendering, succeeded, failed), its times, how far it has come while rendering (progress: its stage, and the strips of the sheet drawn: an A0 at 300 dpi is drawn in 12), and its result once it succeeded or its error once it failed.
         */
        get: operations["getRender"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue a batch of renders
         * @description Accepts 1 to 100 renders at once, each an item of renders overlaid on defaults field by field (an item’s value of a field, whether given at the top level, in params or in rawParams, replaces the default’s whole, lists and objects included). Every item is checked as POST /v1/render checks its body: one bad item is a 400 naming it (renders[3].zoom must be between 0 and 22), and then nothing is queued. Otherwise the batch and all its renders are queued together, each a render of its own (GET /v1/renders/{id}), drawn in the background and charged when it succeeds, as POST /v1/renders. With fewer renders left in the quota or credits than items, the items that cannot be charged fail with the code a synchronous render would get (quota_exceeded, no_credits) and the others still render. Ask GET /v1/batches/{id} (the Location header) how it goes, and GET /v1/batches/{id}/archive for its posters in one ZIP. The body is at most 8 MiB.
         */
        post: operations["queueBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/batches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A batch and its renders
         * @description A batch of the calling key: queued, running or completed (every render succeeded or failed), how many succeeded and failed, and its renders’ ids and statuses in the order they were asked for. Each render’s result or error is at GET /v1/renders/{id}.
         */
        get: operations["getBatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/batches/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A batch’s posters as one ZIP
         * @description The batch’s posters that have succeeded so far, streamed as one ZIP: each named by its place in the request (from 000) and its render id, 000-rnd_….png, then manifest.json, which tells every item: index, id, status, file (its name in the ZIP, or null), sha256, provenance (the signed record, as in its RenderResult) and error. Asked for before the batch completed, it holds what has finished and the manifest says which are still queued or rendering: ask again once GET /v1/batches/{id} says completed for all of them. Not charged.
         */
        get: operations["getBatchArchive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The key’s webhook endpoints
         * @description The calling key’s webhook endpoints, newest first, without their secrets.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description Registers a URL to be told when the key’s queued renders end (render.succeeded, render.failed) and its batches complete (batch.completed); all three unless events names some. Each event is POSTed as a WebhookEvent, signed with the Standard Webhooks scheme under the secret answered here, which is shown only this once. A delivery not answered with a 2xx within 10 s is retried with backoff for about a day (18 attempts); each attempt is listed by GET /v1/webhooks/{id}/deliveries. An endpoint that keeps failing is backed off (one attempt at a time, then none for 30 s doubling up to 60 min) and, after 72 h of failures only, disabled with a reason (GET /v1/webhooks; POST /v1/webhooks/{id}/enable enables it again). Only queued renders (POST /v1/renders, batches) send events: a synchronous render (POST /v1/render) answers with its result instead. The URL must be https and resolve to public addresses only (no loopback, private, link-local or metadata address), checked now and again at every delivery. At most 10 endpoints per key. Body at most 4 KiB.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable a disabled webhook endpoint
         * @description An endpoint whose every attempt failed for 72 hours is disabled (GET /v1/webhooks shows disabled_at and disabled_reason) and sent nothing more. This enables it again, its failures forgotten: the next event is sent at once. Events of the time it was disabled are not sent again (GET /v1/renders has them). Enabling an enabled endpoint changes nothing. No body.
         */
        post: operations["enableWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An endpoint’s recent deliveries
         * @description The recent deliveries to an endpoint of the calling key, newest first, each with its status (pending, delivered, failed) and its attempts: when, the status code the receiver answered, why it did not count, how long it took.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Deletes an endpoint of the calling key with its deliveries: nothing more is sent to it, retries under way included.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calling key: plan, status and usage
         * @description The plan, status and allowance of the calling key this month (UTC). Answers for suspended and revoked keys too.
         */
        get: operations["getKeyStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/keys/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the calling key
         * @description Replaces the calling key with a new secret. The old key stops working at once (401); the new key is in this response only, so store it before doing anything else. No request body.
         */
        post: operations["rotateKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/keys/upgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move the calling key to another plan, keeping the key
         * @description Moves a subscription key (starter, pro, business) to another subscription plan. The key stays the same, and so do its status and the renders it used this month. Up (a larger plan): now, and the larger quota applies at once, to this month (Starter 100 renders per month, Pro 1000 renders per month, Business 5000 renders per month). With a Stripe subscription behind the key, that subscription moves to the new plan’s price (prorated: the difference is on the next invoice) and the plan changes now: 200 with the key’s new status. Otherwise the change is paid first: 202 with the url of a checkout (Stripe Checkout, or the site’s test payment page) and its id; paying it moves the plan, and GET /v1/key?session_id=<id> then answers upgraded: true (no new key). A paid change that can no longer apply (the key was revoked meanwhile, or another change paid first put it on that plan or above) moves nothing and is refunded: GET /v1/key answers 409 with upgraded: false and refunded. Down (a smaller plan): at the end of the month. Nothing is paid or refunded now; the key keeps its plan and quota until 00:00 UTC on the 1st, then moves: 200 with the key’s status, whose scheduled_change names the plan and the moment (GET /v1/me shows it too). With Stripe the subscription moves to the lower price without proration: the current period stays paid at the higher price, the next invoice is the lower one. So a month of the larger plan is paid in full however it is used: upgrading, using the larger quota and downgrading in the same month gives nothing back. Asking for the key’s own plan while a downgrade is scheduled cancels it; an upgrade replaces it. A single-render key has no plan to change (buy a subscription with POST /v1/checkout); a suspended or revoked key cannot change plan. Body at most 4 KiB.
         */
        post: operations["upgradeKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/keys/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lost a key? Mail a link that replaces it
         * @description For a key you no longer have (one you still have is replaced with POST /v1/keys/rotate). Send the email address the key was bought with (the checkout’s email, any case): for each active or suspended key bought with it, a message goes there with a link to http://localhost:3000/keys/recover?token=… that works once, within 1 hour. Opening the link changes nothing; pressing the button on that page (or POST /v1/keys/recover/confirm with the token) replaces the key. The answer is the same 202 whether or not the address has keys, so it tells nobody which addresses are customers. At most 5 requests an hour per client address and per email address. No key needed. Body at most 4 KiB.
         */
        post: operations["requestKeyRecovery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/keys/recover/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeem a recovery link for a new key
         * @description Replaces the key of a recovery link, exactly as rotation does: the old key is refused (401) from this moment, the new one is in this response only, and plan, usage and status stay. The token is the link’s token parameter; it works once (its key’s other links are spent with it) and within an hour. The site’s /keys/recover page makes this call when its button is pressed. No key needed. Body at most 4 KiB.
         */
        post: operations["confirmKeyRecovery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a provenance record
         * @description Checks that a provenance record was signed by Atlasprint (valid: with the key its kid names, or with any of our keys, current or retired, for a record without one) and whether its render id is on record (logged). Re-encoding a file strips its metadata; the signature proves authenticity for intact files. No key needed. Body at most 8 KiB.
         */
        post: operations["verifyProvenance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/atlasprint-signing-key.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public keys that sign provenance records
         * @description The Ed25519 public keys as a JWK Set (RFC 7517), to verify provenance records offline: the key signing now first, then every key retired by a rotation (what they signed still verifies). Pick a record’s key by its kid; a record from before kids were written is checked with each key. Cacheable for five minutes; CORS open.
         */
        get: operations["signingKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start the purchase of a plan
         * @description Starts the purchase of a plan. A person opens url and pays there (Stripe Checkout, or the site’s own test payment page when Stripe is not configured: no money moves), then comes back to the purchase return page, which calls GET /v1/key with the id. A key cannot be created without a person’s payment. Body at most 4 KiB.
         */
        post: operations["startCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reveal the key bought in a checkout, once
         * @description Returns the key bought in a checkout, exactly once. While the payment is not confirmed it answers 202: retry after a few seconds. The purchase return page of the site makes this call for the person who paid. A key you still have is replaced with POST /v1/keys/rotate; a lost one with POST /v1/keys/recover. A checkout started by POST /v1/keys/upgrade reveals no key: once paid it answers upgraded: true with the key prefix and its new plan (as often as asked). If that change could not apply when it was paid (the key was revoked meanwhile, or already on that plan or above), nothing moved and the payment is refunded: 409 with upgraded: false and refunded (false while a Stripe refund is still being retried).
         */
        get: operations["revealKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A stored poster
         * @description A stored poster, public, no key (with the default local storage; with Vercel Blob or S3 the url of a RenderResult points there instead). Use the url of a RenderResult as it is. Immutable: cached for a year. Served with a Content-Security-Policy that lets nothing run, and the provenance record in X-Atlasprint-Provenance.
         */
        get: operations["getFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Is the API up?
         * @description Unversioned. 200 when the API and its database answer.
         */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document */
        get: operations["openapi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "render.succeeded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sent when a queued render succeeded
         * @description POSTed to each endpoint of the key subscribed to this event (POST /v1/webhooks). Verify the Standard Webhooks headers before trusting the body; answer with any 2xx within 10 s, or it is retried with backoff for about a day. webhook-id is the same on every attempt: ignore one you have seen.
         */
        post: operations["renderSucceededEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "render.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sent when a queued render failed
         * @description POSTed to each endpoint of the key subscribed to this event (POST /v1/webhooks). Verify the Standard Webhooks headers before trusting the body; answer with any 2xx within 10 s, or it is retried with backoff for about a day. webhook-id is the same on every attempt: ignore one you have seen.
         */
        post: operations["renderFailedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "batch.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sent when a batch completed
         * @description POSTed to each endpoint of the key subscribed to this event (POST /v1/webhooks). Verify the Standard Webhooks headers before trusting the body; answer with any 2xx within 10 s, or it is retried with backoff for about a day. webhook-id is the same on every attempt: ignore one you have seen.
         */
        post: operations["batchCompletedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description A rendered, stored and signed poster. */
        RenderResult: {
            /** @description The render id (rnd_…). */
            id: string;
            /**
             * Format: uri
             * @description The stored poster: a public link that needs no key.
             */
            url: string;
            /**
             * @description The file format.
             * @enum {string}
             */
            format: "png" | "jpeg" | "webp" | "pdf" | "svg";
            /** @description Size of the stored file in bytes (for PNG and SVG, with the embedded provenance record). */
            bytes: number;
            /** @description The signed provenance record; with signature sent as sig it is a whole record for POST /v1/verify. */
            provenance: {
                /** @description Record version; 1. */
                v: number;
                /** @description The render id. */
                id: string;
                /** @description The plan of the key that rendered the poster. */
                plan: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 date-time, UTC.
                 */
                issued: string;
                /** @description Hex SHA-256 of the rendered file before the record was embedded (see Provenance in the docs). */
                sha256: string;
                /** @description The id of the key that signed the record, as listed in /.well-known/atlasprint-signing-key.json. Not part of the signed bytes: it only says which key to check with. */
                kid: string;
                /** @description Ed25519 signature (base64url) of the record’s canonical bytes; send it to POST /v1/verify as sig. */
                signature: string;
            };
            /** @description The key’s allowance after this render. */
            usage: {
                /** @description Renders used this month (UTC), this one included. */
                used: number;
                /** @description Renders included per month. */
                quota: number;
                /** @description Renders left this month. */
                remaining: number;
            } | {
                /** @description Render credits left. */
                credits: number;
            };
            /** @description What the poster leaves out of what was asked, in words for a person: markers outside the map (or its circle, hexagon, heart) are not drawn; a marker label with no free place; a route leg that could not follow the streets and is drawn straight; showLabels: true with a theme or format that prints no names. Empty when the poster shows everything. */
            warnings: string[];
            /** @description Present when the request had printSize: the printed sheet. */
            print?: {
                /** @description The finished size (trim) width in mm. */
                widthMm: number;
                /** @description The finished size (trim) height in mm. */
                heightMm: number;
                /** @description Bleed on each side, in mm (the file is the trim plus twice this). */
                bleedMm: number;
                /** @description Dots per inch of the raster the file holds at this size: the dpi asked for, or less when the pixels were capped at maxDimension (png, jpeg, webp); for a pdf or svg of a map-tile style (standard, satellite), its embedded map’s. Absent when the file holds no raster (a pdf or svg of an artistic theme), which is sharp at any size. */
                dpi?: number;
                /** @description Crop marks outside the bleed (PDF only). */
                cropMarks: boolean;
                /** @description True for pdf and svg: text and shapes are vector and print sharp at any size; false for png, jpeg and webp. */
                vector: boolean;
            };
            /** @description Present when the request had preview: true. */
            preview?: {
                /** @constant */
                mime: "image/webp";
                /** @description Base64 of the poster as a WebP, 640 px on its longer side. */
                data: string;
            };
        };
        /** @description A render accepted for the background (POST /v1/renders). */
        RenderAccepted: {
            /** @description The render id (rnd_…). */
            id: string;
            /**
             * @description Always queued: it is drawn in the background.
             * @constant
             */
            status: "queued";
            /**
             * Format: uri
             * @description Where to ask for it: GET /v1/renders/{id} (also in the Location header).
             */
            url: string;
        };
        /** @description A render of the calling key and where it stands. */
        Render: {
            /** @description The render id (rnd_…). */
            id: string;
            /**
             * @description queued (waiting for a worker), rendering, succeeded (result is set; charged) or failed (error is set; not charged).
             * @enum {string}
             */
            status: "queued" | "rendering" | "succeeded" | "failed";
            /**
             * Format: date-time
             * @description When it was asked for.
             */
            created_at: string;
            /** @description When its drawing started; null while queued. */
            started_at: string | null;
            /** @description When it succeeded or failed; null until then. */
            finished_at: string | null;
            /** @description How far a rendering render has come; present while status is rendering, absent before (queued) and once it ended (succeeded or failed). Written a few times a render (about once a second at most), so it may lag a strip or two. */
            progress?: {
                /**
                 * @description composing: reading the map data and laying the poster out (an svg or pdf, which is not drawn in strips, stays here until it is stored); drawing: its strips being drawn and encoded; finishing: every strip drawn, the file being finished (a jpeg or webp encoded from the strips), signed and stored.
                 * @enum {string}
                 */
                stage: "composing" | "drawing" | "finishing";
                /** @description How much of the drawing is done, 0 to 1: strips_done / strips, rounded down (1 only once every strip is drawn); 0 while composing. */
                fraction: number;
                /** @description Horizontal strips of the sheet drawn so far (absent while composing). */
                strips_done?: number;
                /** @description The strips the sheet is drawn in: a print at 300 dpi is drawn in strips of at most 48 MiB of pixels (an A0, 10003 × 14113 px, in 12); a small poster in one or a few. */
                strips?: number;
            };
            /** @description The poster, as POST /v1/render answers it; once succeeded. */
            result?: {
                /** @description The render id (rnd_…). */
                id: string;
                /**
                 * Format: uri
                 * @description The stored poster: a public link that needs no key.
                 */
                url: string;
                /**
                 * @description The file format.
                 * @enum {string}
                 */
                format: "png" | "jpeg" | "webp" | "pdf" | "svg";
                /** @description Size of the stored file in bytes (for PNG and SVG, with the embedded provenance record). */
                bytes: number;
                /** @description The signed provenance record; with signature sent as sig it is a whole record for POST /v1/verify. */
                provenance: {
                    /** @description Record version; 1. */
                    v: number;
                    /** @description The render id. */
                    id: string;
                    /** @description The plan of the key that rendered the poster. */
                    plan: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601 date-time, UTC.
                     */
                    issued: string;
                    /** @description Hex SHA-256 of the rendered file before the record was embedded (see Provenance in the docs). */
                    sha256: string;
                    /** @description The id of the key that signed the record, as listed in /.well-known/atlasprint-signing-key.json. Not part of the signed bytes: it only says which key to check with. */
                    kid: string;
                    /** @description Ed25519 signature (base64url) of the record’s canonical bytes; send it to POST /v1/verify as sig. */
                    signature: string;
                };
                /** @description The key’s allowance after this render. */
                usage: {
                    /** @description Renders used this month (UTC), this one included. */
                    used: number;
                    /** @description Renders included per month. */
                    quota: number;
                    /** @description Renders left this month. */
                    remaining: number;
                } | {
                    /** @description Render credits left. */
                    credits: number;
                };
                /** @description What the poster leaves out of what was asked, in words for a person: markers outside the map (or its circle, hexagon, heart) are not drawn; a marker label with no free place; a route leg that could not follow the streets and is drawn straight; showLabels: true with a theme or format that prints no names. Empty when the poster shows everything. */
                warnings: string[];
                /** @description Present when the request had printSize: the printed sheet. */
                print?: {
                    /** @description The finished size (trim) width in mm. */
                    widthMm: number;
                    /** @description The finished size (trim) height in mm. */
                    heightMm: number;
                    /** @description Bleed on each side, in mm (the file is the trim plus twice this). */
                    bleedMm: number;
                    /** @description Dots per inch of the raster the file holds at this size: the dpi asked for, or less when the pixels were capped at maxDimension (png, jpeg, webp); for a pdf or svg of a map-tile style (standard, satellite), its embedded map’s. Absent when the file holds no raster (a pdf or svg of an artistic theme), which is sharp at any size. */
                    dpi?: number;
                    /** @description Crop marks outside the bleed (PDF only). */
                    cropMarks: boolean;
                    /** @description True for pdf and svg: text and shapes are vector and print sharp at any size; false for png, jpeg and webp. */
                    vector: boolean;
                };
                /** @description Present when the request had preview: true. */
                preview?: {
                    /** @constant */
                    mime: "image/webp";
                    /** @description Base64 of the poster as a WebP, 640 px on its longer side. */
                    data: string;
                };
            };
            /** @description Why it failed; once failed. */
            error?: {
                /**
                 * @description The code a synchronous render would have failed with (quota_exceeded, no_credits, render_failed…).
                 * @enum {string}
                 */
                code: "invalid_request" | "unauthorized" | "no_credits" | "key_inactive" | "not_found" | "method_not_allowed" | "request_timeout" | "conflict" | "gone" | "body_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "quota_exceeded" | "headers_too_large" | "client_closed_request" | "internal_error" | "render_failed" | "unavailable" | "timeout" | "rate_limited" | "too_many_queued" | "busy" | "database_unavailable" | "map_source_unreachable" | "recovery_link_used" | "recovery_link_expired" | "key_revoked" | "payment_provider_unavailable" | "partial_map_data" | "no_map_data" | "tile_style_unavailable";
                /** @description What went wrong, for a person. */
                message: string;
            };
            /** @description The batch it belongs to, when it was asked for in one. */
            batch_id?: string;
        };
        /** @description A page of the calling key’s renders. */
        RenderList: {
            /** @description Renders, newest first. */
            data: {
                /** @description The render id (rnd_…). */
                id: string;
                /**
                 * @description queued (waiting for a worker), rendering, succeeded (result is set; charged) or failed (error is set; not charged).
                 * @enum {string}
                 */
                status: "queued" | "rendering" | "succeeded" | "failed";
                /**
                 * Format: date-time
                 * @description When it was asked for.
                 */
                created_at: string;
                /** @description When its drawing started; null while queued. */
                started_at: string | null;
                /** @description When it succeeded or failed; null until then. */
                finished_at: string | null;
                /** @description How far a rendering render has come; present while status is rendering, absent before (queued) and once it ended (succeeded or failed). Written a few times a render (about once a second at most), so it may lag a strip or two. */
                progress?: {
                    /**
                     * @description composing: reading the map data and laying the poster out (an svg or pdf, which is not drawn in strips, stays here until it is stored); drawing: its strips being drawn and encoded; finishing: every strip drawn, the file being finished (a jpeg or webp encoded from the strips), signed and stored.
                     * @enum {string}
                     */
                    stage: "composing" | "drawing" | "finishing";
                    /** @description How much of the drawing is done, 0 to 1: strips_done / strips, rounded down (1 only once every strip is drawn); 0 while composing. */
                    fraction: number;
                    /** @description Horizontal strips of the sheet drawn so far (absent while composing). */
                    strips_done?: number;
                    /** @description The strips the sheet is drawn in: a print at 300 dpi is drawn in strips of at most 48 MiB of pixels (an A0, 10003 × 14113 px, in 12); a small poster in one or a few. */
                    strips?: number;
                };
                /** @description The poster, as POST /v1/render answers it; once succeeded. */
                result?: {
                    /** @description The render id (rnd_…). */
                    id: string;
                    /**
                     * Format: uri
                     * @description The stored poster: a public link that needs no key.
                     */
                    url: string;
                    /**
                     * @description The file format.
                     * @enum {string}
                     */
                    format: "png" | "jpeg" | "webp" | "pdf" | "svg";
                    /** @description Size of the stored file in bytes (for PNG and SVG, with the embedded provenance record). */
                    bytes: number;
                    /** @description The signed provenance record; with signature sent as sig it is a whole record for POST /v1/verify. */
                    provenance: {
                        /** @description Record version; 1. */
                        v: number;
                        /** @description The render id. */
                        id: string;
                        /** @description The plan of the key that rendered the poster. */
                        plan: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 date-time, UTC.
                         */
                        issued: string;
                        /** @description Hex SHA-256 of the rendered file before the record was embedded (see Provenance in the docs). */
                        sha256: string;
                        /** @description The id of the key that signed the record, as listed in /.well-known/atlasprint-signing-key.json. Not part of the signed bytes: it only says which key to check with. */
                        kid: string;
                        /** @description Ed25519 signature (base64url) of the record’s canonical bytes; send it to POST /v1/verify as sig. */
                        signature: string;
                    };
                    /** @description The key’s allowance after this render. */
                    usage: {
                        /** @description Renders used this month (UTC), this one included. */
                        used: number;
                        /** @description Renders included per month. */
                        quota: number;
                        /** @description Renders left this month. */
                        remaining: number;
                    } | {
                        /** @description Render credits left. */
                        credits: number;
                    };
                    /** @description What the poster leaves out of what was asked, in words for a person: markers outside the map (or its circle, hexagon, heart) are not drawn; a marker label with no free place; a route leg that could not follow the streets and is drawn straight; showLabels: true with a theme or format that prints no names. Empty when the poster shows everything. */
                    warnings: string[];
                    /** @description Present when the request had printSize: the printed sheet. */
                    print?: {
                        /** @description The finished size (trim) width in mm. */
                        widthMm: number;
                        /** @description The finished size (trim) height in mm. */
                        heightMm: number;
                        /** @description Bleed on each side, in mm (the file is the trim plus twice this). */
                        bleedMm: number;
                        /** @description Dots per inch of the raster the file holds at this size: the dpi asked for, or less when the pixels were capped at maxDimension (png, jpeg, webp); for a pdf or svg of a map-tile style (standard, satellite), its embedded map’s. Absent when the file holds no raster (a pdf or svg of an artistic theme), which is sharp at any size. */
                        dpi?: number;
                        /** @description Crop marks outside the bleed (PDF only). */
                        cropMarks: boolean;
                        /** @description True for pdf and svg: text and shapes are vector and print sharp at any size; false for png, jpeg and webp. */
                        vector: boolean;
                    };
                    /** @description Present when the request had preview: true. */
                    preview?: {
                        /** @constant */
                        mime: "image/webp";
                        /** @description Base64 of the poster as a WebP, 640 px on its longer side. */
                        data: string;
                    };
                };
                /** @description Why it failed; once failed. */
                error?: {
                    /**
                     * @description The code a synchronous render would have failed with (quota_exceeded, no_credits, render_failed…).
                     * @enum {string}
                     */
                    code: "invalid_request" | "unauthorized" | "no_credits" | "key_inactive" | "not_found" | "method_not_allowed" | "request_timeout" | "conflict" | "gone" | "body_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "quota_exceeded" | "headers_too_large" | "client_closed_request" | "internal_error" | "render_failed" | "unavailable" | "timeout" | "rate_limited" | "too_many_queued" | "busy" | "database_unavailable" | "map_source_unreachable" | "recovery_link_used" | "recovery_link_expired" | "key_revoked" | "payment_provider_unavailable" | "partial_map_data" | "no_map_data" | "tile_style_unavailable";
                    /** @description What went wrong, for a person. */
                    message: string;
                };
                /** @description The batch it belongs to, when it was asked for in one. */
                batch_id?: string;
            }[];
            /** @description More renders follow: ask again with starting_after set to the last id of data. */
            has_more: boolean;
        };
        /** @description A batch accepted for the background (POST /v1/batches); ask GET /v1/batches/{id} (the Location header) how it goes. */
        BatchAccepted: {
            /** @description The batch id (bat_…). */
            id: string;
            /**
             * @description Always queued: its renders are drawn in the background.
             * @constant
             */
            status: "queued";
            /** @description How many renders it has, 1 to 100. */
            total: number;
        };
        /** @description A batch of the calling key and where it stands, counted from its renders. */
        Batch: {
            /** @description The batch id (bat_…). */
            id: string;
            /**
             * @description queued (none of its renders started), running (some started, not all ended) or completed (every render succeeded or failed).
             * @enum {string}
             */
            status: "queued" | "running" | "completed";
            /** @description How many renders it has, 1 to 100. */
            total: number;
            /** @description Renders that succeeded (each charged once). */
            succeeded: number;
            /** @description Renders that failed (none charged); GET /v1/renders/{id} of each says why. */
            failed: number;
            /**
             * Format: date-time
             * @description When it was asked for.
             */
            created_at: string;
            /** @description When its last render ended; null until then. */
            completed_at: string | null;
            /** @description Its renders in the order of the request’s renders (item i of the request is renders[i]); GET /v1/renders/{id} has each one’s result or error. */
            renders: {
                /** @description The render id (rnd_…). */
                id: string;
                /**
                 * @description queued (waiting for a worker), rendering, succeeded (result is set; charged) or failed (error is set; not charged).
                 * @enum {string}
                 */
                status: "queued" | "rendering" | "succeeded" | "failed";
            }[];
        };
        /** @description The calling key: plan, status and allowance. */
        KeyStatus: {
            /**
             * @description The plan: starter (Starter), pro (Pro), business (Business), single (Single Render).
             * @enum {string}
             */
            plan: "starter" | "pro" | "business" | "single";
            /**
             * @description active; suspended (a payment failed: renders get 403 until it is paid); revoked (the subscription ended: final).
             * @enum {string}
             */
            status: "active" | "suspended" | "revoked";
            /** @description The leading characters of the key (atp_live_…), enough to recognise it, too few to use it. */
            key_prefix: string;
            /** @description The month counted, YYYY-MM (UTC). */
            period: string;
            /** @description Renders included per month; null for the single plan. */
            quota: number | null;
            /** @description Renders used this month; null for the single plan. */
            used: number | null;
            /** @description Renders left this month; null for the single plan. */
            remaining: number | null;
            /** @description Render credits left (single plan); null for subscriptions. */
            credits: number | null;
            /** @description When the key was issued. */
            created_at: string | null;
            /** @description The key’s latest authenticated request (this one included). */
            last_used_at: string | null;
            /** @description A downgrade asked for with POST /v1/keys/upgrade: until at the key keeps its plan and quota, then moves to plan. Null when none is scheduled. */
            scheduled_change: {
                /**
                 * @description The plan: starter (Starter), pro (Pro), business (Business), single (Single Render).
                 * @enum {string}
                 */
                plan: "starter" | "pro" | "business" | "single";
                /**
                 * Format: date-time
                 * @description When the key moves: 00:00 UTC on the 1st of the next month.
                 */
                at: string;
            } | null;
        };
        /** @description The replacement key. */
        KeyRotated: {
            /** @description The API key (atp_live_ and 40 base62 characters). Shown only in this response. */
            key: string;
            /** @description The leading characters of the new key. */
            key_prefix: string;
            /** @description A reminder that the previous key stopped working and this one is shown once. */
            note: string;
        };
        /** @description The key bought in the checkout, shown this once. */
        KeyRevealed: {
            /** @description The API key (atp_live_ and 40 base62 characters). Shown only in this response. */
            key: string;
            /** @description The leading characters of the key. */
            key_prefix: string;
            /**
             * @description The plan: starter (Starter), pro (Pro), business (Business), single (Single Render).
             * @enum {string}
             */
            plan: "starter" | "pro" | "business" | "single";
        };
        /** @description The payment is not confirmed yet. */
        KeyPending: {
            /** @constant */
            pending: true;
            /** @description The payer declined the payment. The checkout stays open (they may still pay on its page), but a script polling for the key should stop and tell its user. */
            declined: boolean;
            /** @description Payment not confirmed yet (or declined: pay on the checkout page); retry after Retry-After seconds. */
            message: string;
        };
        /** @description A paid plan change: the same key, now on plan. Nothing secret, so it may be asked for again. */
        KeyUpgraded: {
            /**
             * @description This checkout changed the plan of an existing key (POST /v1/keys/upgrade): no key is in this answer, the key stays the same.
             * @constant
             */
            upgraded: true;
            /** @description The leading characters of the key whose plan changed. */
            key_prefix: string;
            /**
             * @description The plan: starter (Starter), pro (Pro), business (Business), single (Single Render).
             * @enum {string}
             */
            plan: "starter" | "pro" | "business" | "single";
            /** @description What happened, for a person. */
            message: string;
        };
        /** @description A plan change that is paid first (no Stripe subscription behind the key): pay at url; the key itself stays the same. */
        UpgradeCheckout: {
            /**
             * Format: uri
             * @description The payment page for the person to open; paying it moves the key to plan.
             */
            url: string;
            /** @description The checkout id (cs_…); GET /v1/key?session_id=<id> answers 202 until it is paid, then upgraded: true. */
            id: string;
            /**
             * @description The plan: starter (Starter), pro (Pro), business (Business), single (Single Render).
             * @enum {string}
             */
            plan: "starter" | "pro" | "business" | "single";
            /** @description What to do next, for a person. */
            message: string;
        };
        /** @description The request is taken: if keys were bought with this address, a message with a link for each is on its way. The answer never tells whether there were any. */
        RecoveryAccepted: {
            /** @constant */
            accepted: true;
            /** @description The same words whether or not keys were bought with the address. */
            message: string;
        };
        /** @description What the record proves. */
        VerifyResult: {
            /** @description The signature was made by Atlasprint over exactly these fields. */
            valid: boolean;
            /** @description The render id of the record. */
            id: string;
            /** @description The record’s issued time, as sent. */
            issued: string | null;
            /** @description The record’s plan, as sent. */
            plan: string | null;
            /** @description The render id is in Atlasprint’s records. */
            logged: boolean;
        };
        /** @description A started checkout. */
        CheckoutResult: {
            /**
             * Format: uri
             * @description The payment page for the person to open.
             */
            url: string;
            /** @description The checkout id (cs_…): pass it to GET /v1/key as session_id. */
            id: string;
        };
        /** @description Whether the API is up. */
        Health: {
            /** @description true when the API is up; false (with 503) when its database cannot be reached. */
            ok: boolean;
            /** @constant */
            service: "atlasprint";
            /** @description Present when ok is false. */
            message?: string;
        };
        /** @description Places matching a name. */
        Places: {
            /** @description The query as understood. */
            query: string;
            /** @description Best match first: whole names before prefixes before typos, larger places first. */
            results: {
                /** @description The place’s name (GeoNames’ own, usually in English). */
                name: string;
                /** @description ISO 3166-1 alpha-2 country code. */
                country: string;
                /** @description The country’s name in English. */
                countryName: string;
                /** @description Latitude of the place’s centre: use it as lat of a RenderRequest. */
                lat: number;
                /** @description Longitude of the place’s centre: use it as lon of a RenderRequest. */
                lon: number;
                /** @description Inhabitants (0 where unknown). */
                population: number;
                /** @description A zoom that shows the place whole on a poster (11 a metropolis, 13 a city, 14-15 a town). */
                zoom: number;
                /** @description Whether a poster of the place at `zoom` (the default size) can be drawn from this server’s map data right now, checked as a render checks it: true for a place the bundled archives hold, or one a reachable remote source covers; false when the data would leave it blank, or the only source with data here cannot be reached (offline), or did not answer within 2 s. */
                covered: boolean;
                /** @description When not covered: the smallest zoom (in tenths, from `zoom` on) at which the map data this server can read now fills a poster centred here (Copenhagen at 12 offline: about 13.4, from the bundled archive). Absent when no zoom does. */
                coveredZoom?: number;
                /** @description When not covered: why, as a render would answer (naming an unreachable source’s host, and what the readable map data covers). */
                coverageNote?: string;
            }[];
            /**
             * @description The place index’s licence asks for this credit.
             * @constant
             */
            credit: "Place names: GeoNames (geonames.org), CC BY 4.0";
        };
        /** @description The public keys that sign provenance records (a JWK Set, RFC 7517): pick a record’s key by its kid. */
        SigningKeys: {
            /** @description The key signing records now first, then every key retired since, newest first: records they signed still verify. */
            keys: {
                /** @constant */
                kty: "OKP";
                /** @constant */
                crv: "Ed25519";
                /** @description The public key, base64url. */
                x: string;
                /** @description Key id: the RFC 7638 thumbprint of the key, base64url; a record’s kid names it. */
                kid: string;
                /** @constant */
                alg: "EdDSA";
                /** @constant */
                use: "sig";
            }[];
        };
        /** @description A webhook endpoint of the calling key (its secret is shown only when it is made). */
        WebhookEndpoint: {
            /** @description The endpoint id (whk_…). */
            id: string;
            /**
             * Format: uri
             * @description Where the events are POSTed.
             */
            url: string;
            /** @description The events sent to it. */
            events: ("render.succeeded" | "render.failed" | "batch.completed")[];
            /**
             * Format: date-time
             * @description When it was registered.
             */
            created_at: string;
            /** @description When its current run of failed attempts began; null while it answers with a 2xx. While it fails, its deliveries are tried one at a time, backed off from 30 s up to 60 min between attempts. */
            failing_since: string | null;
            /** @description When it was disabled, after every attempt to it failed for 72 hours: nothing is sent to it until POST /v1/webhooks/{id}/enable. Null while enabled. */
            disabled_at: string | null;
            /** @description Why it was disabled: the period, the failures in a row and the last one, and how to enable it again. Null while enabled. */
            disabled_reason: string | null;
        };
        /** @description A webhook endpoint just registered, with its signing secret. */
        WebhookEndpointCreated: {
            /** @description The endpoint id (whk_…). */
            id: string;
            /**
             * Format: uri
             * @description Where the events are POSTed.
             */
            url: string;
            /** @description The events sent to it. */
            events: ("render.succeeded" | "render.failed" | "batch.completed")[];
            /**
             * Format: date-time
             * @description When it was registered.
             */
            created_at: string;
            /** @description When its current run of failed attempts began; null while it answers with a 2xx. While it fails, its deliveries are tried one at a time, backed off from 30 s up to 60 min between attempts. */
            failing_since: string | null;
            /** @description When it was disabled, after every attempt to it failed for 72 hours: nothing is sent to it until POST /v1/webhooks/{id}/enable. Null while enabled. */
            disabled_at: string | null;
            /** @description Why it was disabled: the period, the failures in a row and the last one, and how to enable it again. Null while enabled. */
            disabled_reason: string | null;
            /** @description The signing secret, whsec_ and the base64 of 32 bytes: shown this once, keep it to verify deliveries (the HMAC key is the base64-decoded part after whsec_). */
            secret: string;
        };
        /** @description The calling key’s webhook endpoints. */
        WebhookEndpointList: {
            /** @description The key’s endpoints, newest first (at most 10). */
            data: {
                /** @description The endpoint id (whk_…). */
                id: string;
                /**
                 * Format: uri
                 * @description Where the events are POSTed.
                 */
                url: string;
                /** @description The events sent to it. */
                events: ("render.succeeded" | "render.failed" | "batch.completed")[];
                /**
                 * Format: date-time
                 * @description When it was registered.
                 */
                created_at: string;
                /** @description When its current run of failed attempts began; null while it answers with a 2xx. While it fails, its deliveries are tried one at a time, backed off from 30 s up to 60 min between attempts. */
                failing_since: string | null;
                /** @description When it was disabled, after every attempt to it failed for 72 hours: nothing is sent to it until POST /v1/webhooks/{id}/enable. Null while enabled. */
                disabled_at: string | null;
                /** @description Why it was disabled: the period, the failures in a row and the last one, and how to enable it again. Null while enabled. */
                disabled_reason: string | null;
            }[];
        };
        /** @description A webhook endpoint deleted, with its deliveries; nothing more is sent to it. */
        WebhookDeleted: {
            /** @description The endpoint id (whk_…). */
            id: string;
            /**
             * @description Always true.
             * @constant
             */
            deleted: true;
        };
        /** @description The recent deliveries of a webhook endpoint and their attempts. */
        WebhookDeliveryList: {
            /** @description Deliveries, newest first. */
            data: {
                /** @description The delivery id (msg_…), sent as webhook-id: the same on every attempt, so a receiver can ignore one it has seen. */
                id: string;
                /**
                 * @description The event: render.succeeded, render.failed, batch.completed.
                 * @enum {string}
                 */
                type: "render.succeeded" | "render.failed" | "batch.completed";
                /**
                 * @description pending (being tried), delivered (a 2xx answered) or failed (no 2xx in 18 attempts over about a day).
                 * @enum {string}
                 */
                status: "pending" | "delivered" | "failed";
                /**
                 * Format: date-time
                 * @description When the event happened.
                 */
                created_at: string;
                /** @description When a 2xx answered it; null until then. */
                delivered_at: string | null;
                /** @description Why it failed without (further) attempts: its endpoint was disabled, or the key had 200 deliveries pending when the event happened. Null otherwise (each attempt says why it did not count). */
                error: string | null;
                /** @description Its attempts, oldest first. */
                attempts: {
                    /**
                     * Format: date-time
                     * @description When the attempt was made.
                     */
                    attempted_at: string;
                    /** @description The receiver’s HTTP status; null when none came (refused address, timeout, connection error). */
                    status_code: number | null;
                    /** @description Why it did not count as delivered; null for a 2xx. */
                    error: string | null;
                    /** @description How long the attempt took, in milliseconds. */
                    duration_ms: number;
                }[];
            }[];
            /** @description Older deliveries exist than this page shows. */
            has_more: boolean;
        };
        /** @description The JSON body POSTed to an endpoint, signed with the Standard Webhooks scheme: headers webhook-id (the delivery id), webhook-timestamp (unix seconds) and webhook-signature (v1, and the base64 HMAC-SHA256 of `id.timestamp.body`, keyed by the base64-decoded secret after whsec_). */
        WebhookEvent: {
            /**
             * @description The event: render.succeeded, render.failed, batch.completed.
             * @enum {string}
             */
            type: "render.succeeded" | "render.failed" | "batch.completed";
            /**
             * Format: date-time
             * @description When the event happened.
             */
            timestamp: string;
            /** @description render.*: the Render, as GET /v1/renders/{id} answers it; batch.completed: the Batch, as GET /v1/batches/{id} answers it. */
            data: {
                /** @description The render (rnd_…) or batch id. */
                id: string;
            } & {
                [key: string]: unknown;
            };
        };
        /** @description Every error of the API has this shape. */
        Error: {
            /**
             * @description Always true.
             * @constant
             */
            error: true;
            /**
             * @description Stable and machine-readable: branch on this, never on the message. One per status (invalid_request, unauthorized, quota_exceeded…), refined where a status has several meanings (busy, timeout).
             * @enum {string}
             */
            code: "invalid_request" | "unauthorized" | "no_credits" | "key_inactive" | "not_found" | "method_not_allowed" | "request_timeout" | "conflict" | "gone" | "body_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "quota_exceeded" | "headers_too_large" | "client_closed_request" | "internal_error" | "render_failed" | "unavailable" | "timeout" | "rate_limited" | "too_many_queued" | "busy" | "database_unavailable" | "map_source_unreachable" | "recovery_link_used" | "recovery_link_expired" | "key_revoked" | "payment_provider_unavailable" | "partial_map_data" | "no_map_data" | "tile_style_unavailable";
            /** @description What is wrong and what to do about it, naming the field or header concerned. */
            message: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: {
        RenderRequest: {
            content: {
                /**
                 * @example {
                 *       "lat": 55.676,
                 *       "lon": 12.576,
                 *       "zoom": 14,
                 *       "theme": "vintage_atlas",
                 *       "city": "Copenhagen",
                 *       "country": "Denmark",
                 *       "format": "png"
                 *     }
                 */
                "application/json": {
                    /** @description Latitude of the centre of the map, in degrees (WGS 84). Range: -90 to 90 degrees. */
                    lat: number;
                    /** @description Longitude of the centre of the map, in degrees (WGS 84). Range: -180 to 180 degrees. */
                    lon: number;
                    /**
                     * @description Map scale, as in a web map on a 1024 px frame: about 11 shows a metro area, 13 a city, 15 a neighbourhood, 16-17 a few streets. The poster shows the same ground at any pixel size, only sharper. Default 13. Range: 0 to 22.
                     * @default 13
                     */
                    zoom?: number;
                    /**
                     * @description The look of the poster: colors, fonts, which roads stand out. Default midnight_dark (standard with renderMode "tile").
                     *     Artistic themes (renderMode "artistic", the default), drawn from vector map data:
                     *     - ancient_woodland: Ancient Woodland (dark). Old forest at dusk: moss-green page, parchment roads fading into it, dark forest-pool water, deep moss parks, amber route, Garamond lettering.
                     *     - arctic_frost: Arctic Frost (light). Ice and cold light: ice-white page, bold glacier-navy roads stepping down to frost, glacier-cyan water, pale ice-green parks, airy wide-tracked sans.
                     *     - arid_canyon: Arid Canyon (light). Sun-baked canyon: burnt-orange sand page, near-black umber roads fading to rust, deep teal river, bold condensed capitals.
                     *     - aurora_glow: Aurora Glow (dark). Northern lights: violet polar night, aurora-green roads glowing over a dim teal mesh, lilac route, deep teal-black sea, geometric sans.
                     *     - autumn_whisper: Autumn Whisper (light). Falling leaves: warm amber-cream page, bold burnt-orange roads fading to amber, slate-blue water, ochre parks, mixed-case serif title.
                     *     - blueprint_classic: Blueprint Classic (dark). An architect's blueprint: deep cyan-blue sheet, white and pale-cyan linework, darker water, monospace lettering.
                     *     - charcoal_sketch: Charcoal Sketch (light). Charcoal on toned paper: pale warm-grey sheet, graphite roads fading to smudges, slate water, sage-grey parks, a Garamond title.
                     *     - copper_patina: Copper Patina (light). Weathered copper roof: pale verdigris-green page, bright copper roads fading into the verdigris, deep teal water, cased arterials.
                     *     - cyber_glitch: Cyber Glitch (dark). RGB glitch on a dead screen: near-black plum page, acid-yellow main roads over magenta secondaries and streets, blue-black water, cyan route and markers, monospace lettering.
                     *     - cyber_noir: Cyber Noir (dark). Neo-noir night: rain-slick deep petrol page, bold neon-red roads dimming into it, near-black navy water, grotesk lettering.
                     *     - desert_mirage: Desert Mirage (light). Mirage over the dunes: pale sand page, deep teal roads, shimmering turquoise water, olive dune grass, red route, light sans lettering.
                     *     - deep_ocean: Deep Ocean (dark). The abyss: deep navy page, seafoam-aqua roads sinking to teal, the sea an abyssal teal-black, geometric sans.
                     *     - dark_gold: Dark Gold (dark). Gold leaf on black lacquer: bright gold roads dimming to bronze, ink-blue water, olive-gold parks, classical Cinzel capitals.
                     *     - emerald_valley: Emerald Valley (light). Green valley in spring: soft grey-green page, deep emerald roads fading to leaf green, lush parks, blue-green water, gold route.
                     *     - ethereal_ghost: Ethereal Ghost (light). Ghost in cool fog: sea-fog page, ink-violet roads fading like breath on glass, misty blue water, grey-sage parks, garnet route, light sans lettering.
                     *     - forest_shadow: Forest Shadow (dark). Deep in the pines: deep pine-shadow page, pale sage roads fading into it, green-black water, moss parks, condensed sans title.
                     *     - golden_era: Golden Era (light). Art Deco: champagne page, Deco-teal water, bold deep-teal avenues stepping down to celadon, gold parks, wide geometric capitals.
                     *     - lavender_mist: Lavender Mist (light). Lavender fields of Provence: blue-violet lavender page, deep purple roads fading to lavender, periwinkle water, geometric capitals.
                     *     - mint_fizz: Mint Fizz (light). Soda-fountain fresh: bright spearmint page, raspberry roads fading to a pale pink mesh, deep aqua water, playful geometric capitals.
                     *     - midnight_neon: Midnight Neon (dark). Neon on ink-black: glowing magenta roads over a dim magenta mesh, cyan route, blue-black water, geometric sans lettering.
                     *     - monochrome_pro: Monochrome Pro (light). Figure and ground: concrete-grey page, graphite water, roads from pure black to light grey, white-cased arterials, bold condensed sans.
                     *     - mangrove_maze: Mangrove Maze (dark). Mangrove at dusk: deep leaf-green page, tangerine roads winding through it, black-teal channels, brighter green parks, coral-pink route, grotesk lettering.
                     *     - paper_heritage: Paper Heritage (light). Old printed city plan: kraft paper, dark-brown ink streets, faded blue-grey water, tan blocks, Garamond capitals.
                     *     - riverine_flow: Riverine Flow (light). The river is the hero: pale river-stone page, bright river-blue water, river-blue roads fading to stone, clean sans.
                     *     - retro_synth: Retro Synth (dark). Synthwave after dark: deep night-violet page, hot-pink main roads and streets over aqua secondaries, navy-black water, laser-cyan lettering, sun-orange route and markers, condensed capitals.
                     *     - royal_velvet: Royal Velvet (dark). Velvet and gold: deep magenta-plum velvet page, old-gold roads softening to mauve, midnight-indigo water, classical Cinzel capitals.
                     *     - rustic_clay: Rustic Clay (light). Fired red clay: terracotta page, dark umber roads fading into the clay, dark slate-teal water, deep-brown condensed lettering.
                     *     - sakura_bloom: Sakura Bloom (light). Cherry blossom: blossom-pink page, cherry roads fading to petal pink, soft pink parks, pale sky-blue water, mixed-case Garamond.
                     *     - solar_flare: Solar Flare (dark). Solar flare on the dark limb: ember-black page, blazing orange roads cooling to ember, black-blue water, sun-yellow route, condensed capitals.
                     *     - steel_metropolis: Steel Metropolis (light). Brushed steel: cool steel-grey page, bold blue-steel roads with light casings, steel-blue water, every building, condensed capitals.
                     *     - sunset_blush: Sunset Blush (light). The last light of day: soft peach-blush page, dusk-violet roads fading to peach, periwinkle water, sun-orange route, light sans.
                     *     - volcanic_ash: Volcanic Ash (dark). Ash and lava: smoky ash-grey page, bold lava-orange roads glowing over a dim ember mesh, blue-black water, bold display capitals.
                     *     - nautical_chart: Nautical Chart (light). Harbour sea chart: buff land, pale chart-blue water, thin black-ink streets, tan buildings, navy serif lettering, magenta marks.
                     *     - wine_country: Wine Country (light). Vineyard estate: rosé-cream page, burgundy roads fading to rosé, vine-green parks, grey-blue water, Playfair and Garamond.
                     *     - mediterranean_sun: Mediterranean Sun (light). Sun and cobalt: apricot-gold page of Mediterranean afternoon light, cobalt-blue roads, Aegean-blue sea, pale olive parks, coral-red markers.
                     *     - nordic_fjord: Nordic Fjord (light). Snow and deep water: snow-grey page, dark slate roads, deep fjord-blue water, Nordic-red markers, clean grotesk.
                     *     - vintage_atlas: Vintage Atlas (light). An old printed atlas: aged parchment page, brick-red highways fading to sepia streets, muted teal water, olive parks, serif type.
                     *     - rose_gold: Rose Gold (dark). Rose-gold jewellery on garnet velvet: dark garnet page, rose-gold roads softening to copper, deep ink-teal water, light elegant sans.
                     *     - indigo_night: Indigo Night (dark). Navy and gold: deep indigo page, a bright gold network of main roads over a dim gold mesh, near-black water, Playfair capitals.
                     *     - espresso_roast: Espresso Roast (dark). Coffee house: dark-roast page, crema and latte roads fading into the roast, black-coffee water, roasted building blocks, condensed capitals.
                     *     - jade_silk: Jade Silk (dark). Jade and silk: deep jade page, ivory silk roads fading to celadon, deep blue-teal water, jade-green building blocks, a Garamond title in mixed case.
                     *     - twilight_hour: Twilight Hour (dark). Dusk: deep mauve twilight page, peach-lit roads fading into it, dark teal-ink water, lilac parks, geometric capitals.
                     *     - sandstone_arch: Sandstone Arch (light). Red-rock country: warm red-sandstone page, bold terracotta roads fading to sand, deep canyon-river teal water, classical Cinzel capitals.
                     *     - obsidian_glass: Obsidian Glass (dark). Volcanic glass: violet-black page, bold ice-blue roads with a glassy sheen, black water, violet route, grotesk lettering.
                     *     - storm_front: Storm Front (dark). Approaching storm: mid storm-slate page, bold lightning-yellow roads over a dim olive mesh of streets, dark teal water, condensed capitals.
                     *     - tobacco_leather: Tobacco Leather (dark). Gentleman's study: oxblood leather page, brass roads with dark casings, near-black water, a Playfair title in mixed case.
                     *     - ivory_tower: Ivory Tower (light). Academia: warm ivory page, Oxford-navy ink roads fading to blue-grey, soft Oxford-blue water, faint buildings, crimson route, Cinzel title with Garamond.
                     *     - sage_garden: Sage Garden (light). Herb garden: soft sage-green page, bold forest-green roads fading to sage, grey-blue pond water, terracotta markers, geometric sans.
                     *     - coral_depths: Coral Depths (dark). Coral reef: mid sea-teal page, coral roads fading into the sea, darker abyssal water, geometric sans.
                     *     - terracotta_villa: Terracotta Villa (light). Italian villa: warm plaster page, blocks in dusty terracotta, cypress-green roads, olive-grove parks, teal water.
                     *     - dusty_rose: Dusty Rose (light). Faded roses: dusty pink page, aubergine roads fading to mauve, cool blue-teal water, rose-taupe parks, Garamond capitals.
                     *     - midnight_dark: Midnight Dark (dark). The classic dark city map: near-black blue-grey page, roads from white down to slate grey, darker water, street names.
                     *     - minimal_white: Minimal White (light). Restrained black-and-white city map: off-white page, roads from black down to light grey, pale blue-grey water, street names.
                     *     - modern_voyager: Modern Voyager (light). Friendly modern street map after CARTO Voyager: warm light page, soft blue water, soft sage parks, burnt-orange arterials fading to apricot streets, street names.
                     *     Map-tile styles (need renderMode "tile"; personal use only):
                     *     - standard: Standard Map. The familiar OpenStreetMap street map on a light paper page with dark text (map-tile style, personal use only).
                     *     - satellite: Satellite. Aerial imagery of the place on a near-black page with light text (map-tile style, personal use only).
                     *     Legacy keys still accepted: dark = midnight_dark, minimal = minimal_white, voyager = modern_voyager.
                     * @enum {string}
                     */
                    theme?: "ancient_woodland" | "arctic_frost" | "arid_canyon" | "aurora_glow" | "autumn_whisper" | "blueprint_classic" | "charcoal_sketch" | "copper_patina" | "cyber_glitch" | "cyber_noir" | "desert_mirage" | "deep_ocean" | "dark_gold" | "emerald_valley" | "ethereal_ghost" | "forest_shadow" | "golden_era" | "lavender_mist" | "mint_fizz" | "midnight_neon" | "monochrome_pro" | "mangrove_maze" | "paper_heritage" | "riverine_flow" | "retro_synth" | "royal_velvet" | "rustic_clay" | "sakura_bloom" | "solar_flare" | "steel_metropolis" | "sunset_blush" | "volcanic_ash" | "nautical_chart" | "wine_country" | "mediterranean_sun" | "nordic_fjord" | "vintage_atlas" | "rose_gold" | "indigo_night" | "espresso_roast" | "jade_silk" | "twilight_hour" | "sandstone_arch" | "obsidian_glass" | "storm_front" | "tobacco_leather" | "ivory_tower" | "sage_garden" | "coral_depths" | "terracotta_villa" | "dusty_rose" | "midnight_dark" | "minimal_white" | "modern_voyager" | "standard" | "satellite" | "dark" | "minimal" | "voyager";
                    /**
                     * @description "artistic" (default): an artistic theme drawn from vector map data. "tile": the map-tile styles standard or satellite (personal use only).
                     * @default artistic
                     * @enum {string}
                     */
                    renderMode?: "artistic" | "tile";
                    /**
                     * @description The title printed on the poster, usually the place name. Empty: no title. At most 100 characters. Default empty.
                     * @default
                     */
                    city?: string;
                    /**
                     * @description The subtitle under the title, usually the country or region. At most 100 characters. Default empty.
                     * @default
                     */
                    country?: string;
                    /**
                     * @description Poster width in any unit: with height it gives the aspect ratio only (at most 4:1 either way). Default 3600 × 4800, a 3:4 portrait. Range: 1 to 100000.
                     * @default 3600
                     */
                    width?: number;
                    /**
                     * @description Poster height in any unit; see width. The size in pixels comes from maxDimension. Range: 1 to 100000. Default 4800.
                     * @default 4800
                     */
                    height?: number;
                    /**
                     * @description File format: png (default), jpeg or webp (raster); pdf (vector, for print); svg (vector, without map labels).
                     * @default png
                     * @enum {string}
                     */
                    format?: "png" | "jpeg" | "webp" | "pdf" | "svg";
                    /** @description Pixels of the longer side. Unset: 4096, or for a print (printSize) its full pixels at dpi. A synchronous render draws at most 4096 (more is refused: queue it with POST /v1/renders or render_batch); queued PNG and JPEG up to 24000, WebP up to 16383; PDF and SVG are laid out at 4096 at most (vector). 1024 to 2048 suit a screen, 4096 an everyday print. At least 256 px. */
                    maxDimension?: number;
                    /** @description A physical print size instead of width × height: A5, A4, A3, A2, A1, A0 (or B4…B1; add " landscape" to turn it), or width x height with a unit, like 50x70cm, 500x700mm or 18x24in (portrait or landscape by the order of the numbers; 5 cm to 2 m a side). It sets the aspect; a PDF is exactly this size (plus bleed) with its TrimBox and BleedBox set, and a PNG, JPEG or WebP has printSize × dpi pixels (the longest side at most maxDimension) and states its dpi in the file. Not with width or height. */
                    printSize?: string;
                    /**
                     * @description Dots per inch of a raster print (png, jpeg, webp) at printSize: 72 to 600, default 300. The pixels are capped only by maxDimension when given and by the format (PNG and JPEG 24000 px, WebP 16383 px on the longest side), the aspect kept; more than 4096 px must be queued (POST /v1/renders, render_batch); the RenderResult's print.dpi is the resolution the file really has, and a warning says when it is under 150 (the PDF is sharp at any size). Needs printSize. Range: 72 to 600 dots per inch.
                     * @default 300
                     */
                    dpi?: number;
                    /**
                     * @description Bleed for the cutter, in mm on each side (0 to 10; printers ask for 2-3): the page grows by it, backgrounds, map, mat and fades run into it, and the title, credit, markers and map shape stay inside the trim less a 5 mm safe margin. Needs printSize. Range: 0 to 10 mm. Default 0.
                     * @default 0
                     */
                    bleedMm?: number;
                    /**
                     * @description PDF only: crop marks outside the bleed at the trim's corners (the page grows to hold them; TrimBox and BleedBox stay exact). Default false. Needs printSize.
                     * @default false
                     */
                    cropMarks?: boolean;
                    /**
                     * @description Map rotation in degrees clockwise; 90 puts east at the top. Default 0 (north up). Range: -360 to 360 degrees.
                     * @default 0
                     */
                    bearing?: number;
                    /**
                     * @description rectangle (default) fills the page; circle, hexagon and heart sit above the text.
                     * @default rectangle
                     * @enum {string}
                     */
                    mapShape?: "rectangle" | "circle" | "hexagon" | "heart";
                    /**
                     * @description Frame the map with a mat (a border); the title then sits on the mat below the map. Default false.
                     * @default false
                     */
                    matEnabled?: boolean;
                    /**
                     * @description Mat width in reference px (on a 1024 px frame; scales with the poster). At most a fifth of the shorter side: a wider mat is drawn at that width, so the map and the text always have room. Range: 0 to 200 reference px. Default 40.
                     * @default 40
                     */
                    matWidth?: number;
                    /**
                     * @description A white mat instead of the theme's mat color. Default false.
                     * @default false
                     */
                    matWhiteBorder?: boolean;
                    /**
                     * @description Draw a line around the map window. Default true.
                     * @default true
                     */
                    matShowBorder?: boolean;
                    /**
                     * @description Width of the line around the map window, in reference px. Range: 0 to 20 reference px. Default 1.5.
                     * @default 1.5
                     */
                    matBorderWidth?: number;
                    /**
                     * @description Opacity of the line around the map window. Range: 0 to 1. Default 0.6.
                     * @default 0.6
                     */
                    matBorderOpacity?: number;
                    /** @description Street, place and water names on the map (raster formats and PDF; SVG never has labels). */
                    showLabels?: boolean;
                    /**
                     * @description local (default): map names as written on the spot (東京, القاهرة, Αθήνα), in any of the shipped scripts; latin: the map data's Latin-script name where it has one (Tokyo, al-Qahira), else the local name.
                     * @default local
                     * @enum {string}
                     */
                    labelLanguage?: "local" | "latin";
                    /**
                     * @description What is behind the text: vignette (the map eases into a solid panel of the page color behind the text and fades out at the top), radial (the same panel, the map fading out towards every edge), none (no backdrop: the text prints over the map with a halo). With vignette and radial the text and the credit always sit on clean page. Default: the theme's.
                     * @enum {string}
                     */
                    overlayBgType?: "none" | "vignette" | "radial";
                    /**
                     * @description Scale of the text block: small, medium (default) or large; none leaves the text out.
                     * @default medium
                     * @enum {string}
                     */
                    overlaySize?: "none" | "small" | "medium" | "large";
                    /**
                     * @description Horizontal centre of the text block, as a fraction of the page width. Range: 0 to 1. Default 0.5.
                     * @default 0.5
                     */
                    overlayX?: number;
                    /**
                     * @description Vertical centre of the text block, as a fraction of the page height. Range: 0 to 1. Default 0.875.
                     * @default 0.875
                     */
                    overlayY?: number;
                    /** @description A CSS font-family list; the first of Montserrat, Inter, Playfair Display, Cormorant Garamond, EB Garamond, JetBrains Mono, Oswald, Josefin Sans, Bebas Neue, Cinzel, Space Grotesk, Raleway named in it is used. Default: the theme's font. At most 200 characters. */
                    cityFont?: string;
                    /** @description A CSS font-family list; the first of Montserrat, Inter, Playfair Display, Cormorant Garamond, EB Garamond, JetBrains Mono, Oswald, Josefin Sans, Bebas Neue, Cinzel, Space Grotesk, Raleway named in it is used. Default: the theme's font. At most 200 characters. */
                    countryFont?: string;
                    /** @description A CSS font-family list; the first of Montserrat, Inter, Playfair Display, Cormorant Garamond, EB Garamond, JetBrains Mono, Oswald, Josefin Sans, Bebas Neue, Cinzel, Space Grotesk, Raleway named in it is used. Default: the theme's font. At most 200 characters. */
                    coordsFont?: string;
                    /**
                     * @description Title size in reference px; 0 (default) sizes the title to the page. Sizes under 4 are set at 4; a title is always shrunk to fit 80 % of the width. Range: 0 to 400 reference px.
                     * @default 0
                     */
                    cityFontSize?: number;
                    /** @description Title letter-spacing in em. Default: the theme's. Range: -0.1 to 1 em. */
                    cityLetterSpacing?: number;
                    /**
                     * @description Title weight. Default bold.
                     * @default bold
                     * @enum {string}
                     */
                    cityFontWeight?: "normal" | "bold";
                    /**
                     * @description Title case: uppercase, none or capitalize. Default: the theme's.
                     * @enum {string}
                     */
                    cityTextTransform?: "uppercase" | "none" | "capitalize";
                    /**
                     * @description Print the subtitle (country). Default true.
                     * @default true
                     */
                    showCountry?: boolean;
                    /**
                     * @description Print the coordinates of the centre. Default true.
                     * @default true
                     */
                    showCoords?: boolean;
                    /** @description false hides every marker; true with no markers puts one at the centre. */
                    showMarker?: boolean;
                    /**
                     * @description Markers to place on the map, each {lat, lon} with optionally label (up to 60 characters, any script the title can use, set beside the marker with a halo, clear of the title and the other labels, or left out with a warning), color (#RRGGBB) and icon (pin, circle, heart, star), which override markerColor and markerIcon for that marker. At most 100 items. Default none.
                     * @default []
                     */
                    markers?: {
                        lat: number;
                        lon: number;
                        label?: string;
                        color?: string;
                        /** @enum {string} */
                        icon?: "pin" | "circle" | "heart" | "star";
                    }[];
                    /**
                     * @description Marker shape. Default pin.
                     * @default pin
                     * @enum {string}
                     */
                    markerIcon?: "pin" | "circle" | "heart" | "star" | "none";
                    /**
                     * @description Marker size, × 40 reference px. Range: 0.25 to 5. Default 1.
                     * @default 1
                     */
                    markerSize?: number;
                    /** @description Marker color as #RRGGBB; empty or absent: the theme's accent color. */
                    markerColor?: string;
                    /**
                     * @description Draw a route: from the start through routeViaPoints to the end, in order, along the streets (see routeProfile). Start and end are required when true. Default false.
                     * @default false
                     */
                    showRoute?: boolean;
                    /** @description Latitude of the route start. Range: -90 to 90 degrees. */
                    routeStartLat?: number;
                    /** @description Longitude of the route start. Range: -180 to 180 degrees. */
                    routeStartLon?: number;
                    /** @description Latitude of the route end. Range: -90 to 90 degrees. */
                    routeEndLat?: number;
                    /** @description Longitude of the route end. Range: -180 to 180 degrees. */
                    routeEndLon?: number;
                    /**
                     * @description Points the route passes through between start and end, in order, each {lat, lon}. At most 50 items. Default none.
                     * @default []
                     */
                    routeViaPoints?: {
                        lat: number;
                        lon: number;
                    }[];
                    /** @description Route color as #RRGGBB; empty or absent: the theme's route color. */
                    routeColor?: string;
                    /**
                     * @description Mark the start (a filled dot) and the end (an open dot) of the route; default true.
                     * @default true
                     */
                    routeDots?: boolean;
                    /**
                     * @description How the route follows the streets of the map data: walk (default: footways, paths and streets, no motorways), bike (no motorways or steps; cycleways preferred), drive (roads only, one-way streets the right way), or straight (straight segments between the points). A leg with no street within 150 m of its ends, or no path by street, is drawn straight and named in the result's warnings.
                     * @default walk
                     * @enum {string}
                     */
                    routeProfile?: "walk" | "bike" | "drive" | "straight";
                    /** @description A track you bring, drawn as the route instead of start/via/end: a GeoJSON LineString or MultiLineString (or a Feature or FeatureCollection of them; positions [lon, lat]), GPX text (trk/trkseg/trkpt and rte/rtept points), or an encoded polyline (precision 5, or 6 when 5 leaves the globe; prefix polyline6: to force it). At most 20 000 points; simplified for drawing at the poster's scale. The request body may be up to 2 MiB for it. */
                    routeTrack?: ({
                        /** @enum {string} */
                        type: "LineString" | "MultiLineString" | "Feature" | "FeatureCollection";
                        /** @description Of a LineString: [lon, lat] positions; of a MultiLineString: lines of them. */
                        coordinates?: unknown[];
                        /** @description Of a Feature: its LineString or MultiLineString. */
                        geometry?: ({
                            type?: string;
                            coordinates?: unknown[];
                        } & {
                            [key: string]: unknown;
                        }) | null;
                        /** @description Of a FeatureCollection: Features (Point features, such as waypoints, are skipped). */
                        features?: unknown[];
                    } & {
                        [key: string]: unknown;
                    }) | string;
                    /**
                     * @description Draw water. Default true.
                     * @default true
                     */
                    showWater?: boolean;
                    /**
                     * @description Draw parks and green spaces. Default true.
                     * @default true
                     */
                    showParks?: boolean;
                    /**
                     * @description Draw roads. Default true.
                     * @default true
                     */
                    showRoads?: boolean;
                    /** @description Draw buildings. Default: the theme's choice. */
                    showBuildings?: boolean;
                    /** @description Your own colors over the theme, each #RRGGBB, any of: background (the page and the land; land tints, road casings and the mat follow it), text (title, subtitle, coordinates, credit; map labels a softer shade of it), water (rivers keep their shade of it), parks, roads (the motorways; smaller roads are it faded towards the page in the theme's own steps), buildings (when drawn), route, accent (markers, and the route unless route is given). markerColor, a marker's color and routeColor still win over these. The text must have at least 3:1 contrast on the page and, with a mat, on the mat, or the request is refused. With renderMode "tile" only background, text, route and accent can be set. Example: {"background": "#f4efe6", "water": "#2b6cb0", "roads": "#1a1a1a", "text": "#1a1a1a"}. */
                    colors?: {
                        background?: string;
                        text?: string;
                        water?: string;
                        parks?: string;
                        roads?: string;
                        buildings?: string;
                        route?: string;
                        accent?: string;
                    };
                    /** @description Terrain from the elevation data: hillshade (on by default) and contour lines, in the theme's own colors. An object: hillshade (true/false), contours (true for an interval chosen by zoom, or {interval, unit: "m" | "ft", labels: true/false, indexEvery: 2-10, default 5: every so many lines is a thicker index line}), exaggeration (0.1-10; default 1, true to the ground, or 2 on a terrain poster with hillshade alone, where rolling hills at 1 read flat), azimuth (where the light comes from, degrees clockwise from north, default 315), altitude (1-90 degrees, default 45), multidirectional (light from four directions, as gdaldem -multidirectional). With showRoads, showWater and showParks false (and no buildings) the poster is terrain alone and needs no map data. A view the elevation data does not cover is refused like map data (no_map_data, partial_map_data; allowPartialMap draws it). Example: {"hillshade": true, "contours": {"interval": 20, "unit": "m", "labels": true}, "exaggeration": 1.5}. */
                    terrain?: {
                        /** @default true */
                        hillshade?: boolean;
                        contours?: {
                            interval?: number;
                            /**
                             * @default m
                             * @enum {string}
                             */
                            unit?: "m" | "ft";
                            /** @default false */
                            labels?: boolean;
                            /** @default 5 */
                            indexEvery?: number;
                        };
                        exaggeration?: number;
                        /** @default 315 */
                        azimuth?: number;
                        /** @default 45 */
                        altitude?: number;
                        /** @default false */
                        multidirectional?: boolean;
                    };
                    /**
                     * @description Also return the poster at 640 px as a WebP image in the result, to look at it. Costs nothing more. Default false.
                     * @default false
                     */
                    preview?: boolean;
                    /**
                     * @description Draw the poster even when the map data covers less than 90 % of it (the rest is left blank, and a warning says so). Default false: such a request is refused with partial_map_data, naming the share covered and the zoom at which the data fills the poster, and it is not charged.
                     * @default false
                     */
                    allowPartialMap?: boolean;
                    /** @description Design fields by editor field name; they may also be given at the top level, and win over it. */
                    params?: {
                        /** @description A physical print size instead of width × height: A5, A4, A3, A2, A1, A0 (or B4…B1; add " landscape" to turn it), or width x height with a unit, like 50x70cm, 500x700mm or 18x24in (portrait or landscape by the order of the numbers; 5 cm to 2 m a side). It sets the aspect; a PDF is exactly this size (plus bleed) with its TrimBox and BleedBox set, and a PNG, JPEG or WebP has printSize × dpi pixels (the longest side at most maxDimension) and states its dpi in the file. Not with width or height. */
                        printSize?: string;
                        /**
                         * @description Dots per inch of a raster print (png, jpeg, webp) at printSize: 72 to 600, default 300. The pixels are capped only by maxDimension when given and by the format (PNG and JPEG 24000 px, WebP 16383 px on the longest side), the aspect kept; more than 4096 px must be queued (POST /v1/renders, render_batch); the RenderResult's print.dpi is the resolution the file really has, and a warning says when it is under 150 (the PDF is sharp at any size). Needs printSize. Range: 72 to 600 dots per inch.
                         * @default 300
                         */
                        dpi?: number;
                        /**
                         * @description Bleed for the cutter, in mm on each side (0 to 10; printers ask for 2-3): the page grows by it, backgrounds, map, mat and fades run into it, and the title, credit, markers and map shape stay inside the trim less a 5 mm safe margin. Needs printSize. Range: 0 to 10 mm. Default 0.
                         * @default 0
                         */
                        bleedMm?: number;
                        /**
                         * @description PDF only: crop marks outside the bleed at the trim's corners (the page grows to hold them; TrimBox and BleedBox stay exact). Default false. Needs printSize.
                         * @default false
                         */
                        cropMarks?: boolean;
                        /**
                         * @description Map rotation in degrees clockwise; 90 puts east at the top. Default 0 (north up). Range: -360 to 360 degrees.
                         * @default 0
                         */
                        bearing?: number;
                        /**
                         * @description rectangle (default) fills the page; circle, hexagon and heart sit above the text.
                         * @default rectangle
                         * @enum {string}
                         */
                        mapShape?: "rectangle" | "circle" | "hexagon" | "heart";
                        /**
                         * @description Frame the map with a mat (a border); the title then sits on the mat below the map. Default false.
                         * @default false
                         */
                        matEnabled?: boolean;
                        /**
                         * @description Mat width in reference px (on a 1024 px frame; scales with the poster). At most a fifth of the shorter side: a wider mat is drawn at that width, so the map and the text always have room. Range: 0 to 200 reference px. Default 40.
                         * @default 40
                         */
                        matWidth?: number;
                        /**
                         * @description A white mat instead of the theme's mat color. Default false.
                         * @default false
                         */
                        matWhiteBorder?: boolean;
                        /**
                         * @description Draw a line around the map window. Default true.
                         * @default true
                         */
                        matShowBorder?: boolean;
                        /**
                         * @description Width of the line around the map window, in reference px. Range: 0 to 20 reference px. Default 1.5.
                         * @default 1.5
                         */
                        matBorderWidth?: number;
                        /**
                         * @description Opacity of the line around the map window. Range: 0 to 1. Default 0.6.
                         * @default 0.6
                         */
                        matBorderOpacity?: number;
                        /** @description Street, place and water names on the map (raster formats and PDF; SVG never has labels). */
                        showLabels?: boolean;
                        /**
                         * @description local (default): map names as written on the spot (東京, القاهرة, Αθήνα), in any of the shipped scripts; latin: the map data's Latin-script name where it has one (Tokyo, al-Qahira), else the local name.
                         * @default local
                         * @enum {string}
                         */
                        labelLanguage?: "local" | "latin";
                        /**
                         * @description What is behind the text: vignette (the map eases into a solid panel of the page color behind the text and fades out at the top), radial (the same panel, the map fading out towards every edge), none (no backdrop: the text prints over the map with a halo). With vignette and radial the text and the credit always sit on clean page. Default: the theme's.
                         * @enum {string}
                         */
                        overlayBgType?: "none" | "vignette" | "radial";
                        /**
                         * @description Scale of the text block: small, medium (default) or large; none leaves the text out.
                         * @default medium
                         * @enum {string}
                         */
                        overlaySize?: "none" | "small" | "medium" | "large";
                        /**
                         * @description Horizontal centre of the text block, as a fraction of the page width. Range: 0 to 1. Default 0.5.
                         * @default 0.5
                         */
                        overlayX?: number;
                        /**
                         * @description Vertical centre of the text block, as a fraction of the page height. Range: 0 to 1. Default 0.875.
                         * @default 0.875
                         */
                        overlayY?: number;
                        /** @description A CSS font-family list; the first of Montserrat, Inter, Playfair Display, Cormorant Garamond, EB Garamond, JetBrains Mono, Oswald, Josefin Sans, Bebas Neue, Cinzel, Space Grotesk, Raleway named in it is used. Default: the theme's font. At most 200 characters. */
                        cityFont?: string;
                        /** @description A CSS font-family list; the first of Montserrat, Inter, Playfair Display, Cormorant Garamond, EB Garamond, JetBrains Mono, Oswald, Josefin Sans, Bebas Neue, Cinzel, Space Grotesk, Raleway named in it is used. Default: the theme's font. At most 200 characters. */
                        countryFont?: string;
                        /** @description A CSS font-family list; the first of Montserrat, Inter, Playfair Display, Cormorant Garamond, EB Garamond, JetBrains Mono, Oswald, Josefin Sans, Bebas Neue, Cinzel, Space Grotesk, Raleway named in it is used. Default: the theme's font. At most 200 characters. */
                        coordsFont?: string;
                        /**
                         * @description Title size in reference px; 0 (default) sizes the title to the page. Sizes under 4 are set at 4; a title is always shrunk to fit 80 % of the width. Range: 0 to 400 reference px.
                         * @default 0
                         */
                        cityFontSize?: number;
                        /** @description Title letter-spacing in em. Default: the theme's. Range: -0.1 to 1 em. */
                        cityLetterSpacing?: number;
                        /**
                         * @description Title weight. Default bold.
                         * @default bold
                         * @enum {string}
                         */
                        cityFontWeight?: "normal" | "bold";
                        /**
                         * @description Title case: uppercase, none or capitalize. Default: the theme's.
                         * @enum {string}
                         */
                        cityTextTransform?: "uppercase" | "none" | "capitalize";
                        /**
                         * @description Print the subtitle (country). Default true.
                         * @default true
                         */
                        showCountry?: boolean;
                        /**
                         * @description Print the coordinates of the centre. Default true.
                         * @default true
                         */
                        showCoords?: boolean;
                        /** @description false hides every marker; true with no markers puts one at the centre. */
                        showMarker?: boolean;
                        /**
                         * @description Markers to place on the map, each {lat, lon} with optionally label (up to 60 characters, any script the title can use, set beside the marker with a halo, clear of the title and the other labels, or left out with a warning), color (#RRGGBB) and icon (pin, circle, heart, star), which override markerColor and markerIcon for that marker. At most 100 items. Default none.
                         * @default []
                         */
                        markers?: {
                            lat: number;
                            lon: number;
                            label?: string;
                            color?: string;
                            /** @enum {string} */
                            icon?: "pin" | "circle" | "heart" | "star";
                        }[];
                        /**
                         * @description Marker shape. Default pin.
                         * @default pin
                         * @enum {string}
                         */
                        markerIcon?: "pin" | "circle" | "heart" | "star" | "none";
                        /**
                         * @description Marker size, × 40 reference px. Range: 0.25 to 5. Default 1.
                         * @default 1
                         */
                        markerSize?: number;
                        /** @description Marker color as #RRGGBB; empty or absent: the theme's accent color. */
                        markerColor?: string;
                        /**
                         * @description Draw a route: from the start through routeViaPoints to the end, in order, along the streets (see routeProfile). Start and end are required when true. Default false.
                         * @default false
                         */
                        showRoute?: boolean;
                        /** @description Latitude of the route start. Range: -90 to 90 degrees. */
                        routeStartLat?: number;
                        /** @description Longitude of the route start. Range: -180 to 180 degrees. */
                        routeStartLon?: number;
                        /** @description Latitude of the route end. Range: -90 to 90 degrees. */
                        routeEndLat?: number;
                        /** @description Longitude of the route end. Range: -180 to 180 degrees. */
                        routeEndLon?: number;
                        /**
                         * @description Points the route passes through between start and end, in order, each {lat, lon}. At most 50 items. Default none.
                         * @default []
                         */
                        routeViaPoints?: {
                            lat: number;
                            lon: number;
                        }[];
                        /** @description Route color as #RRGGBB; empty or absent: the theme's route color. */
                        routeColor?: string;
                        /**
                         * @description Mark the start (a filled dot) and the end (an open dot) of the route; default true.
                         * @default true
                         */
                        routeDots?: boolean;
                        /**
                         * @description How the route follows the streets of the map data: walk (default: footways, paths and streets, no motorways), bike (no motorways or steps; cycleways preferred), drive (roads only, one-way streets the right way), or straight (straight segments between the points). A leg with no street within 150 m of its ends, or no path by street, is drawn straight and named in the result's warnings.
                         * @default walk
                         * @enum {string}
                         */
                        routeProfile?: "walk" | "bike" | "drive" | "straight";
                        /** @description A track you bring, drawn as the route instead of start/via/end: a GeoJSON LineString or MultiLineString (or a Feature or FeatureCollection of them; positions [lon, lat]), GPX text (trk/trkseg/trkpt and rte/rtept points), or an encoded polyline (precision 5, or 6 when 5 leaves the globe; prefix polyline6: to force it). At most 20 000 points; simplified for drawing at the poster's scale. The request body may be up to 2 MiB for it. */
                        routeTrack?: ({
                            /** @enum {string} */
                            type: "LineString" | "MultiLineString" | "Feature" | "FeatureCollection";
                            /** @description Of a LineString: [lon, lat] positions; of a MultiLineString: lines of them. */
                            coordinates?: unknown[];
                            /** @description Of a Feature: its LineString or MultiLineString. */
                            geometry?: ({
                                type?: string;
                                coordinates?: unknown[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            /** @description Of a FeatureCollection: Features (Point features, such as waypoints, are skipped). */
                            features?: unknown[];
                        } & {
                            [key: string]: unknown;
                        }) | string;
                        /**
                         * @description Draw water. Default true.
                         * @default true
                         */
                        showWater?: boolean;
                        /**
                         * @description Draw parks and green spaces. Default true.
                         * @default true
                         */
                        showParks?: boolean;
                        /**
                         * @description Draw roads. Default true.
                         * @default true
                         */
                        showRoads?: boolean;
                        /** @description Draw buildings. Default: the theme's choice. */
                        showBuildings?: boolean;
                        /** @description Your own colors over the theme, each #RRGGBB, any of: background (the page and the land; land tints, road casings and the mat follow it), text (title, subtitle, coordinates, credit; map labels a softer shade of it), water (rivers keep their shade of it), parks, roads (the motorways; smaller roads are it faded towards the page in the theme's own steps), buildings (when drawn), route, accent (markers, and the route unless route is given). markerColor, a marker's color and routeColor still win over these. The text must have at least 3:1 contrast on the page and, with a mat, on the mat, or the request is refused. With renderMode "tile" only background, text, route and accent can be set. Example: {"background": "#f4efe6", "water": "#2b6cb0", "roads": "#1a1a1a", "text": "#1a1a1a"}. */
                        colors?: {
                            background?: string;
                            text?: string;
                            water?: string;
                            parks?: string;
                            roads?: string;
                            buildings?: string;
                            route?: string;
                            accent?: string;
                        };
                        /** @description Terrain from the elevation data: hillshade (on by default) and contour lines, in the theme's own colors. An object: hillshade (true/false), contours (true for an interval chosen by zoom, or {interval, unit: "m" | "ft", labels: true/false, indexEvery: 2-10, default 5: every so many lines is a thicker index line}), exaggeration (0.1-10; default 1, true to the ground, or 2 on a terrain poster with hillshade alone, where rolling hills at 1 read flat), azimuth (where the light comes from, degrees clockwise from north, default 315), altitude (1-90 degrees, default 45), multidirectional (light from four directions, as gdaldem -multidirectional). With showRoads, showWater and showParks false (and no buildings) the poster is terrain alone and needs no map data. A view the elevation data does not cover is refused like map data (no_map_data, partial_map_data; allowPartialMap draws it). Example: {"hillshade": true, "contours": {"interval": 20, "unit": "m", "labels": true}, "exaggeration": 1.5}. */
                        terrain?: {
                            /** @default true */
                            hillshade?: boolean;
                            contours?: {
                                interval?: number;
                                /**
                                 * @default m
                                 * @enum {string}
                                 */
                                unit?: "m" | "ft";
                                /** @default false */
                                labels?: boolean;
                                /** @default 5 */
                                indexEvery?: number;
                            };
                            exaggeration?: number;
                            /** @default 315 */
                            azimuth?: number;
                            /** @default 45 */
                            altitude?: number;
                            /** @default false */
                            multidirectional?: boolean;
                        };
                    };
                    /** @description Editor share-link parameters by short name (z, t, c, …); unknown names are ignored. Mostly for pasting a share link. */
                    rawParams?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        BatchRequest: {
            content: {
                /**
                 * @example {
                 *       "defaults": {
                 *         "lat": 55.676,
                 *         "lon": 12.576,
                 *         "zoom": 14,
                 *         "city": "Copenhagen",
                 *         "country": "Denmark",
                 *         "format": "png"
                 *       },
                 *       "renders": [
                 *         {
                 *           "theme": "vintage_atlas"
                 *         },
                 *         {
                 *           "theme": "midnight_dark"
                 *         },
                 *         {
                 *           "theme": "vintage_atlas",
                 *           "format": "pdf"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description The posters, 1 to 100: each a RenderRequest, overlaid on defaults field by field (lat and lon are required of each item or of defaults). */
                    renders: {
                        /** @description Latitude of the centre of the map, in degrees (WGS 84). Range: -90 to 90 degrees. */
                        lat?: number;
                        /** @description Longitude of the centre of the map, in degrees (WGS 84). Range: -180 to 180 degrees. */
                        lon?: number;
                        /**
                         * @description Map scale, as in a web map on a 1024 px frame: about 11 shows a metro area, 13 a city, 15 a neighbourhood, 16-17 a few streets. The poster shows the same ground at any pixel size, only sharper. Default 13. Range: 0 to 22.
                         * @default 13
                         */
                        zoom?: number;
                        /**
                         * @description The look of the poster: colors, fonts, which roads stand out. Default midnight_dark (standard with renderMode "tile").
                         *     Artistic themes (renderMode "artistic", the default), drawn from vector map data:
                         *     - ancient_woodland: Ancient Woodland (dark). Old forest at dusk: moss-green page, parchment roads fading into it, dark forest-pool water, deep moss parks, amber route, Garamond lettering.
                         *     - arctic_frost: Arctic Frost (light). Ice and cold light: ice-white page, bold glacier-navy roads stepping down to frost, glacier-cyan water, pale ice-green parks, airy wide-tracked sans.
                         *     - arid_canyon: Arid Canyon (light). Sun-baked canyon: burnt-orange sand page, near-black umber roads fading to rust, deep teal river, bold condensed capitals.
                         *     - aurora_glow: Aurora Glow (dark). Northern lights: violet polar night, aurora-green roads glowing over a dim teal mesh, lilac route, deep teal-black sea, geometric sans.
                         *     - autumn_whisper: Autumn Whisper (light). Falling leaves: warm amber-cream page, bold burnt-orange roads fading to amber, slate-blue water, ochre parks, mixed-case serif title.
                         *     - blueprint_classic: Blueprint Classic (dark). An architect's blueprint: deep cyan-blue sheet, white and pale-cyan linework, darker water, monospace lettering.
                         *     - charcoal_sketch: Charcoal Sketch (light). Charcoal on toned paper: pale warm-grey sheet, graphite roads fading to smudges, slate water, sage-grey parks, a Garamond title.
                         *     - copper_patina: Copper Patina (light). Weathered copper roof: pale verdigris-green page, bright copper roads fading into the verdigris, deep teal water, cased arterials.
                         *     - cyber_glitch: Cyber Glitch (dark). RGB glitch on a dead screen: near-black plum page, acid-yellow main roads over magenta secondaries and streets, blue-black water, cyan route and markers, monospace lettering.
                         *     - cyber_noir: Cyber Noir (dark). Neo-noir night: rain-slick deep petrol page, bold neon-red roads dimming into it, near-black navy water, grotesk lettering.
                         *     - desert_mirage: Desert Mirage (light). Mirage over the dunes: pale sand page, deep teal roads, shimmering turquoise water, olive dune grass, red route, light sans lettering.
                         *     - deep_ocean: Deep Ocean (dark). The abyss: deep navy page, seafoam-aqua roads sinking to teal, the sea an abyssal teal-black, geometric sans.
                         *     - dark_gold: Dark Gold (dark). Gold leaf on black lacquer: bright gold roads dimming to bronze, ink-blue water, olive-gold parks, classical Cinzel capitals.
                         *     - emerald_valley: Emerald Valley (light). Green valley in spring: soft grey-green page, deep emerald roads fading to leaf green, lush parks, blue-green water, gold route.
                         *     - ethereal_ghost: Ethereal Ghost (light). Ghost in cool fog: sea-fog page, ink-violet roads fading like breath on glass, misty blue water, grey-sage parks, garnet route, light sans lettering.
                         *     - forest_shadow: Forest Shadow (dark). Deep in the pines: deep pine-shadow page, pale sage roads fading into it, green-black water, moss parks, condensed sans title.
                         *     - golden_era: Golden Era (light). Art Deco: champagne page, Deco-teal water, bold deep-teal avenues stepping down to celadon, gold parks, wide geometric capitals.
                         *     - lavender_mist: Lavender Mist (light). Lavender fields of Provence: blue-violet lavender page, deep purple roads fading to lavender, periwinkle water, geometric capitals.
                         *     - mint_fizz: Mint Fizz (light). Soda-fountain fresh: bright spearmint page, raspberry roads fading to a pale pink mesh, deep aqua water, playful geometric capitals.
                         *     - midnight_neon: Midnight Neon (dark). Neon on ink-black: glowing magenta roads over a dim magenta mesh, cyan route, blue-black water, geometric sans lettering.
                         *     - monochrome_pro: Monochrome Pro (light). Figure and ground: concrete-grey page, graphite water, roads from pure black to light grey, white-cased arterials, bold condensed sans.
                         *     - mangrove_maze: Mangrove Maze (dark). Mangrove at dusk: deep leaf-green page, tangerine roads winding through it, black-teal channels, brighter green parks, coral-pink route, grotesk lettering.
                         *     - paper_heritage: Paper Heritage (light). Old printed city plan: kraft paper, dark-brown ink streets, faded blue-grey water, tan blocks, Garamond capitals.
                         *     - riverine_flow: Riverine Flow (light). The river is the hero: pale river-stone page, bright river-blue water, river-blue roads fading to stone, clean sans.
                         *     - retro_synth: Retro Synth (dark). Synthwave after dark: deep night-violet page, hot-pink main roads and streets over aqua secondaries, navy-black water, laser-cyan lettering, sun-orange route and markers, condensed capitals.
                         *     - royal_velvet: Royal Velvet (dark). Velvet and gold: deep magenta-plum velvet page, old-gold roads softening to mauve, midnight-indigo water, classical Cinzel capitals.
                         *     - rustic_clay: Rustic Clay (light). Fired red clay: terracotta page, dark umber roads fading into the clay, dark slate-teal water, deep-brown condensed lettering.
                         *     - sakura_bloom: Sakura Bloom (light). Cherry blossom: blossom-pink page, cherry roads fading to petal pink, soft pink parks, pale sky-blue water, mixed-case Garamond.
                         *     - solar_flare: Solar Flare (dark). Solar flare on the dark limb: ember-black page, blazing orange roads cooling to ember, black-blue water, sun-yellow route, condensed capitals.
                         *     - steel_metropolis: Steel Metropolis (light). Brushed steel: cool steel-grey page, bold blue-steel roads with light casings, steel-blue water, every building, condensed capitals.
                         *     - sunset_blush: Sunset Blush (light). The last light of day: soft peach-blush page, dusk-violet roads fading to peach, periwinkle water, sun-orange route, light sans.
                         *     - volcanic_ash: Volcanic Ash (dark). Ash and lava: smoky ash-grey page, bold lava-orange roads glowing over a dim ember mesh, blue-black water, bold display capitals.
                         *     - nautical_chart: Nautical Chart (light). Harbour sea chart: buff land, pale chart-blue water, thin black-ink streets, tan buildings, navy serif lettering, magenta marks.
                         *     - wine_country: Wine Country (light). Vineyard estate: rosé-cream page, burgundy roads fading to rosé, vine-green parks, grey-blue water, Playfair and Garamond.
                         *     - mediterranean_sun: Mediterranean Sun (light). Sun and cobalt: apricot-gold page of Mediterranean afternoon light, cobalt-blue roads, Aegean-blue sea, pale olive parks, coral-red markers.
                         *     - nordic_fjord: Nordic Fjord (light). Snow and deep water: snow-grey page, dark slate roads, deep fjord-blue water, Nordic-red markers, clean grotesk.
                         *     - vintage_atlas: Vintage Atlas (light). An old printed atlas: aged parchment page, brick-red highways fading to sepia streets, muted teal water, olive parks, serif type.
                         *     - rose_gold: Rose Gold (dark). Rose-gold jewellery on garnet velvet: dark garnet page, rose-gold roads softening to copper, deep ink-teal water, light elegant sans.
                         *     - indigo_night: Indigo Night (dark). Navy and gold: deep indigo page, a bright gold network of main roads over a dim gold mesh, near-black water, Playfair capitals.
                         *     - espresso_roast: Espresso Roast (dark). Coffee house: dark-roast page, crema and latte roads fading into the roast, black-coffee water, roasted building blocks, condensed capitals.
                         *     - jade_silk: Jade Silk (dark). Jade and silk: deep jade page, ivory silk roads fading to celadon, deep blue-teal water, jade-green building blocks, a Garamond title in mixed case.
                         *     - twilight_hour: Twilight Hour (dark). Dusk: deep mauve twilight page, peach-lit roads fading into it, dark teal-ink water, lilac parks, geometric capitals.
                         *     - sandstone_arch: Sandstone Arch (light). Red-rock country: warm red-sandstone page, bold terracotta roads fading to sand, deep canyon-river teal water, classical Cinzel capitals.
                         *     - obsidian_glass: Obsidian Glass (dark). Volcanic glass: violet-black page, bold ice-blue roads with a glassy sheen, black water, violet route, grotesk lettering.
                         *     - storm_front: Storm Front (dark). Approaching storm: mid storm-slate page, bold lightning-yellow roads over a dim olive mesh of streets, dark teal water, condensed capitals.
                         *     - tobacco_leather: Tobacco Leather (dark). Gentleman's study: oxblood leather page, brass roads with dark casings, near-black water, a Playfair title in mixed case.
                         *     - ivory_tower: Ivory Tower (light). Academia: warm ivory page, Oxford-navy ink roads fading to blue-grey, soft Oxford-blue water, faint buildings, crimson route, Cinzel title with Garamond.
                         *     - sage_garden: Sage Garden (light). Herb garden: soft sage-green page, bold forest-green roads fading to sage, grey-blue pond water, terracotta markers, geometric sans.
                         *     - coral_depths: Coral Depths (dark). Coral reef: mid sea-teal page, coral roads fading into the sea, darker abyssal water, geometric sans.
                         *     - terracotta_villa: Terracotta Villa (light). Italian villa: warm plaster page, blocks in dusty terracotta, cypress-green roads, olive-grove parks, teal water.
                         *     - dusty_rose: Dusty Rose (light). Faded roses: dusty pink page, aubergine roads fading to mauve, cool blue-teal water, rose-taupe parks, Garamond capitals.
                         *     - midnight_dark: Midnight Dark (dark). The classic dark city map: near-black blue-grey page, roads from white down to slate grey, darker water, street names.
                         *     - minimal_white: Minimal White (light). Restrained black-and-white city map: off-white page, roads from black down to light grey, pale blue-grey water, street names.
                         *     - modern_voyager: Modern Voyager (light). Friendly modern street map after CARTO Voyager: warm light page, soft blue water, soft sage parks, burnt-orange arterials fading to apricot streets, street names.
                         *     Map-tile styles (need renderMode "tile"; personal use only):
                         *     - standard: Standard Map. The familiar OpenStreetMap street map on a light paper page with dark text (map-tile style, personal use only).
                         *     - satellite: Satellite. Aerial imagery of the place on a near-black page with light text (map-tile style, personal use only).
                         *     Legacy keys still accepted: dark = midnight_dark, minimal = minimal_white, voyager = modern_voyager.
                         * @enum {string}
                         */
                        theme?: "ancient_woodland" | "arctic_frost" | "arid_canyon" | "aurora_glow" | "autumn_whisper" | "blueprint_classic" | "charcoal_sketch" | "copper_patina" | "cyber_glitch" | "cyber_noir" | "desert_mirage" | "deep_ocean" | "dark_gold" | "emerald_valley" | "ethereal_ghost" | "forest_shadow" | "golden_era" | "lavender_mist" | "mint_fizz" | "midnight_neon" | "monochrome_pro" | "mangrove_maze" | "paper_heritage" | "riverine_flow" | "retro_synth" | "royal_velvet" | "rustic_clay" | "sakura_bloom" | "solar_flare" | "steel_metropolis" | "sunset_blush" | "volcanic_ash" | "nautical_chart" | "wine_country" | "mediterranean_sun" | "nordic_fjord" | "vintage_atlas" | "rose_gold" | "indigo_night" | "espresso_roast" | "jade_silk" | "twilight_hour" | "sandstone_arch" | "obsidian_glass" | "storm_front" | "tobacco_leather" | "ivory_tower" | "sage_garden" | "coral_depths" | "terracotta_villa" | "dusty_rose" | "midnight_dark" | "minimal_white" | "modern_voyager" | "standard" | "satellite" | "dark" | "minimal" | "voyager";
                        /**
                         * @description "artistic" (default): an artistic theme drawn from vector map data. "tile": the map-tile styles standard or satellite (personal use only).
                         * @default artistic
                         * @enum {string}
                         */
                        renderMode?: "artistic" | "tile";
                        /**
                         * @description The title printed on the poster, usually the place name. Empty: no title. At most 100 characters. Default empty.
                         * @default
                         */
                        city?: string;
                        /**
                         * @description The subtitle under the title, usually the country or region. At most 100 characters. Default empty.
                         * @default
                         */
                        country?: string;
                        /**
                         * @description Poster width in any unit: with height it gives the aspect ratio only (at most 4:1 either way). Default 3600 × 4800, a 3:4 portrait. Range: 1 to 100000.
                         * @default 3600
                         */
                        width?: number;
                        /**
                         * @description Poster height in any unit; see width. The size in pixels comes from maxDimension. Range: 1 to 100000. Default 4800.
                         * @default 4800
                         */
                        height?: number;
                        /**
                         * @description File format: png (default), jpeg or webp (raster); pdf (vector, for print); svg (vector, without map labels).
                         * @default png
                         * @enum {string}
                         */
                        format?: "png" | "jpeg" | "webp" | "pdf" | "svg";
                        /** @description Pixels of the longer side. Unset: 4096, or for a print (printSize) its full pixels at dpi. A synchronous render draws at most 4096 (more is refused: queue it with POST /v1/renders or render_batch); queued PNG and JPEG up to 24000, WebP up to 16383; PDF and SVG are laid out at 4096 at most (vector). 1024 to 2048 suit a screen, 4096 an everyday print. At least 256 px. */
                        maxDimension?: number;
                        /** @description A physical print size instead of width × height: A5, A4, A3, A2, A1, A0 (or B4…B1; add " landscape" to turn it), or width x height with a unit, like 50x70cm, 500x700mm or 18x24in (portrait or landscape by the order of the numbers; 5 cm to 2 m a side). It sets the aspect; a PDF is exactly this size (plus bleed) with its TrimBox and BleedBox set, and a PNG, JPEG or WebP has printSize × dpi pixels (the longest side at most maxDimension) and states its dpi in the file. Not with width or height. */
                        printSize?: string;
                        /**
                         * @description Dots per inch of a raster print (png, jpeg, webp) at printSize: 72 to 600, default 300. The pixels are capped only by maxDimension when given and by the format (PNG and JPEG 24000 px, WebP 16383 px on the longest side), the aspect kept; more than 4096 px must be queued (POST /v1/renders, render_batch); the RenderResult's print.dpi is the resolution the file really has, and a warning says when it is under 150 (the PDF is sharp at any size). Needs printSize. Range: 72 to 600 dots per inch.
                         * @default 300
                         */
                        dpi?: number;
                        /**
                         * @description Bleed for the cutter, in mm on each side (0 to 10; printers ask for 2-3): the page grows by it, backgrounds, map, mat and fades run into it, and the title, credit, markers and map shape stay inside the trim less a 5 mm safe margin. Needs printSize. Range: 0 to 10 mm. Default 0.
                         * @default 0
                         */
                        bleedMm?: number;
                        /**
                         * @description PDF only: crop marks outside the bleed at the trim's corners (the page grows to hold them; TrimBox and BleedBox stay exact). Default false. Needs printSize.
                         * @default false
                         */
                        cropMarks?: boolean;
                        /**
                         * @description Map rotation in degrees clockwise; 90 puts east at the top. Default 0 (north up). Range: -360 to 360 degrees.
                         * @default 0
                         */
                        bearing?: number;
                        /**
                         * @description rectangle (default) fills the page; circle, hexagon and heart sit above the text.
                         * @default rectangle
                         * @enum {string}
                         */
                        mapShape?: "rectangle" | "circle" | "hexagon" | "heart";
                        /**
                         * @description Frame the map with a mat (a border); the title then sits on the mat below the map. Default false.
                         * @default false
                         */
                        matEnabled?: boolean;
                        /**
                         * @description Mat width in reference px (on a 1024 px frame; scales with the poster). At most a fifth of the shorter side: a wider mat is drawn at that width, so the map and the text always have room. Range: 0 to 200 reference px. Default 40.
                         * @default 40
                         */
                        matWidth?: number;
                        /**
                         * @description A white mat instead of the theme's mat color. Default false.
                         * @default false
                         */
                        matWhiteBorder?: boolean;
                        /**
                         * @description Draw a line around the map window. Default true.
                         * @default true
                         */
                        matShowBorder?: boolean;
                        /**
                         * @description Width of the line around the map window, in reference px. Range: 0 to 20 reference px. Default 1.5.
                         * @default 1.5
                         */
                        matBorderWidth?: number;
                        /**
                         * @description Opacity of the line around the map window. Range: 0 to 1. Default 0.6.
                         * @default 0.6
                         */
                        matBorderOpacity?: number;
                        /** @description Street, place and water names on the map (raster formats and PDF; SVG never has labels). */
                        showLabels?: boolean;
                        /**
                         * @description local (default): map names as written on the spot (東京, القاهرة, Αθήνα), in any of the shipped scripts; latin: the map data's Latin-script name where it has one (Tokyo, al-Qahira), else the local name.
                         * @default local
                         * @enum {string}
                         */
                        labelLanguage?: "local" | "latin";
                        /**
                         * @description What is behind the text: vignette (the map eases into a solid panel of the page color behind the text and fades out at the top), radial (the same panel, the map fading out towards every edge), none (no backdrop: the text prints over the map with a halo). With vignette and radial the text and the credit always sit on clean page. Default: the theme's.
                         * @enum {string}
                         */
                        overlayBgType?: "none" | "vignette" | "radial";
                        /**
                         * @description Scale of the text block: small, medium (default) or large; none leaves the text out.
                         * @default medium
                         * @enum {string}
                         */
                        overlaySize?: "none" | "small" | "medium" | "large";
                        /**
                         * @description Horizontal centre of the text block, as a fraction of the page width. Range: 0 to 1. Default 0.5.
                         * @default 0.5
                         */
                        overlayX?: number;
                        /**
                         * @description Vertical centre of the text block, as a fraction of the page height. Range: 0 to 1. Default 0.875.
                         * @default 0.875
                         */
                        overlayY?: number;
                        /** @description A CSS font-family list; the first of Montserrat, Inter, Playfair Display, Cormorant Garamond, EB Garamond, JetBrains Mono, Oswald, Josefin Sans, Bebas Neue, Cinzel, Space Grotesk, Raleway named in it is used. Default: the theme's font. At most 200 characters. */
                        cityFont?: string;
                        /** @description A CSS font-family list; the first of Montserrat, Inter, Playfair Display, Cormorant Garamond, EB Garamond, JetBrains Mono, Oswald, Josefin Sans, Bebas Neue, Cinzel, Space Grotesk, Raleway named in it is used. Default: the theme's font. At most 200 characters. */
                        countryFont?: string;
                        /** @description A CSS font-family list; the first of Montserrat, Inter, Playfair Display, Cormorant Garamond, EB Garamond, JetBrains Mono, Oswald, Josefin Sans, Bebas Neue, Cinzel, Space Grotesk, Raleway named in it is used. Default: the theme's font. At most 200 characters. */
                        coordsFont?: string;
                        /**
                         * @description Title size in reference px; 0 (default) sizes the title to the page. Sizes under 4 are set at 4; a title is always shrunk to fit 80 % of the width. Range: 0 to 400 reference px.
                         * @default 0
                         */
                        cityFontSize?: number;
                        /** @description Title letter-spacing in em. Default: the theme's. Range: -0.1 to 1 em. */
                        cityLetterSpacing?: number;
                        /**
                         * @description Title weight. Default bold.
                         * @default bold
                         * @enum {string}
                         */
                        cityFontWeight?: "normal" | "bold";
                        /**
                         * @description Title case: uppercase, none or capitalize. Default: the theme's.
                         * @enum {string}
                         */
                        cityTextTransform?: "uppercase" | "none" | "capitalize";
                        /**
                         * @description Print the subtitle (country). Default true.
                         * @default true
                         */
                        showCountry?: boolean;
                        /**
                         * @description Print the coordinates of the centre. Default true.
                         * @default true
                         */
                        showCoords?: boolean;
                        /** @description false hides every marker; true with no markers puts one at the centre. */
                        showMarker?: boolean;
                        /**
                         * @description Markers to place on the map, each {lat, lon} with optionally label (up to 60 characters, any script the title can use, set beside the marker with a halo, clear of the title and the other labels, or left out with a warning), color (#RRGGBB) and icon (pin, circle, heart, star), which override markerColor and markerIcon for that marker. At most 100 items. Default none.
                         * @default []
                         */
                        markers?: {
                            lat: number;
                            lon: number;
                            label?: string;
                            color?: string;
                            /** @enum {string} */
                            icon?: "pin" | "circle" | "heart" | "star";
                        }[];
                        /**
                         * @description Marker shape. Default pin.
                         * @default pin
                         * @enum {string}
                         */
                        markerIcon?: "pin" | "circle" | "heart" | "star" | "none";
                        /**
                         * @description Marker size, × 40 reference px. Range: 0.25 to 5. Default 1.
                         * @default 1
                         */
                        markerSize?: number;
                        /** @description Marker color as #RRGGBB; empty or absent: the theme's accent color. */
                        markerColor?: string;
                        /**
                         * @description Draw a route: from the start through routeViaPoints to the end, in order, along the streets (see routeProfile). Start and end are required when true. Default false.
                         * @default false
                         */
                        showRoute?: boolean;
                        /** @description Latitude of the route start. Range: -90 to 90 degrees. */
                        routeStartLat?: number;
                        /** @description Longitude of the route start. Range: -180 to 180 degrees. */
                        routeStartLon?: number;
                        /** @description Latitude of the route end. Range: -90 to 90 degrees. */
                        routeEndLat?: number;
                        /** @description Longitude of the route end. Range: -180 to 180 degrees. */
                        routeEndLon?: number;
                        /**
                         * @description Points the route passes through between start and end, in order, each {lat, lon}. At most 50 items. Default none.
                         * @default []
                         */
                        routeViaPoints?: {
                            lat: number;
                            lon: number;
                        }[];
                        /** @description Route color as #RRGGBB; empty or absent: the theme's route color. */
                        routeColor?: string;
                        /**
                         * @description Mark the start (a filled dot) and the end (an open dot) of the route; default true.
                         * @default true
                         */
                        routeDots?: boolean;
                        /**
                         * @description How the route follows the streets of the map data: walk (default: footways, paths and streets, no motorways), bike (no motorways or steps; cycleways preferred), drive (roads only, one-way streets the right way), or straight (straight segments between the points). A leg with no street within 150 m of its ends, or no path by street, is drawn straight and named in the result's warnings.
                         * @default walk
                         * @enum {string}
                         */
                        routeProfile?: "walk" | "bike" | "drive" | "straight";
                        /** @description A track you bring, drawn as the route instead of start/via/end: a GeoJSON LineString or MultiLineString (or a Feature or FeatureCollection of them; positions [lon, lat]), GPX text (trk/trkseg/trkpt and rte/rtept points), or an encoded polyline (precision 5, or 6 when 5 leaves the globe; prefix polyline6: to force it). At most 20 000 points; simplified for drawing at the poster's scale. The request body may be up to 2 MiB for it. */
                        routeTrack?: ({
                            /** @enum {string} */
                            type: "LineString" | "MultiLineString" | "Feature" | "FeatureCollection";
                            /** @description Of a LineString: [lon, lat] positions; of a MultiLineString: lines of them. */
                            coordinates?: unknown[];
                            /** @description Of a Feature: its LineString or MultiLineString. */
                            geometry?: ({
                                type?: string;
                                coordinates?: unknown[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            /** @description Of a FeatureCollection: Features (Point features, such as waypoints, are skipped). */
                            features?: unknown[];
                        } & {
                            [key: string]: unknown;
                        }) | string;
                        /**
                         * @description Draw water. Default true.
                         * @default true
                         */
                        showWater?: boolean;
                        /**
                         * @description Draw parks and green spaces. Default true.
                         * @default true
                         */
                        showParks?: boolean;
                        /**
                         * @description Draw roads. Default true.
                         * @default true
                         */
                        showRoads?: boolean;
                        /** @description Draw buildings. Default: the theme's choice. */
                        showBuildings?: boolean;
                        /** @description Your own colors over the theme, each #RRGGBB, any of: background (the page and the land; land tints, road casings and the mat follow it), text (title, subtitle, coordinates, credit; map labels a softer shade of it), water (rivers keep their shade of it), parks, roads (the motorways; smaller roads are it faded towards the page in the theme's own steps), buildings (when drawn), route, accent (markers, and the route unless route is given). markerColor, a marker's color and routeColor still win over these. The text must have at least 3:1 contrast on the page and, with a mat, on the mat, or the request is refused. With renderMode "tile" only background, text, route and accent can be set. Example: {"background": "#f4efe6", "water": "#2b6cb0", "roads": "#1a1a1a", "text": "#1a1a1a"}. */
                        colors?: {
                            background?: string;
                            text?: string;
                            water?: string;
                            parks?: string;
                            roads?: string;
                            buildings?: string;
                            route?: string;
                            accent?: string;
                        };
                        /** @description Terrain from the elevation data: hillshade (on by default) and contour lines, in the theme's own colors. An object: hillshade (true/false), contours (true for an interval chosen by zoom, or {interval, unit: "m" | "ft", labels: true/false, indexEvery: 2-10, default 5: every so many lines is a thicker index line}), exaggeration (0.1-10; default 1, true to the ground, or 2 on a terrain poster with hillshade alone, where rolling hills at 1 read flat), azimuth (where the light comes from, degrees clockwise from north, default 315), altitude (1-90 degrees, default 45), multidirectional (light from four directions, as gdaldem -multidirectional). With showRoads, showWater and showParks false (and no buildings) the poster is terrain alone and needs no map data. A view the elevation data does not cover is refused like map data (no_map_data, partial_map_data; allowPartialMap draws it). Example: {"hillshade": true, "contours": {"interval": 20, "unit": "m", "labels": true}, "exaggeration": 1.5}. */
                        terrain?: {
                            /** @default true */
                            hillshade?: boolean;
                            contours?: {
                                interval?: number;
                                /**
                                 * @default m
                                 * @enum {string}
                                 */
                                unit?: "m" | "ft";
                                /** @default false */
                                labels?: boolean;
                                /** @default 5 */
                                indexEvery?: number;
                            };
                            exaggeration?: number;
                            /** @default 315 */
                            azimuth?: number;
                            /** @default 45 */
                            altitude?: number;
                            /** @default false */
                            multidirectional?: boolean;
                        };
                        /**
                         * @description Also return the poster at 640 px as a WebP image in the result, to look at it. Costs nothing more. Default false.
                         * @default false
                         */
                        preview?: boolean;
                        /**
                         * @description Draw the poster even when the map data covers less than 90 % of it (the rest is left blank, and a warning says so). Default false: such a request is refused with partial_map_data, naming the share covered and the zoom at which the data fills the poster, and it is not charged.
                         * @default false
                         */
                        allowPartialMap?: boolean;
                        /** @description Design fields by editor field name; they may also be given at the top level, and win over it. */
                        params?: {
                            /** @description A physical print size instead of width × height: A5, A4, A3, A2, A1, A0 (or B4…B1; add " landscape" to turn it), or width x height with a unit, like 50x70cm, 500x700mm or 18x24in (portrait or landscape by the order of the numbers; 5 cm to 2 m a side). It sets the aspect; a PDF is exactly this size (plus bleed) with its TrimBox and BleedBox set, and a PNG, JPEG or WebP has printSize × dpi pixels (the longest side at most maxDimension) and states its dpi in the file. Not with width or height. */
                            printSize?: string;
                            /**
                             * @description Dots per inch of a raster print (png, jpeg, webp) at printSize: 72 to 600, default 300. The pixels are capped only by maxDimension when given and by the format (PNG and JPEG 24000 px, WebP 16383 px on the longest side), the aspect kept; more than 4096 px must be queued (POST /v1/renders, render_batch); the RenderResult's print.dpi is the resolution the file really has, and a warning says when it is under 150 (the PDF is sharp at any size). Needs printSize. Range: 72 to 600 dots per inch.
                             * @default 300
                             */
                            dpi?: number;
                            /**
                             * @description Bleed for the cutter, in mm on each side (0 to 10; printers ask for 2-3): the page grows by it, backgrounds, map, mat and fades run into it, and the title, credit, markers and map shape stay inside the trim less a 5 mm safe margin. Needs printSize. Range: 0 to 10 mm. Default 0.
                             * @default 0
                             */
                            bleedMm?: number;
                            /**
                             * @description PDF only: crop marks outside the bleed at the trim's corners (the page grows to hold them; TrimBox and BleedBox stay exact). Default false. Needs printSize.
                             * @default false
                             */
                            cropMarks?: boolean;
                            /**
                             * @description Map rotation in degrees clockwise; 90 puts east at the top. Default 0 (north up). Range: -360 to 360 degrees.
                             * @default 0
                             */
                            bearing?: number;
                            /**
                             * @description rectangle (default) fills the page; circle, hexagon and heart sit above the text.
                             * @default rectangle
                             * @enum {string}
                             */
                            mapShape?: "rectangle" | "circle" | "hexagon" | "heart";
                            /**
                             * @description Frame the map with a mat (a border); the title then sits on the mat below the map. Default false.
                             * @default false
                             */
                            matEnabled?: boolean;
                            /**
                             * @description Mat width in reference px (on a 1024 px frame; scales with the poster). At most a fifth of the shorter side: a wider mat is drawn at that width, so the map and the text always have room. Range: 0 to 200 reference px. Default 40.
                             * @default 40
                             */
                            matWidth?: number;
                            /**
                             * @description A white mat instead of the theme's mat color. Default false.
                             * @default false
                             */
                            matWhiteBorder?: boolean;
                            /**
                             * @description Draw a line around the map window. Default true.
                             * @default true
                             */
                            matShowBorder?: boolean;
                            /**
                             * @description Width of the line around the map window, in reference px. Range: 0 to 20 reference px. Default 1.5.
                             * @default 1.5
                             */
                            matBorderWidth?: number;
                            /**
                             * @description Opacity of the line around the map window. Range: 0 to 1. Default 0.6.
                             * @default 0.6
                             */
                            matBorderOpacity?: number;
                            /** @description Street, place and water names on the map (raster formats and PDF; SVG never has labels). */
                            showLabels?: boolean;
                            /**
                             * @description local (default): map names as written on the spot (東京, القاهرة, Αθήνα), in any of the shipped scripts; latin: the map data's Latin-script name where it has one (Tokyo, al-Qahira), else the local name.
                             * @default local
                             * @enum {string}
                             */
                            labelLanguage?: "local" | "latin";
                            /**
                             * @description What is behind the text: vignette (the map eases into a solid panel of the page color behind the text and fades out at the top), radial (the same panel, the map fading out towards every edge), none (no backdrop: the text prints over the map with a halo). With vignette and radial the text and the credit always sit on clean page. Default: the theme's.
                             * @enum {string}
                             */
                            overlayBgType?: "none" | "vignette" | "radial";
                            /**
                             * @description Scale of the text block: small, medium (default) or large; none leaves the text out.
                             * @default medium
                             * @enum {string}
                             */
                            overlaySize?: "none" | "small" | "medium" | "large";
                            /**
                             * @description Horizontal centre of the text block, as a fraction of the page width. Range: 0 to 1. Default 0.5.
                             * @default 0.5
                             */
                            overlayX?: number;
                            /**
                             * @description Vertical centre of the text block, as a fraction of the page height. Range: 0 to 1. Default 0.875.
                             * @default 0.875
                             */
                            overlayY?: number;
                            /** @description A CSS font-family list; the first of Montserrat, Inter, Playfair Display, Cormorant Garamond, EB Garamond, JetBrains Mono, Oswald, Josefin Sans, Bebas Neue, Cinzel, Space Grotesk, Raleway named in it is used. Default: the theme's font. At most 200 characters. */
                            cityFont?: string;
                            /** @description A CSS font-family list; the first of Montserrat, Inter, Playfair Display, Cormorant Garamond, EB Garamond, JetBrains Mono, Oswald, Josefin Sans, Bebas Neue, Cinzel, Space Grotesk, Raleway named in it is used. Default: the theme's font. At most 200 characters. */
                            countryFont?: string;
                            /** @description A CSS font-family list; the first of Montserrat, Inter, Playfair Display, Cormorant Garamond, EB Garamond, JetBrains Mono, Oswald, Josefin Sans, Bebas Neue, Cinzel, Space Grotesk, Raleway named in it is used. Default: the theme's font. At most 200 characters. */
                            coordsFont?: string;
                            /**
                             * @description Title size in reference px; 0 (default) sizes the title to the page. Sizes under 4 are set at 4; a title is always shrunk to fit 80 % of the width. Range: 0 to 400 reference px.
                             * @default 0
                             */
                            cityFontSize?: number;
                            /** @description Title letter-spacing in em. Default: the theme's. Range: -0.1 to 1 em. */
                            cityLetterSpacing?: number;
                            /**
                             * @description Title weight. Default bold.
                             * @default bold
                             * @enum {string}
                             */
                            cityFontWeight?: "normal" | "bold";
                            /**
                             * @description Title case: uppercase, none or capitalize. Default: the theme's.
                             * @enum {string}
                             */
                            cityTextTransform?: "uppercase" | "none" | "capitalize";
                            /**
                             * @description Print the subtitle (country). Default true.
                             * @default true
                             */
                            showCountry?: boolean;
                            /**
                             * @description Print the coordinates of the centre. Default true.
                             * @default true
                             */
                            showCoords?: boolean;
                            /** @description false hides every marker; true with no markers puts one at the centre. */
                            showMarker?: boolean;
                            /**
                             * @description Markers to place on the map, each {lat, lon} with optionally label (up to 60 characters, any script the title can use, set beside the marker with a halo, clear of the title and the other labels, or left out with a warning), color (#RRGGBB) and icon (pin, circle, heart, star), which override markerColor and markerIcon for that marker. At most 100 items. Default none.
                             * @default []
                             */
                            markers?: {
                                lat: number;
                                lon: number;
                                label?: string;
                                color?: string;
                                /** @enum {string} */
                                icon?: "pin" | "circle" | "heart" | "star";
                            }[];
                            /**
                             * @description Marker shape. Default pin.
                             * @default pin
                             * @enum {string}
                             */
                            markerIcon?: "pin" | "circle" | "heart" | "star" | "none";
                            /**
                             * @description Marker size, × 40 reference px. Range: 0.25 to 5. Default 1.
                             * @default 1
                             */
                            markerSize?: number;
                            /** @description Marker color as #RRGGBB; empty or absent: the theme's accent color. */
                            markerColor?: string;
                            /**
                             * @description Draw a route: from the start through routeViaPoints to the end, in order, along the streets (see routeProfile). Start and end are required when true. Default false.
                             * @default false
                             */
                            showRoute?: boolean;
                            /** @description Latitude of the route start. Range: -90 to 90 degrees. */
                            routeStartLat?: number;
                            /** @description Longitude of the route start. Range: -180 to 180 degrees. */
                            routeStartLon?: number;
                            /** @description Latitude of the route end. Range: -90 to 90 degrees. */
                            routeEndLat?: number;
                            /** @description Longitude of the route end. Range: -180 to 180 degrees. */
                            routeEndLon?: number;
                            /**
                             * @description Points the route passes through between start and end, in order, each {lat, lon}. At most 50 items. Default none.
                             * @default []
                             */
                            routeViaPoints?: {
                                lat: number;
                                lon: number;
                            }[];
                            /** @description Route color as #RRGGBB; empty or absent: the theme's route color. */
                            routeColor?: string;
                            /**
                             * @description Mark the start (a filled dot) and the end (an open dot) of the route; default true.
                             * @default true
                             */
                            routeDots?: boolean;
                            /**
                             * @description How the route follows the streets of the map data: walk (default: footways, paths and streets, no motorways), bike (no motorways or steps; cycleways preferred), drive (roads only, one-way streets the right way), or straight (straight segments between the points). A leg with no street within 150 m of its ends, or no path by street, is drawn straight and named in the result's warnings.
                             * @default walk
                             * @enum {string}
                             */
                            routeProfile?: "walk" | "bike" | "drive" | "straight";
                            /** @description A track you bring, drawn as the route instead of start/via/end: a GeoJSON LineString or MultiLineString (or a Feature or FeatureCollection of them; positions [lon, lat]), GPX text (trk/trkseg/trkpt and rte/rtept points), or an encoded polyline (precision 5, or 6 when 5 leaves the globe; prefix polyline6: to force it). At most 20 000 points; simplified for drawing at the poster's scale. The request body may be up to 2 MiB for it. */
                            routeTrack?: ({
                                /** @enum {string} */
                                type: "LineString" | "MultiLineString" | "Feature" | "FeatureCollection";
                                /** @description Of a LineString: [lon, lat] positions; of a MultiLineString: lines of them. */
                                coordinates?: unknown[];
                                /** @description Of a Feature: its LineString or MultiLineString. */
                                geometry?: ({
                                    type?: string;
                                    coordinates?: unknown[];
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                                /** @description Of a FeatureCollection: Features (Point features, such as waypoints, are skipped). */
                                features?: unknown[];
                            } & {
                                [key: string]: unknown;
                            }) | string;
                            /**
                             * @description Draw water. Default true.
                             * @default true
                             */
                            showWater?: boolean;
                            /**
                             * @description Draw parks and green spaces. Default true.
                             * @default true
                             */
                            showParks?: boolean;
                            /**
                             * @description Draw roads. Default true.
                             * @default true
                             */
                            showRoads?: boolean;
                            /** @description Draw buildings. Default: the theme's choice. */
                            showBuildings?: boolean;
                            /** @description Your own colors over the theme, each #RRGGBB, any of: background (the page and the land; land tints, road casings and the mat follow it), text (title, subtitle, coordinates, credit; map labels a softer shade of it), water (rivers keep their shade of it), parks, roads (the motorways; smaller roads are it faded towards the page in the theme's own steps), buildings (when drawn), route, accent (markers, and the route unless route is given). markerColor, a marker's color and routeColor still win over these. The text must have at least 3:1 contrast on the page and, with a mat, on the mat, or the request is refused. With renderMode "tile" only background, text, route and accent can be set. Example: {"background": "#f4efe6", "water": "#2b6cb0", "roads": "#1a1a1a", "text": "#1a1a1a"}. */
                            colors?: {
                                background?: string;
                                text?: string;
                                water?: string;
                                parks?: string;
                                roads?: string;
                                buildings?: string;
                                route?: string;
                                accent?: string;
                            };
                            /** @description Terrain from the elevation data: hillshade (on by default) and contour lines, in the theme's own colors. An object: hillshade (true/false), contours (true for an interval chosen by zoom, or {interval, unit: "m" | "ft", labels: true/false, indexEvery: 2-10, default 5: every so many lines is a thicker index line}), exaggeration (0.1-10; default 1, true to the ground, or 2 on a terrain poster with hillshade alone, where rolling hills at 1 read flat), azimuth (where the light comes from, degrees clockwise from north, default 315), altitude (1-90 degrees, default 45), multidirectional (light from four directions, as gdaldem -multidirectional). With showRoads, showWater and showParks false (and no buildings) the poster is terrain alone and needs no map data. A view the elevation data does not cover is refused like map data (no_map_data, partial_map_data; allowPartialMap draws it). Example: {"hillshade": true, "contours": {"interval": 20, "unit": "m", "labels": true}, "exaggeration": 1.5}. */
                            terrain?: {
                                /** @default true */
                                hillshade?: boolean;
                                contours?: {
                                    interval?: number;
                                    /**
                                     * @default m
                                     * @enum {string}
                                     */
                                    unit?: "m" | "ft";
                                    /** @default false */
                                    labels?: boolean;
                                    /** @default 5 */
                                    indexEvery?: number;
                                };
                                exaggeration?: number;
                                /** @default 315 */
                                azimuth?: number;
                                /** @default 45 */
                                altitude?: number;
                                /** @default false */
                                multidirectional?: boolean;
                            };
                        };
                        /** @description Editor share-link parameters by short name (z, t, c, …); unknown names are ignored. Mostly for pasting a share link. */
                        rawParams?: {
                            [key: string]: unknown;
                        };
                    }[];
                    /** @description Fields every item starts from: an item’s own value of a field (in any spelling: top level, params or rawParams) replaces the default’s whole, lists and objects included. */
                    defaults?: {
                        /** @description Latitude of the centre of the map, in degrees (WGS 84). Range: -90 to 90 degrees. */
                        lat?: number;
                        /** @description Longitude of the centre of the map, in degrees (WGS 84). Range: -180 to 180 degrees. */
                        lon?: number;
                        /**
                         * @description Map scale, as in a web map on a 1024 px frame: about 11 shows a metro area, 13 a city, 15 a neighbourhood, 16-17 a few streets. The poster shows the same ground at any pixel size, only sharper. Default 13. Range: 0 to 22.
                         * @default 13
                         */
                        zoom?: number;
                        /**
                         * @description The look of the poster: colors, fonts, which roads stand out. Default midnight_dark (standard with renderMode "tile").
                         *     Artistic themes (renderMode "artistic", the default), drawn from vector map data:
                         *     - ancient_woodland: Ancient Woodland (dark). Old forest at dusk: moss-green page, parchment roads fading into it, dark forest-pool water, deep moss parks, amber route, Garamond lettering.
                         *     - arctic_frost: Arctic Frost (light). Ice and cold light: ice-white page, bold glacier-navy roads stepping down to frost, glacier-cyan water, pale ice-green parks, airy wide-tracked sans.
                         *     - arid_canyon: Arid Canyon (light). Sun-baked canyon: burnt-orange sand page, near-black umber roads fading to rust, deep teal river, bold condensed capitals.
                         *     - aurora_glow: Aurora Glow (dark). Northern lights: violet polar night, aurora-green roads glowing over a dim teal mesh, lilac route, deep teal-black sea, geometric sans.
                         *     - autumn_whisper: Autumn Whisper (light). Falling leaves: warm amber-cream page, bold burnt-orange roads fading to amber, slate-blue water, ochre parks, mixed-case serif title.
                         *     - blueprint_classic: Blueprint Classic (dark). An architect's blueprint: deep cyan-blue sheet, white and pale-cyan linework, darker water, monospace lettering.
                         *     - charcoal_sketch: Charcoal Sketch (light). Charcoal on toned paper: pale warm-grey sheet, graphite roads fading to smudges, slate water, sage-grey parks, a Garamond title.
                         *     - copper_patina: Copper Patina (light). Weathered copper roof: pale verdigris-green page, bright copper roads fading into the verdigris, deep teal water, cased arterials.
                         *     - cyber_glitch: Cyber Glitch (dark). RGB glitch on a dead screen: near-black plum page, acid-yellow main roads over magenta secondaries and streets, blue-black water, cyan route and markers, monospace lettering.
                         *     - cyber_noir: Cyber Noir (dark). Neo-noir night: rain-slick deep petrol page, bold neon-red roads dimming into it, near-black navy water, grotesk lettering.
                         *     - desert_mirage: Desert Mirage (light). Mirage over the dunes: pale sand page, deep teal roads, shimmering turquoise water, olive dune grass, red route, light sans lettering.
                         *     - deep_ocean: Deep Ocean (dark). The abyss: deep navy page, seafoam-aqua roads sinking to teal, the sea an abyssal teal-black, geometric sans.
                         *     - dark_gold: Dark Gold (dark). Gold leaf on black lacquer: bright gold roads dimming to bronze, ink-blue water, olive-gold parks, classical Cinzel capitals.
                         *     - emerald_valley: Emerald Valley (light). Green valley in spring: soft grey-green page, deep emerald roads fading to leaf green, lush parks, blue-green water, gold route.
                         *     - ethereal_ghost: Ethereal Ghost (light). Ghost in cool fog: sea-fog page, ink-violet roads fading like breath on glass, misty blue water, grey-sage parks, garnet route, light sans lettering.
                         *     - forest_shadow: Forest Shadow (dark). Deep in the pines: deep pine-shadow page, pale sage roads fading into it, green-black water, moss parks, condensed sans title.
                         *     - golden_era: Golden Era (light). Art Deco: champagne page, Deco-teal water, bold deep-teal avenues stepping down to celadon, gold parks, wide geometric capitals.
                         *     - lavender_mist: Lavender Mist (light). Lavender fields of Provence: blue-violet lavender page, deep purple roads fading to lavender, periwinkle water, geometric capitals.
                         *     - mint_fizz: Mint Fizz (light). Soda-fountain fresh: bright spearmint page, raspberry roads fading to a pale pink mesh, deep aqua water, playful geometric capitals.
                         *     - midnight_neon: Midnight Neon (dark). Neon on ink-black: glowing magenta roads over a dim magenta mesh, cyan route, blue-black water, geometric sans lettering.
                         *     - monochrome_pro: Monochrome Pro (light). Figure and ground: concrete-grey page, graphite water, roads from pure black to light grey, white-cased arterials, bold condensed sans.
                         *     - mangrove_maze: Mangrove Maze (dark). Mangrove at dusk: deep leaf-green page, tangerine roads winding through it, black-teal channels, brighter green parks, coral-pink route, grotesk lettering.
                         *     - paper_heritage: Paper Heritage (light). Old printed city plan: kraft paper, dark-brown ink streets, faded blue-grey water, tan blocks, Garamond capitals.
                         *     - riverine_flow: Riverine Flow (light). The river is the hero: pale river-stone page, bright river-blue water, river-blue roads fading to stone, clean sans.
                         *     - retro_synth: Retro Synth (dark). Synthwave after dark: deep night-violet page, hot-pink main roads and streets over aqua secondaries, navy-black water, laser-cyan lettering, sun-orange route and markers, condensed capitals.
                         *     - royal_velvet: Royal Velvet (dark). Velvet and gold: deep magenta-plum velvet page, old-gold roads softening to mauve, midnight-indigo water, classical Cinzel capitals.
                         *     - rustic_clay: Rustic Clay (light). Fired red clay: terracotta page, dark umber roads fading into the clay, dark slate-teal water, deep-brown condensed lettering.
                         *     - sakura_bloom: Sakura Bloom (light). Cherry blossom: blossom-pink page, cherry roads fading to petal pink, soft pink parks, pale sky-blue water, mixed-case Garamond.
                         *     - solar_flare: Solar Flare (dark). Solar flare on the dark limb: ember-black page, blazing orange roads cooling to ember, black-blue water, sun-yellow route, condensed capitals.
                         *     - steel_metropolis: Steel Metropolis (light). Brushed steel: cool steel-grey page, bold blue-steel roads with light casings, steel-blue water, every building, condensed capitals.
                         *     - sunset_blush: Sunset Blush (light). The last light of day: soft peach-blush page, dusk-violet roads fading to peach, periwinkle water, sun-orange route, light sans.
                         *     - volcanic_ash: Volcanic Ash (dark). Ash and lava: smoky ash-grey page, bold lava-orange roads glowing over a dim ember mesh, blue-black water, bold display capitals.
                         *     - nautical_chart: Nautical Chart (light). Harbour sea chart: buff land, pale chart-blue water, thin black-ink streets, tan buildings, navy serif lettering, magenta marks.
                         *     - wine_country: Wine Country (light). Vineyard estate: rosé-cream page, burgundy roads fading to rosé, vine-green parks, grey-blue water, Playfair and Garamond.
                         *     - mediterranean_sun: Mediterranean Sun (light). Sun and cobalt: apricot-gold page of Mediterranean afternoon light, cobalt-blue roads, Aegean-blue sea, pale olive parks, coral-red markers.
                         *     - nordic_fjord: Nordic Fjord (light). Snow and deep water: snow-grey page, dark slate roads, deep fjord-blue water, Nordic-red markers, clean grotesk.
                         *     - vintage_atlas: Vintage Atlas (light). An old printed atlas: aged parchment page, brick-red highways fading to sepia streets, muted teal water, olive parks, serif type.
                         *     - rose_gold: Rose Gold (dark). Rose-gold jewellery on garnet velvet: dark garnet page, rose-gold roads softening to copper, deep ink-teal water, light elegant sans.
                         *     - indigo_night: Indigo Night (dark). Navy and gold: deep indigo page, a bright gold network of main roads over a dim gold mesh, near-black water, Playfair capitals.
                         *     - espresso_roast: Espresso Roast (dark). Coffee house: dark-roast page, crema and latte roads fading into the roast, black-coffee water, roasted building blocks, condensed capitals.
                         *     - jade_silk: Jade Silk (dark). Jade and silk: deep jade page, ivory silk roads fading to celadon, deep blue-teal water, jade-green building blocks, a Garamond title in mixed case.
                         *     - twilight_hour: Twilight Hour (dark). Dusk: deep mauve twilight page, peach-lit roads fading into it, dark teal-ink water, lilac parks, geometric capitals.
                         *     - sandstone_arch: Sandstone Arch (light). Red-rock country: warm red-sandstone page, bold terracotta roads fading to sand, deep canyon-river teal water, classical Cinzel capitals.
                         *     - obsidian_glass: Obsidian Glass (dark). Volcanic glass: violet-black page, bold ice-blue roads with a glassy sheen, black water, violet route, grotesk lettering.
                         *     - storm_front: Storm Front (dark). Approaching storm: mid storm-slate page, bold lightning-yellow roads over a dim olive mesh of streets, dark teal water, condensed capitals.
                         *     - tobacco_leather: Tobacco Leather (dark). Gentleman's study: oxblood leather page, brass roads with dark casings, near-black water, a Playfair title in mixed case.
                         *     - ivory_tower: Ivory Tower (light). Academia: warm ivory page, Oxford-navy ink roads fading to blue-grey, soft Oxford-blue water, faint buildings, crimson route, Cinzel title with Garamond.
                         *     - sage_garden: Sage Garden (light). Herb garden: soft sage-green page, bold forest-green roads fading to sage, grey-blue pond water, terracotta markers, geometric sans.
                         *     - coral_depths: Coral Depths (dark). Coral reef: mid sea-teal page, coral roads fading into the sea, darker abyssal water, geometric sans.
                         *     - terracotta_villa: Terracotta Villa (light). Italian villa: warm plaster page, blocks in dusty terracotta, cypress-green roads, olive-grove parks, teal water.
                         *     - dusty_rose: Dusty Rose (light). Faded roses: dusty pink page, aubergine roads fading to mauve, cool blue-teal water, rose-taupe parks, Garamond capitals.
                         *     - midnight_dark: Midnight Dark (dark). The classic dark city map: near-black blue-grey page, roads from white down to slate grey, darker water, street names.
                         *     - minimal_white: Minimal White (light). Restrained black-and-white city map: off-white page, roads from black down to light grey, pale blue-grey water, street names.
                         *     - modern_voyager: Modern Voyager (light). Friendly modern street map after CARTO Voyager: warm light page, soft blue water, soft sage parks, burnt-orange arterials fading to apricot streets, street names.
                         *     Map-tile styles (need renderMode "tile"; personal use only):
                         *     - standard: Standard Map. The familiar OpenStreetMap street map on a light paper page with dark text (map-tile style, personal use only).
                         *     - satellite: Satellite. Aerial imagery of the place on a near-black page with light text (map-tile style, personal use only).
                         *     Legacy keys still accepted: dark = midnight_dark, minimal = minimal_white, voyager = modern_voyager.
                         * @enum {string}
                         */
                        theme?: "ancient_woodland" | "arctic_frost" | "arid_canyon" | "aurora_glow" | "autumn_whisper" | "blueprint_classic" | "charcoal_sketch" | "copper_patina" | "cyber_glitch" | "cyber_noir" | "desert_mirage" | "deep_ocean" | "dark_gold" | "emerald_valley" | "ethereal_ghost" | "forest_shadow" | "golden_era" | "lavender_mist" | "mint_fizz" | "midnight_neon" | "monochrome_pro" | "mangrove_maze" | "paper_heritage" | "riverine_flow" | "retro_synth" | "royal_velvet" | "rustic_clay" | "sakura_bloom" | "solar_flare" | "steel_metropolis" | "sunset_blush" | "volcanic_ash" | "nautical_chart" | "wine_country" | "mediterranean_sun" | "nordic_fjord" | "vintage_atlas" | "rose_gold" | "indigo_night" | "espresso_roast" | "jade_silk" | "twilight_hour" | "sandstone_arch" | "obsidian_glass" | "storm_front" | "tobacco_leather" | "ivory_tower" | "sage_garden" | "coral_depths" | "terracotta_villa" | "dusty_rose" | "midnight_dark" | "minimal_white" | "modern_voyager" | "standard" | "satellite" | "dark" | "minimal" | "voyager";
                        /**
                         * @description "artistic" (default): an artistic theme drawn from vector map data. "tile": the map-tile styles standard or satellite (personal use only).
                         * @default artistic
                         * @enum {string}
                         */
                        renderMode?: "artistic" | "tile";
                        /**
                         * @description The title printed on the poster, usually the place name. Empty: no title. At most 100 characters. Default empty.
                         * @default
                         */
                        city?: string;
                        /**
                         * @description The subtitle under the title, usually the country or region. At most 100 characters. Default empty.
                         * @default
                         */
                        country?: string;
                        /**
                         * @description Poster width in any unit: with height it gives the aspect ratio only (at most 4:1 either way). Default 3600 × 4800, a 3:4 portrait. Range: 1 to 100000.
                         * @default 3600
                         */
                        width?: number;
                        /**
                         * @description Poster height in any unit; see width. The size in pixels comes from maxDimension. Range: 1 to 100000. Default 4800.
                         * @default 4800
                         */
                        height?: number;
                        /**
                         * @description File format: png (default), jpeg or webp (raster); pdf (vector, for print); svg (vector, without map labels).
                         * @default png
                         * @enum {string}
                         */
                        format?: "png" | "jpeg" | "webp" | "pdf" | "svg";
                        /** @description Pixels of the longer side. Unset: 4096, or for a print (printSize) its full pixels at dpi. A synchronous render draws at most 4096 (more is refused: queue it with POST /v1/renders or render_batch); queued PNG and JPEG up to 24000, WebP up to 16383; PDF and SVG are laid out at 4096 at most (vector). 1024 to 2048 suit a screen, 4096 an everyday print. At least 256 px. */
                        maxDimension?: number;
                        /** @description A physical print size instead of width × height: A5, A4, A3, A2, A1, A0 (or B4…B1; add " landscape" to turn it), or width x height with a unit, like 50x70cm, 500x700mm or 18x24in (portrait or landscape by the order of the numbers; 5 cm to 2 m a side). It sets the aspect; a PDF is exactly this size (plus bleed) with its TrimBox and BleedBox set, and a PNG, JPEG or WebP has printSize × dpi pixels (the longest side at most maxDimension) and states its dpi in the file. Not with width or height. */
                        printSize?: string;
                        /**
                         * @description Dots per inch of a raster print (png, jpeg, webp) at printSize: 72 to 600, default 300. The pixels are capped only by maxDimension when given and by the format (PNG and JPEG 24000 px, WebP 16383 px on the longest side), the aspect kept; more than 4096 px must be queued (POST /v1/renders, render_batch); the RenderResult's print.dpi is the resolution the file really has, and a warning says when it is under 150 (the PDF is sharp at any size). Needs printSize. Range: 72 to 600 dots per inch.
                         * @default 300
                         */
                        dpi?: number;
                        /**
                         * @description Bleed for the cutter, in mm on each side (0 to 10; printers ask for 2-3): the page grows by it, backgrounds, map, mat and fades run into it, and the title, credit, markers and map shape stay inside the trim less a 5 mm safe margin. Needs printSize. Range: 0 to 10 mm. Default 0.
                         * @default 0
                         */
                        bleedMm?: number;
                        /**
                         * @description PDF only: crop marks outside the bleed at the trim's corners (the page grows to hold them; TrimBox and BleedBox stay exact). Default false. Needs printSize.
                         * @default false
                         */
                        cropMarks?: boolean;
                        /**
                         * @description Map rotation in degrees clockwise; 90 puts east at the top. Default 0 (north up). Range: -360 to 360 degrees.
                         * @default 0
                         */
                        bearing?: number;
                        /**
                         * @description rectangle (default) fills the page; circle, hexagon and heart sit above the text.
                         * @default rectangle
                         * @enum {string}
                         */
                        mapShape?: "rectangle" | "circle" | "hexagon" | "heart";
                        /**
                         * @description Frame the map with a mat (a border); the title then sits on the mat below the map. Default false.
                         * @default false
                         */
                        matEnabled?: boolean;
                        /**
                         * @description Mat width in reference px (on a 1024 px frame; scales with the poster). At most a fifth of the shorter side: a wider mat is drawn at that width, so the map and the text always have room. Range: 0 to 200 reference px. Default 40.
                         * @default 40
                         */
                        matWidth?: number;
                        /**
                         * @description A white mat instead of the theme's mat color. Default false.
                         * @default false
                         */
                        matWhiteBorder?: boolean;
                        /**
                         * @description Draw a line around the map window. Default true.
                         * @default true
                         */
                        matShowBorder?: boolean;
                        /**
                         * @description Width of the line around the map window, in reference px. Range: 0 to 20 reference px. Default 1.5.
                         * @default 1.5
                         */
                        matBorderWidth?: number;
                        /**
                         * @description Opacity of the line around the map window. Range: 0 to 1. Default 0.6.
                         * @default 0.6
                         */
                        matBorderOpacity?: number;
                        /** @description Street, place and water names on the map (raster formats and PDF; SVG never has labels). */
                        showLabels?: boolean;
                        /**
                         * @description local (default): map names as written on the spot (東京, القاهرة, Αθήνα), in any of the shipped scripts; latin: the map data's Latin-script name where it has one (Tokyo, al-Qahira), else the local name.
                         * @default local
                         * @enum {string}
                         */
                        labelLanguage?: "local" | "latin";
                        /**
                         * @description What is behind the text: vignette (the map eases into a solid panel of the page color behind the text and fades out at the top), radial (the same panel, the map fading out towards every edge), none (no backdrop: the text prints over the map with a halo). With vignette and radial the text and the credit always sit on clean page. Default: the theme's.
                         * @enum {string}
                         */
                        overlayBgType?: "none" | "vignette" | "radial";
                        /**
                         * @description Scale of the text block: small, medium (default) or large; none leaves the text out.
                         * @default medium
                         * @enum {string}
                         */
                        overlaySize?: "none" | "small" | "medium" | "large";
                        /**
                         * @description Horizontal centre of the text block, as a fraction of the page width. Range: 0 to 1. Default 0.5.
                         * @default 0.5
                         */
                        overlayX?: number;
                        /**
                         * @description Vertical centre of the text block, as a fraction of the page height. Range: 0 to 1. Default 0.875.
                         * @default 0.875
                         */
                        overlayY?: number;
                        /** @description A CSS font-family list; the first of Montserrat, Inter, Playfair Display, Cormorant Garamond, EB Garamond, JetBrains Mono, Oswald, Josefin Sans, Bebas Neue, Cinzel, Space Grotesk, Raleway named in it is used. Default: the theme's font. At most 200 characters. */
                        cityFont?: string;
                        /** @description A CSS font-family list; the first of Montserrat, Inter, Playfair Display, Cormorant Garamond, EB Garamond, JetBrains Mono, Oswald, Josefin Sans, Bebas Neue, Cinzel, Space Grotesk, Raleway named in it is used. Default: the theme's font. At most 200 characters. */
                        countryFont?: string;
                        /** @description A CSS font-family list; the first of Montserrat, Inter, Playfair Display, Cormorant Garamond, EB Garamond, JetBrains Mono, Oswald, Josefin Sans, Bebas Neue, Cinzel, Space Grotesk, Raleway named in it is used. Default: the theme's font. At most 200 characters. */
                        coordsFont?: string;
                        /**
                         * @description Title size in reference px; 0 (default) sizes the title to the page. Sizes under 4 are set at 4; a title is always shrunk to fit 80 % of the width. Range: 0 to 400 reference px.
                         * @default 0
                         */
                        cityFontSize?: number;
                        /** @description Title letter-spacing in em. Default: the theme's. Range: -0.1 to 1 em. */
                        cityLetterSpacing?: number;
                        /**
                         * @description Title weight. Default bold.
                         * @default bold
                         * @enum {string}
                         */
                        cityFontWeight?: "normal" | "bold";
                        /**
                         * @description Title case: uppercase, none or capitalize. Default: the theme's.
                         * @enum {string}
                         */
                        cityTextTransform?: "uppercase" | "none" | "capitalize";
                        /**
                         * @description Print the subtitle (country). Default true.
                         * @default true
                         */
                        showCountry?: boolean;
                        /**
                         * @description Print the coordinates of the centre. Default true.
                         * @default true
                         */
                        showCoords?: boolean;
                        /** @description false hides every marker; true with no markers puts one at the centre. */
                        showMarker?: boolean;
                        /**
                         * @description Markers to place on the map, each {lat, lon} with optionally label (up to 60 characters, any script the title can use, set beside the marker with a halo, clear of the title and the other labels, or left out with a warning), color (#RRGGBB) and icon (pin, circle, heart, star), which override markerColor and markerIcon for that marker. At most 100 items. Default none.
                         * @default []
                         */
                        markers?: {
                            lat: number;
                            lon: number;
                            label?: string;
                            color?: string;
                            /** @enum {string} */
                            icon?: "pin" | "circle" | "heart" | "star";
                        }[];
                        /**
                         * @description Marker shape. Default pin.
                         * @default pin
                         * @enum {string}
                         */
                        markerIcon?: "pin" | "circle" | "heart" | "star" | "none";
                        /**
                         * @description Marker size, × 40 reference px. Range: 0.25 to 5. Default 1.
                         * @default 1
                         */
                        markerSize?: number;
                        /** @description Marker color as #RRGGBB; empty or absent: the theme's accent color. */
                        markerColor?: string;
                        /**
                         * @description Draw a route: from the start through routeViaPoints to the end, in order, along the streets (see routeProfile). Start and end are required when true. Default false.
                         * @default false
                         */
                        showRoute?: boolean;
                        /** @description Latitude of the route start. Range: -90 to 90 degrees. */
                        routeStartLat?: number;
                        /** @description Longitude of the route start. Range: -180 to 180 degrees. */
                        routeStartLon?: number;
                        /** @description Latitude of the route end. Range: -90 to 90 degrees. */
                        routeEndLat?: number;
                        /** @description Longitude of the route end. Range: -180 to 180 degrees. */
                        routeEndLon?: number;
                        /**
                         * @description Points the route passes through between start and end, in order, each {lat, lon}. At most 50 items. Default none.
                         * @default []
                         */
                        routeViaPoints?: {
                            lat: number;
                            lon: number;
                        }[];
                        /** @description Route color as #RRGGBB; empty or absent: the theme's route color. */
                        routeColor?: string;
                        /**
                         * @description Mark the start (a filled dot) and the end (an open dot) of the route; default true.
                         * @default true
                         */
                        routeDots?: boolean;
                        /**
                         * @description How the route follows the streets of the map data: walk (default: footways, paths and streets, no motorways), bike (no motorways or steps; cycleways preferred), drive (roads only, one-way streets the right way), or straight (straight segments between the points). A leg with no street within 150 m of its ends, or no path by street, is drawn straight and named in the result's warnings.
                         * @default walk
                         * @enum {string}
                         */
                        routeProfile?: "walk" | "bike" | "drive" | "straight";
                        /** @description A track you bring, drawn as the route instead of start/via/end: a GeoJSON LineString or MultiLineString (or a Feature or FeatureCollection of them; positions [lon, lat]), GPX text (trk/trkseg/trkpt and rte/rtept points), or an encoded polyline (precision 5, or 6 when 5 leaves the globe; prefix polyline6: to force it). At most 20 000 points; simplified for drawing at the poster's scale. The request body may be up to 2 MiB for it. */
                        routeTrack?: ({
                            /** @enum {string} */
                            type: "LineString" | "MultiLineString" | "Feature" | "FeatureCollection";
                            /** @description Of a LineString: [lon, lat] positions; of a MultiLineString: lines of them. */
                            coordinates?: unknown[];
                            /** @description Of a Feature: its LineString or MultiLineString. */
                            geometry?: ({
                                type?: string;
                                coordinates?: unknown[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            /** @description Of a FeatureCollection: Features (Point features, such as waypoints, are skipped). */
                            features?: unknown[];
                        } & {
                            [key: string]: unknown;
                        }) | string;
                        /**
                         * @description Draw water. Default true.
                         * @default true
                         */
                        showWater?: boolean;
                        /**
                         * @description Draw parks and green spaces. Default true.
                         * @default true
                         */
                        showParks?: boolean;
                        /**
                         * @description Draw roads. Default true.
                         * @default true
                         */
                        showRoads?: boolean;
                        /** @description Draw buildings. Default: the theme's choice. */
                        showBuildings?: boolean;
                        /** @description Your own colors over the theme, each #RRGGBB, any of: background (the page and the land; land tints, road casings and the mat follow it), text (title, subtitle, coordinates, credit; map labels a softer shade of it), water (rivers keep their shade of it), parks, roads (the motorways; smaller roads are it faded towards the page in the theme's own steps), buildings (when drawn), route, accent (markers, and the route unless route is given). markerColor, a marker's color and routeColor still win over these. The text must have at least 3:1 contrast on the page and, with a mat, on the mat, or the request is refused. With renderMode "tile" only background, text, route and accent can be set. Example: {"background": "#f4efe6", "water": "#2b6cb0", "roads": "#1a1a1a", "text": "#1a1a1a"}. */
                        colors?: {
                            background?: string;
                            text?: string;
                            water?: string;
                            parks?: string;
                            roads?: string;
                            buildings?: string;
                            route?: string;
                            accent?: string;
                        };
                        /** @description Terrain from the elevation data: hillshade (on by default) and contour lines, in the theme's own colors. An object: hillshade (true/false), contours (true for an interval chosen by zoom, or {interval, unit: "m" | "ft", labels: true/false, indexEvery: 2-10, default 5: every so many lines is a thicker index line}), exaggeration (0.1-10; default 1, true to the ground, or 2 on a terrain poster with hillshade alone, where rolling hills at 1 read flat), azimuth (where the light comes from, degrees clockwise from north, default 315), altitude (1-90 degrees, default 45), multidirectional (light from four directions, as gdaldem -multidirectional). With showRoads, showWater and showParks false (and no buildings) the poster is terrain alone and needs no map data. A view the elevation data does not cover is refused like map data (no_map_data, partial_map_data; allowPartialMap draws it). Example: {"hillshade": true, "contours": {"interval": 20, "unit": "m", "labels": true}, "exaggeration": 1.5}. */
                        terrain?: {
                            /** @default true */
                            hillshade?: boolean;
                            contours?: {
                                interval?: number;
                                /**
                                 * @default m
                                 * @enum {string}
                                 */
                                unit?: "m" | "ft";
                                /** @default false */
                                labels?: boolean;
                                /** @default 5 */
                                indexEvery?: number;
                            };
                            exaggeration?: number;
                            /** @default 315 */
                            azimuth?: number;
                            /** @default 45 */
                            altitude?: number;
                            /** @default false */
                            multidirectional?: boolean;
                        };
                        /**
                         * @description Also return the poster at 640 px as a WebP image in the result, to look at it. Costs nothing more. Default false.
                         * @default false
                         */
                        preview?: boolean;
                        /**
                         * @description Draw the poster even when the map data covers less than 90 % of it (the rest is left blank, and a warning says so). Default false: such a request is refused with partial_map_data, naming the share covered and the zoom at which the data fills the poster, and it is not charged.
                         * @default false
                         */
                        allowPartialMap?: boolean;
                        /** @description Design fields by editor field name; they may also be given at the top level, and win over it. */
                        params?: {
                            /** @description A physical print size instead of width × height: A5, A4, A3, A2, A1, A0 (or B4…B1; add " landscape" to turn it), or width x height with a unit, like 50x70cm, 500x700mm or 18x24in (portrait or landscape by the order of the numbers; 5 cm to 2 m a side). It sets the aspect; a PDF is exactly this size (plus bleed) with its TrimBox and BleedBox set, and a PNG, JPEG or WebP has printSize × dpi pixels (the longest side at most maxDimension) and states its dpi in the file. Not with width or height. */
                            printSize?: string;
                            /**
                             * @description Dots per inch of a raster print (png, jpeg, webp) at printSize: 72 to 600, default 300. The pixels are capped only by maxDimension when given and by the format (PNG and JPEG 24000 px, WebP 16383 px on the longest side), the aspect kept; more than 4096 px must be queued (POST /v1/renders, render_batch); the RenderResult's print.dpi is the resolution the file really has, and a warning says when it is under 150 (the PDF is sharp at any size). Needs printSize. Range: 72 to 600 dots per inch.
                             * @default 300
                             */
                            dpi?: number;
                            /**
                             * @description Bleed for the cutter, in mm on each side (0 to 10; printers ask for 2-3): the page grows by it, backgrounds, map, mat and fades run into it, and the title, credit, markers and map shape stay inside the trim less a 5 mm safe margin. Needs printSize. Range: 0 to 10 mm. Default 0.
                             * @default 0
                             */
                            bleedMm?: number;
                            /**
                             * @description PDF only: crop marks outside the bleed at the trim's corners (the page grows to hold them; TrimBox and BleedBox stay exact). Default false. Needs printSize.
                             * @default false
                             */
                            cropMarks?: boolean;
                            /**
                             * @description Map rotation in degrees clockwise; 90 puts east at the top. Default 0 (north up). Range: -360 to 360 degrees.
                             * @default 0
                             */
                            bearing?: number;
                            /**
                             * @description rectangle (default) fills the page; circle, hexagon and heart sit above the text.
                             * @default rectangle
                             * @enum {string}
                             */
                            mapShape?: "rectangle" | "circle" | "hexagon" | "heart";
                            /**
                             * @description Frame the map with a mat (a border); the title then sits on the mat below the map. Default false.
                             * @default false
                             */
                            matEnabled?: boolean;
                            /**
                             * @description Mat width in reference px (on a 1024 px frame; scales with the poster). At most a fifth of the shorter side: a wider mat is drawn at that width, so the map and the text always have room. Range: 0 to 200 reference px. Default 40.
                             * @default 40
                             */
                            matWidth?: number;
                            /**
                             * @description A white mat instead of the theme's mat color. Default false.
                             * @default false
                             */
                            matWhiteBorder?: boolean;
                            /**
                             * @description Draw a line around the map window. Default true.
                             * @default true
                             */
                            matShowBorder?: boolean;
                            /**
                             * @description Width of the line around the map window, in reference px. Range: 0 to 20 reference px. Default 1.5.
                             * @default 1.5
                             */
                            matBorderWidth?: number;
                            /**
                             * @description Opacity of the line around the map window. Range: 0 to 1. Default 0.6.
                             * @default 0.6
                             */
                            matBorderOpacity?: number;
                            /** @description Street, place and water names on the map (raster formats and PDF; SVG never has labels). */
                            showLabels?: boolean;
                            /**
                             * @description local (default): map names as written on the spot (東京, القاهرة, Αθήνα), in any of the shipped scripts; latin: the map data's Latin-script name where it has one (Tokyo, al-Qahira), else the local name.
                             * @default local
                             * @enum {string}
                             */
                            labelLanguage?: "local" | "latin";
                            /**
                             * @description What is behind the text: vignette (the map eases into a solid panel of the page color behind the text and fades out at the top), radial (the same panel, the map fading out towards every edge), none (no backdrop: the text prints over the map with a halo). With vignette and radial the text and the credit always sit on clean page. Default: the theme's.
                             * @enum {string}
                             */
                            overlayBgType?: "none" | "vignette" | "radial";
                            /**
                             * @description Scale of the text block: small, medium (default) or large; none leaves the text out.
                             * @default medium
                             * @enum {string}
                             */
                            overlaySize?: "none" | "small" | "medium" | "large";
                            /**
                             * @description Horizontal centre of the text block, as a fraction of the page width. Range: 0 to 1. Default 0.5.
                             * @default 0.5
                             */
                            overlayX?: number;
                            /**
                             * @description Vertical centre of the text block, as a fraction of the page height. Range: 0 to 1. Default 0.875.
                             * @default 0.875
                             */
                            overlayY?: number;
                            /** @description A CSS font-family list; the first of Montserrat, Inter, Playfair Display, Cormorant Garamond, EB Garamond, JetBrains Mono, Oswald, Josefin Sans, Bebas Neue, Cinzel, Space Grotesk, Raleway named in it is used. Default: the theme's font. At most 200 characters. */
                            cityFont?: string;
                            /** @description A CSS font-family list; the first of Montserrat, Inter, Playfair Display, Cormorant Garamond, EB Garamond, JetBrains Mono, Oswald, Josefin Sans, Bebas Neue, Cinzel, Space Grotesk, Raleway named in it is used. Default: the theme's font. At most 200 characters. */
                            countryFont?: string;
                            /** @description A CSS font-family list; the first of Montserrat, Inter, Playfair Display, Cormorant Garamond, EB Garamond, JetBrains Mono, Oswald, Josefin Sans, Bebas Neue, Cinzel, Space Grotesk, Raleway named in it is used. Default: the theme's font. At most 200 characters. */
                            coordsFont?: string;
                            /**
                             * @description Title size in reference px; 0 (default) sizes the title to the page. Sizes under 4 are set at 4; a title is always shrunk to fit 80 % of the width. Range: 0 to 400 reference px.
                             * @default 0
                             */
                            cityFontSize?: number;
                            /** @description Title letter-spacing in em. Default: the theme's. Range: -0.1 to 1 em. */
                            cityLetterSpacing?: number;
                            /**
                             * @description Title weight. Default bold.
                             * @default bold
                             * @enum {string}
                             */
                            cityFontWeight?: "normal" | "bold";
                            /**
                             * @description Title case: uppercase, none or capitalize. Default: the theme's.
                             * @enum {string}
                             */
                            cityTextTransform?: "uppercase" | "none" | "capitalize";
                            /**
                             * @description Print the subtitle (country). Default true.
                             * @default true
                             */
                            showCountry?: boolean;
                            /**
                             * @description Print the coordinates of the centre. Default true.
                             * @default true
                             */
                            showCoords?: boolean;
                            /** @description false hides every marker; true with no markers puts one at the centre. */
                            showMarker?: boolean;
                            /**
                             * @description Markers to place on the map, each {lat, lon} with optionally label (up to 60 characters, any script the title can use, set beside the marker with a halo, clear of the title and the other labels, or left out with a warning), color (#RRGGBB) and icon (pin, circle, heart, star), which override markerColor and markerIcon for that marker. At most 100 items. Default none.
                             * @default []
                             */
                            markers?: {
                                lat: number;
                                lon: number;
                                label?: string;
                                color?: string;
                                /** @enum {string} */
                                icon?: "pin" | "circle" | "heart" | "star";
                            }[];
                            /**
                             * @description Marker shape. Default pin.
                             * @default pin
                             * @enum {string}
                             */
                            markerIcon?: "pin" | "circle" | "heart" | "star" | "none";
                            /**
                             * @description Marker size, × 40 reference px. Range: 0.25 to 5. Default 1.
                             * @default 1
                             */
                            markerSize?: number;
                            /** @description Marker color as #RRGGBB; empty or absent: the theme's accent color. */
                            markerColor?: string;
                            /**
                             * @description Draw a route: from the start through routeViaPoints to the end, in order, along the streets (see routeProfile). Start and end are required when true. Default false.
                             * @default false
                             */
                            showRoute?: boolean;
                            /** @description Latitude of the route start. Range: -90 to 90 degrees. */
                            routeStartLat?: number;
                            /** @description Longitude of the route start. Range: -180 to 180 degrees. */
                            routeStartLon?: number;
                            /** @description Latitude of the route end. Range: -90 to 90 degrees. */
                            routeEndLat?: number;
                            /** @description Longitude of the route end. Range: -180 to 180 degrees. */
                            routeEndLon?: number;
                            /**
                             * @description Points the route passes through between start and end, in order, each {lat, lon}. At most 50 items. Default none.
                             * @default []
                             */
                            routeViaPoints?: {
                                lat: number;
                                lon: number;
                            }[];
                            /** @description Route color as #RRGGBB; empty or absent: the theme's route color. */
                            routeColor?: string;
                            /**
                             * @description Mark the start (a filled dot) and the end (an open dot) of the route; default true.
                             * @default true
                             */
                            routeDots?: boolean;
                            /**
                             * @description How the route follows the streets of the map data: walk (default: footways, paths and streets, no motorways), bike (no motorways or steps; cycleways preferred), drive (roads only, one-way streets the right way), or straight (straight segments between the points). A leg with no street within 150 m of its ends, or no path by street, is drawn straight and named in the result's warnings.
                             * @default walk
                             * @enum {string}
                             */
                            routeProfile?: "walk" | "bike" | "drive" | "straight";
                            /** @description A track you bring, drawn as the route instead of start/via/end: a GeoJSON LineString or MultiLineString (or a Feature or FeatureCollection of them; positions [lon, lat]), GPX text (trk/trkseg/trkpt and rte/rtept points), or an encoded polyline (precision 5, or 6 when 5 leaves the globe; prefix polyline6: to force it). At most 20 000 points; simplified for drawing at the poster's scale. The request body may be up to 2 MiB for it. */
                            routeTrack?: ({
                                /** @enum {string} */
                                type: "LineString" | "MultiLineString" | "Feature" | "FeatureCollection";
                                /** @description Of a LineString: [lon, lat] positions; of a MultiLineString: lines of them. */
                                coordinates?: unknown[];
                                /** @description Of a Feature: its LineString or MultiLineString. */
                                geometry?: ({
                                    type?: string;
                                    coordinates?: unknown[];
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                                /** @description Of a FeatureCollection: Features (Point features, such as waypoints, are skipped). */
                                features?: unknown[];
                            } & {
                                [key: string]: unknown;
                            }) | string;
                            /**
                             * @description Draw water. Default true.
                             * @default true
                             */
                            showWater?: boolean;
                            /**
                             * @description Draw parks and green spaces. Default true.
                             * @default true
                             */
                            showParks?: boolean;
                            /**
                             * @description Draw roads. Default true.
                             * @default true
                             */
                            showRoads?: boolean;
                            /** @description Draw buildings. Default: the theme's choice. */
                            showBuildings?: boolean;
                            /** @description Your own colors over the theme, each #RRGGBB, any of: background (the page and the land; land tints, road casings and the mat follow it), text (title, subtitle, coordinates, credit; map labels a softer shade of it), water (rivers keep their shade of it), parks, roads (the motorways; smaller roads are it faded towards the page in the theme's own steps), buildings (when drawn), route, accent (markers, and the route unless route is given). markerColor, a marker's color and routeColor still win over these. The text must have at least 3:1 contrast on the page and, with a mat, on the mat, or the request is refused. With renderMode "tile" only background, text, route and accent can be set. Example: {"background": "#f4efe6", "water": "#2b6cb0", "roads": "#1a1a1a", "text": "#1a1a1a"}. */
                            colors?: {
                                background?: string;
                                text?: string;
                                water?: string;
                                parks?: string;
                                roads?: string;
                                buildings?: string;
                                route?: string;
                                accent?: string;
                            };
                            /** @description Terrain from the elevation data: hillshade (on by default) and contour lines, in the theme's own colors. An object: hillshade (true/false), contours (true for an interval chosen by zoom, or {interval, unit: "m" | "ft", labels: true/false, indexEvery: 2-10, default 5: every so many lines is a thicker index line}), exaggeration (0.1-10; default 1, true to the ground, or 2 on a terrain poster with hillshade alone, where rolling hills at 1 read flat), azimuth (where the light comes from, degrees clockwise from north, default 315), altitude (1-90 degrees, default 45), multidirectional (light from four directions, as gdaldem -multidirectional). With showRoads, showWater and showParks false (and no buildings) the poster is terrain alone and needs no map data. A view the elevation data does not cover is refused like map data (no_map_data, partial_map_data; allowPartialMap draws it). Example: {"hillshade": true, "contours": {"interval": 20, "unit": "m", "labels": true}, "exaggeration": 1.5}. */
                            terrain?: {
                                /** @default true */
                                hillshade?: boolean;
                                contours?: {
                                    interval?: number;
                                    /**
                                     * @default m
                                     * @enum {string}
                                     */
                                    unit?: "m" | "ft";
                                    /** @default false */
                                    labels?: boolean;
                                    /** @default 5 */
                                    indexEvery?: number;
                                };
                                exaggeration?: number;
                                /** @default 315 */
                                azimuth?: number;
                                /** @default 45 */
                                altitude?: number;
                                /** @default false */
                                multidirectional?: boolean;
                            };
                        };
                        /** @description Editor share-link parameters by short name (z, t, c, …); unknown names are ignored. Mostly for pasting a share link. */
                        rawParams?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        VerifyRequest: {
            content: {
                /**
                 * @example {
                 *       "v": 1,
                 *       "id": "rnd_4hT9qL2mV8xK1pZ6cR3nW7yB",
                 *       "plan": "pro",
                 *       "issued": "2026-11-22T07:28:52.366Z",
                 *       "sha256": "50d858e0985ecc7f60418aaf0cc5ab587f42c2570a884095a9e8ccacd0f6545c",
                 *       "kid": "kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k",
                 *       "sig": "eAhVm6NupQVIX27qt8ci889BdhHYxgSIltbqzqJrNsPzdr7I8CIa7XdnC-wY55oZCn4sV1sSnkNOhTCEm7BCDA"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Record version.
                     * @default 1
                     */
                    v?: number;
                    /** @description The render id. */
                    id: string;
                    /** @description The plan, as in the record. */
                    plan?: string | null;
                    /** @description The issued date-time, as in the record. */
                    issued?: string | null;
                    /** @description The hex SHA-256, as in the record. */
                    sha256?: string | null;
                    /** @description The id of the signing key, as in the record (not signed: it picks the key to check with). Without it every key is tried. */
                    kid?: string | null;
                    /** @description The Ed25519 signature (base64url), as in the record. */
                    sig?: string;
                    /** @description Accepted in place of sig, as a RenderResult’s provenance names it. */
                    signature?: string;
                } & ({
                    sig: string;
                } | {
                    signature: string;
                });
            };
        };
        CheckoutRequest: {
            content: {
                /**
                 * @example {
                 *       "plan": "pro",
                 *       "email": "ada@example.com"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    plan: "starter" | "pro" | "business" | "single";
                    /** Format: email */
                    email?: string;
                    /**
                     * Format: uri
                     * @description Where the payer is sent after paying, with `session_id=<checkout id>` added to its query: your own page or script then reveals the key with GET /v1/key. An https URL without user:password@ (plain http only to localhost on an embedded server), on a host the operator allows when it lists them (RETURN_URL_HOSTS). Without it the payer lands on our purchase return page, which reveals (and so uses up) the key.
                     */
                    return_url?: string;
                };
            };
        };
        UpgradeRequest: {
            content: {
                /**
                 * @example {
                 *       "plan": "business"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The subscription plan the key moves to, up or down; not its current plan.
                     * @enum {string}
                     */
                    plan: "starter" | "pro" | "business";
                };
            };
        };
        RecoveryRequest: {
            content: {
                /**
                 * @example {
                 *       "email": "ada@example.com"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: email
                     * @description The address the key was bought with (the checkout’s email). Any case.
                     */
                    email: string;
                };
            };
        };
        RecoveryConfirmRequest: {
            content: {
                /**
                 * @example {
                 *       "token": "q3Vf1Zs9cN0pL7xT2mR8wK4yB6hJ5dG0aE1uI9oS3nQ"
                 *     }
                 */
                "application/json": {
                    /** @description The token of the recovery link: the value of its token query parameter. */
                    token: string;
                };
            };
        };
        WebhookRequest: {
            content: {
                /**
                 * @example {
                 *       "url": "https://shop.example.com/hooks/atlasprint",
                 *       "events": [
                 *         "render.succeeded",
                 *         "render.failed"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description Where to POST the events: an https URL whose host resolves to public addresses only (no loopback, private, link-local or metadata address). An embedded server also takes http to a loopback address (http://127.0.0.1:8787/hooks), for a developer’s own machine. */
                    url: string;
                    /** @description The events to send (render.succeeded, render.failed, batch.completed); all of them when left out. */
                    events?: ("render.succeeded" | "render.failed" | "batch.completed")[];
                };
            };
        };
    };
    headers: {
        /** @description Identifies this request; quote it when reporting a problem. Present on every response. */
        "X-Request-Id": string;
        /** @description The monthly quota of the key (subscription plans only; absent for the single plan). */
        "X-RateLimit-Limit": number;
        /** @description Renders left this month after this one (subscription plans only; absent for the single plan). */
        "X-RateLimit-Remaining": number;
        /** @description Seconds to wait before trying again. */
        "Retry-After": number;
        /** @description The authentication scheme: Bearer realm="atlasprint". */
        "WWW-Authenticate": string;
        /** @description true when this is the stored result of an earlier request with the same Idempotency-Key (not charged again). */
        "Idempotent-Replayed": "true";
        /** @description The methods this path serves, comma-separated (GET; POST). */
        Allow: string;
        /** @description Where to ask for what was created: /v1/renders/{id} or /v1/batches/{id}. */
        Location: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    findPlaces: {
        parameters: {
            query: {
                /**
                 * @description A place name in any language or script, optionally followed by ", country" or ", US state": "Paris", "paris, texas", "København", "東京". Case, accents and one or two typos do not matter.
                 * @example Copenhagen
                 */
                q: string;
                /**
                 * @description How many places to return, best first: 1 to 20, default 5.
                 * @example 3
                 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Places, best match first (an empty list when none matches). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "query": "Copenhagen",
                     *       "results": [
                     *         {
                     *           "name": "Copenhagen",
                     *           "country": "DK",
                     *           "countryName": "Denmark",
                     *           "lat": 55.67594,
                     *           "lon": 12.56553,
                     *           "population": 1153615,
                     *           "zoom": 12,
                     *           "covered": false,
                     *           "coveredZoom": 13.5,
                     *           "coverageNote": "no map data source this server can reach covers this view (55.6759, 12.5655 at zoom 12): map data source tiles.openfreemap.org cannot be reached: its host name could not be found, and retrying will not help until it can be reached again; at zoom 13.5 (the same centre and size) the data fills it, or send allowPartialMap: true to draw what there is; the map data this server can read now covers city.pmtiles (lon/lat 12.5222, 55.6376 to 12.6240, 55.6972); places.pmtiles (lon/lat -77.0000, 39.0000 to 10.0000, 48.0000) (GET /v1/places says of each place whether it is covered)"
                     *         }
                     *       ],
                     *       "credit": "Place names: GeoNames (geonames.org), CC BY 4.0"
                     *     }
                     */
                    "application/json": components["schemas"]["Places"];
                };
            };
            /** @description q is missing or empty, limit is out of range, or a parameter is neither q nor limit. Also: a request that is not well-formed HTTP, or whose path has a malformed percent-escape (refused before routing). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "invalid_request",
                     *       "message": "q must be a place name, such as \"Paris\" or \"Springfield, IL\""
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another method than GET on this path (DELETE, say): refused, with the methods it serves in Allow (GET). */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "method_not_allowed",
                     *       "message": "DELETE is not supported here; use GET"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request was not received in time: its headers within 10 s, the whole request with its body within 30 s (refused before routing). */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "request_timeout",
                     *       "message": "the request was not received in time (headers within 10 s, the whole request within 30 s)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than 120 searches in a minute from this address. Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "rate_limited",
                     *       "message": "too many place searches from this address: at most 120 a minute; retry in 31 s"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers are larger than 16 KiB (refused before routing). */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "headers_too_large",
                     *       "message": "request headers are larger than 16 KiB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is unavailable: the database could not be reached (code database_unavailable, Retry-After: 5; nothing charged or kept). Retry after Retry-After. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "database_unavailable",
                     *       "message": "the database cannot be reached right now; nothing was charged, retry in a few seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    renderPoster: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes retries safe: a request repeated with the same key and the same body within 24 hours answers the first request's result (same id, url and provenance; without the preview) and is charged once, with Idempotent-Replayed: true. The same key with another body is a 422; while the first request is still rendering, a 409; once its poster has been taken down from storage, a 410. A request that failed is forgotten, so its retry renders. Keys are per API key; use a new UUID per poster.
                 * @example 5f1c7a52-3b9e-4d1a-9a63-0c8e2f7b9d41
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["RenderRequest"];
        responses: {
            /** @description The poster, stored and signed. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "rnd_4hT9qL2mV8xK1pZ6cR3nW7yB",
                     *       "url": "http://localhost:3000/files/renders/rnd_4hT9qL2mV8xK1pZ6cR3nW7yB.png",
                     *       "format": "png",
                     *       "bytes": 1834012,
                     *       "provenance": {
                     *         "v": 1,
                     *         "id": "rnd_4hT9qL2mV8xK1pZ6cR3nW7yB",
                     *         "plan": "pro",
                     *         "issued": "2026-11-22T07:28:52.366Z",
                     *         "sha256": "50d858e0985ecc7f60418aaf0cc5ab587f42c2570a884095a9e8ccacd0f6545c",
                     *         "kid": "kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k",
                     *         "signature": "eAhVm6NupQVIX27qt8ci889BdhHYxgSIltbqzqJrNsPzdr7I8CIa7XdnC-wY55oZCn4sV1sSnkNOhTCEm7BCDA"
                     *       },
                     *       "usage": {
                     *         "used": 1,
                     *         "quota": 1000,
                     *         "remaining": 999
                     *       },
                     *       "warnings": []
                     *     }
                     */
                    "application/json": components["schemas"]["RenderResult"];
                };
            };
            /** @description Invalid request: a bad value (each named by its field and the rule, all at once), an unknown field, or a body that is not a JSON object (code invalid_request). Or a poster its map would leave blank: the map data covers less than 90 % of it (code partial_map_data, naming the share and the zoom at which the data fills it; allowPartialMap: true draws it anyway) or none of it (code no_map_data, naming where the data is); or a map-tile style this deployment has no tile server for (code tile_style_unavailable, naming the setting). Nothing is charged. Also: a request that is not well-formed HTTP, or whose path has a malformed percent-escape (refused before routing). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "invalid_request",
                     *       "message": "zoom must be between 0 and 22; format must be one of png, jpeg, webp, pdf, svg"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key is missing, malformed, unknown, or was rotated out (after POST /v1/keys/rotate only the new key works). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "unauthorized",
                     *       "message": "invalid API key: it is unknown or was rotated out (after POST /v1/keys/rotate only the new key works)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No render credits left (single plan). */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "no_credits",
                     *       "message": "no render credits left on this single-render key: buy another render or a subscription"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is suspended (its last payment failed; it works again once paid) or revoked (the subscription ended). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "key_inactive",
                     *       "message": "API key suspended: the last payment for this plan failed; it works again once the plan is paid"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another method than POST on this path (DELETE, say): refused, with the methods it serves in Allow (POST). */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "method_not_allowed",
                     *       "message": "DELETE is not supported here; use POST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request was not received in time: its headers within 10 s, the whole request with its body within 30 s (refused before routing). */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "request_timeout",
                     *       "message": "the request was not received in time (headers within 10 s, the whole request within 30 s)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still being rendered: retry in a few seconds to get its result. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "conflict",
                     *       "message": "a request with this Idempotency-Key is still being rendered: retry in a few seconds to get its result"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The poster this Idempotency-Key made is no longer stored (an operator took it down): send the request with a new Idempotency-Key to render it again. */
            410: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "gone",
                     *       "message": "the poster this Idempotency-Key made (rnd_…) is no longer stored; send the request with a new Idempotency-Key to render it again"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than 2048 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "body_too_large",
                     *       "message": "request body is larger than 2048 KiB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Content-Type is not application/json. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "unsupported_media_type",
                     *       "message": "Content-Type must be application/json (got text/plain)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request in the last 24 hours. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "idempotency_key_reused",
                     *       "message": "this Idempotency-Key was used with a different request in the last 24 hours: use a new key for a new request"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The monthly quota is used up: it resets at 00:00 UTC on the 1st (Retry-After gives the seconds until then), or move the same key to a larger plan with POST /v1/keys/upgrade. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "quota_exceeded",
                     *       "message": "monthly quota of 100 renders used up for 2026-11; it resets at 2026-12-01T00:00:00Z (the 1st, UTC), or upgrade with POST /v1/keys/upgrade (the same key, a larger quota at once)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers are larger than 16 KiB (refused before routing). */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "headers_too_large",
                     *       "message": "request headers are larger than 16 KiB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The render or its storage failed. Not charged; safe to retry. */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "render_failed",
                     *       "message": "render failed: map tiles could not be loaded; it was not charged and is safe to retry"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The renderer is busy (its queue is full; code busy), the render passed its 90 s deadline (code timeout), or the database could not be reached (code database_unavailable, Retry-After: 5); not charged, nothing kept, retry after Retry-After. Or the only map data source for this view is a remote one that cannot be reached (offline, its host down; code map_source_unreachable, naming its host, no Retry-After): retrying does not help until it is reachable; the message says which zoom or places the map data this server can read covers (GET /v1/places answers covered for each place). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "unavailable",
                     *       "message": "renderer busy: 16 posters are waiting; retry in about a minute (not charged)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listRenders: {
        parameters: {
            query?: {
                /**
                 * @description How many renders to list, 1 to 100 (default 10).
                 * @example 20
                 */
                limit?: number;
                /**
                 * @description A render id from the previous page (its last): lists the renders made before it.
                 * @example rnd_4hT9qL2mV8xK1pZ6cR3nW7yB
                 */
                starting_after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of renders. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "rnd_4hT9qL2mV8xK1pZ6cR3nW7yB",
                     *           "status": "queued",
                     *           "created_at": "2026-11-22T07:28:51.902Z",
                     *           "started_at": null,
                     *           "finished_at": null
                     *         }
                     *       ],
                     *       "has_more": false
                     *     }
                     */
                    "application/json": components["schemas"]["RenderList"];
                };
            };
            /** @description limit is not a whole number from 1 to 100, starting_after is not one of the key’s render ids, or a parameter is neither. Also: a request that is not well-formed HTTP, or whose path has a malformed percent-escape (refused before routing). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "invalid_request",
                     *       "message": "limit must be a whole number between 1 and 100"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key is missing, malformed, unknown, or was rotated out (after POST /v1/keys/rotate only the new key works). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "unauthorized",
                     *       "message": "invalid API key: it is unknown or was rotated out (after POST /v1/keys/rotate only the new key works)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another method than POST, GET on this path (DELETE, say): refused, with the methods it serves in Allow (POST, GET). */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "method_not_allowed",
                     *       "message": "DELETE is not supported here; use POST, GET"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request was not received in time: its headers within 10 s, the whole request with its body within 30 s (refused before routing). */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "request_timeout",
                     *       "message": "the request was not received in time (headers within 10 s, the whole request within 30 s)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers are larger than 16 KiB (refused before routing). */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "headers_too_large",
                     *       "message": "request headers are larger than 16 KiB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is unavailable: the database could not be reached (code database_unavailable, Retry-After: 5; nothing charged or kept). Retry after Retry-After. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "database_unavailable",
                     *       "message": "the database cannot be reached right now; nothing was charged, retry in a few seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    queueRender: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes retries safe: a request repeated with the same key and the same body within 24 hours answers the first request's result (same id, url and provenance; without the preview) and is charged once, with Idempotent-Replayed: true. The same key with another body is a 422; while the first request is still rendering, a 409; once its poster has been taken down from storage, a 410. A request that failed is forgotten, so its retry renders. Keys are per API key; use a new UUID per poster.
                 * @example 5f1c7a52-3b9e-4d1a-9a63-0c8e2f7b9d41
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["RenderRequest"];
        responses: {
            /** @description Queued. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "rnd_4hT9qL2mV8xK1pZ6cR3nW7yB",
                     *       "status": "queued",
                     *       "url": "http://localhost:3000/v1/renders/rnd_4hT9qL2mV8xK1pZ6cR3nW7yB"
                     *     }
                     */
                    "application/json": components["schemas"]["RenderAccepted"];
                };
            };
            /** @description Invalid request: a bad value (each named by its field and the rule, all at once), an unknown field, or a body that is not a JSON object (code invalid_request). Or a poster its map would leave blank: the map data covers less than 90 % of it (code partial_map_data, naming the share and the zoom at which the data fills it; allowPartialMap: true draws it anyway) or none of it (code no_map_data, naming where the data is); or a map-tile style this deployment has no tile server for (code tile_style_unavailable, naming the setting). Nothing is charged. Also: a request that is not well-formed HTTP, or whose path has a malformed percent-escape (refused before routing). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "invalid_request",
                     *       "message": "zoom must be between 0 and 22; format must be one of png, jpeg, webp, pdf, svg"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key is missing, malformed, unknown, or was rotated out (after POST /v1/keys/rotate only the new key works). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "unauthorized",
                     *       "message": "invalid API key: it is unknown or was rotated out (after POST /v1/keys/rotate only the new key works)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No render credits left (single plan). */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "no_credits",
                     *       "message": "no render credits left on this single-render key: buy another render or a subscription"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is suspended (its last payment failed; it works again once paid) or revoked (the subscription ended). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "key_inactive",
                     *       "message": "API key suspended: the last payment for this plan failed; it works again once the plan is paid"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another method than POST, GET on this path (DELETE, say): refused, with the methods it serves in Allow (POST, GET). */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "method_not_allowed",
                     *       "message": "DELETE is not supported here; use POST, GET"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request was not received in time: its headers within 10 s, the whole request with its body within 30 s (refused before routing). */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "request_timeout",
                     *       "message": "the request was not received in time (headers within 10 s, the whole request within 30 s)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still being rendered: retry in a few seconds to get its result. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "conflict",
                     *       "message": "a request with this Idempotency-Key is still being rendered: retry in a few seconds to get its result"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than 2048 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "body_too_large",
                     *       "message": "request body is larger than 2048 KiB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Content-Type is not application/json. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "unsupported_media_type",
                     *       "message": "Content-Type must be application/json (got text/plain)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request in the last 24 hours. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "idempotency_key_reused",
                     *       "message": "this Idempotency-Key was used with a different request in the last 24 hours: use a new key for a new request"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key already has 1000 renders queued or rendering, the most one key may have waiting (code too_many_queued): wait for some to finish and send again. Or its monthly quota is used up (code quota_exceeded, as POST /v1/render says it). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "too_many_queued",
                     *       "message": "this key has 1000 renders queued or rendering and may have at most 1000 waiting at once; this render would pass it: wait for some to finish (GET /v1/renders) and send again"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers are larger than 16 KiB (refused before routing). */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "headers_too_large",
                     *       "message": "request headers are larger than 16 KiB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is unavailable: the database could not be reached (code database_unavailable, Retry-After: 5; nothing charged or kept). Retry after Retry-After. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "database_unavailable",
                     *       "message": "the database cannot be reached right now; nothing was charged, retry in a few seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRender: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The render id (rnd_…).
                 * @example rnd_4hT9qL2mV8xK1pZ6cR3nW7yB
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The render. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "rnd_4hT9qL2mV8xK1pZ6cR3nW7yB",
                     *       "status": "succeeded",
                     *       "created_at": "2026-11-22T07:28:51.902Z",
                     *       "started_at": "2026-11-22T07:28:51.950Z",
                     *       "finished_at": "2026-11-22T07:28:52.366Z",
                     *       "result": {
                     *         "id": "rnd_4hT9qL2mV8xK1pZ6cR3nW7yB",
                     *         "url": "http://localhost:3000/files/renders/rnd_4hT9qL2mV8xK1pZ6cR3nW7yB.png",
                     *         "format": "png",
                     *         "bytes": 1834012,
                     *         "provenance": {
                     *           "v": 1,
                     *           "id": "rnd_4hT9qL2mV8xK1pZ6cR3nW7yB",
                     *           "plan": "pro",
                     *           "issued": "2026-11-22T07:28:52.366Z",
                     *           "sha256": "50d858e0985ecc7f60418aaf0cc5ab587f42c2570a884095a9e8ccacd0f6545c",
                     *           "kid": "kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k",
                     *           "signature": "eAhVm6NupQVIX27qt8ci889BdhHYxgSIltbqzqJrNsPzdr7I8CIa7XdnC-wY55oZCn4sV1sSnkNOhTCEm7BCDA"
                     *         },
                     *         "usage": {
                     *           "used": 1,
                     *           "quota": 1000,
                     *           "remaining": 999
                     *         },
                     *         "warnings": []
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Render"];
                };
            };
            /** @description Invalid request: a request that is not well-formed HTTP, or whose path has a malformed percent-escape (refused before routing). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "invalid_request",
                     *       "message": "malformed HTTP request"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key is missing, malformed, unknown, or was rotated out (after POST /v1/keys/rotate only the new key works). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "unauthorized",
                     *       "message": "invalid API key: it is unknown or was rotated out (after POST /v1/keys/rotate only the new key works)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No render with this id for this key (another key’s render is answered the same way). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "not_found",
                     *       "message": "no render rnd_4hT9qL2mV8xK1pZ6cR3nW7yB for this key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another method than GET on this path (DELETE, say): refused, with the methods it serves in Allow (GET). */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "method_not_allowed",
                     *       "message": "DELETE is not supported here; use GET"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request was not received in time: its headers within 10 s, the whole request with its body within 30 s (refused before routing). */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "request_timeout",
                     *       "message": "the request was not received in time (headers within 10 s, the whole request within 30 s)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers are larger than 16 KiB (refused before routing). */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "headers_too_large",
                     *       "message": "request headers are larger than 16 KiB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is unavailable: the database could not be reached (code database_unavailable, Retry-After: 5; nothing charged or kept). Retry after Retry-After. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "database_unavailable",
                     *       "message": "the database cannot be reached right now; nothing was charged, retry in a few seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    queueBatch: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes retries safe: a request repeated with the same key and the same body within 24 hours answers the first request's result (same id, url and provenance; without the preview) and is charged once, with Idempotent-Replayed: true. The same key with another body is a 422; while the first request is still rendering, a 409; once its poster has been taken down from storage, a 410. A request that failed is forgotten, so its retry renders. Keys are per API key; use a new UUID per poster.
                 * @example 5f1c7a52-3b9e-4d1a-9a63-0c8e2f7b9d41
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["BatchRequest"];
        responses: {
            /** @description Queued, all of it. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "bat_9sK2mQ7vX4pL1nR8cT3wY6zB",
                     *       "status": "queued",
                     *       "total": 3
                     *     }
                     */
                    "application/json": components["schemas"]["BatchAccepted"];
                };
            };
            /** @description Invalid batch: renders missing, empty or longer than 100, an unknown field, or a bad item or default (each named by its index or as defaults, and its field). An item whose map would be left blank, or that names a map-tile style with no tile server here, is named by its index too (renders[3]: the map data covers 54 % of this poster …), with the code partial_map_data, no_map_data or tile_style_unavailable when every item's problem is of that one kind, else invalid_request. Nothing is queued. Also: a request that is not well-formed HTTP, or whose path has a malformed percent-escape (refused before routing). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "invalid_request",
                     *       "message": "renders[3].zoom must be between 0 and 22; defaults.theme must be one of …"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key is missing, malformed, unknown, or was rotated out (after POST /v1/keys/rotate only the new key works). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "unauthorized",
                     *       "message": "invalid API key: it is unknown or was rotated out (after POST /v1/keys/rotate only the new key works)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No render credits left (single plan). */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "no_credits",
                     *       "message": "no render credits left on this single-render key: buy another render or a subscription"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is suspended (its last payment failed; it works again once paid) or revoked (the subscription ended). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "key_inactive",
                     *       "message": "API key suspended: the last payment for this plan failed; it works again once the plan is paid"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another method than POST on this path (DELETE, say): refused, with the methods it serves in Allow (POST). */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "method_not_allowed",
                     *       "message": "DELETE is not supported here; use POST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request was not received in time: its headers within 10 s, the whole request with its body within 30 s (refused before routing). */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "request_timeout",
                     *       "message": "the request was not received in time (headers within 10 s, the whole request within 30 s)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still being rendered: retry in a few seconds to get its result. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "conflict",
                     *       "message": "a request with this Idempotency-Key is still being rendered: retry in a few seconds to get its result"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than 8192 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "body_too_large",
                     *       "message": "request body is larger than 8192 KiB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Content-Type is not application/json. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "unsupported_media_type",
                     *       "message": "Content-Type must be application/json (got text/plain)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request in the last 24 hours. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "idempotency_key_reused",
                     *       "message": "this Idempotency-Key was used with a different request in the last 24 hours: use a new key for a new request"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The batch would take the key past 1000 renders queued or rendering, the most one key may have waiting (code too_many_queued); nothing is queued: wait for some to finish and send again. Or its monthly quota is used up already (code quota_exceeded, as POST /v1/render says it); a quota with fewer renders left than items is not refused: the items it cannot pay for fail. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "too_many_queued",
                     *       "message": "this key has 998 renders queued or rendering and may have at most 1000 waiting at once; these 3 renders would pass it: wait for some to finish (GET /v1/renders) and send again"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers are larger than 16 KiB (refused before routing). */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "headers_too_large",
                     *       "message": "request headers are larger than 16 KiB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is unavailable: the database could not be reached (code database_unavailable, Retry-After: 5; nothing charged or kept). Retry after Retry-After. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "database_unavailable",
                     *       "message": "the database cannot be reached right now; nothing was charged, retry in a few seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The batch id (bat_…).
                 * @example bat_9sK2mQ7vX4pL1nR8cT3wY6zB
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The batch. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "bat_9sK2mQ7vX4pL1nR8cT3wY6zB",
                     *       "status": "running",
                     *       "total": 2,
                     *       "succeeded": 1,
                     *       "failed": 0,
                     *       "created_at": "2026-11-22T07:28:51.902Z",
                     *       "completed_at": null,
                     *       "renders": [
                     *         {
                     *           "id": "rnd_4hT9qL2mV8xK1pZ6cR3nW7yB",
                     *           "status": "succeeded"
                     *         },
                     *         {
                     *           "id": "rnd_7Qm2Lx9Vb4Kp1Zc6Rn3Wy8Ts",
                     *           "status": "rendering"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Batch"];
                };
            };
            /** @description Invalid request: a request that is not well-formed HTTP, or whose path has a malformed percent-escape (refused before routing). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "invalid_request",
                     *       "message": "malformed HTTP request"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key is missing, malformed, unknown, or was rotated out (after POST /v1/keys/rotate only the new key works). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "unauthorized",
                     *       "message": "invalid API key: it is unknown or was rotated out (after POST /v1/keys/rotate only the new key works)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No batch with this id for this key (another key’s batch is answered the same way). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "not_found",
                     *       "message": "no batch bat_9sK2mQ7vX4pL1nR8cT3wY6zB for this key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another method than GET on this path (DELETE, say): refused, with the methods it serves in Allow (GET). */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "method_not_allowed",
                     *       "message": "DELETE is not supported here; use GET"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request was not received in time: its headers within 10 s, the whole request with its body within 30 s (refused before routing). */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "request_timeout",
                     *       "message": "the request was not received in time (headers within 10 s, the whole request within 30 s)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers are larger than 16 KiB (refused before routing). */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "headers_too_large",
                     *       "message": "request headers are larger than 16 KiB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is unavailable: the database could not be reached (code database_unavailable, Retry-After: 5; nothing charged or kept). Retry after Retry-After. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "database_unavailable",
                     *       "message": "the database cannot be reached right now; nothing was charged, retry in a few seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBatchArchive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The batch id (bat_…).
                 * @example bat_9sK2mQ7vX4pL1nR8cT3wY6zB
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ZIP (posters stored as they are, SVG and the manifest deflated). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description attachment; filename="bat_….zip" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description Invalid request: a request that is not well-formed HTTP, or whose path has a malformed percent-escape (refused before routing). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "invalid_request",
                     *       "message": "malformed HTTP request"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key is missing, malformed, unknown, or was rotated out (after POST /v1/keys/rotate only the new key works). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "unauthorized",
                     *       "message": "invalid API key: it is unknown or was rotated out (after POST /v1/keys/rotate only the new key works)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No batch with this id for this key (another key’s batch is answered the same way). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "not_found",
                     *       "message": "no batch bat_9sK2mQ7vX4pL1nR8cT3wY6zB for this key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another method than GET on this path (DELETE, say): refused, with the methods it serves in Allow (GET). */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "method_not_allowed",
                     *       "message": "DELETE is not supported here; use GET"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request was not received in time: its headers within 10 s, the whole request with its body within 30 s (refused before routing). */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "request_timeout",
                     *       "message": "the request was not received in time (headers within 10 s, the whole request within 30 s)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers are larger than 16 KiB (refused before routing). */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "headers_too_large",
                     *       "message": "request headers are larger than 16 KiB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is unavailable: the database could not be reached (code database_unavailable, Retry-After: 5; nothing charged or kept). Retry after Retry-After. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "database_unavailable",
                     *       "message": "the database cannot be reached right now; nothing was charged, retry in a few seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoints. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "whk_7Qm2Xc9LrT4vN8bK1sD6fH3j",
                     *           "url": "https://shop.example.com/hooks/atlasprint",
                     *           "events": [
                     *             "render.succeeded",
                     *             "render.failed",
                     *             "batch.completed"
                     *           ],
                     *           "created_at": "2026-11-22T07:20:00.000Z",
                     *           "failing_since": null,
                     *           "disabled_at": null,
                     *           "disabled_reason": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpointList"];
                };
            };
            /** @description Invalid request: a request that is not well-formed HTTP, or whose path has a malformed percent-escape (refused before routing). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "invalid_request",
                     *       "message": "malformed HTTP request"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key is missing, malformed, unknown, or was rotated out (after POST /v1/keys/rotate only the new key works). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "unauthorized",
                     *       "message": "invalid API key: it is unknown or was rotated out (after POST /v1/keys/rotate only the new key works)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another method than POST, GET on this path (DELETE, say): refused, with the methods it serves in Allow (POST, GET). */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "method_not_allowed",
                     *       "message": "DELETE is not supported here; use POST, GET"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request was not received in time: its headers within 10 s, the whole request with its body within 30 s (refused before routing). */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "request_timeout",
                     *       "message": "the request was not received in time (headers within 10 s, the whole request within 30 s)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers are larger than 16 KiB (refused before routing). */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "headers_too_large",
                     *       "message": "request headers are larger than 16 KiB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is unavailable: the database could not be reached (code database_unavailable, Retry-After: 5; nothing charged or kept). Retry after Retry-After. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "database_unavailable",
                     *       "message": "the database cannot be reached right now; nothing was charged, retry in a few seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["WebhookRequest"];
        responses: {
            /** @description Registered: the endpoint and its signing secret (shown once). */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "whk_7Qm2Xc9LrT4vN8bK1sD6fH3j",
                     *       "url": "https://shop.example.com/hooks/atlasprint",
                     *       "events": [
                     *         "render.succeeded",
                     *         "render.failed",
                     *         "batch.completed"
                     *       ],
                     *       "created_at": "2026-11-22T07:20:00.000Z",
                     *       "failing_since": null,
                     *       "disabled_at": null,
                     *       "disabled_reason": null,
                     *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpointCreated"];
                };
            };
            /** @description The url is refused (not https; a literal address that is loopback, private, link-local or metadata, named; a host name that does not resolve or resolves to such an address, both said in the same words, so the answer does not tell which internal names exist), an event is not one of render.succeeded, render.failed, batch.completed, or a field is unknown. Also: a request that is not well-formed HTTP, or whose path has a malformed percent-escape (refused before routing). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "invalid_request",
                     *       "message": "url refused: webhook url host hooks.internal.example must be a public address reachable from the internet; a webhook url must be https to a public address"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key is missing, malformed, unknown, or was rotated out (after POST /v1/keys/rotate only the new key works). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "unauthorized",
                     *       "message": "invalid API key: it is unknown or was rotated out (after POST /v1/keys/rotate only the new key works)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another method than POST, GET on this path (DELETE, say): refused, with the methods it serves in Allow (POST, GET). */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "method_not_allowed",
                     *       "message": "DELETE is not supported here; use POST, GET"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request was not received in time: its headers within 10 s, the whole request with its body within 30 s (refused before routing). */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "request_timeout",
                     *       "message": "the request was not received in time (headers within 10 s, the whole request within 30 s)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has 10 endpoints already, the most it may have: delete one first. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "conflict",
                     *       "message": "this key has 10 webhook endpoints, the most it may have (10): delete one with DELETE /v1/webhooks/{id} first"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than 4 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "body_too_large",
                     *       "message": "request body is larger than 4 KiB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Content-Type is not application/json. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "unsupported_media_type",
                     *       "message": "Content-Type must be application/json (got text/plain)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers are larger than 16 KiB (refused before routing). */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "headers_too_large",
                     *       "message": "request headers are larger than 16 KiB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is unavailable: the database could not be reached (code database_unavailable, Retry-After: 5; nothing charged or kept). Retry after Retry-After. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "database_unavailable",
                     *       "message": "the database cannot be reached right now; nothing was charged, retry in a few seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    enableWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The endpoint id (whk_…).
                 * @example whk_7Qm2Xc9LrT4vN8bK1sD6fH3j
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Enabled: the endpoint as GET /v1/webhooks lists it. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "whk_7Qm2Xc9LrT4vN8bK1sD6fH3j",
                     *       "url": "https://shop.example.com/hooks/atlasprint",
                     *       "events": [
                     *         "render.succeeded",
                     *         "render.failed",
                     *         "batch.completed"
                     *       ],
                     *       "created_at": "2026-11-22T07:20:00.000Z",
                     *       "failing_since": null,
                     *       "disabled_at": null,
                     *       "disabled_reason": null
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Invalid request: a request that is not well-formed HTTP, or whose path has a malformed percent-escape (refused before routing). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "invalid_request",
                     *       "message": "malformed HTTP request"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key is missing, malformed, unknown, or was rotated out (after POST /v1/keys/rotate only the new key works). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "unauthorized",
                     *       "message": "invalid API key: it is unknown or was rotated out (after POST /v1/keys/rotate only the new key works)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No webhook endpoint with this id for this key (another key’s endpoint is answered the same way). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "not_found",
                     *       "message": "no webhook endpoint whk_7Qm2Xc9LrT4vN8bK1sD6fH3j for this key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another method than POST on this path (DELETE, say): refused, with the methods it serves in Allow (POST). */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "method_not_allowed",
                     *       "message": "DELETE is not supported here; use POST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request was not received in time: its headers within 10 s, the whole request with its body within 30 s (refused before routing). */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "request_timeout",
                     *       "message": "the request was not received in time (headers within 10 s, the whole request within 30 s)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers are larger than 16 KiB (refused before routing). */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "headers_too_large",
                     *       "message": "request headers are larger than 16 KiB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is unavailable: the database could not be reached (code database_unavailable, Retry-After: 5; nothing charged or kept). Retry after Retry-After. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "database_unavailable",
                     *       "message": "the database cannot be reached right now; nothing was charged, retry in a few seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /**
                 * @description How many deliveries to list, 1 to 100 (default 10).
                 * @example 20
                 */
                limit?: number;
            };
            header?: never;
            path: {
                /**
                 * @description The endpoint id (whk_…).
                 * @example whk_7Qm2Xc9LrT4vN8bK1sD6fH3j
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "msg_Vb3kR8nQ2xT6mL9cW4pZ7sYd",
                     *           "type": "render.succeeded",
                     *           "status": "delivered",
                     *           "created_at": "2026-11-22T07:28:52.400Z",
                     *           "delivered_at": "2026-11-22T07:29:58.120Z",
                     *           "error": null,
                     *           "attempts": [
                     *             {
                     *               "attempted_at": "2026-11-22T07:28:52.420Z",
                     *               "status_code": 500,
                     *               "error": "the receiver answered 500",
                     *               "duration_ms": 84
                     *             },
                     *             {
                     *               "attempted_at": "2026-11-22T07:29:58.030Z",
                     *               "status_code": 200,
                     *               "error": null,
                     *               "duration_ms": 61
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "has_more": false
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            /** @description limit is not a whole number from 1 to 100, or a parameter is not limit. Also: a request that is not well-formed HTTP, or whose path has a malformed percent-escape (refused before routing). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "invalid_request",
                     *       "message": "limit must be a whole number between 1 and 100"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key is missing, malformed, unknown, or was rotated out (after POST /v1/keys/rotate only the new key works). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "unauthorized",
                     *       "message": "invalid API key: it is unknown or was rotated out (after POST /v1/keys/rotate only the new key works)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No webhook endpoint with this id for this key (another key’s endpoint is answered the same way). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "not_found",
                     *       "message": "no webhook endpoint whk_7Qm2Xc9LrT4vN8bK1sD6fH3j for this key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another method than GET on this path (DELETE, say): refused, with the methods it serves in Allow (GET). */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "method_not_allowed",
                     *       "message": "DELETE is not supported here; use GET"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request was not received in time: its headers within 10 s, the whole request with its body within 30 s (refused before routing). */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "request_timeout",
                     *       "message": "the request was not received in time (headers within 10 s, the whole request within 30 s)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers are larger than 16 KiB (refused before routing). */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "headers_too_large",
                     *       "message": "request headers are larger than 16 KiB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is unavailable: the database could not be reached (code database_unavailable, Retry-After: 5; nothing charged or kept). Retry after Retry-After. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "database_unavailable",
                     *       "message": "the database cannot be reached right now; nothing was charged, retry in a few seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The endpoint id (whk_…).
                 * @example whk_7Qm2Xc9LrT4vN8bK1sD6fH3j
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "whk_7Qm2Xc9LrT4vN8bK1sD6fH3j",
                     *       "deleted": true
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDeleted"];
                };
            };
            /** @description Invalid request: a request that is not well-formed HTTP, or whose path has a malformed percent-escape (refused before routing). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "invalid_request",
                     *       "message": "malformed HTTP request"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key is missing, malformed, unknown, or was rotated out (after POST /v1/keys/rotate only the new key works). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "unauthorized",
                     *       "message": "invalid API key: it is unknown or was rotated out (after POST /v1/keys/rotate only the new key works)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No webhook endpoint with this id for this key (another key’s endpoint is answered the same way). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "not_found",
                     *       "message": "no webhook endpoint whk_7Qm2Xc9LrT4vN8bK1sD6fH3j for this key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another method than DELETE on this path (PUT, say): refused, with the methods it serves in Allow (DELETE). */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "method_not_allowed",
                     *       "message": "PUT is not supported here; use DELETE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request was not received in time: its headers within 10 s, the whole request with its body within 30 s (refused before routing). */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "request_timeout",
                     *       "message": "the request was not received in time (headers within 10 s, the whole request within 30 s)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers are larger than 16 KiB (refused before routing). */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "headers_too_large",
                     *       "message": "request headers are larger than 16 KiB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is unavailable: the database could not be reached (code database_unavailable, Retry-After: 5; nothing charged or kept). Retry after Retry-After. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "database_unavailable",
                     *       "message": "the database cannot be reached right now; nothing was charged, retry in a few seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getKeyStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key status. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "plan": "pro",
                     *       "status": "active",
                     *       "key_prefix": "atp_live_XXX",
                     *       "period": "2026-11",
                     *       "quota": 1000,
                     *       "used": 1,
                     *       "remaining": 999,
                     *       "credits": null,
                     *       "created_at": "2026-11-02T09:14:03.120Z",
                     *       "last_used_at": "2026-11-22T07:28:52.366Z",
                     *       "scheduled_change": null
                     *     }
                     */
                    "application/json": components["schemas"]["KeyStatus"];
                };
            };
            /** @description Invalid request: a request that is not well-formed HTTP, or whose path has a malformed percent-escape (refused before routing). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "invalid_request",
                     *       "message": "malformed HTTP request"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key is missing, malformed, unknown, or was rotated out (after POST /v1/keys/rotate only the new key works). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "unauthorized",
                     *       "message": "invalid API key: it is unknown or was rotated out (after POST /v1/keys/rotate only the new key works)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another method than GET on this path (DELETE, say): refused, with the methods it serves in Allow (GET). */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "method_not_allowed",
                     *       "message": "DELETE is not supported here; use GET"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request was not received in time: its headers within 10 s, the whole request with its body within 30 s (refused before routing). */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "request_timeout",
                     *       "message": "the request was not received in time (headers within 10 s, the whole request within 30 s)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers are larger than 16 KiB (refused before routing). */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "headers_too_large",
                     *       "message": "request headers are larger than 16 KiB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is unavailable: the database could not be reached (code database_unavailable, Retry-After: 5; nothing charged or kept). Retry after Retry-After. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "database_unavailable",
                     *       "message": "the database cannot be reached right now; nothing was charged, retry in a few seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rotateKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new key, shown once. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "key": "atp_live_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
                     *       "key_prefix": "atp_live_XXX",
                     *       "note": "The previous key stopped working just now. Store this key securely: it is shown only this once."
                     *     }
                     */
                    "application/json": components["schemas"]["KeyRotated"];
                };
            };
            /** @description Invalid request: a request that is not well-formed HTTP, or whose path has a malformed percent-escape (refused before routing). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "invalid_request",
                     *       "message": "malformed HTTP request"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key is missing, malformed, unknown, or was rotated out (after POST /v1/keys/rotate only the new key works). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "unauthorized",
                     *       "message": "invalid API key: it is unknown or was rotated out (after POST /v1/keys/rotate only the new key works)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another method than POST on this path (DELETE, say): refused, with the methods it serves in Allow (POST). */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "method_not_allowed",
                     *       "message": "DELETE is not supported here; use POST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request was not received in time: its headers within 10 s, the whole request with its body within 30 s (refused before routing). */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "request_timeout",
                     *       "message": "the request was not received in time (headers within 10 s, the whole request within 30 s)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers are larger than 16 KiB (refused before routing). */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "headers_too_large",
                     *       "message": "request headers are larger than 16 KiB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is unavailable: the database could not be reached (code database_unavailable, Retry-After: 5; nothing charged or kept). Retry after Retry-After. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "database_unavailable",
                     *       "message": "the database cannot be reached right now; nothing was charged, retry in a few seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    upgradeKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UpgradeRequest"];
        responses: {
            /** @description The plan changed now (up, with a Stripe subscription): the key’s status on its new plan; or a downgrade was scheduled (or cancelled): the key’s status on its plan until the month ends, with scheduled_change. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "plan": "business",
                     *       "status": "active",
                     *       "key_prefix": "atp_live_XXX",
                     *       "period": "2026-11",
                     *       "quota": 5000,
                     *       "used": 1,
                     *       "remaining": 4999,
                     *       "credits": null,
                     *       "created_at": "2026-11-02T09:14:03.120Z",
                     *       "last_used_at": "2026-11-22T07:28:52.366Z",
                     *       "scheduled_change": null
                     *     }
                     */
                    "application/json": components["schemas"]["KeyStatus"];
                };
            };
            /** @description Pay first (not an error): open url; paying it moves the key to plan. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "url": "http://localhost:3000/checkout/cs_2QvN8kT4xZ1mW7bR9cL3sY6p",
                     *       "id": "cs_2QvN8kT4xZ1mW7bR9cL3sY6p",
                     *       "plan": "business",
                     *       "message": "pay at url to move the key atp_live_XXX… to the Business plan; the key itself stays the same"
                     *     }
                     */
                    "application/json": components["schemas"]["UpgradeCheckout"];
                };
            };
            /** @description The plan is not a subscription plan or is the key’s own, the key is a single-render key (buy a plan instead), or the body is not a JSON object with plan alone. Also: a request that is not well-formed HTTP, or whose path has a malformed percent-escape (refused before routing). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "invalid_request",
                     *       "message": "a single-render key has credits, not a monthly plan, so it cannot change plan: buy a plan (POST /v1/checkout, or the pricing page) for a subscription key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key is missing, malformed, unknown, or was rotated out (after POST /v1/keys/rotate only the new key works). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "unauthorized",
                     *       "message": "invalid API key: it is unknown or was rotated out (after POST /v1/keys/rotate only the new key works)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is revoked (its subscription ended: buy a plan for a new key) or suspended (its last payment failed: pay it first). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "key_inactive",
                     *       "message": "API key revoked: the subscription has ended, so its plan cannot change; buy a plan for a new key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another method than POST on this path (DELETE, say): refused, with the methods it serves in Allow (POST). */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "method_not_allowed",
                     *       "message": "DELETE is not supported here; use POST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request was not received in time: its headers within 10 s, the whole request with its body within 30 s (refused before routing). */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "request_timeout",
                     *       "message": "the request was not received in time (headers within 10 s, the whole request within 30 s)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key was revoked while its plan was changing. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "conflict",
                     *       "message": "the key was revoked while its plan was changing; buy a plan for a new key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than 4 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "body_too_large",
                     *       "message": "request body is larger than 4 KiB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Content-Type is not application/json. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "unsupported_media_type",
                     *       "message": "Content-Type must be application/json (got text/plain)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many checkouts started from this client address (a plan change that is paid first is a checkout: at most 10 every 10 minutes). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "rate_limited",
                     *       "message": "too many checkouts started from this address: at most 10 every 10 minutes; retry in 212 s"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers are larger than 16 KiB (refused before routing). */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "headers_too_large",
                     *       "message": "request headers are larger than 16 KiB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider could not change the plan (or start its checkout; code payment_provider_unavailable); nothing changed, retry. */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "payment_provider_unavailable",
                     *       "message": "the payment provider could not change the plan; nothing changed, please retry"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payments are misconfigured on this deployment (code unavailable: no Stripe price for the plan), or the database could not be reached (code database_unavailable, Retry-After: 5; nothing charged or kept). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "unavailable",
                     *       "message": "checkout is not available: no Stripe price is configured for the business plan (STRIPE_PRICE_BUSINESS)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    requestKeyRecovery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["RecoveryRequest"];
        responses: {
            /** @description Taken (not an error): the same answer whether or not keys were bought with the address. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "accepted": true,
                     *       "message": "if keys were bought with this address, a link to replace each of them is on its way there; it is valid for 1 hour and works once"
                     *     }
                     */
                    "application/json": components["schemas"]["RecoveryAccepted"];
                };
            };
            /** @description email is missing or not an email address, or the body has another field. Also: a request that is not well-formed HTTP, or whose path has a malformed percent-escape (refused before routing). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "invalid_request",
                     *       "message": "email must be an email address"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another method than POST on this path (DELETE, say): refused, with the methods it serves in Allow (POST). */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "method_not_allowed",
                     *       "message": "DELETE is not supported here; use POST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request was not received in time: its headers within 10 s, the whole request with its body within 30 s (refused before routing). */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "request_timeout",
                     *       "message": "the request was not received in time (headers within 10 s, the whole request within 30 s)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than 4 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "body_too_large",
                     *       "message": "request body is larger than 4 KiB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Content-Type is not application/json. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "unsupported_media_type",
                     *       "message": "Content-Type must be application/json (got text/plain)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than 5 recovery requests in an hour from this client address, or for this email address. Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "rate_limited",
                     *       "message": "too many key recovery requests for this email address: at most 5 an hour; retry in 1260 s"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers are larger than 16 KiB (refused before routing). */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "headers_too_large",
                     *       "message": "request headers are larger than 16 KiB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This server sends no mail (code unavailable: a deployment on its own database without SMTP_URL), or the database could not be reached (code database_unavailable, Retry-After: 5; nothing charged or kept). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "unavailable",
                     *       "message": "key recovery by email is not configured on this server"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmKeyRecovery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["RecoveryConfirmRequest"];
        responses: {
            /** @description The new key, shown once. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "key": "atp_live_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
                     *       "key_prefix": "atp_live_XXX",
                     *       "note": "Your key was replaced: the previous key stopped working just now. Store this key securely: it is shown only this once."
                     *     }
                     */
                    "application/json": components["schemas"]["KeyRotated"];
                };
            };
            /** @description token is missing, or the body has another field. Also: a request that is not well-formed HTTP, or whose path has a malformed percent-escape (refused before routing). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "invalid_request",
                     *       "message": "token is required: the token of the recovery link (the part after ?token=)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No recovery link has this token (or it was not copied whole). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "not_found",
                     *       "message": "this recovery link is not known: check that it was copied whole, or ask for a new one (POST /v1/keys/recover)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another method than POST on this path (DELETE, say): refused, with the methods it serves in Allow (POST). */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "method_not_allowed",
                     *       "message": "DELETE is not supported here; use POST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request was not received in time: its headers within 10 s, the whole request with its body within 30 s (refused before routing). */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "request_timeout",
                     *       "message": "the request was not received in time (headers within 10 s, the whole request within 30 s)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The link was used already (code recovery_link_used) or it expired after an hour (recovery_link_expired): ask for a new one. Or the key was revoked after the link was sent, because its subscription ended (key_revoked): a revoked key is not replaced. */
            410: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "recovery_link_used",
                     *       "message": "this recovery link was used already: each link replaces the key once. Ask for a new link (POST /v1/keys/recover) if you did not keep the new key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than 4 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "body_too_large",
                     *       "message": "request body is larger than 4 KiB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Content-Type is not application/json. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "unsupported_media_type",
                     *       "message": "Content-Type must be application/json (got text/plain)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers are larger than 16 KiB (refused before routing). */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "headers_too_large",
                     *       "message": "request headers are larger than 16 KiB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is unavailable: the database could not be reached (code database_unavailable, Retry-After: 5; nothing charged or kept). Retry after Retry-After. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "database_unavailable",
                     *       "message": "the database cannot be reached right now; nothing was charged, retry in a few seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    verifyProvenance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["VerifyRequest"];
        responses: {
            /** @description What the record proves. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "valid": true,
                     *       "id": "rnd_4hT9qL2mV8xK1pZ6cR3nW7yB",
                     *       "issued": "2026-11-22T07:28:52.366Z",
                     *       "plan": "pro",
                     *       "logged": true
                     *     }
                     */
                    "application/json": components["schemas"]["VerifyResult"];
                };
            };
            /** @description No provenance record: id or sig is missing, or a field is of the wrong type. Also: a request that is not well-formed HTTP, or whose path has a malformed percent-escape (refused before routing). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "invalid_request",
                     *       "message": "no provenance record: send its fields (v, id, plan, issued, sha256) and its signature as sig, as found in a PNG tEXt chunk \"atlasprint\", an SVG <metadata id=\"atlasprint\">, or a render response"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another method than POST on this path (DELETE, say): refused, with the methods it serves in Allow (POST). */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "method_not_allowed",
                     *       "message": "DELETE is not supported here; use POST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request was not received in time: its headers within 10 s, the whole request with its body within 30 s (refused before routing). */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "request_timeout",
                     *       "message": "the request was not received in time (headers within 10 s, the whole request within 30 s)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than 8 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "body_too_large",
                     *       "message": "request body is larger than 8 KiB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Content-Type is not application/json. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "unsupported_media_type",
                     *       "message": "Content-Type must be application/json (got text/plain)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers are larger than 16 KiB (refused before routing). */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "headers_too_large",
                     *       "message": "request headers are larger than 16 KiB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is unavailable: the database could not be reached (code database_unavailable, Retry-After: 5; nothing charged or kept). Retry after Retry-After. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "database_unavailable",
                     *       "message": "the database cannot be reached right now; nothing was charged, retry in a few seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signingKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The public keys. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "keys": [
                     *         {
                     *           "kty": "OKP",
                     *           "crv": "Ed25519",
                     *           "x": "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo",
                     *           "kid": "kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k",
                     *           "alg": "EdDSA",
                     *           "use": "sig"
                     *         },
                     *         {
                     *           "kty": "OKP",
                     *           "crv": "Ed25519",
                     *           "x": "RbpeVOQEVOzGr4_ryld3hlHZDugp3PBF--DfYdWqcxI",
                     *           "kid": "mFarJRRJbqk5BZTstulMhp70nlSNXmanW0_dBxu2Blc",
                     *           "alg": "EdDSA",
                     *           "use": "sig"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SigningKeys"];
                };
            };
            /** @description Invalid request: a request that is not well-formed HTTP, or whose path has a malformed percent-escape (refused before routing). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "invalid_request",
                     *       "message": "malformed HTTP request"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another method than GET on this path (DELETE, say): refused, with the methods it serves in Allow (GET). */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "method_not_allowed",
                     *       "message": "DELETE is not supported here; use GET"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request was not received in time: its headers within 10 s, the whole request with its body within 30 s (refused before routing). */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "request_timeout",
                     *       "message": "the request was not received in time (headers within 10 s, the whole request within 30 s)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers are larger than 16 KiB (refused before routing). */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "headers_too_large",
                     *       "message": "request headers are larger than 16 KiB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is unavailable: the database could not be reached (code database_unavailable, Retry-After: 5; nothing charged or kept). Retry after Retry-After. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "database_unavailable",
                     *       "message": "the database cannot be reached right now; nothing was charged, retry in a few seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["CheckoutRequest"];
        responses: {
            /** @description The payment page and the checkout id. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "url": "http://localhost:3000/checkout/cs_8ZbQe2LmT4vY9wN1kR6sJ3pH",
                     *       "id": "cs_8ZbQe2LmT4vY9wN1kR6sJ3pH"
                     *     }
                     */
                    "application/json": components["schemas"]["CheckoutResult"];
                };
            };
            /** @description The plan is unknown (or missing), or the email is not an email address. Also: a request that is not well-formed HTTP, or whose path has a malformed percent-escape (refused before routing). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "invalid_request",
                     *       "message": "plan must be one of starter, pro, business, single"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another method than POST on this path (DELETE, say): refused, with the methods it serves in Allow (POST). */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "method_not_allowed",
                     *       "message": "DELETE is not supported here; use POST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request was not received in time: its headers within 10 s, the whole request with its body within 30 s (refused before routing). */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "request_timeout",
                     *       "message": "the request was not received in time (headers within 10 s, the whole request within 30 s)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than 4 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "body_too_large",
                     *       "message": "request body is larger than 4 KiB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Content-Type is not application/json. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "unsupported_media_type",
                     *       "message": "Content-Type must be application/json (got text/plain)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many checkouts started from this client address (at most 10 every 10 minutes, counted across all instances). Retry-After gives the seconds until the window ends. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "rate_limited",
                     *       "message": "too many checkouts started from this address: at most 10 every 10 minutes; retry in 212 s"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers are larger than 16 KiB (refused before routing). */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "headers_too_large",
                     *       "message": "request headers are larger than 16 KiB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider could not start a checkout (code payment_provider_unavailable); retry. */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "payment_provider_unavailable",
                     *       "message": "the payment provider could not start a checkout; please retry"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Checkout is not available: payments are misconfigured on this deployment (code unavailable), or the database could not be reached (code database_unavailable, Retry-After: 5; nothing charged or kept). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "unavailable",
                     *       "message": "checkout is not available: no Stripe price is configured for the pro plan (STRIPE_PRICE_PRO)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revealKey: {
        parameters: {
            query: {
                /**
                 * @description The checkout id returned by POST /v1/checkout (cs_…).
                 * @example cs_8ZbQe2LmT4vY9wN1kR6sJ3pH
                 */
                session_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key, shown this once (KeyRevealed); or, for a paid plan change (POST /v1/keys/upgrade), upgraded: true and no key (KeyUpgraded). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeyRevealed"] | components["schemas"]["KeyUpgraded"];
                };
            };
            /** @description Payment not confirmed yet (not an error): retry after Retry-After seconds. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "pending": true,
                     *       "declined": false,
                     *       "message": "payment not confirmed yet; retry in a few seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["KeyPending"];
                };
            };
            /** @description session_id is missing (or too long to be a checkout id). Also: a request that is not well-formed HTTP, or whose path has a malformed percent-escape (refused before routing). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "invalid_request",
                     *       "message": "session_id is required: the id returned by POST /v1/checkout"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No checkout has this id. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "not_found",
                     *       "message": "no checkout with id cs_unknown"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another method than GET on this path (DELETE, say): refused, with the methods it serves in Allow (GET). */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "method_not_allowed",
                     *       "message": "DELETE is not supported here; use GET"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request was not received in time: its headers within 10 s, the whole request with its body within 30 s (refused before routing). */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "request_timeout",
                     *       "message": "the request was not received in time (headers within 10 s, the whole request within 30 s)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A plan change (POST /v1/keys/upgrade) was paid but could not apply: nothing changed and the payment is refunded. The Error body also has upgraded (false), refunded, key_prefix and plan. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "conflict",
                     *       "message": "the plan change was paid but not applied: the key atp_live_Xy1… was revoked (its subscription ended) before this payment arrived, so it cannot move to the Pro plan; buy a plan for a new key; nothing changed, and the payment was refunded in full and the subscription it started cancelled"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key was revealed already: it is shown only once. */
            410: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "gone",
                     *       "message": "this key was already revealed and is shown only once; a key you still have is replaced with POST /v1/keys/rotate, a lost one with POST /v1/keys/recover (a link to the email address it was bought with)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers are larger than 16 KiB (refused before routing). */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "headers_too_large",
                     *       "message": "request headers are larger than 16 KiB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is unavailable: the database could not be reached (code database_unavailable, Retry-After: 5; nothing charged or kept). Retry after Retry-After. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "database_unavailable",
                     *       "message": "the database cannot be reached right now; nothing was charged, retry in a few seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The storage key: renders/<render id>.<png|jpg|webp|pdf|svg>.
                 * @example renders/rnd_4hT9qL2mV8xK1pZ6cR3nW7yB.png
                 */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description The file name, quoted; send it as If-None-Match. */
                    ETag?: string;
                    /** @description public, max-age=31536000, immutable */
                    "Cache-Control"?: string;
                    /** @description The signed provenance record, as JSON. */
                    "X-Atlasprint-Provenance"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": unknown;
                    "image/jpeg": unknown;
                    "image/webp": unknown;
                    "application/pdf": unknown;
                    "image/svg+xml": unknown;
                };
            };
            /** @description Not modified (If-None-Match matched the ETag). */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: a request that is not well-formed HTTP, or whose path has a malformed percent-escape (refused before routing). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "invalid_request",
                     *       "message": "malformed HTTP request"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such file. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "not_found",
                     *       "message": "no such file: /files/renders/rnd_4hT9qL2mV8xK1pZ6cR3nW7yB.png"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another method than GET on this path (DELETE, say): refused, with the methods it serves in Allow (GET). */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "method_not_allowed",
                     *       "message": "DELETE is not supported here; use GET"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request was not received in time: its headers within 10 s, the whole request with its body within 30 s (refused before routing). */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "request_timeout",
                     *       "message": "the request was not received in time (headers within 10 s, the whole request within 30 s)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers are larger than 16 KiB (refused before routing). */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "headers_too_large",
                     *       "message": "request headers are larger than 16 KiB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The API is up. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true,
                     *       "service": "atlasprint"
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description Invalid request: a request that is not well-formed HTTP, or whose path has a malformed percent-escape (refused before routing). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "invalid_request",
                     *       "message": "malformed HTTP request"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another method than GET on this path (DELETE, say): refused, with the methods it serves in Allow (GET). */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "method_not_allowed",
                     *       "message": "DELETE is not supported here; use GET"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request was not received in time: its headers within 10 s, the whole request with its body within 30 s (refused before routing). */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "request_timeout",
                     *       "message": "the request was not received in time (headers within 10 s, the whole request within 30 s)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers are larger than 16 KiB (refused before routing). */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "headers_too_large",
                     *       "message": "request headers are larger than 16 KiB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": false,
                     *       "service": "atlasprint",
                     *       "message": "database unreachable"
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    openapi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI 3.1 document of the API. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid request: a request that is not well-formed HTTP, or whose path has a malformed percent-escape (refused before routing). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "invalid_request",
                     *       "message": "malformed HTTP request"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another method than GET on this path (DELETE, say): refused, with the methods it serves in Allow (GET). */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "method_not_allowed",
                     *       "message": "DELETE is not supported here; use GET"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request was not received in time: its headers within 10 s, the whole request with its body within 30 s (refused before routing). */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "request_timeout",
                     *       "message": "the request was not received in time (headers within 10 s, the whole request within 30 s)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers are larger than 16 KiB (refused before routing). */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "headers_too_large",
                     *       "message": "request headers are larger than 16 KiB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    renderSucceededEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id (msg_…): the same on every attempt of one event. */
                "webhook-id": string;
                /** @description When this attempt was signed, in unix seconds: refuse one more than 5 minutes off your clock. */
                "webhook-timestamp": string;
                /** @description v1, and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body`, keyed by the base64-decoded part of the secret after whsec_. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "render.succeeded",
                 *       "timestamp": "2026-11-22T07:28:52.400Z",
                 *       "data": {
                 *         "id": "rnd_4hT9qL2mV8xK1pZ6cR3nW7yB",
                 *         "created_at": "2026-11-22T07:28:51.902Z",
                 *         "started_at": "2026-11-22T07:28:51.950Z",
                 *         "finished_at": "2026-11-22T07:28:52.366Z",
                 *         "status": "succeeded",
                 *         "result": {
                 *           "id": "rnd_4hT9qL2mV8xK1pZ6cR3nW7yB",
                 *           "url": "http://localhost:3000/files/renders/rnd_4hT9qL2mV8xK1pZ6cR3nW7yB.png",
                 *           "format": "png",
                 *           "bytes": 1834012,
                 *           "provenance": {
                 *             "v": 1,
                 *             "id": "rnd_4hT9qL2mV8xK1pZ6cR3nW7yB",
                 *             "plan": "pro",
                 *             "issued": "2026-11-22T07:28:52.366Z",
                 *             "sha256": "50d858e0985ecc7f60418aaf0cc5ab587f42c2570a884095a9e8ccacd0f6545c",
                 *             "kid": "kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k",
                 *             "signature": "eAhVm6NupQVIX27qt8ci889BdhHYxgSIltbqzqJrNsPzdr7I8CIa7XdnC-wY55oZCn4sV1sSnkNOhTCEm7BCDA"
                 *           },
                 *           "usage": {
                 *             "used": 1,
                 *             "quota": 1000,
                 *             "remaining": 999
                 *           },
                 *           "warnings": []
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Received (any 2xx counts; anything else, a redirect included, is retried). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    renderFailedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id (msg_…): the same on every attempt of one event. */
                "webhook-id": string;
                /** @description When this attempt was signed, in unix seconds: refuse one more than 5 minutes off your clock. */
                "webhook-timestamp": string;
                /** @description v1, and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body`, keyed by the base64-decoded part of the secret after whsec_. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "render.failed",
                 *       "timestamp": "2026-11-22T07:28:52.400Z",
                 *       "data": {
                 *         "id": "rnd_4hT9qL2mV8xK1pZ6cR3nW7yB",
                 *         "created_at": "2026-11-22T07:28:51.902Z",
                 *         "started_at": "2026-11-22T07:28:51.950Z",
                 *         "finished_at": "2026-11-22T07:28:52.366Z",
                 *         "status": "failed",
                 *         "error": {
                 *           "code": "quota_exceeded",
                 *           "message": "monthly quota of 100 renders used up for 2026-11"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Received (any 2xx counts; anything else, a redirect included, is retried). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    batchCompletedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id (msg_…): the same on every attempt of one event. */
                "webhook-id": string;
                /** @description When this attempt was signed, in unix seconds: refuse one more than 5 minutes off your clock. */
                "webhook-timestamp": string;
                /** @description v1, and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body`, keyed by the base64-decoded part of the secret after whsec_. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "batch.completed",
                 *       "timestamp": "2026-11-22T07:28:52.400Z",
                 *       "data": {
                 *         "id": "bat_9Xk2Lm4Qp7Rt1Vw3Yz5Bc8Df",
                 *         "status": "completed",
                 *         "total": 2,
                 *         "succeeded": 2,
                 *         "failed": 0,
                 *         "renders": [
                 *           {
                 *             "id": "rnd_4hT9qL2mV8xK1pZ6cR3nW7yB",
                 *             "status": "succeeded"
                 *           }
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Received (any 2xx counts; anything else, a redirect included, is retried). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
