// The setups of the README's table of bundlers and runtimes that need tools of their own, each
// installed from npm beside the packed tarball into a new project, with no config but what the
// table says: the app in tests/ecosystem/setups/ is built and run (in Node, the runtime itself or
// Chromium) and must give the one answer. The slow tier runs this file (its installs are large).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { launchBrowser, openPage, startServer } from '../browser/browser.js';
import { root } from './tarball.js';

const ANSWER = 'simd 你\ufffd overlong too-large RLO 你好';
// What the README recommends: no eval, no data: or blob: fetches.
const STRICT_CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; img-src data:";
const APP = join(root, 'tests/ecosystem/setups');
const npm = (args, cwd) => execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8' });

let tarball;
const projects = [];
beforeAll(() => {
  const folder = mkdtempSync(join(tmpdir(), 'utf8-abnf-tarball-'));
  projects.push(folder);
  tarball = join(folder, JSON.parse(npm(['pack', '--json', '--pack-destination', folder], root))[0].filename);
});
afterAll(() => {
  for (const folder of projects) rmSync(folder, { recursive: true, force: true });
});

/** A new project holding the app, with the tarball and `tools` (npm specs) installed. */
function project(name, tools) {
  const folder = mkdtempSync(join(tmpdir(), `utf8-abnf-${name}-`));
  projects.push(folder);
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: `setup-${name}`, private: true, type: 'module' }));
  cpSync(APP, folder, { recursive: true });
  npm(['install', tarball, ...tools], folder);
  return folder;
}

