// @ts-check
/**
 * Runtime plugin of the host's SERVER build (rspack-app.cjs createServerConfig): loads a remote's server build
 * (`<version folder>/server/remoteEntry.js`) over HTTP and runs it in this process, as the browser runs a remoteEntry.
 *
 * A Node build loads its chunks with `require('fs').readFile(path.join(__dirname, file))`. The entry runs here with a
 * virtual __dirname and a `require` whose fs reads that folder over HTTP from the version folder, so every chunk of a
 * version comes from that same immutable folder, whichever other versions of the remote are loaded beside it (a
 * canary, the live one). The build's public path placeholder becomes the folder's URL the same way.
 *
 * Every file of a version's server folder must match the sha256 the edge recorded when the version was published
 * (host/server/release/publish-server-files.ts): the edge passes them with the render request (`ServerRemote.files`),
 * ServerRemotes puts them in the table below before it registers the version, and a file that is not listed or whose
 * bytes differ is refused here, before it runs (the region renders in the browser). This runs inside a render worker
 * (host/server/render-workers/), a process that holds no secret, whatever the code does.
 */
const fs = require('node:fs');
const vm = require('node:vm');
const { createRequire } = require('node:module');
const { createHash } = require('node:crypto');
const { SERVER_BUILD_ID_MARK, SERVER_PUBLIC_PATH } = require('./server-constants.cjs');

/** A remote's server entry or chunk that does not arrive in this time is given up (the browser renders that part). */
const ENTRY_FETCH_TIMEOUT_MS = 3000;

/** Where a loaded version's files seem to be, for its own chunk loading: `<root>/<folder id>/<file>`. */
const VIRTUAL_ROOT = '/casino-remote-builds';

/**
 * Server folder URL (with its trailing slash) -> file name inside it -> sha256 hex, filled by ServerRemotes
 * (host/src/server/server-remotes.ts) from the render request. The same key as `SERVER_FILE_HASHES` there.
 * @returns {Map<string, Record<string, string>>}
 */
function recordedHashes() {
  const key = Symbol.for('casino.serverFileHashes');
  /** @type {any} */
  const scope = globalThis;
  if (!(scope[key] instanceof Map)) scope[key] = new Map();
  return scope[key];
}

/**
 * The text of one file of a version's server folder, once its bytes match the hash recorded at publish.
 * @param {string} folder the version's server folder URL, with its trailing slash
 * @param {string} file the file's name inside it
 */
async function fetchVerified(folder, file) {
  const expected = recordedHashes().get(folder);
  if (!expected) throw new Error(`${folder}: no file hashes were recorded for this version at publish; not loaded`);
  const want = Object.prototype.hasOwnProperty.call(expected, file) ? expected[file] : undefined;
  if (!want) throw new Error(`${folder}${file}: not a file published with this version; not loaded`);
  const url = folder + file;
  const response = await fetch(url, { signal: AbortSignal.timeout(ENTRY_FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  const actual = createHash('sha256').update(bytes).digest('hex');
  if (actual !== want) throw new Error(`${url}: its sha256 ${actual.slice(0, 12)} is not the one recorded at publish (${want.slice(0, 12)}); not loaded`);
  return bytes.toString('utf8');
}

/**
 * The `require` a version's code gets: Node's, except that reading a file of its virtual folder fetches it from the
 * version folder.
 * @param {string} folder the version's server folder URL, with its trailing slash
 * @param {string} virtualDir
 */
function versionRequire(folder, virtualDir) {
  const nodeRequire = createRequire(__filename);
  const versionFs = Object.create(fs);
  versionFs.readFile = (/** @type {any} */ file, /** @type {any} */ options, /** @type {any} */ callback) => {
    const done = typeof options === 'function' ? options : callback;
    if (typeof file !== 'string' || !file.startsWith(`${virtualDir}/`)) return fs.readFile(file, options, callback);
    fetchVerified(folder, file.slice(virtualDir.length + 1)).then(
      (text) => done(null, text),
      (error) => done(error),
    );
  };
  return (/** @type {string} */ id) => (id === 'fs' || id === 'node:fs' ? versionFs : nodeRequire(id));
}

/** @returns {import('@module-federation/enhanced/runtime').ModuleFederationRuntimePlugin} */
module.exports = function casinoServerRemoteLoader() {
  return {
    name: 'casino-server-remote-loader',
    async loadEntry({ remoteInfo }) {
      const { entry } = remoteInfo;
      if (!/^https?:\/\//.test(entry)) return undefined;
      const folder = entry.slice(0, entry.lastIndexOf('/') + 1);
      const folderId = createHash('sha256').update(folder).digest('hex').slice(0, 12);
      const code = (await fetchVerified(folder, entry.slice(folder.length)))
        .split(SERVER_PUBLIC_PATH)
        .join(folder)
        .split(SERVER_BUILD_ID_MARK)
        .join(`${SERVER_BUILD_ID_MARK}${folderId}-`);
      const module = { exports: {} };
      const virtualDir = `${VIRTUAL_ROOT}/${folderId}`;
      const run = new vm.Script(`(function (exports, module, require, __dirname, __filename) {${code}\n})`, { filename: entry }).runInThisContext();
      run(module.exports, module, versionRequire(folder, virtualDir), virtualDir, `${virtualDir}/remoteEntry.js`);
      // commonjs-module with a name exports `{ <container name>: container }`.
      /** @type {Record<string, any>} */
      const exported = module.exports;
      return typeof exported.init === 'function' ? exported : Object.values(exported).find((value) => typeof value?.init === 'function');
    },
  };
};
