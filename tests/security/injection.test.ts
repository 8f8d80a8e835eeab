/**
 * Injection:
 * - Content holding script, event handlers, `javascript:` links and `</script>` (program markdown, legal
 *   rich text, review text, broker fields, stats) is loaded with `npm run content:load` into a production
 *   server's data directory, and the pages are opened in Chromium: no dialog, the `window.__pwned` canary
 *   the payloads set stays unset, no event-handler attribute, `javascript:` URL or injected script is in
 *   the DOM, and the payloads show as text. The canary checks run with the CSP bypassed, so they prove the
 *   rendering inert on its own (the CSP is a second wall, checked in headers.test.ts); the same pages with
 *   the CSP report no violation.
 * - SQL metacharacters in every query parameter of every GET endpoint and in the directory's URL filters:
 *   no 5xx, no wildcard matching, every table intact (PGlite, and PostgreSQL when DATABASE_URL is set).
 * - Path traversal in upload names: resumes are stored under random names in the private folder only.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type Koa from 'koa';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentBundle, RichTextNode } from '../../app/domain/content/content-types';
import { queryRows } from '../../api/db/repositories/query-rows';
import { hiringApplications } from '../../api/db/schema';
import { seedAllDefinitions } from '../../api/definitions/definition-publisher';
import { createLogger } from '../../api/server/logger';
import { createUploadStorage } from '../../api/services/upload-storage';
import { launchBrowser, waitForHydration } from '../support/browser';
import { runContentLoad, sampleContent, writeContentFile } from '../support/content-fixtures';
import { fetchKept } from '../support/kept-page';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { createTestApp } from '../support/test-app';
import { useScratchDir } from '../support/scratch-dir';
import { databaseKinds, useTestDatabase } from '../support/test-database';
import { humanCheckToken } from '../api/forms-support';
import { multipartBody, tinyPdf } from './security-support';

/* ---------------------------------------------------------------- hostile content */

/** Each payload sets the canary (or opens a dialog) if it ever runs. */
const SCRIPT = '<script>window.__pwned="script";alert("script")</script>';
const IMG = '<img src=x onerror="window.__pwned=\'img\';alert(\'img\')">';
const SVG = '<svg onload="window.__pwned=\'svg\'"></svg>';
const CLOSE_SCRIPT = '</script><script>window.__pwned="close-script";alert("close-script")</script>';
const ATTRIBUTE = '"><img src=x onerror="window.__pwned=\'attribute\'">';
const COMMENT = '<!--<script>window.__pwned="comment"</script>-->';
const TEXT_PAYLOADS = [SCRIPT, IMG, SVG, CLOSE_SCRIPT, ATTRIBUTE, COMMENT];

/** Markdown that tries every way to raw HTML or a script URL; and a link that looks same-site but leaves (`/\host`). */
const HOSTILE_MARKDOWN = [
  '## Heading <script>window.__pwned="md-heading"</script>',
  '',
  `Paragraph ${IMG} and ${SVG}.`,
  '',
  '<div onclick="window.__pwned=\'md-block\'" onmouseover="window.__pwned=\'md-block\'">raw block</div>',
  '',
  '<script>window.__pwned="md-script-block"</script>',
  '',
  '[plain javascript](javascript:window.__pwned="md-link")',
  '[upper case](JAVASCRIPT:window.__pwned="md-upper")',
  '[entity](jav&#x61;script:window.__pwned="md-entity")',
  '[tab](java\tscript:window.__pwned="md-tab")',
  '[spaces]( javascript:window.__pwned="md-space")',
  '[data url](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[vbscript](vbscript:msgbox(1))',
  '[reference][evil]',
  '<javascript:window.__pwned="md-autolink">',
  '![image](javascript:window.__pwned="md-image")',
  '![onerror](x" onerror="window.__pwned=\'md-image-attr\')',
  '[title breakout](https://example.com "title\\" onmouseover=\\"window.__pwned=\'md-title\'")',
  '[leaves the site](/\\evil.example/phish)',
  '[protocol relative](//evil.example/phish)',
  '',
  '[evil]: javascript:window.__pwned="md-reference"',
  '',
  `Closing the page's data: ${CLOSE_SCRIPT}`,
].join('\n');

