import { schemaId } from '@/components/docs/anchors';
import { DocsArticle } from '@/components/docs/docs-article';
import { docsContext } from '@/components/docs/document';
import { RESPONSE_SCHEMAS } from '@/components/docs/registry';
import { SchemaTable } from '@/components/docs/schema-table';

export const dynamic = 'force-dynamic';
export const metadata = {
  title: 'Response bodies · Atlasprint API reference',
  description: 'Every body the Atlasprint Render API answers with, field by field.',
};

export default function SchemasPage() {
  const { document } = docsContext();
  const schemas = document.components.schemas;
  return (
    <DocsArticle href="/docs/api/schemas" lead={<p className="lead">Every JSON body the API answers with, read from the OpenAPI document.</p>}>
      {RESPONSE_SCHEMAS.map((name) => (
        <section key={name} aria-labelledby={schemaId(name)}>
          <h2 id={schemaId(name)}>{name}</h2>
          {typeof schemas[name]!.description === 'string' ? <p>{schemas[name]!.description as string}</p> : null}
          <SchemaTable caption={`${name} fields`} schema={schemas[name]!} />
        </section>
      ))}
    </DocsArticle>
  );
}
