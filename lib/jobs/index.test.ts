import { describe, expect, it } from 'vitest';
import { directDatabaseUrl } from './index';

describe('the job engine’s database address', () => {
  it('is Neon’s direct endpoint when DATABASE_URL names its pooled one (PgBouncer’s transaction mode breaks pg-boss’s sessions)', () => {
    expect(
      directDatabaseUrl({ kind: 'neon', url: 'postgresql://app:secret@ep-cool-darkness-123456-pooler.eu-central-1.aws.neon.tech/atlasprint?sslmode=require' }),
    ).toBe('postgresql://app:secret@ep-cool-darkness-123456.eu-central-1.aws.neon.tech/atlasprint?sslmode=require');
  });

  it('is DATABASE_URL as it is otherwise: a direct Neon endpoint, or any PostgreSQL', () => {
    const direct = 'postgresql://app:secret@ep-cool-darkness-123456.eu-central-1.aws.neon.tech/atlasprint?sslmode=require';
    expect(directDatabaseUrl({ kind: 'neon', url: direct })).toBe(direct);
    const postgres = 'postgres://atlasprint:atlasprint@db-pooler.internal:5432/atlasprint';
    expect(directDatabaseUrl({ kind: 'postgres', url: postgres })).toBe(postgres);
  });
});