function text(value: string): RichTextNode {
  return { nodeType: 'text', value, marks: [], data: {} };
}
function link(uri: string, label: string): RichTextNode {
  return { nodeType: 'hyperlink', data: { uri }, content: [text(label)] };
}

const HOSTILE_RICH_TEXT: RichTextNode[] = [
  { nodeType: 'paragraph', data: {}, content: TEXT_PAYLOADS.map(text) },
  {
    nodeType: 'paragraph',
    data: {},
    content: [
      link('javascript:window.__pwned="rt-link";alert("rt-link")', 'script link'),
      link('JaVaScRiPt:window.__pwned="rt-case"', 'mixed case'),
      link(' javascript:window.__pwned="rt-space"', 'leading space'),
      link('\tjavascript:window.__pwned="rt-tab"', 'leading tab'),
      link('java\nscript:window.__pwned="rt-newline"', 'newline inside'),
      link('data:text/html,<script>alert(1)</script>', 'data url'),
      link('/\\evil.example/phish', 'leaves the site'),
      link('//evil.example/phish', 'protocol relative'),
      link('https://example.com/" onmouseover="window.__pwned=\'rt-attr\'', 'attribute breakout'),
    ],
  },
  { nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: SCRIPT, marks: [{ type: 'code' }, { type: 'bold' }], data: {} }] },
];

/** The sample content with payloads in every free-text field a visitor sees. */
function hostileContent(): ContentBundle {
  const bundle = sampleContent();
  bundle.brokers = bundle.brokers.map((broker, index) => ({
    ...broker,
    title: `${broker.title} ${TEXT_PAYLOADS[index % TEXT_PAYLOADS.length]}`,
    experience: [...broker.experience, IMG],
    // The Spanish version carries the same payloads (its expertise list matches the English one label for label).
    ...(broker.translations?.es
      ? {
          translations: {
            es: {
              ...broker.translations.es,
              ...(broker.translations.es.title ? { title: `${broker.translations.es.title} ${TEXT_PAYLOADS[index % TEXT_PAYLOADS.length]}` } : {}),
              ...(broker.translations.es.experience ? { experience: [...broker.translations.es.experience, IMG] } : {}),
            },
          },
        }
      : {}),
  }));
  const sarah = bundle.brokers.find((broker) => broker.brokerKey === 'sarah-okafor')!;
  Object.assign(sarah, {
    firstName: `Sarah${SCRIPT}`,
    lastName: `Okafor${CLOSE_SCRIPT}`,
    blurb: `${SCRIPT}\n${IMG}\n${CLOSE_SCRIPT}\n${COMMENT}`,
    quotes: [`Quote ${ATTRIBUTE} ${CLOSE_SCRIPT}`, `${SVG}`],
    // The schema asks only that it starts with https://: the rest tries to leave the attribute.
    meetingLink: `https://example.com/meet" onmouseover="window.__pwned='meeting'" x="`,
  });
  bundle.products = bundle.products.map((product) => ({
    ...product,
    productName: product.productKey === 'FHA-loan' ? `FHA Loan ${SCRIPT}` : product.productName,
    productSubtitle: `${product.productSubtitle} ${IMG}`,
    shortDescription: `${product.shortDescription} ${SVG}`,
    highlight: `${product.highlight} ${CLOSE_SCRIPT}`,
    fullDescription: `${HOSTILE_MARKDOWN}\n\n${product.fullDescription}`,
    brokerTitle: product.brokerTitle ? `${product.brokerTitle} ${ATTRIBUTE}` : product.brokerTitle,
    brokerProfileLink: product.productKey === 'FHA-loan' ? '//evil.example/phish' : product.productKey === 'VA-loan' ? '/\\evil.example/phish' : product.brokerProfileLink,
  }));
  bundle.reviews.reviews = bundle.reviews.reviews.map((review, index) => ({
    ...review,
    text: `${review.text} ${TEXT_PAYLOADS[index % TEXT_PAYLOADS.length]}`,
    author_name: `${review.author_name} ${IMG}`,
    relative_time_description: `${review.relative_time_description} ${SVG}`,
    author_url: `https://example.com/" onclick="window.__pwned='review-url'`,
  }));
  bundle.stats = bundle.stats.map((stat) => ({ title: `${stat.title}${SCRIPT}`, subTitle: `${stat.subTitle} ${IMG}` }));
  bundle.positions = bundle.positions.map((position, index) => ({
    ...position,
    title: `${position.title} ${index === 0 ? SVG : index}`,
    location: IMG,
    description: `${position.description} ${SCRIPT} ${CLOSE_SCRIPT}`,
  }));
  bundle.disclosures = bundle.disclosures.map((document) => ({
    ...document,
    title: `${document.title} ${SCRIPT}`,
    content: { ...document.content, content: [...HOSTILE_RICH_TEXT, ...document.content.content] },
  }));
  return bundle;
}

