import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { newWebhookSecret, signedDelivery } from '@/lib/webhooks';
import { type BlockRun, describeRun, ExampleSession, markdownBlocks, styleProblems, type ExampleBlock } from '@/tests/support/examples';
import { expect, test, type RunningServer } from '@/tests/support/e2e';
import { lastLine, ROOT, runScript } from '@/tests/support/server';
import { API_PAGES, DOCS_PAGES } from '@/components/docs/registry';
import { SDK_PACKAGE, SDK_TARBALL } from '@/components/docs/sdk';

/**
 * The examples are tests: every shell and TypeScript block of the README and of every docs page runs,
 * as written, against the started service, in the order a reader meets them. A reader's own acts
 * between blocks are done as a reader would: the placeholder key is their key, and a checkout URL a
 * block prints is paid in the browser (on the built-in test payment page).
 */

const KEY_PLACEHOLDER = 'atp_live_…';
const README_ORIGIN = 'http://localhost:3000';
/** The README, and the pages in docs/ that hold what it said before it was cut to a screen or two, in reading order. */
const MARKDOWN_DOCUMENTS = ['README.md', 'components/docs/content/api.md', 'components/docs/content/engine.md', 'components/docs/content/operating.md'];

function scratchDir(name: string): string {
  const dir = path.join(ROOT, '.scratch', `examples-${name}-${process.pid}-${Date.now()}`);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** Pays every checkout of this service that appears in a block's output, in the browser, once each. */
function payer(browser: Browser, service: RunningServer) {
  const paid = new Map<string, Promise<void>>();
  const origins = [service.url, service.url.replace('127.0.0.1', 'localhost')];
  const pattern = new RegExp(`(?:${origins.map((o) => o.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})/checkout/(cs_[0-9A-Za-z_]+)`, 'g');
  return {
    onOutput(text: string) {
      for (const [url, id] of text.matchAll(pattern)) {
        if (paid.has(id!)) continue;
        paid.set(
          id!,
          (async () => {
            const page = await browser.newPage();
            // The return_url of the examples is the reader's own page; here it answers like one.
            await page.route('https://example.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Thanks</p>' }));
            await page.goto(url);
            await page.getByRole('button', { name: /^Pay / }).click();
            await page.waitForURL(/session_id=/);
            await page.close();
          })(),
        );
      }
    },
    settled: () => Promise.all(paid.values()),
    count: () => paid.size,
  };
}

/** A key a block prints as new (rotation): the reader stores it, as the example tells them to. */
const NEW_KEY = /new key, shown once: (atp_live_[0-9A-Za-z]{40})/;

/**
 * What a reader's receiver saved of a webhook delivery, made by the service's own signer: the raw body
 * in delivery.json (in `dir`, the reader's working directory), its three headers and the endpoint's
 * secret in variables. Made afresh before each block that verifies one: a receiver refuses a
 * webhook-timestamp more than 5 minutes off.
 */
function receiveDelivery(session: ExampleSession, dir: string): void {
  const secret = newWebhookSecret();
  const delivery = signedDelivery(secret, {
    id: 'msg_ExampleDelivery0000000001',
    type: 'render.succeeded',
    timestamp: new Date(),
    data: { id: 'rnd_ExampleRender00000000001', status: 'succeeded', created_at: new Date().toISOString() },
  });
  fs.writeFileSync(path.join(dir, 'delivery.json'), delivery.body);
  session.setVariable('WEBHOOK_SECRET', secret);
  session.setVariable('WEBHOOK_ID', delivery.headers['webhook-id']);
  session.setVariable('WEBHOOK_TIMESTAMP', delivery.headers['webhook-timestamp']);
  session.setVariable('WEBHOOK_SIGNATURE', delivery.headers['webhook-signature']);
}

/**
 * Runs a document's blocks as its reader would, but cheaply: the shell blocks one by one in page order
 * (a bash each: variables carry), then every TypeScript block in ONE tsx process and every Python
 * block in ONE python3 process, each in page order, with the environment the shell left (the key,
 * the ids kept). The TypeScript and Python tabs repeat the curl tab's call, so they redo the document's
 * chain (render, then verify what was rendered) in their own language; only the shell blocks may set
 * up what a later block of another language reads. Then `tsc --strict` over all TypeScript blocks.
 */
