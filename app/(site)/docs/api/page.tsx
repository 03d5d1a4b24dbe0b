import { DocsArticle } from '@/components/docs/docs-article';
import { docsContext, docsMetadata } from '@/components/docs/document';
import { API_PAGES, docsHref } from '@/components/docs/registry';
import { DataTable } from '@/components/docs/table';

export const dynamic = 'force-dynamic';
export const metadata = docsMetadata(
  'API reference',
  'Every operation of the Atlasprint Render API, by tag, each with its own page: inputs, responses and examples.',
);

export default function ApiIndexPage() {
  const { base, document, operation } = docsContext();
  const described = new Map(document.tags.map((tag) => [tag.name, tag.description]));
  const tags = [...new Set(API_PAGES.map((page) => page.operation!.tag))];
  return (
    <DocsArticle
      href="/docs/api"
      lead={
        <p className="lead">
          Base URL <code>{base}</code>. Every operation of the <a href="/openapi.json">OpenAPI document</a>, by tag; each page has its inputs, every response
          and runnable examples. The bodies they answer with are on <a href={docsHref('responses')}>Response bodies</a>.
        </p>
      }
    >
      {tags.map((tag) => (
        <section key={tag} aria-labelledby={`tag-${tag.toLowerCase()}`}>
          <h2 id={`tag-${tag.toLowerCase()}`}>{tag}</h2>
          <p>{described.get(tag)}</p>
          <DataTable
            caption={`${tag} operations`}
            columns={['Endpoint', 'Key', 'What it does']}
            rows={API_PAGES.filter((page) => page.operation!.tag === tag).map((page) => {
              const { method, path, summary } = page.operation!;
              return [
                <a key="link" href={page.href}>
                  <code>
                    {method.toUpperCase()} {path}
                  </code>
                </a>,
                (operation(method, path).security ?? []).length ? 'Bearer' : 'none',
                summary,
              ];
            })}
          />
        </section>
      ))}
    </DocsArticle>
  );
}