/* ---------------------------------------------------------------- the browser checks */

interface PageFindings {
  pwned: unknown;
  activeAttributes: string[];
  scriptUrls: string[];
  foreignLinks: string[];
  injectedScripts: number;
  text: string;
}

/** What a page's DOM holds that could run or leave the site, and its visible text. */
async function inspect(page: Page): Promise<PageFindings> {
  return page.evaluate(() => {
    const elements = [...document.querySelectorAll('*')];
    const activeAttributes = elements.flatMap((element) =>
      [...element.attributes].filter((attribute) => /^on/i.test(attribute.name)).map((attribute) => `<${element.tagName.toLowerCase()} ${attribute.name}="${attribute.value}">`),
    );
    const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc', 'poster'];
    const scriptUrls = elements.flatMap((element) =>
      urlAttributes
        .map((name) => element.getAttribute(name))
        .filter((value): value is string => value !== null && /^[\s\u0000-\u001f]*(javascript|vbscript|data):/i.test(value.replace(/[\t\n\r]/g, '')))
        .map((value) => `<${element.tagName.toLowerCase()}> ${value}`),
    );
    const foreignLinks = elements.flatMap((element) => {
      const value = element.getAttribute('href') ?? element.getAttribute('src') ?? element.getAttribute('action');
      if (!value) return [];
      try {
        return new URL(value, location.href).hostname === 'evil.example' ? [`<${element.tagName.toLowerCase()}> ${value}`] : [];
      } catch {
        return [];
      }
    });
    // Every script of the page is the site's: a module from /assets/, JSON-LD, or the loader data, all written by the server.
    const ownDataBlock = (script: HTMLScriptElement) => script.type === 'application/ld+json' || (script.type === 'application/json' && script.id === 'router-data');
    const injectedScripts = [...document.scripts].filter((script) => !script.src && !ownDataBlock(script)).length;
    return { pwned: (window as unknown as { __pwned?: unknown }).__pwned, activeAttributes, scriptUrls, foreignLinks, injectedScripts, text: document.body.innerText };
  });
}

function expectInert(findings: PageFindings, dialogs: string[], what: string): void {
  expect(dialogs, `${what}: a dialog opened`).toEqual([]);
  expect(findings.pwned, `${what}: a payload ran`).toBeUndefined();
  expect(findings.activeAttributes, `${what}: event-handler attributes`).toEqual([]);
  expect(findings.scriptUrls, `${what}: script URLs`).toEqual([]);
  expect(findings.foreignLinks, `${what}: links that leave for the payloads' host`).toEqual([]);
  expect(findings.injectedScripts, `${what}: scripts the server did not write`).toBe(0);
}

