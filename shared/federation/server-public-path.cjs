// @ts-check
/**
 * Runtime plugin of a remote's SERVER build. It does nothing at run time; naming the public path below makes the
 * bundler emit it (`__webpack_require__.p = SERVER_PUBLIC_PATH`), which the host's loader then replaces with the
 * version folder the entry came from (server-remote-loader.cjs), so asset URLs point into that immutable folder.
 */
/* global __webpack_public_path__ */
module.exports = function casinoServerPublicPath() {
  return { name: 'casino-server-public-path', publicPath: __webpack_public_path__ };
};
