import type { ReactNode } from 'react';
import { boundsOf, defaultOf, FIELD_UNITS, fieldMeaning, type JsonSchema, type RenderField } from '@/lib/openapi';
import { docsHref } from './registry';
import { typeText } from './schema-table';

/**
 * Rows of a RenderRequest field table (field, type, default, bounds, description), each read from
 * the field's JSON Schema in the OpenAPI document: a union (routeTrack) as its alternatives, never
 * a bare "undefined".
 */
export function fieldRows(properties: Record<string, JsonSchema>, fields: readonly string[], required: readonly string[]): ReactNode[][] {
  return fields.map((name) => {
    const property = properties[name];
    if (!property) throw new Error(`${name} is not a field of RenderRequest`);
    const unit = FIELD_UNITS[name as RenderField];
    const enumValues = Array.isArray(property.enum) ? (property.enum as string[]) : undefined;
    const type =
      name === 'theme' ? (
        <>
          string: a <a href={docsHref('themes')}>theme key</a>
        </>
      ) : enumValues ? (
        enumValues.map((value, index) => (
          <span key={value}>
            {index > 0 ? ' | ' : ''}
            <code>{value}</code>
          </span>
        ))
      ) : name === 'colors' ? (
        <>
          object of <a href={docsHref('own-colors')}>color slots</a>
        </>
      ) : property.type === 'array' ? (
        <>
          array of <code>{'{lat, lon}'}</code>
        </>
      ) : (
        typeText(property)
      );
    const bounds = boundsOf(property, unit);
    const fallback = defaultOf(property);
    return [
      <>
        <code>{name}</code>
        {required.includes(name) ? <span className="required"> required</span> : null}
      </>,
      type,
      fallback === undefined ? '—' : <code key="default">{fallback}</code>,
      bounds || '—',
      // The theme's description lists every theme; the Themes section shows them.
      name === 'theme' ? (
        <>
          {fieldMeaning(name).split('\n')[0]} See <a href={docsHref('themes')}>Themes</a>.
        </>
      ) : (
        fieldMeaning(name)
      ),
    ];
  });
}
