// The page's static server (web/serve.mjs, ./build.sh serve) answers a malformed request with 400
// and goes on serving; it never serves a file outside its folder.
import { request } from 'node:http';
import { startServer } from './browser.js';

let server;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

// The status of a GET of `path`, sent as it is (no client-side normalising or escaping).
function statusOf(path) {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const sent = request({ hostname, port, path, method: 'GET' }, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    sent.on('error', reject);
    sent.end();
  });
}

test('a malformed %-escape or a path that is not UTF-8 is a 400, and the server goes on', async () => {
  for (const path of ['/%E0%A4%A', '/%', '/%zz', '/%C0%AF', '/%ED%A0%80', '/a%FFb.js'])
    expect([path, await statusOf(path)]).toEqual([path, 400]);
  expect(await statusOf('/')).toBe(200);
  expect(await statusOf('/app.js')).toBe(200);
});

test('nothing outside the folder is served, escaped or not', async () => {
  for (const path of ['/../package.json', '/%2e%2e/package.json', '/..%2Fpackage.json', '/%2E%2E%2F%2E%2E%2Fetc/passwd']) {
    expect([path, await statusOf(path)]).toEqual([path, expect.any(Number)]);
    expect(await statusOf(path)).not.toBe(200);
  }
  expect(await statusOf('/no-such-file.js')).toBe(404);
});
