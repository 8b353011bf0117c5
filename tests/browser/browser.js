// Real Chromium (Debian's) driven by playwright-core, and the page served from build/site.
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Serves `folder` (default: the page) on a free port of 127.0.0.1. */
export async function startServer(folder = 'build/site') {
  const server = spawn(process.execPath, ['web/serve.mjs', folder], {
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    server.stdout.on('data', (data) => {
      const match = /http:\/\/[\d.]+:\d+\//.exec(String(data));
      if (match) resolve(match[0]);
    });
    server.on('exit', (code) => reject(new Error(`the page server exited with ${code}`)));
  });
  return { url, stop: () => server.kill() };
}

/** Debian's Chromium, headless, with `extraFlags` (such as --js-flags=--expose-gc) after ours. */
export function launchBrowser(extraFlags = []) {
  return chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: [...FLAGS, ...extraFlags] });
}

/** A page whose console errors and uncaught exceptions are collected in `problems`. */
export async function openPage(browser, url, options = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  page.problems = [];
  page.on('pageerror', (error) => page.problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => message.type() === 'error' && page.problems.push(`console: ${message.text()}`));
  if (url) await goToPage(page, url);
  return page;
}

/**
 * Types `text` into the Bytes field of `page` (its tab chosen first if another field is shown) and
 * waits until the panels describe it: the page reads a field in the frame after its input event,
 * whose callback was asked for before this one's.
 */
export async function typeBytesIn(page, text) {
  if (await page.isHidden('#bytes-input')) await page.click('#bytes-tab');
  await page.fill('#bytes-input', text);
  await page.evaluate(() => new Promise(requestAnimationFrame));
}

/**
 * Loads the page at `url` and waits until it says it is ready (body[data-ready]: every panel
 * filled), not merely loaded: what the page fills after load is not there at load.
 */
export async function goToPage(page, url) {
  const response = await page.goto(url);
  await page.waitForSelector('body[data-ready]');
  return response;
}

/** Reloads the page and waits until it says it is ready, as goToPage does. */
export async function reloadPage(page) {
  await page.reload();
  await page.waitForSelector('body[data-ready]');
}

/**
 * The page served and Chromium started before a test file's tests, and stopped after them:
 * `served.server.url`, `served.browser`.
 */
export function servePageForTests() {
  const served = {};
  beforeAll(async () => {
    [served.server, served.browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await served.browser?.close();
    served.server?.stop();
  });
  return served;
}
