import { ExposeFilesCache, exposeFilesOf } from './html';

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
