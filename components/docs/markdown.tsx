import fs from 'node:fs';
import path from 'node:path';
import { Fragment, type ReactNode } from 'react';
import { CodeBlock } from './code-block';
import { DataTable } from './table';

/**
 * The long-form docs pages written in Markdown (components/docs/content/*.md: the engine, running the
 * service), rendered on the docs site. One source: the site shows it, the README links to the site.
 * The subset those files use: `##`–`####` headings (ids `<prefix>-<slug>`), paragraphs, lists (items
 * may wrap and nest by indenting), pipe tables, fenced code, inline code, links and bold. The default
 * origin the files are written for, http://localhost:3000, is shown as this deployment's.
 */

export const MARKDOWN_ORIGIN = 'http://localhost:3000';
const CONTENT_DIR = path.join(process.cwd(), 'components', 'docs', 'content');

export interface MarkdownHeading {
  level: number;
  id: string;
  text: string;
}

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: ListItem[] }
  | { kind: 'table'; header: string[]; rows: string[][] }
  | { kind: 'code'; language: string; code: string; notRun?: string };

interface ListItem {
  text: string;
  children: ListItem[];
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const headingId = (prefix: string, text: string) => `${prefix}-${slug(text)}`;

const LIST_ITEM = /^(\s*)(?:[-*]|\d+\.)\s+(.*)$/;
const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));

/** The blocks of a Markdown text (the subset described above). */
export function parseMarkdown(markdown: string): Block[] {
  const lines = markdown.split('\n');
  const blocks: Block[] = [];
  let notRun: string | undefined;
  for (let index = 0; index < lines.length; ) {
    const line = lines[index]!;
    const comment = /^<!--\s*([\s\S]*?)\s*-->\s*$/.exec(line);
    if (comment) {
      notRun = /^not run[^:]*:\s*(.*)$/.exec(comment[1]!)?.[1];
      index++;
      continue;
    }
    const fence = /^```(\w*)/.exec(line);
    if (fence) {
      const end = lines.findIndex((candidate, at) => at > index && /^```\s*$/.test(candidate));
      blocks.push({ kind: 'code', language: fence[1] ?? '', code: lines.slice(index + 1, end).join('\n'), notRun });
      notRun = undefined;
      index = end + 1;
      continue;
    }
    const heading = /^(#{2,4})\s+(.*)$/.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', level: heading[1]!.length, text: heading[2]!.trim() });
      index++;
      continue;
    }
    if (line.trim() === '') {
      index++;
      continue;
    }
    if (line.startsWith('|')) {
      const rows: string[][] = [];
      while (index < lines.length && lines[index]!.startsWith('|')) rows.push(cells(lines[index++]!));
      blocks.push({ kind: 'table', header: rows[0]!, rows: rows.slice(2) });
      continue;
    }
    if (LIST_ITEM.test(line)) {
      const ordered = /^\s*\d+\./.test(line);
      const items: ListItem[] = [];
      while (index < lines.length && lines[index]!.trim() !== '') {
        const item = LIST_ITEM.exec(lines[index]!);
        if (item && item[1]!.length >= 2 && items.length) items.at(-1)!.children.push({ text: item[2]!, children: [] });
        else if (item) items.push({ text: item[2]!, children: [] });
        else {
          const last = items.at(-1)!;
          const target = last.children.at(-1) ?? last;
          target.text += ` ${lines[index]!.trim()}`;
        }
        index++;
      }
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    const paragraph: string[] = [];
    while (index < lines.length && lines[index]!.trim() !== '' && !/^(```|#{2,4}\s|\||<!--)/.test(lines[index]!) && !LIST_ITEM.test(lines[index]!)) {
      paragraph.push(lines[index++]!.trim());
    }
    blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
  }
  return blocks;
}

/** The headings of a content file, with the ids its page gives them (the registry's table of contents is checked against these). */
export function markdownHeadings(file: string, prefix: string): MarkdownHeading[] {
  return parseMarkdown(readContent(file))
    .filter((block): block is Extract<Block, { kind: 'heading' }> => block.kind === 'heading')
    .map((block) => ({ level: block.level, id: headingId(prefix, plain(block.text)), text: plain(block.text) }));
}

export function readContent(file: string): string {
  return fs.readFileSync(path.join(CONTENT_DIR, file), 'utf8');
}

const plain = (text: string) => text.replace(/`([^`]*)`/g, '$1').replace(/\*\*([^*]+)\*\*/g, '$1');

/**
 * Inline code with a line-break opportunity (<wbr>, copied as nothing) after each `/`, `,` and `|`: a path, a
 * URL or a list of them may wrap there in a narrow table column rather than in the middle of a name.
 */
function breakable(code: string): ReactNode {
  const parts = code.split(/(?<=[/,|])(?=[^/,|])/);
  return parts.length === 1 ? code : parts.flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]));
}

/** Inline Markdown: `code`, [text](url) and **bold**; `link` maps a link's target (an in-file anchor to its page on the site). */
function inline(text: string, base: string, link: (href: string) => string): ReactNode[] {
  const nodes: ReactNode[] = [];
  const pattern = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;
  let at = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > at) nodes.push(text.slice(at, match.index).split(MARKDOWN_ORIGIN).join(base));
    if (match[1] !== undefined) nodes.push(<code key={nodes.length}>{breakable(match[1].split(MARKDOWN_ORIGIN).join(base))}</code>);
    else if (match[2] !== undefined)
      nodes.push(
        <a key={nodes.length} href={link(match[3]!)}>
          {inline(match[2], base, link)}
        </a>,
      );
    else nodes.push(<strong key={nodes.length}>{inline(match[4]!, base, link)}</strong>);
    at = match.index + match[0].length;
  }
  if (at < text.length) nodes.push(text.slice(at).split(MARKDOWN_ORIGIN).join(base));
  return nodes;
}

