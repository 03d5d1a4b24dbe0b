import type { ReactNode } from 'react';
import { boundsOf, defaultOf, type JsonSchema } from '@/lib/openapi';
import { DataTable } from './table';

/** One alternative of a union: its type, and its title when it has one ("object (GeoJSON)", "string (GPX)"). */
function optionText(option: JsonSchema): string {
  const { title, ...rest } = option;
  if (typeof title !== 'string') return typeText(option);
  if (rest.type === undefined && !rest.anyOf && !rest.oneOf && !('const' in rest) && !rest.enum) return title;
  return `${typeText(rest)} (${title})`;
}

/** "integer or null", "\"png\" | \"jpeg\"", "object", "string (date-time)": a property's type as a person reads it. */
export function typeText(property: JsonSchema): string {
  if ('const' in property) return JSON.stringify(property.const);
  if (Array.isArray(property.enum)) {
    return property.enum.length <= 8 ? property.enum.map((value) => JSON.stringify(value)).join(' | ') : `string (${property.enum.length} values)`;
  }
  const options = (Array.isArray(property.anyOf) ? property.anyOf : Array.isArray(property.oneOf) ? property.oneOf : undefined) as JsonSchema[] | undefined;
  if (options) {
    if (options.every((option) => option.type === 'object' && typeof option.title !== 'string')) return `object (one of ${options.length} shapes)`;
    return options.map(optionText).join(' or ');
  }
  if (property.type === undefined) return 'any (see the description)';
  const types = Array.isArray(property.type) ? (property.type as string[]) : [String(property.type)];
  const format = typeof property.format === 'string' ? ` (${property.format})` : '';
  if (types[0] === 'array') {
    const items = property.items as JsonSchema | undefined;
    const keys = items?.properties ? Object.keys(items.properties as object) : [];
    return keys.length ? `array of {${keys.join(', ')}}` : 'array';
  }
  return types.map((type, index) => (index === 0 ? `${type}${format}` : type)).join(' or ');
}

interface Row {
  name: string;
  property: JsonSchema;
  required: string;
  note?: string;
}

/** Fields of which one is required (anyOf: [{required: [a]}, {required: [b]}], itself or in an allOf, as VerifyRequest has it), by field. */
function eitherRequired(schema: JsonSchema): Map<string, string[]> {
  const options = [schema, ...((schema.allOf ?? []) as JsonSchema[])].flatMap((part) => (part.anyOf ?? []) as JsonSchema[]);
  const groups = options.map((option) => (option.required as string[] | undefined) ?? []);
  const names = groups.every((group) => group.length === 1) ? groups.map((group) => group[0]!) : [];
  return new Map(names.map((name) => [name, names]));
}

/** Properties of an object schema, nested objects and the object alternatives of a union flattened to dotted names. */
function rowsOf(schema: JsonSchema, prefix = ''): Row[] {
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const either = eitherRequired(schema);
  const rows: Row[] = [];
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
    const path = `${prefix}${name}`;
    const alternatives = either.get(name);
    rows.push({ name: path, property, required: required.has(name) ? 'yes' : alternatives ? `one of ${alternatives.join(', ')}` : 'no' });
    if (property.type === 'object' && property.properties) rows.push(...rowsOf(property, `${path}.`));
    for (const option of (property.anyOf ?? []) as JsonSchema[]) {
      if (option.type === 'object') {
        rows.push(...rowsOf(option, `${path}.`).map((row) => ({ ...row, note: typeof option.description === 'string' ? option.description : undefined })));
      }
    }
  }
  return rows;
}

/** A body schema as a table: field, type, required, meaning. */
export function SchemaTable({ caption, schema }: { caption: string; schema: JsonSchema }) {
  const rows = rowsOf(schema);
  return (
    <DataTable
      caption={caption}
      columns={['Field', 'Type', 'Required', 'Description']}
      className="schema"
      rows={rows.map((row): ReactNode[] => {
        const rule = boundsOf(row.property);
        const fallback = defaultOf(row.property);
        const text = [
          row.note ? `${row.note}` : '',
          typeof row.property.description === 'string' ? row.property.description : '',
          rule ? `${rule[0]!.toUpperCase()}${rule.slice(1)}.` : '',
          fallback !== undefined ? `Default ${fallback}.` : '',
        ]
          .filter(Boolean)
          .join(' ');
        return [<code key="name">{row.name}</code>, typeText(row.property), row.required, text];
      })}
    />
  );
}
