import { describe, expect, it } from 'vitest';
import { loggablePath, redactSecrets } from './index';

const KEY = `atp_live_${'Ab1'.repeat(13)}x`;
const percent = (text: string) => [...text].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');

describe('keys never reach a log line', () => {
  it('masks a key written plainly, keeping the prefix a person recognises', () => {
    expect(redactSecrets(`key ${KEY} here`)).toBe(`key ${KEY.slice(0, 12)}…[redacted] here`);
  });

  it('masks a key percent-encoded in part or in whole, after decoding it', () => {
    for (const written of [`atp_live_%31${KEY.slice(10)}`, percent(KEY), `%61tp%5Flive_${KEY.slice(9)}`]) {
      const line = redactSecrets(`{"path":"/mcp/${written}"}`);
      expect(line, written).not.toContain(KEY.slice(12));
      expect(line, written).toContain('[redacted]');
    }
  });

  it('leaves other percent-encoded text alone', () => {
    expect(redactSecrets('/v1/places?q=K%C3%B8benhavn')).toBe('/v1/places?q=K%C3%B8benhavn');
  });

  it('masks a key percent-encoded at the end of a long id in a path, and leaves the id as it was', () => {
    const id = `rnd_${'a'.repeat(20_000)}`;
    expect(loggablePath(`http://localhost/v1/renders/${id}`)).toBe(`/v1/renders/${id}`);
    const line = redactSecrets(`/v1/renders/${id}%2F${percent(KEY)}`);
    expect(line).not.toContain(KEY.slice(12));
    expect(line.startsWith(`/v1/renders/${id}`)).toBe(true);
  });

  it('never writes what follows /mcp/ in a path, key-shaped or not', () => {
    expect(loggablePath(`http://localhost/mcp/${percent(KEY)}`)).toBe('/mcp/[key]');
    expect(loggablePath('http://localhost/mcp/not-quite-a-key')).toBe('/mcp/[key]');
    expect(loggablePath('http://localhost/mcp')).toBe('/mcp');
    expect(loggablePath('http://localhost/v1/render')).toBe('/v1/render');
  });
});
