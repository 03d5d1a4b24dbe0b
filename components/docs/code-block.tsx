/**
 * A labelled code block: a figure whose caption names the language or tool. Scrolls sideways,
 * reachable by keyboard. Shell and TypeScript blocks are run by the end-to-end suite in page order
 * (tests/e2e/examples.spec.ts); `notRun` says why one cannot be (it needs a tool we do not have).
 */
export function CodeBlock({ label, code, language, wrap = false, notRun }: { label: string; code: string; language?: string; wrap?: boolean; notRun?: string }) {
  return (
    <figure className={wrap ? 'code wrap' : 'code'} data-not-run={notRun}>
      <figcaption>{label}</figcaption>
      <pre tabIndex={0} aria-label={`${label} example`}>
        <code className={language ? `language-${language}` : undefined}>{code.trim()}</code>
      </pre>
    </figure>
  );
}

/** The same call with curl and with TypeScript (fetch). */
export function Examples({ curl, ts }: { curl: string; ts: string }) {
  return (
    <div className="examples">
      <CodeBlock label="curl" language="sh" code={curl} />
      <CodeBlock label="TypeScript (fetch)" language="ts" code={ts} />
    </div>
  );
}
