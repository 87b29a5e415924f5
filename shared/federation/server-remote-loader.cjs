// @ts-check
/**
 * Runtime plugin of the host's SERVER build (rspack-app.cjs createServerConfig): loads a remote's server build
 * (`<version folder>/server/remoteEntry.js`) over HTTP and runs it in this process, as the browser runs a remoteEntry.
 *
 * A Node build loads its chunks with `require('fs').readFile(path.join(__dirname, file))`. The entry runs here with a
 * virtual __dirname and a `require` whose fs reads that folder over HTTP from the version folder, so every chunk of a
 * version comes from that same immutable folder, whichever other versions of the remote are loaded beside it (a
 * canary, the live one). The build's public path placeholder becomes the folder's URL the same way.
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
    const url = folder + file.slice(virtualDir.length + 1);
    fetch(url, { signal: AbortSignal.timeout(ENTRY_FETCH_TIMEOUT_MS) })
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`${url}: HTTP ${response.status}`))))
      .then((text) => done(null, text), (error) => done(error));
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
      const response = await fetch(entry, { signal: AbortSignal.timeout(ENTRY_FETCH_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`${entry}: HTTP ${response.status}`);
      const folder = entry.slice(0, entry.lastIndexOf('/') + 1);
      const folderId = createHash('sha256').update(folder).digest('hex').slice(0, 12);
      const code = (await response.text())
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
