import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BOOT_FILES, bootHints, ExposeFilesCache, exposeFilesOf, HOST_BUILD_RECHECK_MS, HostBuild, serverPageHints, STARTER_FILE, withStarter } from './html';

const MANIFEST_URL = 'http://cdn.test/content/1.2.0/mf-manifest.json';
const manifest = {
  exposes: [
    {
      name: 'routes',
      path: './routes',
      assets: {
        js: { sync: ['assets/__federation_expose_routes.1a2b3c4d5e.js'], async: ['assets/374.18efedf8a8.js'] },
        css: { sync: ['assets/9.0a1b2c3d4e.css'], async: [] },
      },
    },
    { name: 'widget', path: './widget', assets: { js: { sync: ['assets/w.js'], async: [] }, css: { sync: [], async: [] } } },
  ],
};

describe('exposeFilesOf', () => {
  it("lists the exposed module's sync files, relative to the version folder (publicPath auto), never its lazy pages", () => {
    expect(exposeFilesOf(manifest, MANIFEST_URL, './routes')).toEqual({
      js: ['http://cdn.test/content/1.2.0/assets/__federation_expose_routes.1a2b3c4d5e.js'],
      css: ['http://cdn.test/content/1.2.0/assets/9.0a1b2c3d4e.css'],
    });
  });

  it('answers nothing for an expose the manifest lacks or a manifest of another shape', () => {
    expect(exposeFilesOf(manifest, MANIFEST_URL, './missing')).toEqual({ js: [], css: [] });
    expect(exposeFilesOf({ exposes: 'no' }, MANIFEST_URL, './routes')).toEqual({ js: [], css: [] });
    expect(exposeFilesOf(null, MANIFEST_URL, './routes')).toEqual({ js: [], css: [] });
  });
});

describe('ExposeFilesCache', () => {
  it('reads a version manifest once: versions are immutable', async () => {
    const fetchManifest = jest.fn(async () => manifest);
    const cache = new ExposeFilesCache(fetchManifest);
    const first = await cache.filesFor(MANIFEST_URL, './routes');
    const again = await cache.filesFor(MANIFEST_URL, './routes');
    expect(again).toEqual(first);
    expect(first?.js).toHaveLength(1);
    expect(fetchManifest).toHaveBeenCalledTimes(1);
  });

  it('does not hold the page for a slow manifest, and uses the answer once it is there', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const fetchManifest = jest.fn(() => new Promise<unknown>((resolve) => (answer = resolve)));
    const cache = new ExposeFilesCache(fetchManifest);
    await expect(cache.filesFor(MANIFEST_URL, './routes', 5)).resolves.toBeUndefined();
    answer(manifest);
    await expect(cache.filesFor(MANIFEST_URL, './routes', 5)).resolves.toMatchObject({ css: ['http://cdn.test/content/1.2.0/assets/9.0a1b2c3d4e.css'] });
    expect(fetchManifest).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed read (the CDN was down), instead of remembering the failure', async () => {
    const fetchManifest = jest.fn().mockRejectedValueOnce(new Error('ECONNREFUSED')).mockResolvedValueOnce(manifest);
    const cache = new ExposeFilesCache(fetchManifest);
    await expect(cache.filesFor(MANIFEST_URL, './routes')).resolves.toBeUndefined();
    await expect(cache.filesFor(MANIFEST_URL, './routes')).resolves.toMatchObject({ js: [expect.stringContaining('__federation_expose_routes')] });
    expect(fetchManifest).toHaveBeenCalledTimes(2);
  });
});

describe('bootHints', () => {
  const boot = {
    scripts: ['assets/300.aaaaaaaaaa.js', 'assets/435.bbbbbbbbbb.js'],
    styles: ['assets/300.cccccccccc.css'],
    locales: { en: ['assets/787.dddddddddd.js'], ru: ['assets/489.eeeeeeeeee.js'] },
  };

  it("names the host's boot chunks and the translations of the path's language", () => {
    expect(bootHints(boot, '/en/games')).toEqual([
      '<link rel="preload" href="/assets/300.cccccccccc.css" as="style">',
      '<link rel="preload" href="/assets/300.aaaaaaaaaa.js" as="script">',
      '<link rel="preload" href="/assets/435.bbbbbbbbbb.js" as="script">',
      '<link rel="preload" href="/assets/787.dddddddddd.js" as="script">',
    ]);
  });

  it('guesses no language on "/" or for a path without one, and nothing without the list (older build)', () => {
    expect(bootHints(boot, '/').join()).not.toContain('787');
    expect(bootHints(boot, '/toString/x').join()).not.toContain('489');
    expect(bootHints(undefined, '/en')).toEqual([]);
  });
});

