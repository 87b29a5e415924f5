// @ts-check
/** A remote server build's public path as built; the host's loader puts the real version folder in its place. */
const SERVER_PUBLIC_PATH = 'casino-server-public-path:/';
module.exports = { SERVER_PUBLIC_PATH };
