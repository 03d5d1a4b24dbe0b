import { CopyButton } from '@/components/copy-button';
import { CodeTabs } from './code-tabs';
import { tokenize } from './highlight';

/**
 * A labelled code block: a figure whose caption names the language or tool, highlighted, with a
 * copy button. Scrolls sideways, reachable by keyboard. Shell, TypeScript and Python blocks are run
 * by the end-to-end suite in page order (tests/e2e/examples.spec.ts); `notRun` says why one cannot be
 * (it needs a tool we do not have, or a secret only its reader gets, as a recovery link's token).
 */
export function CodeBlock({
  label,
  code,
  language,
  wrap = false,
  notRun,
  className,
}: {
  label: string;
  code: string;
  language?: string;
  wrap?: boolean;
  notRun?: string;
  className?: string;
}) {
  const text = code.trim();
  return (
    <figure className={['code', wrap ? 'wrap' : '', className ?? ''].filter(Boolean).join(' ')} data-not-run={notRun}>
      <figcaption>
        <span className="code-label">{label}</span>
        <CopyButton text={text} label={`Copy ${label} example`} className="copy-button code-copy" />
      </figcaption>
      <pre tabIndex={0} aria-label={`${label} example`}>
        <code className={language ? `language-${language}` : undefined}>
          {tokenize(text, language).map((token, index) =>
            token.kind === 'plain' ? (
              token.text
            ) : (
              <span key={index} className={`tok-${token.kind}`}>
                {token.text}
              </span>
            ),
          )}
        </code>
      </pre>
    </figure>
  );
}

/**
 * The same call in each language, in tabs: curl, TypeScript and (when given) Python; `notRun` as for
 * CodeBlock, for all of them.
 */
export function Examples({
  curl,
  ts,
  python,
  notRun,
  tsLabel = 'TypeScript',
}: {
  curl: string;
  ts: string;
  python?: string;
  notRun?: string;
  tsLabel?: string;
}) {
  const blocks = [
    { label: 'curl', language: 'sh', code: curl },
    { label: tsLabel, language: 'ts', code: ts },
    ...(python ? [{ label: 'Python', language: 'py', code: python }] : []),
  ];
  return (
    <CodeTabs labels={blocks.map((block) => block.label)}>
      {blocks.map((block) => (
        <CodeBlock key={block.label} className="in-tabs" label={block.label} language={block.language} code={block.code} notRun={notRun} />
      ))}
    </CodeTabs>
  );
}
