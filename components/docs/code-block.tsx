/** A labelled code block: a figure whose caption names the language or tool. Scrolls sideways, reachable by keyboard. */
export function CodeBlock({ label, code, language, wrap = false }: { label: string; code: string; language?: string; wrap?: boolean }) {
  return (
    <figure className={wrap ? 'code wrap' : 'code'}>
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