const CODE_LABELS: Record<string, string> = { sh: 'Shell', bash: 'Shell', ts: 'TypeScript', jsonc: 'JSON', json: 'JSON', yaml: 'YAML', py: 'Python' };

function List({ items, ordered, render }: { items: ListItem[]; ordered: boolean; render: (text: string) => ReactNode[] }) {
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag>
      {items.map((item, index) => (
        <li key={index}>
          {render(item.text)}
          {item.children.length ? <List items={item.children} ordered={false} render={render} /> : null}
        </li>
      ))}
    </Tag>
  );
}

/**
 * A content file as a docs page's body. `prefix` makes its heading ids unique across the site;
 * `link` maps a link target the file names (`#provenance`) to where it lives on the site;
 * `notRun` is said of every code block: these pages' blocks run from their source in a clone
 * (tests/e2e/examples.spec.ts, with the README), where the npm scripts and data/ they use are.
 */
export function MarkdownContent({
  file,
  prefix,
  base,
  link,
  notRun,
}: {
  file: string;
  prefix: string;
  base: string;
  link: (href: string) => string;
  notRun: string;
}) {
  const render = (text: string) => inline(text, base, link);
  let section = '';
  // A section's tables are landmarks (scrolling regions) named by its heading: the second and later say which they are.
  let tablesInSection = 0;
  return (
    <>
      {parseMarkdown(readContent(file)).map((block, index) => {
        switch (block.kind) {
          case 'heading': {
            section = plain(block.text);
            tablesInSection = 0;
            const Tag = `h${block.level}` as 'h2' | 'h3' | 'h4';
            return (
              <Tag key={index} id={headingId(prefix, plain(block.text))}>
                {render(block.text)}
              </Tag>
            );
          }
          case 'paragraph':
            return <p key={index}>{render(block.text)}</p>;
          case 'list':
            return <List key={index} items={block.items} ordered={block.ordered} render={render} />;
          case 'table':
            tablesInSection += 1;
            return (
              <DataTable
                key={index}
                className="prose"
                caption={tablesInSection === 1 ? section : `${section} (table ${tablesInSection})`}
                columns={block.header.map((cell) => plain(cell))}
                rows={block.rows.map((row) => row.map((cell) => <Fragment key={cell}>{render(cell)}</Fragment>))}
              />
            );
          default:
            return (
              <CodeBlock
                key={index}
                label={CODE_LABELS[block.language] ?? (block.language || 'Text')}
                language={block.language === 'bash' ? 'sh' : block.language || undefined}
                code={block.code.split(MARKDOWN_ORIGIN).join(base)}
                notRun={block.notRun ?? notRun}
              />
            );
        }
      })}
    </>
  );
}
