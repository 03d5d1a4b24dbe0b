import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownContent, markdownHeadings, parseMarkdown } from './markdown';
import { contentLink, CONTENT_NOT_RUN, docsPage, type TocEntry } from './registry';

const flatten = (entries: TocEntry[]): Array<[string, string]> => entries.flatMap((entry) => [[entry.id, entry.label], ...flatten(entry.children ?? [])]);

describe('the Markdown docs pages', () => {
  it('parses headings, wrapped and nested list items, tables, fences and their not-run notes', () => {
    const blocks = parseMarkdown(
      [
        '## A `heading`',
        '',
        'One paragraph',
        'on two lines.',
        '',
        '- **First** item',
        '  wrapped',
        '  - nested',
        '- second',
        '',
        '| Name | Meaning |',
        '| --- | --- |',
        '| `PORT` | the port \\| number |',
        '',
        '<!-- not run: needs a container engine -->',
        '```sh',
        'docker build .',
        '```',
      ].join('\n'),
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 2, text: 'A `heading`' },
      { kind: 'paragraph', text: 'One paragraph on two lines.' },
      {
        kind: 'list',
        ordered: false,
        items: [
          { text: '**First** item wrapped', children: [{ text: 'nested', children: [] }] },
          { text: 'second', children: [] },
        ],
      },
      { kind: 'table', header: ['Name', 'Meaning'], rows: [['`PORT`', 'the port | number']] },
      { kind: 'code', language: 'sh', code: 'docker build .', notRun: 'needs a container engine' },
    ]);
  });

  it.each([
    ['/docs/engine', 'engine.md', 'engine'],
    ['/docs/operating', 'operating.md', 'operating'],
    ['/docs/in-depth', 'api.md', 'api'],
  ])('%s: its contents are the headings of %s, each rendered with its id; links lead to site pages; the origin is the deployment’s', (href, file, prefix) => {
    const headings = markdownHeadings(file, prefix);
    expect(flatten(docsPage(href).toc)).toEqual(headings.map((heading) => [heading.id, heading.text]));
    const html = renderToStaticMarkup(
      createElement(MarkdownContent, { file, prefix, base: 'https://posters.example', link: contentLink, notRun: CONTENT_NOT_RUN }),
    );
    for (const heading of headings) expect(html).toContain(`id="${heading.id}"`);
    expect(html).not.toContain('localhost:3000');
    expect(html).not.toMatch(/href="#(?!engine-|operating-|api-)/);
    expect(html).not.toMatch(/\*\*|\]\(/);
    // Each table is a scrolling region, a landmark: no two may share a name (axe's landmark-unique; two tables under Development did).
    const regions = [...html.matchAll(/role="region" aria-label="([^"]*)"/g)].map((match) => match[1]);
    expect(new Set(regions).size).toBe(regions.length);
    // Every code block says why the site's run skips it: the README's pass runs it from this file, in a clone.
    expect(html.match(/<figure class="code/g)?.length).toBe(html.match(/data-not-run="/g)?.length);
  });
});