describe('hostile content renders inert in Chromium', () => {
  let server: ServerProcess;
  let dataDir: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const dialogs: string[] = [];
  const violations: string[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'injection-'));
    const load = runContentLoad(writeContentFile(hostileContent()), dataDir);
    expect(load.status, `content:load refused the hostile content:\n${load.stderr}${load.stdout}`).toBe(0);
    server = await startServerProcess({ dataDir });
    browser = await launchBrowser();
    // With the CSP bypassed, a payload that reached the DOM as markup would run: the checks prove the escaping itself.
    context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Loads a page (server-rendered, then hydrated), hovers and focuses what a payload might hook, and inspects it. */
  async function visit(path: string): Promise<PageFindings> {
    const response = await page.goto(server.baseUrl + path);
    expect(response!.status(), path).toBeLessThan(500);
    await waitForHydration(page);
    await exercise();
    return inspect(page);
  }

  /** Moves over every element with text (mouseover, focus) so a handler that slipped through would fire. */
  async function exercise(): Promise<void> {
    await page.evaluate(() => {
      for (const element of document.querySelectorAll('body *')) {
        for (const type of ['mouseover', 'mouseenter', 'focus', 'click']) {
          if (type === 'click' && element.closest('a, button, form, [role="button"], summary, label, input')) continue;
          element.dispatchEvent(new Event(type, { bubbles: false }));
        }
      }
    });
    await page.waitForTimeout(50);
  }

  it.each([
    ['/', [IMG]],
    ['/agents', [IMG, SCRIPT]],
    ['/agent/sarah-okafor', [SCRIPT, CLOSE_SCRIPT, ATTRIBUTE]],
    ['/our-brokers/sarah-okafor', [SCRIPT, CLOSE_SCRIPT]],
    ['/mortgage-types', [IMG]],
    ['/mortgage-types/FHA-loan', ['<div onclick=', '<script>window.__pwned="md-script-block"</script>', 'FHA Loan <script>']],
    ['/mortgage-types/VA-loan', ['<div onclick=', 'raw block']],
    ['/disclosures', [SCRIPT, IMG, CLOSE_SCRIPT, COMMENT]],
    ['/privacy-policy', [SCRIPT, ATTRIBUTE]],
    ['/opportunities', [SVG, IMG, SCRIPT, CLOSE_SCRIPT]],
    [`/opportunities?position=${encodeURIComponent(SVG)}`, [SVG, IMG]],
  ])('%s (server-rendered, hydrated): no payload runs, and they show as text', async (path, visibleAsText) => {
    const findings = await visit(path);
    expectInert(findings, dialogs, path);
    for (const payload of visibleAsText) expect(findings.text, `${path} shows ${payload} as text`).toContain(payload);
  });

  it('the profile page keeps the payloads in its title, meta tags and JSON-LD as data (no `</script>` breakout), served from the page cache', async () => {
    // Once kept (an ETag says so), this visit gets the kept bytes, under the same policy.
    const kept = await fetchKept(server.baseUrl + '/agent/sarah-okafor');
    expect(kept?.headers.get('etag')).toMatch(/^"[\w-]+-br"$/);
    await visit('/agent/sarah-okafor');
    const title = await page.title();
    expect(title).toBe(`Sarah${SCRIPT} Okafor${CLOSE_SCRIPT} | Broker Profile | Harborpoint Mortgage`);
    const head = await page.evaluate(() => ({
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ''),
      headElements: [...document.head.children].map((element) => element.tagName.toLowerCase()),
    }));
    expect(head.description).toBe(`Quote ${ATTRIBUTE} ${CLOSE_SCRIPT}`);
    expect(head.jsonLd).toHaveLength(1);
    const person = JSON.parse(head.jsonLd[0]!) as { name: string; jobTitle: string; description: string };
    expect(person.name).toBe(`Sarah${SCRIPT} Okafor${CLOSE_SCRIPT}`);
    expect(person.description).toBe(`Quote ${ATTRIBUTE} ${CLOSE_SCRIPT}`);
    // Nothing but the expected kinds of head elements: no <img> or <script> was opened by a payload.
    expect(head.headElements.filter((tag) => !['meta', 'title', 'link', 'script', 'style'].includes(tag))).toEqual([]);
  });

  it('client-side navigation renders the same content inert (markdown and rich text rendered in the browser)', async () => {
    await visit('/');
    for (const [from, selector, expected] of [
      ['/mortgage-types', 'a[href="/mortgage-types/FHA-loan"]', '/mortgage-types/FHA-loan'],
      ['/agents', 'a[href="/agent/sarah-okafor"]', '/agent/sarah-okafor'],
      ['/', 'footer a[href="/disclosures"]', '/disclosures'],
      ['/', 'footer a[href="/privacy-policy"]', '/privacy-policy'],
    ] as const) {
      await visit(from);
      await page.locator(`${selector} >> visible=true`).first().click();
      await page.waitForURL(`${server.baseUrl}${expected}`);
      await page.waitForLoadState('networkidle');
      await exercise();
      expectInert(await inspect(page), dialogs, `${from} -> ${expected}`);
    }
  });

  it('the directory filters in the URL render inert, and the same pages under the real CSP report no violation', async () => {
    const filters = `?name=${encodeURIComponent(SCRIPT)}&expertise=${encodeURIComponent(IMG)}&state=${encodeURIComponent(CLOSE_SCRIPT)}`;
    expectInert(await visit(`/agents${filters}`), dialogs, '/agents with hostile filters');
    const strict = await browser.newContext();
    const strictPage = await strict.newPage();
    await strictPage.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => (window as unknown as { __violations: string[] }).__violations.push(`${event.violatedDirective} ${event.blockedURI}`));
      (window as unknown as { __violations: string[] }).__violations = [];
    });
    for (const path of ['/', '/agent/sarah-okafor', '/mortgage-types/FHA-loan', '/disclosures', `/agents${filters}`]) {
      await strictPage.goto(server.baseUrl + path);
      await waitForHydration(strictPage);
      violations.push(...(await strictPage.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).map((violation) => `${path}: ${violation}`));
    }
    await strict.close();
    expect(violations).toEqual([]);
  });
});

/* ---------------------------------------------------------------- SQL metacharacters */

const SQL_PAYLOADS = [
  "' OR 1=1--",
  "' OR '1'='1",
  '"; drop table leads; --',
  "'; delete from brokers; --",
  "sarah-okafor' --",
  '%',
  '%%',
  '_',
  '%_%',
  '\\',
  '\\\\',
  "\\'",
  "1' union select * from leads--",
  '$1',
  "'::text",
  '/* */',
  'E\'\\x00\'',
];

/** Every GET with its query parameters (path segments are fuzzed in fuzz-get-endpoints.test.ts). */
const QUERY_ENDPOINTS: Array<{ path: string; params: Record<string, string> }> = [
  { path: '/api/brokers', params: {} },
  { path: '/api/agent/', params: { 'fields.brokerKey': 'sarah-okafor' } },
  { path: '/api/products', params: {} },
  { path: '/api/product/', params: { 'fields.productKey': 'FHA-loan' } },
  { path: '/api/getGoogleReviews', params: {} },
  { path: '/api/getStats', params: {} },
  { path: '/api/openPositions', params: {} },
  { path: '/api/getCombinedRates', params: {} },
  { path: '/api/disclosure', params: { disclosureKey: 'privacy-policy' } },
  { path: '/api/aprFees', params: {} },
  { path: '/api/featureFlags', params: {} },
  { path: '/api/siteConfig', params: {} },
  { path: '/api/questions', params: { entryPath: 'purchase' } },
  { path: '/api/flows/purchase', params: {} },
  { path: '/api/forms/hiring', params: {} },
  { path: '/api/forms/hiring/validator.mjs', params: { v: 'sha256-00000000000000000000000000000000' } },
  {
    path: '/api/estimateLoan',
    params: { loanType: '1', downPayment: '60000', salesPrice: '400000', occupancyType: '1', propertyType: '22', numberOfUnits: '1', zipCode: '48067', creditScore: '720', firstTimeHomeBuyer: 'false' },
  },
];

