/**
 * A small syntax highlighter for the docs' code blocks (shell, TypeScript, Python, JSON): comments,
 * strings, numbers and keywords, enough to read an example at a glance. It runs where the page is
 * rendered, so the page ships no highlighter and loads nothing from elsewhere; the tokens keep the
 * text exactly as written (the examples test reads a block's text and runs it).
 */

export type TokenKind = 'comment' | 'string' | 'number' | 'keyword' | 'plain';

export interface Token {
  kind: TokenKind;
  text: string;
}

const KEYWORDS: Record<string, readonly string[]> = {
  ts: [
    'import',
    'from',
    'export',
    'const',
    'let',
    'await',
    'async',
    'function',
    'return',
    'if',
    'else',
    'throw',
    'new',
    'type',
    'interface',
    'for',
    'of',
    'while',
    'true',
    'false',
    'null',
    'undefined',
  ],
  sh: ['curl', 'jq', 'export', 'if', 'then', 'fi', 'case', 'esac', 'in', 'do', 'done', 'echo', 'for', 'while', 'until', 'sleep', 'printf'],
  py: [
    'import',
    'from',
    'def',
    'return',
    'if',
    'elif',
    'else',
    'raise',
    'with',
    'as',
    'try',
    'except',
    'for',
    'in',
    'while',
    'not',
    'and',
    'or',
    'None',
    'True',
    'False',
    'class',
  ],
  json: ['true', 'false', 'null'],
};

/** The lexical rules of each language, tried in order at each position (first alternative wins). */
const RULES: Record<string, { comment?: RegExp; string: RegExp }> = {
  // A shell comment starts a line or follows a space (`${VAR#prefix}` is not one).
  sh: { comment: /(?:^|(?<=\s))#[^\n]*/y, string: /'[^']*'|"(?:\\.|[^"\\])*"/y },
  ts: { comment: /\/\/[^\n]*|\/\*[\s\S]*?\*\//y, string: /'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/y },
  py: { comment: /#[^\n]*/y, string: /[fbr]?(?:'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*")/y },
  json: { string: /"(?:\\.|[^"\\])*"/y },
};

const NUMBER = /-?\b\d+(?:\.\d+)?(?:e[+-]?\d+)?\b/y;
const WORD = /[A-Za-z_$][\w$]*/y;

function normalise(language: string): string {
  if (language === 'bash' || language === 'shell') return 'sh';
  if (language === 'typescript' || language === 'js' || language === 'javascript') return 'ts';
  if (language === 'python') return 'py';
  return language;
}

/** The tokens of `code`; their texts joined are `code` exactly. An unknown language is one plain token. */
export function tokenize(code: string, language: string | undefined): Token[] {
  const lang = normalise(language ?? '');
  const rules = RULES[lang];
  if (!rules) return [{ kind: 'plain', text: code }];
  const keywords = new Set(KEYWORDS[lang] ?? []);
  const tokens: Token[] = [];
  const push = (kind: TokenKind, text: string) => {
    const last = tokens[tokens.length - 1];
    if (last && last.kind === kind && kind === 'plain') last.text += text;
    else tokens.push({ kind, text });
  };
  const at = (pattern: RegExp, index: number): string | undefined => {
    pattern.lastIndex = index;
    return pattern.exec(code)?.[0] || undefined;
  };
  let index = 0;
  while (index < code.length) {
    const comment = rules.comment && at(rules.comment, index);
    if (comment) {
      push('comment', comment);
      index += comment.length;
      continue;
    }
    const string = at(rules.string, index);
    if (string) {
      push('string', string);
      index += string.length;
      continue;
    }
    const previous = code[index - 1] ?? ' ';
    if (!/[\w$]/.test(previous)) {
      const number = at(NUMBER, index);
      if (number) {
        push('number', number);
        index += number.length;
        continue;
      }
      const word = at(WORD, index);
      if (word) {
        // A keyword is a whole word: not a property (`.type`) nor an object key (`type:`) in TypeScript.
        const next = code[index + word.length];
        const isKey = lang === 'ts' && (previous === '.' || next === ':');
        push(keywords.has(word) && !isKey && !(lang === 'sh' && previous === '-') ? 'keyword' : 'plain', word);
        index += word.length;
        continue;
      }
    }
    push('plain', code[index]!);
    index += 1;
  }
  return tokens;
}