/**
 * Waits until none of the reader's queued renders (a batch the shell blocks started) is still queued or
 * rendering, as a reader would before going on: the next pass then does not share the engine (and its
 * one PDF printer) with that batch, which on a loaded 2-core machine pushed a PDF past its deadline.
 */
async function queueDrained(session: ExampleSession, origin: string) {
  const key = session.variable('ATLASPRINT_KEY');
  if (!key) return;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${origin}/v1/renders?limit=100`, { headers: { Authorization: `Bearer ${key}` } });
        if (!response.ok) return `GET /v1/renders answered ${response.status}`;
        const { data } = (await response.json()) as { data: Array<{ status: string }> };
        return data.filter((render) => render.status === 'queued' || render.status === 'rendering').length;
      },
      { timeout: 180_000 },
    )
    .toBe(0);
}

async function runAll(session: ExampleSession, blocks: ExampleBlock[], pay: ReturnType<typeof payer>, cwd: string, origin: string) {
  const runnable = blocks.filter((block) => !block.notRun);
  const before = (block: ExampleBlock) => {
    if (block.code.includes('WEBHOOK_SIGNATURE')) receiveDelivery(session, cwd);
  };
  const after = (run: BlockRun) => {
    const rotated = NEW_KEY.exec(run.stdout)?.[1];
    if (rotated) session.setVariable('ATLASPRINT_KEY', rotated);
  };
  const check = (run: BlockRun) => {
    expect(run.code, describeRun(run)).toBe(0);
    expect(run.stdout.trim(), `${run.block.where} printed nothing\n${describeRun(run)}`).not.toBe('');
  };
  for (const block of runnable.filter((candidate) => candidate.language === 'sh')) {
    before(block);
    const run = await session.run(block);
    await pay.settled();
    after(run);
    check(run);
  }
  for (const language of ['ts', 'py'] as const) {
    await queueDrained(session, origin);
    const own = runnable.filter((block) => block.language === language);
    const runs = await session.runTogether(language, own, { before, after });
    await pay.settled();
    for (const run of runs) check(run);
    expect(runs.length, `${language}: every block ran`).toBe(own.length);
  }
  const checked = await session.typeCheck();
  expect(checked.code, `tsc --strict over the TypeScript examples:\n${checked.output}`).toBe(0);
  return runnable.map((block) => block.where);
}

test.describe('the examples run as written', () => {
  test('README.md, then docs/*.md: every shell and TypeScript block', async ({ service, browser }) => {
    test.setTimeout(300_000);
    // The README and the Markdown pages that hold what the README once did, as one reader reads them.
    const documents = MARKDOWN_DOCUMENTS.map((file) => ({ file, text: fs.readFileSync(path.join(ROOT, file), 'utf8') }));
    const blocks = documents.flatMap(({ file, text }) => markdownBlocks(text, file));
    expect(blocks.flatMap(styleProblems)).toEqual([]);
    const runnable = blocks.filter((block) => !block.notRun);
    // The README's own: its two commands (not run: the test started the service) and the first poster.
    expect(blocks.filter((block) => block.where.startsWith('README.md ')).map((block) => [block.language, !block.notRun])).toEqual([
      ['sh', false],
      ['sh', true],
    ]);
    expect(runnable.length).toBeGreaterThanOrEqual(6);

    // The README's reader works in the clone (npm scripts, data/tiles); files it writes are removed after.
    const written = [...new Set(documents.flatMap(({ text }) => [...text.matchAll(/\b[\w-]+\.(?:json|png|pdf|zip)\b/g)].map((m) => m[0])))].filter(
      (name) => !fs.existsSync(path.join(ROOT, name)),
    );
    const pay = payer(browser, service);
    const session = new ExampleSession(blocks, {
      cwd: ROOT,
      scratch: scratchDir('readme'),
      env: { DATA_DIR: service.dataDir },
      substitutions: [[README_ORIGIN, service.url.replace('127.0.0.1', 'localhost')]],
      onOutput: pay.onOutput,
    });
    try {
      const ran = await runAll(session, blocks, pay, ROOT, service.url);
      expect(ran.length).toBe(runnable.length);
      // The rotation block kept the new key, and it works.
      expect(session.variable('ATLASPRINT_KEY')).toMatch(/^atp_live_[0-9A-Za-z]{40}$/);
      expect(fs.existsSync(path.join(ROOT, 'monaco.png'))).toBe(true);
      // Both webhook examples verified the delivery our signer made.
      const printed = session.runs.map((run) => run.stdout).join('\n');
      expect(printed).toMatch(/verified render\.succeeded of rnd_ExampleRender00000000001/);
      expect(printed).toMatch(/verified delivery msg_ExampleDelivery0000000001/);
      // The README's first poster, of the place it looked up, shows the whole map: no part of it past the bundled data.
      const poster = JSON.parse(fs.readFileSync(path.join(ROOT, 'poster.json'), 'utf8'));
      expect(poster.warnings).toEqual([]);
      expect(poster.url).toMatch(/\/files\/renders\/rnd_\w+\.png$/);
    } finally {
      for (const name of written) fs.rmSync(path.join(ROOT, name), { force: true });
    }
  });

  test('the docs site: every page, every shell, TypeScript and Python block, in registry order', async ({ service, browser, page }) => {
    // 4.7 minutes measured on a 2-core machine at a load average near 20; the rest is room.
    test.setTimeout(480_000);
    const blocks: ExampleBlock[] = [];
    for (const docs of DOCS_PAGES) {
      // The code blocks are in the server's HTML: no need to wait for the page's scripts and images.
      await page.goto(docs.href, { waitUntil: 'domcontentloaded' });
      const figures = await page.locator('figure.code').evaluateAll((elements) =>
        elements.map((figure) => ({
          label: figure.querySelector('figcaption')?.textContent ?? '',
          language: /language-(\w+)/.exec(figure.querySelector('code')?.className ?? '')?.[1] ?? '',
          code: figure.querySelector('code')?.textContent ?? '',
          notRun: (figure as HTMLElement).dataset.notRun,
        })),
      );
      blocks.push(
        ...figures
          .map((block, index) => ({ ...block, index }))
          .filter((block) => block.language === 'sh' || block.language === 'ts' || block.language === 'py')
          .map((block) => ({
            where: `${docs.href} block ${block.index + 1} ("${block.label}")`,
            language: block.language as 'sh' | 'ts' | 'py',
            code: block.code,
            notRun: block.notRun,
          })),
      );
    }
    // Every operation's reference page has its request in each language, and it runs (unless it says why not).
    for (const reference of API_PAGES) {
      const own = blocks.filter((block) => block.where.startsWith(`${reference.href} block `));
      expect([...new Set(own.map((block) => block.language))].sort(), reference.href).toEqual(['py', 'sh', 'ts']);
      expect(own.filter((block) => !block.notRun).length || own.every((block) => block.notRun), reference.href).toBeTruthy();
    }
    // The quickstart, the first page, has the reader put their key in ATLASPRINT_KEY before any block uses it,
    // and install the SDK from the server (its second block): every TypeScript tab is written with it.
    expect(blocks[0]!.where).toMatch(/^\/docs block/);
    expect(blocks[0]!.code).toContain('export ATLASPRINT_KEY=');
    expect(blocks[1]!.where).toMatch(/^\/docs block/);
    expect(blocks[1]!.code.trim()).toMatch(new RegExp(`^npm install http://[\\w.:]+/sdk/${SDK_TARBALL.replace(/\./g, '\\.')}$`));
    for (const reference of API_PAGES) {
      const [typescript] = blocks.filter((block) => block.where.startsWith(`${reference.href} block `) && block.language === 'ts');
      expect(typescript!.code, reference.href).toMatch(new RegExp(`^import \\{ Atlasprint\\b[^}]*\\} from '${SDK_PACKAGE}';$`, 'm'));
      expect(typescript!.code, reference.href).not.toMatch(/\bfetch\(/);
    }
    expect(blocks.flatMap(styleProblems)).toEqual([]);
    expect(blocks.filter((block) => !block.notRun).length).toBeGreaterThanOrEqual(20);

    // The docs' reader bought a key; the first block has them put it in ATLASPRINT_KEY.
    const created = await runScript('key:create', ['--plan', 'pro'], service.env);
    const key = lastLine(created.stdout);
    expect(key).toMatch(/^atp_live_/);
    const scratch = scratchDir('docs');
    // The reader's own project, where the quickstart installs the SDK (without a package.json of its own, npm
    // would install into the repository's, the nearest one up).
    fs.writeFileSync(path.join(scratch, 'package.json'), JSON.stringify({ name: 'a-reader-project', private: true }));
    const pay = payer(browser, service);
    const session = new ExampleSession(blocks, {
      cwd: scratch,
      scratch,
      // This machine has no network: npm's audit and funding calls to the registry are turned off, not the install.
      env: { DATA_DIR: service.dataDir, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' },
      substitutions: [[KEY_PLACEHOLDER, key]],
      onOutput: pay.onOutput,
    });
    try {
      await runAll(session, blocks, pay, scratch, service.url);
      // The TypeScript blocks ran the SDK npm installed from the server's tarball (compiled, in the reader's
      // project), not the repository's sources.
      const installed = fs.realpathSync(path.join(scratch, 'node_modules', SDK_PACKAGE));
      expect(installed.startsWith(fs.realpathSync(scratch))).toBe(true);
      expect(fs.existsSync(path.join(installed, 'dist', 'index.js'))).toBe(true);
      expect(fs.existsSync(path.join(installed, 'src'))).toBe(false);
      // The purchase examples were paid for in the browser, and each revealed a key.
      expect(pay.count()).toBeGreaterThanOrEqual(2);
      const printed = session.runs.map((run) => run.stdout).join('\n');
      expect(printed).toMatch(/"valid":\s*true/);
      expect(printed).toMatch(/your key, shown once: atp_live_[0-9A-Za-z]{40}/);
      expect(fs.statSync(path.join(scratch, 'poster.png')).size).toBeGreaterThan(10_000);
      // The print examples: a 50 × 70 cm PDF at the physical size, an A4 PNG at its full 300 dpi.
      expect(printed).toMatch(/"widthMm": 500,\s*"heightMm": 700,\s*"bleedMm": 3,\s*"cropMarks": true,\s*"vector": true/);
      expect(printed).toMatch(/"widthMm": 210,\s*"heightMm": 297,\s*"bleedMm": 0,\s*"dpi": (300|299\.\d)\b/);
      expect(printed).not.toMatch(/ends inside the poster/);
      // Both webhook examples verified the delivery our signer made.
      expect(printed).toMatch(/verified render\.succeeded of rnd_ExampleRender00000000001 \(delivery msg_ExampleDelivery0000000001\)/);
      expect(printed).toMatch(/verified delivery msg_ExampleDelivery0000000001/);
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });

  test('a broken example fails the run, with its output in the message', async ({ service }) => {
    const broken = markdownBlocks(
      [
        '```sh',
        `curl -s --fail-with-body ${README_ORIGIN}/v1/me -H "Authorization: Bearer atp_live_0000000000000000000000000000000000000000"`,
        '```',
        '```ts',
        `const response = await fetch('${README_ORIGIN}/v1/me');`,
        'console.log(await response.json());',
        '```',
      ].join('\n'),
      'broken.md',
    );
    // The TypeScript block never looks at response.ok: refused before it runs.
    expect(broken.flatMap(styleProblems)).toEqual(['broken.md block 2 (ts, line 4): fetch without a check of response.ok']);
    const scratch = scratchDir('broken');
    try {
      const session = new ExampleSession(broken, { cwd: scratch, scratch, substitutions: [[README_ORIGIN, service.url]] });
      const run = await session.run(broken[0]!);
      expect(run.code).toBe(22); // curl --fail-with-body on a 4xx
      expect(describeRun(run)).toContain('invalid API key: it is unknown or was rotated out');

      // Run together in one process, each block has the environment of its moment, its own output, and
      // the first failing block ends the run: the ones after it do not run.
      const fence = (language: string, code: string) => [`\`\`\`${language}`, code, '```'].join('\n');
      const together = markdownBlocks(
        [
          fence('ts', "console.log('first sees ' + process.env.GREETING);"),
          fence('ts', "throw new Error('the second fails');"),
          fence('ts', "console.log('third');"),
          fence('py', 'import os\nprint(f\'first sees {os.environ["GREETING"]}\')'),
          fence('py', "raise SystemExit('the second fails')"),
          fence('py', "print('third')"),
        ].join('\n'),
        'together.md',
      );
      let greeting = 0;
      const before = () => session.setVariable('GREETING', `hello ${++greeting}`);
      for (const language of ['ts', 'py'] as const) {
        const runs = await session.runTogether(
          language,
          together.filter((block) => block.language === language),
          { before },
        );
        expect(runs.map((made) => made.code)).toEqual([0, 1]);
        expect(runs[0]!.stdout.trim()).toBe(`first sees hello ${language === 'ts' ? 1 : 3}`);
        expect(runs[1]!.stderr).toContain('the second fails');
      }
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });
});