describe('serverPageHints', () => {
  it('keeps only the connection hints: the page links its stylesheets and asks for its code after the first frame', () => {
    const hints = [
      '<link rel="preload" href="/assets/300.cccccccccc.css" as="style">',
      '<link rel="preload" href="/assets/300.aaaaaaaaaa.js" as="script">',
      '<link rel="preconnect" href="http://cdn.test" crossorigin>',
      '<link rel="preload" href="http://cdn.test/games/1.0.0/mf-manifest.json" as="fetch" crossorigin="anonymous">',
      '<link rel="modulepreload" href="http://cdn.test/games/1.0.0/remoteEntry.js" crossorigin="anonymous">',
    ];
    expect(serverPageHints(hints)).toEqual(['<link rel="preconnect" href="http://cdn.test" crossorigin>']);
  });
});

describe('HostBuild', () => {
  it('serves a new build from the first page once a second has passed, and looks at the disk at most once a second until then', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'host-build-'));
    let now = 1_000_000;
    const build = new HostBuild(dist, () => now);
    try {
      expect(build.load()).toBeUndefined();
      fs.writeFileSync(path.join(dist, 'index.html'), '<html><head></head><body>one</body></html>');
      // Not built a moment ago is no answer to keep: the first page after the build gets it.
      expect(build.load()?.html).toContain('one');
      fs.writeFileSync(path.join(dist, 'index.html'), '<html><head></head><body>two, a new build</body></html>');
      now += HOST_BUILD_RECHECK_MS - 1;
      expect(build.load()?.html).toContain('one');
      now += 1;
      expect(build.load()?.html).toContain('two');
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('reads the boot files the host build listed, and goes without them when the list is missing or broken', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'host-build-'));
    try {
      fs.writeFileSync(path.join(dist, 'index.html'), '<html><head></head><body></body></html>');
      expect(new HostBuild(dist).load()?.bootFiles).toBeUndefined();
      fs.writeFileSync(path.join(dist, BOOT_FILES), JSON.stringify({ scripts: ['assets/1.js', 7], styles: [], locales: { en: ['assets/2.js'] } }));
      fs.appendFileSync(path.join(dist, 'index.html'), ' '); // a new build: index.html changed
      expect(new HostBuild(dist).load()?.bootFiles).toEqual({ scripts: ['assets/1.js'], styles: [], locales: { en: ['assets/2.js'] } });
      fs.writeFileSync(path.join(dist, BOOT_FILES), '{not json');
      expect(new HostBuild(dist).load()?.bootFiles).toBeUndefined();
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('the starter of a server-rendered page', () => {
  const template = '<html><head><title>Casino</title><script defer src="/assets/main.1a2b3c.js"></script></head><body><div id="root"></div></body></html>';

  it('replaces main.js in the page with the starter, which names main.js for later', () => {
    const html = withStarter(template, '/assets/start.9f8e7d.js');
    expect(html).toContain('<script defer src="/assets/start.9f8e7d.js" data-main="/assets/main.1a2b3c.js"></script>');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it("names the host's boot scripts for the starter to ask for beside main.js, still as the page's one script", () => {
    const html = withStarter(template, '/assets/start.9f8e7d.js', ['assets/479.aa.js', 'assets/435.bb.js']);
    expect(html).toContain('data-main="/assets/main.1a2b3c.js" data-boot="/assets/479.aa.js /assets/435.bb.js"></script>');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('keeps main.js in the page for a build without a starter', () => {
    expect(withStarter(template, undefined)).toBe(template);
  });

  it("is read from the host build's starter.json, and missing when that file is", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'host-build-'));
    try {
      fs.writeFileSync(path.join(dist, 'index.html'), template);
      expect(new HostBuild(dist).load()?.starter).toBeUndefined();
      fs.writeFileSync(path.join(dist, STARTER_FILE), JSON.stringify({ start: 'assets/start.9f8e7d.js' }));
      fs.appendFileSync(path.join(dist, 'index.html'), ' ');
      expect(new HostBuild(dist).load()?.starter).toBe('/assets/start.9f8e7d.js');
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
