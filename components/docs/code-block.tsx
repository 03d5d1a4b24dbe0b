/**
 * A labelled code block: a figure whose caption names the language or tool. Scrolls sideways,
 * reachable by keyboard. Shell and TypeScript blocks are run by the end-to-end suite in page order
 * (tests/e2e/examples.spec.ts); `notRun` says why one cannot be (it needs a tool we do not have, or a
 * secret only its reader gets, as a recovery link's token).
 */
export function CodeBlock({
  label,
  code,
  language,
  wrap = false,
  notRun,
}: {
  label: string;
  code: string;
  language?: string;
  wrap?: boolean;
  notRun?: string;
}) {
  return (
    <figure className={wrap ? 'code wrap' : 'code'} data-not-run={notRun}>
      <figcaption>{label}</figcaption>
      <pre tabIndex={0} aria-label={`${label} example`}>
        <code className={language ? `language-${language}` : undefined}>{code.trim()}</code>
      </pre>
    </figure>
  );
}

/** The same call with curl and with TypeScript (fetch); `notRun` as for CodeBlock, for both. */
export function Examples({ curl, ts, notRun }: { curl: string; ts: string; notRun?: string }) {
  return (
    <div className="examples">
      <CodeBlock label="curl" language="sh" code={curl} notRun={notRun} />
      <CodeBlock label="TypeScript (fetch)" language="ts" code={ts} notRun={notRun} />
    </div>
  );
}
