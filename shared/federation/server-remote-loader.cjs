// @ts-check
/**
 * Runtime plugin of the host's SERVER build (rspack-app.cjs createServerConfig): loads a remote's server build
 * (`<version folder>/server/remoteEntry.js`) over HTTP and runs it in this process, as the browser runs a remoteEntry.
 * The build's public path is a placeholder (SERVER_PUBLIC_PATH) replaced here by the folder it was loaded from, so
 * its chunks (loaded by @module-federation/node's runtime plugin) come from the same immutable version folder.
 */
const vm = require('node:vm');
const { createRequire } = require('node:module');
const { SERVER_PUBLIC_PATH } = require('./server-constants.cjs');

/** A remote's server entry that does not arrive in this time is given up for this render (the browser renders it). */
const ENTRY_FETCH_TIMEOUT_MS = 3000;

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
      const code = (await response.text()).split(SERVER_PUBLIC_PATH).join(folder);
      const module = { exports: {} };
      const run = new vm.Script(`(function (exports, module, require, __dirname, __filename) {${code}\n})`, { filename: entry }).runInThisContext();
      run(module.exports, module, createRequire(__filename), folder.replace(/\/$/, ''), entry);
      // commonjs-module with a name exports `{ <container name>: container }`.
      /** @type {Record<string, any>} */
      const exported = module.exports;
      return typeof exported.init === 'function' ? exported : Object.values(exported).find((value) => typeof value?.init === 'function');
    },
  };
};
