import { chromium, type Browser } from 'playwright-core';

/** The system Chromium (CHROMIUM_PATH, else Debian's), headless, with the flags this machine's closed network needs. */
export function launchWalkBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-quic', '--no-first-run', '--disable-sync'],
  });
}
