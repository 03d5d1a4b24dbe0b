'use client';

import { useEffect, useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { callApi, unreachableMessage, type VerifyAnswer } from '@/components/api-client';
import { useHydrated } from '@/components/use-hydrated';
// The reader's own entry, not @/lib/provenance: that index brings node:crypto and the database with it.
import { parseRecordText, readPoster, webSha256Hex, type PosterKind, type SignedRecord as ProvenanceRecord } from '@/lib/provenance/reader';

const KIND_NAMES: Record<PosterKind, string> = { png: 'PNG', svg: 'SVG', jpeg: 'JPEG', webp: 'WebP', pdf: 'PDF', gif: 'GIF', other: 'unknown' };

interface LoadedFile {
  name: string;
  size: number;
  kind: PosterKind;
  embedded: boolean;
  /** SHA-256 of the file without its embedded record (or of the whole file when it has none); null when it could not be computed. */
  hash: string | null;
  problem?: string;
  unreadable?: string;
}

type Bytes = { state: 'match' } | { state: 'mismatch'; why: string } | { state: 'unchecked'; why: string };

type Outcome =
  | { kind: 'checked'; source: 'file' | 'json'; record: ProvenanceRecord; answer: VerifyAnswer; bytes: Bytes; fileHash: string | null }
  | { kind: 'error'; message: string };

const RAW_FORMATS: PosterKind[] = ['jpeg', 'webp', 'pdf'];

async function hashOrNull(bytes: Uint8Array): Promise<string | null> {
  try {
    return await webSha256Hex(bytes);
  } catch {
    return null; // Web Crypto needs a secure context (HTTPS or localhost)
  }
}

function compareBytes(record: ProvenanceRecord, file: LoadedFile | null): Bytes {
  if (!file) return { state: 'unchecked', why: 'Choose the poster file above as well to check that its bytes are the ones this record was issued for.' };
  if (file.problem) return { state: 'mismatch', why: `The file was altered: ${file.problem}.` };
  if (!file.hash) return { state: 'unchecked', why: 'This browser cannot compute SHA-256 here (Web Crypto needs HTTPS).' };
  if (!record.sha256) return { state: 'unchecked', why: 'The record carries no sha256 to compare with.' };
  if (record.sha256.toLowerCase() === file.hash) return { state: 'match' };
  return {
    state: 'mismatch',
    why: file.embedded
      ? 'The file was changed after it was signed (edited, re-saved or tampered with): its SHA-256, without the record, is not the one in the record.'
      : 'This file is not the one the record was issued for: its SHA-256 differs from the record’s.',
  };
}

async function askVerify(record: ProvenanceRecord): Promise<VerifyAnswer | string> {
  const result = await callApi('POST /v1/verify', { body: record });
  if (result.kind === 'unreachable') return unreachableMessage('the record was not checked');
  if (result.kind === 'refused') return result.refusal.message;
  return result.body;
}

function formatTime(iso: string | null): string {
  if (!iso) return 'not stated';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date)} UTC`;
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * The verify page's tool. The file never leaves the browser: its record is read here, its SHA-256
 * (without the record) computed here, and only the record is sent to POST /v1/verify.
 */
export function PosterVerifier() {
  const ids = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  // A verdict moves focus to itself, so a keyboard or screen-reader user lands on the answer.
  useEffect(() => {
    if (outcome && !busy) resultRef.current?.focus();
  }, [outcome, busy]);
  const [json, setJson] = useState('');
  const [jsonError, setJsonError] = useState<string | null>(null);

  async function check(record: ProvenanceRecord, source: 'file' | 'json', loaded: LoadedFile | null) {
    const answer = await askVerify(record);
    if (typeof answer === 'string') {
      setOutcome({ kind: 'error', message: `The record could not be checked: ${answer}.` });
      return;
    }
    setOutcome({ kind: 'checked', source, record, answer, bytes: compareBytes(record, loaded), fileHash: loaded?.hash ?? null });
  }

  async function onFile(chosen: File | undefined) {
    if (!chosen) return;
    setBusy(true);
    setOutcome(null);
    setFile(null);
    try {
      const bytes = new Uint8Array(await chosen.arrayBuffer());
      const reading = readPoster(bytes);
      const base = { name: chosen.name, size: chosen.size, kind: reading.kind };
      if (!reading.found) {
        const loaded: LoadedFile = {
          ...base,
          embedded: false,
          hash: await hashOrNull(bytes),
          ...(reading.unreadable ? { unreadable: reading.unreadable } : {}),
        };
        setFile(loaded);
        return;
      }
      const loaded: LoadedFile = {
        ...base,
        embedded: true,
        hash: await hashOrNull(reading.original),
        ...(reading.problem ? { problem: reading.problem } : {}),
      };
      setFile(loaded);
      const record = parseRecordText(reading.recordText);
      if (typeof record === 'string') {
        setOutcome({
          kind: 'error',
          message: `This ${KIND_NAMES[reading.kind]} has an Atlasprint record, but it cannot be read: ${record}. The file was altered.`,
        });
        return;
      }
      await check(record, 'file', loaded);
    } catch (error) {
      setOutcome({ kind: 'error', message: `The file could not be read: ${error instanceof Error ? error.message : String(error)}.` });
    } finally {
      setBusy(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  async function onPaste(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setJsonError(null);
    if (!json.trim()) {
      setJsonError('Paste the provenance object first.');
      return;
    }
    const record = parseRecordText(json.trim());
    if (typeof record === 'string') {
      setJsonError(`This is not a provenance record: ${record}. Paste the "provenance" object of the render response (or the whole response).`);
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      await check(record, 'json', file);
    } finally {
      setBusy(false);
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void onFile(event.dataTransfer.files[0]);
  }

  return (
    <>
      <section aria-labelledby={`${ids}-file`}>
        <h2 id={`${ids}-file`}>Check a poster file</h2>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a pointer shortcut; the file input inside is the keyboard's way */}
        <div
          className={`drop-zone${dragging ? ' dragging' : ''}`}
          data-ready={hydrated || undefined}
          onDragEnter={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragOver={(event) => {
            event.preventDefault();
            event.dataTransfer.dropEffect = 'copy';
          }}
          onDragLeave={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
          }}
          onDrop={onDrop}
        >
          <input
            ref={inputRef}
            id={`${ids}-input`}
            className="drop-input"
            type="file"
            accept=".png,.svg,image/png,image/svg+xml,.jpg,.jpeg,.webp,.pdf"
            onChange={(event) => void onFile(event.target.files?.[0])}
            aria-describedby={`${ids}-drop-hint`}
            data-testid="poster-file"
            disabled={!hydrated}
          />
          <label htmlFor={`${ids}-input`} className="button">
            Choose a poster file
          </label>
          <p id={`${ids}-drop-hint`} className="muted small">
            or drop a PNG or SVG poster here. The file stays in your browser: only its record is sent to Atlasprint.
          </p>
        </div>
      </section>

      <div className="verify-result" aria-live="polite" aria-busy={busy} ref={resultRef} tabIndex={-1}>
        {busy ? <p className="muted">Reading and checking…</p> : null}
        {file && !file.embedded ? <NoRecord file={file} /> : null}
        {outcome?.kind === 'error' ? (
          <p className="notice error" role="alert">
            {outcome.message}
          </p>
        ) : null}
        {outcome?.kind === 'checked' ? <Result outcome={outcome} file={file} /> : null}
      </div>

      <section aria-labelledby={`${ids}-paste`}>
        <h2 id={`${ids}-paste`}>JPEG, WebP or PDF? Paste its provenance</h2>
        <p>
          These formats carry no embedded record. The render response returned it as <code>provenance</code>; paste that object (or the whole response) here. If
          you chose the poster file above too, its SHA-256 is compared with the record&rsquo;s.
        </p>
        <form onSubmit={(event) => void onPaste(event)} noValidate>
          <label htmlFor={`${ids}-json`}>Provenance record (JSON)</label>
          <textarea
            id={`${ids}-json`}
            className="json-input"
            rows={6}
            value={json}
            onChange={(event) => setJson(event.target.value)}
            spellCheck={false}
            placeholder={'{"v":1,"id":"rnd_…","plan":"pro","issued":"…","sha256":"…","signature":"…"}'}
            aria-describedby={jsonError ? `${ids}-json-error` : undefined}
            aria-invalid={jsonError ? true : undefined}
          />
          {jsonError ? (
            <p id={`${ids}-json-error`} className="notice error" role="alert">
              {jsonError}
            </p>
          ) : null}
          <p>
            <button type="submit" className="button" disabled={!hydrated || busy}>
              Verify record
            </button>
          </p>
        </form>
      </section>
    </>
  );
}

function NoRecord({ file }: { file: LoadedFile }) {
  const name = KIND_NAMES[file.kind];
  return (
    <section className="card no-record" aria-labelledby="no-record-title">
      <h2 id="no-record-title">No Atlasprint record in this file</h2>
      <p className="muted small">
        {file.name} · {formatSize(file.size)} · {file.kind === 'other' ? 'not an image format we recognise' : name}
      </p>
      {file.unreadable ? <p>The file is damaged: {file.unreadable}.</p> : null}
      {file.kind === 'png' || file.kind === 'svg' ? (
        <>
          <p>
            This {name} has no embedded record. Atlasprint embeds one in every PNG and SVG it renders, but re-encoding removes metadata: editing and re-saving,
            screenshots, messaging apps, social networks and image optimisers all strip it. The signature proves authenticity only for intact files, as they
            were delivered.
          </p>
          <p>If you have the provenance object returned when the poster was rendered, paste it below.</p>
        </>
      ) : RAW_FORMATS.includes(file.kind) ? (
        <p>
          {name} posters carry no embedded record: Atlasprint embeds it only in PNG and SVG files. Verify this one with the provenance object returned at render
          time: paste it below and its SHA-256 is compared with this file&rsquo;s.
        </p>
      ) : (
        <p>Atlasprint renders PNG, SVG, JPEG, WebP and PDF posters; this file is none of those, so it cannot carry an Atlasprint record.</p>
      )}
    </section>
  );
}

function Row({ label, ok, value, detail, testId }: { label: string; ok: boolean | null; value: string; detail?: string; testId: string }) {
  return (
    <div className={`check-row ${ok === null ? 'neutral' : ok ? 'pass' : 'fail'}`}>
      <dt>{label}</dt>
      <dd>
        <span className="check-mark" aria-hidden="true">
          {ok === null ? '–' : ok ? '✓' : '✗'}
        </span>
        <span data-testid={testId}>{value}</span>
        {detail ? <span className="check-detail">{detail}</span> : null}
      </dd>
    </div>
  );
}

function Result({ outcome, file }: { outcome: Extract<Outcome, { kind: 'checked' }>; file: LoadedFile | null }) {
  const { answer, record, bytes } = outcome;
  let verdict: { tone: 'ok' | 'warn' | 'error'; title: string; text: string };
  if (!answer.valid) {
    verdict = {
      tone: 'error',
      title: 'Not valid',
      text: 'The signature does not match this record: it was altered, or it was not issued by Atlasprint.',
    };
  } else if (bytes.state === 'mismatch') {
    verdict = {
      tone: 'error',
      title: 'Genuine record, altered file',
      text: 'The record was issued by Atlasprint, but this file is not the poster it was issued for.',
    };
  } else if (!answer.logged) {
    verdict = { tone: 'warn', title: 'Signature valid, not on record', text: 'The signature is ours, but this render id is not in our records.' };
  } else if (bytes.state === 'unchecked') {
    verdict = { tone: 'ok', title: 'Genuine Atlasprint record', text: 'Signed by Atlasprint and on record. The file itself was not compared.' };
  } else {
    verdict = { tone: 'ok', title: 'Authentic and intact', text: 'Rendered and signed by Atlasprint, and the file’s bytes are exactly the ones signed.' };
  }
  return (
    <section className={`card verify-card ${verdict.tone}`} aria-labelledby="verdict-title" data-testid="verify-result">
      <h2 id="verdict-title" data-testid="verdict">
        {verdict.title}
      </h2>
      <p>{verdict.text}</p>
      {file ? (
        <p className="muted small">
          Checked: {file.name} · {formatSize(file.size)} · {KIND_NAMES[file.kind]}
          {outcome.source === 'json' ? ' · with the pasted record' : ''}
        </p>
      ) : null}
      <dl className="checks">
        <Row
          label="Signature"
          ok={answer.valid}
          value={answer.valid ? 'Valid' : 'Not valid'}
          detail={answer.valid ? 'Ed25519, Atlasprint’s signing key' : 'these fields were not signed by Atlasprint'}
          testId="verify-signature"
        />
        <Row
          label="On record"
          ok={answer.logged}
          value={answer.logged ? 'Logged' : 'Not logged'}
          detail={answer.logged ? 'the render id is in our records' : 'the render id is not in our records'}
          testId="verify-logged"
        />
        <Row
          label="File bytes"
          ok={bytes.state === 'unchecked' ? null : bytes.state === 'match'}
          value={bytes.state === 'match' ? 'Match the record' : bytes.state === 'mismatch' ? 'Do not match the record' : 'Not checked'}
          detail={bytes.state === 'match' ? 'SHA-256 of the file without its record equals the signed sha256' : bytes.why}
          testId="verify-bytes"
        />
        <Row label="Issued" ok={null} value={formatTime(answer.issued)} testId="verify-issued" />
        <Row label="Plan" ok={null} value={answer.plan ?? 'not stated'} testId="verify-plan" />
        <Row label="Render id" ok={null} value={answer.id} testId="verify-id" />
      </dl>
      <details className="hashes">
        <summary>Hashes</summary>
        <p>
          In the record: <code>{record.sha256 ?? 'none'}</code>
        </p>
        <p>
          This file{file?.embedded ? ' (without its record)' : ''}: <code>{outcome.fileHash ?? 'no file chosen'}</code>
        </p>
      </details>
    </section>
  );
}
