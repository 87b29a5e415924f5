// CSS modules in tests: each class name maps to itself, so components can be queried by class if ever needed.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });
