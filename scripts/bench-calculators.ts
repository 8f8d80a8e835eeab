/**
 * `npm run bench:calculators`: is the mortgage calculator responsive while its home-price slider is
 * dragged? Against the production build (started here on a fresh embedded database, or BASE_URL), in
 * Chromium: a PerformanceObserver records every Event Timing entry of 16 ms or more (Event Timing never
 * reports pointermove, so the range input's input events and the pointer down/up are what
 * is measured) while the thumb is dragged from the slider's left end across to its right end in 40
 * steps. Prints the count and the worst entry, and exits 1 when any entry reaches 100 ms.
 *
 * Options (environment): BASE_URL (use a running server), BENCH_STEPS (default 40), BENCH_ROUNDS
 * (default 3 drags), BENCH_CPU_THROTTLE (Chromium CPU slow-down factor, default 1: none).
 */
import { launchBrowser, openPage, waitForHydration } from '../tests/support/browser';
import { startServerProcess, type ServerProcess } from '../tests/support/server-process';

const LIMIT_MS = 100;
const steps = Number(process.env.BENCH_STEPS ?? 40);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const throttle = Number(process.env.BENCH_CPU_THROTTLE ?? 1);

interface Entry {
  name: string;
  duration: number;
  inputDelay: number;
  processing: number;
  target: string;
}

async function main(): Promise<number> {
  let server: ServerProcess | null = null;
  const baseUrl = process.env.BASE_URL ?? (server = await startServerProcess()).baseUrl;
  const browser = await launchBrowser();
  try {
    const { page, consoleErrors } = await openPage(browser, { width: 1280, height: 900 });
    await page.goto(`${baseUrl}/mortgage-calculator`);
    await waitForHydration(page);
    // The worst case: the Victory chart is loaded and redraws while the slider moves.
    await page.locator('[data-chart-state="ready"]').waitFor({ timeout: 30_000 });
    if (throttle > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    }
    await page.evaluate(() => {
      const recorded: Entry[] = [];
      (window as unknown as { __eventTimings: Entry[] }).__eventTimings = recorded;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[]) {
          recorded.push({
            name: entry.name,
            duration: entry.duration,
            inputDelay: entry.processingStart - entry.startTime,
            processing: entry.processingEnd - entry.processingStart,
            target: entry.target instanceof Element ? `${entry.target.tagName.toLowerCase()}${entry.target.id ? `#${entry.target.id}` : ''}` : '',
          });
        }
      }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    });

    const slider = page.getByTestId('home-price').locator('input[type="range"]');
    await slider.scrollIntoViewIfNeeded();
    const values: string[] = [];
    for (let round = 0; round < rounds; round++) {
      const box = (await slider.boundingBox())!;
      const { min, max, value } = await slider.evaluate((input: HTMLInputElement) => ({ min: Number(input.min), max: Number(input.max), value: Number(input.value) }));
      const thumb = 20;
      const y = box.y + box.height / 2;
      const left = box.x + thumb / 2;
      const right = box.x + box.width - thumb / 2;
      await page.mouse.move(left + ((value - min) / (max - min)) * (right - left), y);
      await page.mouse.down();
      await page.mouse.move(left, y, { steps: 4 });
      for (let step = 1; step <= steps; step++) {
        await page.mouse.move(left + (step / steps) * (right - left), y);
        await page.waitForTimeout(16);
      }
      await page.mouse.up();
      values.push(await page.getByTestId('total-monthly-payment').innerText());
      await page.waitForTimeout(400);
    }
    await page.waitForTimeout(1000);
    const entries = await page.evaluate(() => (window as unknown as { __eventTimings: Entry[] }).__eventTimings);
    const worst = entries.reduce<Entry | null>((most, entry) => (!most || entry.duration > most.duration ? entry : most), null);

    console.log(`Mortgage calculator, home-price slider: ${rounds} drag(s) of ${steps} steps across the slider${throttle > 1 ? `, CPU throttled ${throttle}x` : ''}.`);
    console.log(`Monthly payment after each drag: ${values.join(', ')}`);
    console.log(`Event Timing entries >= 16 ms: ${entries.length}`);
    console.log(
      worst
        ? `Worst: ${worst.name} on ${worst.target || 'the page'}: ${worst.duration} ms (input delay ${worst.inputDelay.toFixed(1)} ms, processing ${worst.processing.toFixed(1)} ms)`
        : 'Worst: none (every event was handled and painted in under 16 ms)',
    );
    if (consoleErrors.length > 0) console.log(`Console errors: ${consoleErrors.join(' | ')}`);
    const slow = entries.filter((entry) => entry.duration >= LIMIT_MS);
    if (slow.length > 0) {
      console.error(`FAIL: ${slow.length} entr${slow.length === 1 ? 'y' : 'ies'} at or over ${LIMIT_MS} ms.`);
      return 1;
    }
    console.log(`OK: every entry under ${LIMIT_MS} ms.`);
    return 0;
  } finally {
    await browser.close();
    await server?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
