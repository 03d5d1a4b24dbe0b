import { describe, expect, it } from 'vitest';
import { tokenize } from './highlight';

const kinds = (code: string, language: string) =>
  tokenize(code, language)
    .filter((token) => token.kind !== 'plain')
    .map((token) => [token.kind, token.text]);

describe('the docs’ highlighter', () => {
  it('keeps the text exactly: its tokens joined are the code', () => {
    // The samples are source code in other languages, so `${…}` in them is code, not a template.
    const samples: Array<[string, string]> = [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: shell parameter expansion
      ['sh', 'curl -s --fail-with-body "$URL" \\\n  -d \'{"a": 1}\' | jq .id # done\nHMAC=${SECRET#whsec_}'],
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a TypeScript template literal as sample text
      ['ts', "const x = await fetch(`${base}/v1`, { method: 'POST' }); // go\n/* two\nlines */ if (!x.ok) throw new Error('no');"],
      ['py', 'import json\nprint(f\'{error.code}: {json.load(error)["message"]}\')  # why\nx = None'],
      ['json', '{"id": "rnd_1", "bytes": 1834012, "ok": true, "error": null}'],
      ['text', 'anything at all'],
    ];
    for (const [language, code] of samples)
      expect(
        tokenize(code, language)
          .map((token) => token.text)
          .join(''),
        language,
      ).toBe(code);
  });

  it('marks comments, strings, numbers and keywords by each language’s rules', () => {
    expect(kinds('curl -s "$A" # a comment', 'sh')).toEqual([
      ['keyword', 'curl'],
      ['string', '"$A"'],
      ['comment', '# a comment'],
    ]);
    // ${VAR#prefix} is a parameter expansion, not a comment.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: shell parameter expansion
    expect(kinds('K=${SECRET#whsec_}', 'sh').some(([kind]) => kind === 'comment')).toBe(false);
    expect(kinds("const n = 42; // x\nconst s = 'a';", 'ts')).toEqual([
      ['keyword', 'const'],
      ['number', '42'],
      ['comment', '// x'],
      ['keyword', 'const'],
      ['string', "'a'"],
    ]);
    // An object key or a property named like a keyword stays plain.
    expect(kinds('({ type: 1 }).type', 'ts')).toEqual([['number', '1']]);
    expect(kinds("raise SystemExit(f'{x}')  # stop", 'py')).toEqual([
      ['keyword', 'raise'],
      ['string', "f'{x}'"],
      ['comment', '# stop'],
    ]);
    expect(kinds('{"a": -1.5e3, "b": false}', 'json')).toEqual([
      ['string', '"a"'],
      ['number', '-1.5e3'],
      ['string', '"b"'],
      ['keyword', 'false'],
    ]);
  });
});