const run = (folder, command, args) => execFileSync(command, args, { cwd: folder, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const bin = (folder, name) => join(folder, 'node_modules/.bin', name);

// A port free now (next start reads no port 0).
function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// The http://127.0.0.1:PORT/ that a dev or production server prints when it is ready.
function serverUrl(server, name) {
  return new Promise((resolve, reject) => {
    let output = '';
    server.stdout.on('data', (data) => {
      output += stripVTControlCharacters(String(data));
      const match = /http:\/\/127\.0\.0\.1:\d+/.exec(output);
      if (match) resolve(`${match[0]}/`);
    });
    server.on('exit', (code) => reject(new Error(`${name} exited with ${code}: ${output}`)));
  });
}

// `folder` served as it is, with no headers but the type (web/serve.mjs sends a strict CSP).
async function serveFolder(folder) {
  const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm' };
  const server = createHttpServer((request, response) => {
    const path = join(folder, decodeURIComponent(new URL(request.url, 'http://x').pathname));
    if (!path.startsWith(folder) || !existsSync(path) || !statSync(path).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(readFileSync(path));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/index.html`, close: () => server.close() };
}

// The answer a page gives in Chromium, what went wrong there, and the files it asked for in vain
// (the browser's own "Failed to load resource" lines stand for those).
async function pageAnswer(url) {
  const browser = await launchBrowser();
  try {
    const page = await openPage(browser);
    const missing = [];
    page.on('response', (response) => response.status() >= 400 && missing.push(response.url().split('/').pop()));
    await page.goto(url);
    await page.waitForFunction(() => document.getElementById('result').textContent !== 'loading', null, { timeout: 60000 });
    const problems = page.problems.filter((problem) => !problem.startsWith('console: Failed to load resource'));
    return { answer: await page.textContent('#result'), problems, missing: missing.sort() };
  } finally {
    await browser.close();
  }
}

test('Cloudflare workerd: wrangler bundles the worker; it runs in workerd (Miniflare)', async () => {
  const folder = project('workerd', ['wrangler@4']);
  writeFileSync(join(folder, 'wrangler.toml'), 'name = "utf8-abnf-setup"\nmain = "worker.js"\ncompatibility_date = "2025-01-01"\n');
  run(folder, bin(folder, 'wrangler'), ['deploy', '--dry-run', '--outdir', 'out']);
  // The worker imports the SIMD file only: no scalar file, and no copy of either in JS.
  expect(
    readdirSync(join(folder, 'out'))
      .filter((name) => name.endsWith('.wasm'))
      .map((name) => name.replace(/^\w+-/, ''))
      .sort(),
  ).toEqual(['utf8abnf-validate.simd.wasm', 'utf8abnf.simd.wasm']);
  writeFileSync(
    join(folder, 'run-worker.js'),
    `import { Miniflare } from 'miniflare';
    const worker = new Miniflare({ modules: true, scriptPath: 'out/worker.js', compatibilityDate: '2025-01-01',
      modulesRules: [{ type: 'CompiledWasm', include: ['**/*.wasm'] }] });
    console.log(await (await worker.dispatchFetch('http://localhost/')).text());
    await worker.dispose();`,
  );
  expect(run(folder, process.execPath, ['run-worker.js'])).toBe(`${ANSWER}\n`);
});

test('rollup 4 with @rollup/plugin-node-resolve, output.dir: the bundle runs in Node with no wasm file beside it', () => {
  const folder = project('rollup', ['rollup@4', '@rollup/plugin-node-resolve@16']);
  writeFileSync(
    join(folder, 'rollup.config.js'),
    "import { nodeResolve } from '@rollup/plugin-node-resolve';\nexport default { input: 'node-main.js', output: { dir: 'out', format: 'es' }, plugins: [nodeResolve()] };\n",
  );
  run(folder, bin(folder, 'rollup'), ['-c', '--silent']);
  expect(run(folder, process.execPath, ['out/node-main.js'])).toBe(`${ANSWER}\n`);
});

describe('Bun and Deno', () => {
  let folder;
  beforeAll(() => {
    folder = project('bun-deno', ['bun@1', 'deno@2']);
  });

  test('bun run', () => {
    expect(run(folder, bin(folder, 'bun'), ['node-main.js'])).toBe(`${ANSWER}\n`);
  });

  test('bun build: the bundle runs with no wasm file beside it', () => {
    run(folder, bin(folder, 'bun'), ['build', 'node-main.js', '--outdir', 'out-bun', '--target', 'browser']);
    expect(run(folder, process.execPath, ['out-bun/node-main.js'])).toBe(`${ANSWER}\n`);
  });

  test('bun test', () => {
    writeFileSync(
      join(folder, 'answer.test.js'),
      `import { expect, test } from 'bun:test';\nimport { answer } from './app.js';\ntest('answer', async () => expect(await answer()).toBe(${JSON.stringify(ANSWER)}));\n`,
    );
    expect(spawnSync(bin(folder, 'bun'), ['test', './answer.test.js'], { cwd: folder, encoding: 'utf8' })).toMatchObject({ status: 0 });
  });

  test('deno run, with no permission flags', () => {
    expect(run(folder, bin(folder, 'deno'), ['run', 'node-main.js'])).toBe(`${ANSWER}\n`);
  });
});

test('Vitest in its node, jsdom and happy-dom environments', () => {
  const folder = project('vitest', ['vitest@3', 'jsdom@26', 'happy-dom@17']);
  for (const environment of ['node', 'jsdom', 'happy-dom']) {
    writeFileSync(
      join(folder, `${environment}.test.js`),
      `// @vitest-environment ${environment}\nimport { expect, test } from 'vitest';\nimport { answer } from './app.js';\ntest('answer', async () => expect(await answer()).toBe(${JSON.stringify(ANSWER)}));\n`,
    );
  }
  const vitest = spawnSync(bin(folder, 'vitest'), ['run', '--reporter', 'verbose'], { cwd: folder, encoding: 'utf8' });
  // CI may set FORCE_COLOR, which colours the summary between its words.
  expect(stripVTControlCharacters(vitest.stdout)).toMatch(/Tests\s+3 passed/);
  expect(vitest.status).toBe(0);
});

// Their dependency optimizers move the package's modules, and the wasm request gets the page.
test.each(['6', '7'])('Vite %s dev server, in Chromium', async (major) => {
  const folder = project(`vite${major}`, [`vite@${major}`]);
  const server = spawn(process.execPath, [join(folder, 'node_modules/vite/bin/vite.js'), '--port', '0', '--host', '127.0.0.1'], {
    cwd: folder,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const url = await serverUrl(server, 'vite');
    expect(await pageAnswer(url)).toEqual({ answer: ANSWER, problems: [], missing: [] });
  } finally {
    server.kill();
  }
});

// A route handler on the Node runtime and a client component, built by webpack (--webpack) and by
// Turbopack (Next's default).
describe('Next.js 16', () => {
  let folder;
  beforeAll(() => {
    folder = project('next', ['next@16', 'react@19', 'react-dom@19']);
    mkdirSync(join(folder, 'app/api/answer'), { recursive: true });
    writeFileSync(
      join(folder, 'app/layout.js'),
      // An icon of its own, so that Chromium asks for no /favicon.ico (a 404).
      "export const metadata = { icons: { icon: 'data:,' } };\n" +
        'export default function Layout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n',
    );
    writeFileSync(
      join(folder, 'app/page.js'),
      `'use client';
      import { useEffect, useState } from 'react';
      import { answer } from '../app.js';
      export default function Page() {
        const [text, setText] = useState('loading');
        useEffect(() => { answer().then(setText, (error) => setText('failed: ' + error.message)); }, []);
        return <output id="result">{text}</output>;
      }`,
    );
    writeFileSync(
      join(folder, 'app/api/answer/route.js'),
      `import { answer } from '../../../app.js';
      export const runtime = 'nodejs';
      export const dynamic = 'force-dynamic';
      export async function GET() { return new Response(await answer()); }`,
    );
  });

  test.each([
    ['webpack', ['--webpack']],
    ['Turbopack', []],
  ])('built by %s: the route handler on the Node runtime and the page in Chromium', async (_bundler, flags) => {
    const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
    execFileSync(bin(folder, 'next'), ['build', ...flags], { cwd: folder, env, stdio: 'pipe' });
    const port = await freePort();
    const server = spawn(bin(folder, 'next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
      cwd: folder,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const url = await serverUrl(server, 'next start');
      expect(await (await fetch(`${url}api/answer`)).text()).toBe(ANSWER);
      expect(await pageAnswer(url)).toEqual({ answer: ANSWER, problems: [], missing: [] });
    } finally {
      server.kill();
    }
  });
});

// Parcel reads package.json "exports" only when told to: without them it finds the subpaths by
// their folders (validate/, texts/, embedded/), with them as every other tool does.
async function parcelBuild(config) {
  const folder = project('parcel', ['parcel@2']);
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ ...manifest, ...config }));
  run(folder, bin(folder, 'parcel'), ['build', 'index.html', '--no-cache', '--log-level', 'error']);
  // Parcel's page maps its modules with an inline import map, which the page server's CSP forbids.
  const server = await serveFolder(join(folder, 'dist'));
  try {
    expect(await pageAnswer(server.url)).toEqual({ answer: ANSWER, problems: [], missing: [] });
  } finally {
    server.close();
  }
}
test('Parcel 2 with no config, in Chromium', () => parcelBuild({}));
test('Parcel 2 with packageExports on, in Chromium', () => parcelBuild({ '@parcel/resolver-default': { packageExports: true } }));

// Astro's pages run the app in a script of their own; its dev server is Vite's.
describe('Astro 5', () => {
  let folder;
  beforeAll(() => {
    folder = project('astro', ['astro@5']);
    mkdirSync(join(folder, 'src/pages'), { recursive: true });
    writeFileSync(
      join(folder, 'src/pages/index.astro'),
      '<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>app</title></head>\n' +
        '<body><output id="result">loading</output><script>import "../../page-main.js";</script></body></html>\n',
    );
  });

  test('astro build, in Chromium', async () => {
    run(folder, bin(folder, 'astro'), ['build', '--silent']);
    const server = await serveFolder(join(folder, 'dist'));
    try {
      expect(await pageAnswer(server.url)).toEqual({ answer: ANSWER, problems: [], missing: [] });
    } finally {
      server.close();
    }
  });

  test('astro dev, in Chromium', async () => {
    const port = await freePort();
    const server = spawn(bin(folder, 'astro'), ['dev', '--port', String(port), '--host', '127.0.0.1'], {
      cwd: folder,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const url = await serverUrl(server, 'astro dev');
      // Its optimizer moves the package's modules, so the wasm files are not where their URLs say:
      // their copies in JS serve, and no request for a file that is not there (a 404) is made.
      expect(await pageAnswer(url)).toEqual({ answer: ANSWER, problems: [], missing: [] });
    } finally {
      server.kill();
    }
  });
});

// Angular's application builder (esbuild) emits no file for the wasm's URL: the copies in JS serve,
// with no request for a file that is not there. The app is the page's script, imported by main.ts.
test('Angular 20: ng build (its application builder), in Chromium under a strict CSP', async () => {
  const folder = project('angular', [
    '@angular/cli@20',
    '@angular/build@20',
    // one version for the framework's own packages, whose peers name it exactly
    ...['compiler-cli', 'compiler', 'core'].map((name) => `@angular/${name}@20.3.32`),
    'typescript@5.8',
    'rxjs',
    'tslib',
  ]);
  cpSync(join(root, 'tests/ecosystem/angular'), folder, { recursive: true }); // angular.json, tsconfig.json, src/main.ts
  const page = readFileSync(join(folder, 'index.html'), 'utf8')
    .replace('<meta charset="utf-8">', `<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${STRICT_CSP}">`)
    .replace('<script type="module" src="./page-main.js"></script>', ''); // the builder adds its own
  writeFileSync(join(folder, 'index.html'), page);
  execFileSync(bin(folder, 'ng'), ['build'], { cwd: folder, env: { ...process.env, NG_CLI_ANALYTICS: 'false' }, stdio: 'ignore' });
  const server = await serveFolder(join(folder, 'dist/app/browser'));
  try {
    expect(await pageAnswer(server.url)).toEqual({ answer: ANSWER, problems: [], missing: [] });
  } finally {
    server.close();
  }
});

test('webpack 5 with webpack-cli and no config, in Chromium under a strict CSP', async () => {
  const folder = project('webpack', ['webpack@5', 'webpack-cli@6']);
  run(folder, bin(folder, 'webpack'), ['--mode', 'production', '--entry', './page-main.js']);
  writeFileSync(
    join(folder, 'dist/index.html'),
    `<!doctype html><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${STRICT_CSP}">` +
      '<link rel="icon" href="data:,"><output id="result">loading</output><script src="main.js"></script>',
  );
  const server = await startServer(join(folder, 'dist'));
  try {
    expect(await pageAnswer(server.url)).toEqual({ answer: ANSWER, problems: [], missing: [] });
  } finally {
    server.stop();
  }
});
