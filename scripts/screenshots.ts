// npm run screenshots -- --base http://localhost:3000 [--out .scratch/screenshots] [--pages /,/pricing]
// Full-page screenshots of the developer site at a desktop and a phone width, for a human to look at.
// It starts nothing: run the server first (npm start).
import fs from 'node:fs';
import path from 'node:path';
import { DOCS_PAGES } from '../components/docs/registry';
import { launchBrowser } from '../tests/support/browser';

const USAGE = 'usage: npm run screenshots -- --base http://localhost:3000 [--out DIR] [--pages /,/themes]';
// Every page of the docs site (guides and the API reference) from the docs registry.
const PAGES = ['/', '/pricing', ...DOCS_PAGES.map((page) => page.href), '/themes', '/keys', '/verify', '/keys/recover'];
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

function parseArgs(argv: string[]) {
  const options = { base: '', out: '.scratch/screenshots', pages: PAGES };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    }
    if (value === undefined) throw new Error(`${flag} needs a value\n${USAGE}`);
    if (flag === '--base') options.base = value.replace(/\/+$/, '');
    else if (flag === '--out') options.out = value;
    else if (flag === '--pages')
      options.pages = value
        .split(',')
        .map((page) => page.trim())
        .filter(Boolean);
    else throw new Error(`unknown option ${flag}\n${USAGE}`);
    i++;
  }
  if (!/^https?:\/\//.test(options.base)) throw new Error(`--base must be the site's address, e.g. http://localhost:3000\n${USAGE}`);
  return options;
}

function fileName(page: string, viewport: string): string {
  const slug =
    page === '/'
      ? 'home'
      : page
          .replace(/^\/+/, '')
          .replace(/[^a-z0-9]+/gi, '-')
          .replace(/-+$/, '');
  return `${slug}-${viewport}.png`;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  fs.mkdirSync(options.out, { recursive: true });
  const browser = await launchBrowser();
  let failures = 0;
  try {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, deviceScaleFactor: 1 });
      for (const page of options.pages) {
        const tab = await context.newPage();
        const file = path.join(options.out, fileName(page, viewport.name));
        try {
          // 'load', not 'networkidle': the App Router prefetches linked pages, and a prefetch may linger.
          const response = await tab.goto(`${options.base}${page}`, { waitUntil: 'load', timeout: 60_000 });
          // Lazy images below the fold: scroll through the page, then wait until every image has loaded.
          await tab.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
              window.scrollTo(0, y);
              await new Promise((resolve) => setTimeout(resolve, 60));
            }
            window.scrollTo(0, 0);
            await Promise.all(
              Array.from(document.images, (image) =>
                image.complete
                  ? undefined
                  : new Promise((resolve) => {
                      image.addEventListener('load', resolve, { once: true });
                      image.addEventListener('error', resolve, { once: true });
                    }),
              ),
            );
            await document.fonts.ready;
          });
          await tab.waitForTimeout(300);
          await tab.screenshot({ path: file, fullPage: true });
          console.log(`${response?.status() ?? '???'} ${viewport.name.padEnd(7)} ${page.padEnd(10)} → ${file}`);
        } catch (error) {
          failures++;
          console.error(`failed ${viewport.name} ${page}: ${(error as Error).message}`);
        } finally {
          await tab.close();
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  if (failures) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