describe.each(databaseKinds())('SQL metacharacters in every query parameter, on %s', (kind) => {
  const database = useTestDatabase(kind);
  const dataDir = useScratchDir('sql-');
  let app: Koa;

  beforeAll(() => {
    app = createTestApp(database.db, { DATA_DIR: dataDir.path }).app;
  });

  /** The row count of every table of the schema (public), by name. */
  const tableCounts = async () => {
    const tables = await queryRows<{ name: string }>(database.db, sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const [row] = await queryRows<{ n: number }>(database.db, sql.raw(`select count(*)::int as n from "${name}"`));
      counts[name] = Number(row!.n);
    }
    return counts;
  };

  it('answers every payload in every parameter (and an unknown one) without a 5xx, and no table changes', async () => {
    // Definitions are published on a database's first start: from then on a read writes nothing at all.
    await seedAllDefinitions(database.db, createLogger('silent'), new Date());
    const before = await tableCounts();
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['brokers', 'products', 'leads', 'disclosures']));
    let requests = 0;
    for (const endpoint of QUERY_ENDPOINTS) {
      for (const param of [...Object.keys(endpoint.params), 'q']) {
        for (const payload of SQL_PAYLOADS) {
          const query = new URLSearchParams({ ...endpoint.params, [param]: payload });
          const response = await request(app.callback()).get(`${endpoint.path}?${query}`);
          requests += 1;
          expect(response.status, `${endpoint.path}?${query} -> ${response.text.slice(0, 200)}`).toBeLessThan(500);
          if (response.status >= 400) expect(response.body.error?.code, `${endpoint.path}?${query}`).toEqual(expect.any(String));
        }
      }
    }
    expect(requests).toBeGreaterThan(300);
    expect(await tableCounts()).toEqual(before);
  });

  it('matches keys exactly: % and _ are not wildcards, a quote does not widen the match', async () => {
    // (A broker's URL name folds punctuation by the slug rule of the README, by design: "sarah-okafor' --" and
    // "sarah_okafor" are her slug. Neither % nor _ ever stands for other characters.)
    for (const payload of ['%', '_', '%%', '%sarah%', '%okafor', "' OR 1=1--", "' OR '1'='1", 'sarah%', 'sar_h-okafor', 'FHA%', 'FHA_loan', '_HA-loan', 'privacy%', 'privacy_policy', 'privacy-polic_']) {
      await request(app.callback()).get(`/api/agent/?${new URLSearchParams({ 'fields.brokerKey': payload })}`).expect(404);
      await request(app.callback()).get(`/api/product/?${new URLSearchParams({ 'fields.productKey': payload })}`).expect(404);
      await request(app.callback()).get(`/api/disclosure?${new URLSearchParams({ disclosureKey: payload })}`).expect(404);
    }
    const brokers = (await request(app.callback()).get('/api/brokers').expect(200)).body as unknown[];
    expect(brokers).toHaveLength(16);
  });
});

describe('SQL metacharacters in page URLs (the directory filters, profile and program paths)', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess();
  });
  afterAll(async () => {
    await server?.stop();
  });

  const cards = (html: string) => [...html.matchAll(/<li[^>]*data-broker="([^"]+)"/g)].map((match) => match[1]);

  it('filters the directory by text, never by pattern: % and _ match no one, quotes break nothing', async () => {
    for (const payload of SQL_PAYLOADS) {
      for (const filter of ['name', 'expertise', 'state']) {
        const response = await fetch(`${server.baseUrl}/agents?${new URLSearchParams({ [filter]: payload })}`);
        expect(response.status, `${filter}=${payload}`).toBe(200);
        const html = await response.text();
        const listed = cards(html);
        // An unknown state is ignored (all brokers). A name or expertise that no one has matches no one: the
        // page says so and shows the nearest matches, every loan officer, with that one filter lifted.
        expect(listed, `${filter}=${payload}`).toHaveLength(16);
        expect(html.includes('No loan officer matches all your filters.'), `${filter}=${payload}`).toBe(filter !== 'state');
      }
    }
    expect(cards(await (await fetch(`${server.baseUrl}/agents?name=sarah`)).text())).toEqual(['sarah-okafor']);
  });

  it('answers profile, program and form URLs holding SQL with a page, never a 5xx', async () => {
    for (const payload of SQL_PAYLOADS) {
      const segment = encodeURIComponent(payload);
      for (const path of [
        `/agent/${segment}`,
        `/our-brokers/${segment}`,
        `/mortgage-types/${segment}`,
        `/start-iframe-page/${segment}`,
        `/quote-landing?type=${segment}`,
        `/get-brokered-rate/?brokerFirstName=${segment}&brokerLastName=${segment}`,
        `/loan-estimator?zipCode=${segment}`,
      ]) {
        const response = await fetch(server.baseUrl + path);
        expect(response.status, path).toBeLessThan(500);
      }
    }
  });
});

