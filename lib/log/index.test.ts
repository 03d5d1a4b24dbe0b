import { describe, expect, it } from 'vitest';
import { redactSecrets } from './index';

describe('log redaction', () => {
  it('masks anything shaped like an API key, keeping only its display prefix', () => {
    const key = 'atp_live_Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb7cDe0f';
    const line = redactSecrets(`{"path":"/mcp/${key}","auth":"Bearer ${key}"}`);
    expect(line).not.toContain(key);
    expect(line).toContain('atp_live_Ab3…[redacted]');
  });
});
