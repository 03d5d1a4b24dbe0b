import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './server';

/**
 * Runs the code blocks of a document (the README, the docs page) the way a reader would: in the
 * order they appear, shell blocks in one shell session whose variables carry from block to block
 * (exported ones reach the TypeScript and Python blocks' environment too), TypeScript blocks as ES
 * modules (`.mts`, run with tsx, then type-checked together with `tsc --strict`), Python blocks as
 * scripts (`python3`, the standard library only).
 */

export type ExampleLanguage = 'sh' | 'ts' | 'py';

export interface ExampleBlock {
  /** Where it is, for messages: `README.md block 3 (sh)`, `/docs "curl" 5`. */
  where: string;
  language: ExampleLanguage;
  code: string;
  /** Why it is not run (it needs a tool a reader may have and CI has not); undefined: run it. */
  notRun?: string;
}

export interface BlockRun {
  block: ExampleBlock;
  code: number | null;
  stdout: string;
  stderr: string;
}

const LANGUAGES: Record<string, ExampleLanguage> = { sh: 'sh', bash: 'sh', shell: 'sh', ts: 'ts', typescript: 'ts', py: 'py', python: 'py' };

/** The sh/ts fences of a Markdown text. `<!-- not run…: reason -->` just above a fence marks it not run. */
export function markdownBlocks(markdown: string, source: string): ExampleBlock[] {
  const blocks: ExampleBlock[] = [];
  const fence = /^```(\w+)[^\n]*\n([\s\S]*?)^```\s*$/gm;
  for (let match = fence.exec(markdown); match; match = fence.exec(markdown)) {
    const language = LANGUAGES[match[1]!];
    if (!language) continue;
    const before = markdown.slice(0, match.index).trimEnd();
    const note = /<!--\s*not run[^:]*:\s*([\s\S]*?)\s*-->$/.exec(before);
    blocks.push({
      where: `${source} block ${blocks.length + 1} (${language}, line ${markdown.slice(0, match.index).split('\n').length})`,
      language,
      code: match[2]!,
      notRun: note?.[1],
    });
  }
  return blocks;
}