/* ---------------------------------------------------------------- path traversal in upload names */

describe.each(databaseKinds())('upload names on %s', (kind) => {
  const database = useTestDatabase(kind);
  const dataDir = useScratchDir('traversal-');
  let app: Koa;

  beforeAll(() => {
    app = createTestApp(database.db, { DATA_DIR: join(dataDir.path, 'data'), RATE_LIMIT_WRITES_PER_MINUTE: '100000' }).app;
  });

  const applicant = { firstName: 'Path', lastName: 'Walker', position: 'Loan Officer', email: 'path.walker@example.com', phone: '2485550155' };
  const STORED = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;

  it.each([
    '../../../escaped.pdf',
    '../../data/escaped.pdf',
    '..\\..\\..\\escaped.pdf',
    '/tmp/escaped.pdf',
    '%2e%2e%2f%2e%2e%2fescaped.pdf',
    '....//....//escaped.pdf',
    './.././escaped.pdf',
    'uploads/../../escaped.pdf',
    'C:\\Windows\\escaped.pdf',
    '~/escaped.pdf',
  ])('stores a resume named %s under a random name in the private folder, and nowhere else', async (name) => {
    for (const form of ['quoted', 'rfc5987'] as const) {
      const { body, contentType } = multipartBody([
        ...Object.entries(applicant).map(([field, value]) => ({ name: field, value })),
        { name: 'turnstileToken', value: await humanCheckToken(app) },
        { name: 'resume', filename: name, filenameForm: form, value: tinyPdf(), contentType: 'application/pdf' },
      ]);
      const response = await request(app.callback()).post('/api/apply').set('content-type', contentType).send(body);
      expect(response.status, response.text).toBe(201);
      const [row] = await database.db.select().from(hiringApplications).where(eq(hiringApplications.id, response.body.id));
      expect(row!.resumeFile).toMatch(STORED);
      // The visitor's name is kept as data (what staff see), never used as a path.
      expect(row!.resumeOriginalName.length).toBeGreaterThan(0);
      const resumes = join(dataDir.path, 'data', 'uploads', 'resumes');
      expect(readdirSync(resumes)).toContain(row!.resumeFile);
    }
    // Nothing but the data folder was written in the test's folder, and the data folder holds only uploads.
    expect(readdirSync(dataDir.path)).toEqual(['data']);
    expect(readdirSync(join(dataDir.path, 'data'))).toEqual(['uploads']);
    expect(readdirSync(join(dataDir.path, 'data', 'uploads'))).toEqual(['resumes']);
    expect(readdirSync(join(dataDir.path, 'data', 'uploads', 'resumes')).every((file) => STORED.test(file))).toBe(true);
  });

  it('reads and removes only stored names: a path in a name is refused', async () => {
    const storage = createUploadStorage(join(dataDir.path, 'data', 'uploads', 'resumes'));
    for (const name of ['../../escaped.pdf', '/etc/passwd', '..\\x.pdf', 'x.pdf', '00000000-0000-0000-0000-000000000000.pdf/../../x']) {
      expect(() => storage.path(name), name).toThrow(/Not a stored upload name/);
      await expect(storage.remove(name), name).rejects.toThrow(/Not a stored upload name/);
    }
  });
});
