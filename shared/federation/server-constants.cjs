// @ts-check
/** A remote server build's public path as built; the host's loader puts the real version folder in its place. */
const SERVER_PUBLIC_PATH = 'casino-server-public-path:/';
/**
 * The start of a remote server build's federation build id. The runtime keeps one instance per build id, and an
 * instance applies its runtime plugins (chunk loading over HTTP) to the first bundle only: the host's loader makes the
 * id unique per version folder, so a copy of one build published as two versions gets an instance each.
 */
const SERVER_BUILD_ID_MARK = 'casino-server-build-';
module.exports = { SERVER_PUBLIC_PATH, SERVER_BUILD_ID_MARK };
