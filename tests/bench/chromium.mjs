// npm run bench, second half: the same tables in Chromium (Debian's, by playwright-core), the full
// entry and the slim one against Chromium's own TextDecoder and TextEncoder (tests/bench/
// chromium-page.js). Needs the package built (./build.sh). Usage: node tests/bench/chromium.mjs
// [--quick] [--only validate|decode|encode|explain|files]
import { launchBrowser, startServer } from '../browser/browser.js';

const query = new URLSearchParams();
if (process.argv.includes('--quick')) query.set('quick', '');
if (process.argv.includes('--only')) query.set('only', process.argv[process.argv.indexOf('--only') + 1]);

// The repository is served, so that the page imports js/ and dist/ as they are built.
const [server, browser] = await Promise.all([startServer('.'), launchBrowser(['--js-flags=--expose-gc'])]);
try {
  const page = await browser.newPage();
  await page.exposeFunction('benchPrint', (line) => console.log(line));
  const finished = new Promise((resolve, reject) => {
    page.exposeFunction('benchDone', (failure) => (failure ? reject(new Error(failure)) : resolve()));
    page.on('pageerror', reject);
  });
  await page.goto(`${server.url}tests/bench/chromium-page.html?${query}`);
  await finished;
} finally {
  await browser.close();
  server.stop();
}