/** What every example must do to be trusted by a reader who copies it: fail loudly on an HTTP error. */
export function styleProblems(block: ExampleBlock): string[] {
  const problems: string[] = [];
  if (block.language === 'sh') {
    for (const line of block.code.split('\n').filter((text) => /(^|[|(\s])curl\s/.test(text) && !text.trimStart().startsWith('#'))) {
      if (!/--fail-with-body|\s-f\s|--fail\b/.test(line))
        problems.push(`${block.where}: curl without --fail-with-body (an HTTP error would pass silently): ${line.trim()}`);
    }
  } else if (block.language === 'py') {
    if (/\burlopen\(/.test(block.code) && !/except HTTPError/.test(block.code)) problems.push(`${block.where}: urlopen without an answer to HTTPError`);
    if (/\brequests\./.test(block.code)) problems.push(`${block.where}: Python examples use the standard library (a reader may not have requests)`);
  } else if (/\bfetch\(/.test(block.code) && !/\.ok\b/.test(block.code)) {
    problems.push(`${block.where}: fetch without a check of response.ok`);
  }
  if (/\$KEY\b|process\.env\.(?!ATLASPRINT_KEY\b)[A-Z_]*KEY\b/.test(block.code)) problems.push(`${block.where}: the key variable is ATLASPRINT_KEY everywhere`);
  return problems;
}

/** Upper-case shell variables a document assigns (`NAME=`, `export NAME=`): the ones carried between blocks. */
function assignedVariables(blocks: ExampleBlock[]): string[] {
  const names = new Set<string>();
  for (const block of blocks.filter((b) => b.language === 'sh')) {
    for (const match of block.code.matchAll(/(?:^|[\s;&|(])(?:export\s+)?([A-Z][A-Z0-9_]*)=/gm)) names.add(match[1]!);
  }
  return [...names].sort();
}

export interface SessionOptions {
  /** The reader's working directory. */
  cwd: string;
  /** Where the TypeScript blocks are saved (they run with `cwd` as their working directory). */
  scratch: string;
  /** Environment beyond this process's (e.g. DATA_DIR of the service, so operator scripts reach it). */
  env?: Record<string, string>;
  /** Text substitutions a reader makes (the placeholder key, the server's port). */
  substitutions?: Array<[string, string]>;
  /** Called with what a block printed so far, while it runs: the reader acts on it (pays at a printed URL). */
  onOutput?: (text: string) => void;
  /** Longest a block may run. */
  timeoutMs?: number;
}

/** One reader working through one document. */
export class ExampleSession {
  /** Shell variables as `declare -p` prints them, carried into the next shell block. */
  private declarations = '';
  private readonly exported = new Map<string, string>();
  private readonly variables: string[];
  private tsFiles: string[] = [];
  readonly runs: BlockRun[] = [];

  constructor(
    blocks: ExampleBlock[],
    private readonly options: SessionOptions,
  ) {
    this.variables = assignedVariables(blocks);
    fs.mkdirSync(options.scratch, { recursive: true });
  }

  /** Sets a variable the reader has before the document begins (exported). */
  setVariable(name: string, value: string): void {
    this.exported.set(name, value);
    this.declarations += `declare -x ${name}=${shellQuote(value)}\n`;
  }

  variable(name: string): string | undefined {
    return this.exported.get(name);
  }

  private substitute(code: string): string {
    return (this.options.substitutions ?? []).reduce((text, [from, to]) => text.split(from).join(to), code);
  }

  async run(block: ExampleBlock): Promise<BlockRun> {
    const code = this.substitute(block.code);
    const result = block.language === 'sh' ? await this.runShell(code) : block.language === 'py' ? await this.runPython(code) : await this.runTypeScript(code);
    const run = { block, ...result };
    this.runs.push(run);
    return run;
  }

  private async runShell(code: string) {
    const varsFile = path.join(this.options.scratch, 'shell-variables');
    const trailer = `\nfor __name in ${this.variables.join(' ') || '__none'}; do declare -p "$__name" 2>/dev/null || true; done > ${shellQuote(varsFile)}\n`;
    const script = `set -euo pipefail\n${this.declarations}\n${code}\n${trailer}`;
    const result = await this.spawn('bash', ['-c', script]);
    if (result.code === 0 && fs.existsSync(varsFile)) {
      this.declarations = fs.readFileSync(varsFile, 'utf8');
      for (const line of this.declarations.split('\n')) {
        const match = /^declare -(\S*) ([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
        if (match && match[1]!.includes('x')) this.exported.set(match[2]!, unquoteDeclared(match[3]!));
      }
    }
    return result;
  }

  private async runTypeScript(code: string) {
    return this.spawn(path.join(ROOT, 'node_modules/.bin/tsx'), [this.saveTypeScript(code)]);
  }

  private pythonFiles = 0;

  private async runPython(code: string) {
    return this.spawn('python3', [this.savePython(code)]);
  }

  /**
   * Runs TypeScript or Python blocks, in order, in ONE process (tests/support/example-runner.mts,
   * example_runner.py) rather than one per block: each runs as it would alone (its own module, the
   * reader's working directory), with the environment the reader has when they reach it (`before`
   * may change it: a webhook secret; `after` reads what a block printed: a rotated key). Stops at the
   * first block that fails; returns the runs made, that one last.
   */
  async runTogether(
    language: 'ts' | 'py',
    blocks: ExampleBlock[],
    hooks: { before?: (block: ExampleBlock) => void; after?: (run: BlockRun) => void } = {},
  ): Promise<BlockRun[]> {
    if (blocks.length === 0) return [];
    const files = blocks.map((block) => (language === 'ts' ? this.saveTypeScript(this.substitute(block.code)) : this.savePython(this.substitute(block.code))));
    const [command, args] =
      language === 'ts'
        ? [path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'tests/support/example-runner.mts'), JSON.stringify(files)]]
        : ['python3', ['-u', path.join(ROOT, 'tests/support/example_runner.py'), JSON.stringify(files)]];
    const runs: BlockRun[] = [];
    const stderrOf = new Map<number, string>();
    const marker = `::example-runner-${process.pid}-${Date.now()}::`;
    const timeoutMs = this.options.timeoutMs ?? 120_000;
    const env = { ...process.env, ...this.options.env, ...Object.fromEntries(this.exported), EXAMPLE_RUNNER_MARKER: marker, NO_COLOR: '1', FORCE_COLOR: '0' };
    const child = spawn(command, args, { cwd: this.options.cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
    // Per stream: the current block's text so far, and a tail that may be the beginning of a marker line.
    const current = { stdout: '', stderr: '' };
    const pending = { stdout: '', stderr: '' };
    let killed = '';
    let timer: NodeJS.Timeout | undefined;
    const onMarker = (stream: 'stdout' | 'stderr', verb: string, index: number, code: number) => {
      const block = blocks[index]!;
      if (stream === 'stderr') {
        if (verb !== 'end') return;
        stderrOf.set(index, current.stderr);
        const run = runs.find((made) => made.block === block);
        if (run) run.stderr = current.stderr;
      } else if (verb === 'start') {
        clearTimeout(timer);
        timer = setTimeout(() => {
          killed = `\n(killed after ${timeoutMs / 1000} s)`;
          child.kill('SIGKILL');
        }, timeoutMs);
        hooks.before?.(block);
        child.stdin!.write(`${JSON.stringify(Object.fromEntries(this.exported))}\n`);
      } else {
        const run = { block, code, stdout: current.stdout, stderr: stderrOf.get(index) ?? '' };
        runs.push(run);
        hooks.after?.(run);
      }
    };
    const consume = (stream: 'stdout' | 'stderr', chunk: string) => {
      pending[stream] += chunk;
      for (let at = pending[stream].indexOf(`\n${marker} `); at >= 0; at = pending[stream].indexOf(`\n${marker} `)) {
        const lineEnd = pending[stream].indexOf('\n', at + 1);
        if (lineEnd < 0) break;
        current[stream] += pending[stream].slice(0, at);
        // The block's whole output, before its end marker resets it: a URL it printed last is still acted on.
        if (stream === 'stdout') this.options.onOutput?.(current.stdout);
        const [verb, index, code] = pending[stream].slice(at + marker.length + 2, lineEnd).split(' ');
        pending[stream] = pending[stream].slice(lineEnd + 1);
        onMarker(stream, verb!, Number(index), Number(code));
        current[stream] = '';
      }
      // Whole lines before the last newline cannot hold the start of a marker: they are the block's output already.
      const keep = Math.max(0, pending[stream].lastIndexOf('\n'));
      current[stream] += pending[stream].slice(0, keep);
      pending[stream] = pending[stream].slice(keep);
      if (stream === 'stdout') this.options.onOutput?.(current.stdout + pending.stdout);
    };
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => consume('stdout', chunk));
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => consume('stderr', chunk));
    const exit = await new Promise<number | null>((resolve) => child.once('close', resolve));
    clearTimeout(timer);
    const unfinished = blocks[runs.length];
    if (unfinished && (runs.length === 0 || runs.at(-1)!.code === 0)) {
      // The process ended inside a block (killed, or crashed before its end marker): that block failed.
      runs.push({ block: unfinished, code: exit ?? -1, stdout: current.stdout + pending.stdout, stderr: current.stderr + pending.stderr + killed });
    }
    this.runs.push(...runs);
    return runs;
  }

  private saveTypeScript(code: string): string {
    const file = path.join(this.options.scratch, `example-${String(this.tsFiles.length + 1).padStart(2, '0')}.mts`);
    fs.writeFileSync(file, code);
    this.tsFiles.push(file);
    return file;
  }

  private savePython(code: string): string {
    const file = path.join(this.options.scratch, `example-${String(++this.pythonFiles).padStart(2, '0')}.py`);
    fs.writeFileSync(file, code);
    return file;
  }

  /** `tsc --strict` over every TypeScript block run so far, as a reader's editor would check them. */
  async typeCheck(): Promise<{ code: number | null; output: string }> {
    if (this.tsFiles.length === 0) return { code: 0, output: '' };
    const args = [
      '--noEmit',
      '--strict',
      '--skipLibCheck',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
      '--target',
      'es2022',
      '--types',
      'node',
      ...this.tsFiles,
    ];
    const result = await this.spawn(path.join(ROOT, 'node_modules/.bin/tsc'), args, this.options.scratch);
    return { code: result.code, output: result.stdout + result.stderr };
  }

  private spawn(command: string, args: string[], cwd = this.options.cwd): Promise<{ code: number | null; stdout: string; stderr: string }> {
    const env = { ...process.env, ...this.options.env, ...Object.fromEntries(this.exported), NO_COLOR: '1', FORCE_COLOR: '0' };
    return new Promise((resolve) => {
      const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      const timer = setTimeout(() => {
        stderr += `\n(killed after ${(this.options.timeoutMs ?? 120_000) / 1000} s)`;
        child.kill('SIGKILL');
      }, this.options.timeoutMs ?? 120_000);
      child.stdout!.on('data', (chunk) => {
        stdout += chunk;
        this.options.onOutput?.(stdout);
      });
      child.stderr!.on('data', (chunk) => (stderr += chunk));
      child.once('close', (code) => {
        clearTimeout(timer);
        resolve({ code, stdout, stderr });
      });
    });
  }
}

/** A failed run, said so a person can fix the document: where, what ran, what it printed. */
export function describeRun(run: BlockRun): string {
  return `${run.block.where} exited ${run.code}\n--- code ---\n${run.block.code.trim()}\n--- stdout ---\n${run.stdout.slice(-2000)}\n--- stderr ---\n${run.stderr.slice(-2000)}`;
}

function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** The value of a `declare -p` line: "…" with backslash escapes (bash 5 quotes plain values so). */
function unquoteDeclared(text: string): string {
  if (text.startsWith('"') && text.endsWith('"')) return text.slice(1, -1).replace(/\\(["\\$`])/g, '$1');
  if (text.startsWith("'") && text.endsWith("'")) return text.slice(1, -1);
  return text;
}
