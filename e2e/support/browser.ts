// Chromium for the journeys: Debian's build (or CHROME_PATH), headless, one fresh context per test,
// plus an axe-core check that fails on serious or critical violations.
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
export const admin = { email: process.env.E2E_ADMIN_EMAIL ?? '', password: process.env.E2E_ADMIN_PASSWORD ?? '' };

/**
 * A screenshot for a person to look at (a screen at 360 and 1280 px, before an issue is called
 * done), written only when asked for: `E2E_SHOTS=<folder>`. The journeys' checks never read
 * them, so a run that nobody looks at does not pay for drawing them.
 */
export async function shot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage });
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A phone-sized context (360 px wide) unless a width is given; fails the test on page errors. */
export async function newPage(browser: Browser, { width = 360, height = 780 } = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  // bypassCSP lets the axe-core check inject its script; the shop's own CSP stays on for everything else.
  const context = await newContext(browser, { viewport: { width, height }, locale: 'en-IN', bypassCSP: true });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // A hydration mismatch is React's recoverable error, said in the console by the shop's browser entry.
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Hydration')) errors.push(`${page.url()}: ${message.text().slice(0, 160)}`);
  });
  return { context, page, errors };
}

/** A context on the shop (newPage's pages also gather its errors, hydration mismatches among them). */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, ...options });
  recordHappenings(context);
  return context;
}

/** The last things that happened in a context: what waitForPage reports when a page never came. */
const happenings = new WeakMap<BrowserContext, string[]>();
const HAPPENINGS_KEPT = 25;

function recordHappenings(context: BrowserContext) {
  const seen: string[] = [];
  happenings.set(context, seen);
  const note = (line: string) => {
    seen.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (seen.length > HAPPENINGS_KEPT) seen.shift();
  };
  context.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') note(`console ${message.type()}: ${message.text().slice(0, 200)}`);
  });
  context.on('weberror', (error) => note(`page error: ${error.error().message.slice(0, 200)}`));
  context.on('requestfailed', (request) => note(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`));
  context.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    // The documents, the router's data and route discovery: the steps of a page change.
    if (response.status() >= 400 || response.request().resourceType() === 'document' || path.endsWith('.data') || path === '/__manifest') {
      note(`${response.status()} ${response.request().method()} ${path}`);
    }
  });
  context.on('page', (page) =>
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) note(`address ${frame.url()}`);
    }),
  );
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Serious and critical accessibility violations on the page as it settles. Colours still in a
 * transition (a button just enabled, a choice just checked) are judged once it ends: axe read a
 * colour half-way and reported a contrast its end state does not have.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a instanceof CSSTransition)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    )
    .join('\n');
}

/**
 * Waits until the app has taken over a server-rendered page (the browser's entry marks #root with
 * data-started once hydrated): a button pressed before then is plain HTML and does nothing, as on a
 * phone whose scripts are late.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('#root[data-started]').waitFor({ state: 'attached' });
}

/**
 * Waits for the page a link led to, by its main heading. Should it not come, the failure says where
 * the browser is, what it shows and what the router is doing: a tap that led nowhere, a page that
 * failed and a slow page are told apart in CI's log.
 */
export async function waitForPage(page: Page, heading: string | RegExp): Promise<void> {
  try {
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  } catch (error) {
    const shown = await page
      .locator('h1')
      .allTextContents()
      .catch(() => []);
    const routing = await page
      .evaluate(() => {
        const router = (window as { __reactRouterDataRouter?: { state: { navigation: { state: string; location?: { pathname: string } } } } })
          .__reactRouterDataRouter;
        return router ? `${router.state.navigation.state} ${router.state.navigation.location?.pathname ?? ''}`.trim() : 'no router';
      })
      .catch(() => 'unknown');
    const lately = (happenings.get(page.context()) ?? []).map((line) => `\n    ${line}`).join('');
    throw new Error(`${(error as Error).message}\n  the page: ${page.url()}, its h1 ${JSON.stringify(shown)}, the router: ${routing}\n  lately:${lately}`, {
      cause: error,
    });
  }
}

/**
 * Whether an image has loaded and has pixels, waiting (up to 10 s) for one still on its way: a
 * picture that arrives live is in the page before its bytes are.
 */
export async function imageLoads(image: Locator): Promise<boolean> {
  return image.evaluate(
    (img: HTMLImageElement) =>
      new Promise<boolean>((resolve) => {
        if (img.complete) return resolve(img.naturalWidth > 0);
        img.addEventListener('load', () => resolve(img.naturalWidth > 0), { once: true });
        img.addEventListener('error', () => resolve(false), { once: true });
        setTimeout(() => resolve(false), 10_000);
      }),
  );
}
