// A test double of @module-federation/enhanced/runtime. Tests say what loadRemote answers:
//   __setRemote('remote_games/routes', moduleOrError)          for any registered version, or
//   __setEntry('http://cdn/games/2/mf-manifest.json', moduleOrError)  for the version registered at that manifest URL.
const remotes = new Map();
const entries = new Map();
const registered = [];
module.exports = {
  __setRemote(id, moduleOrError) {
    remotes.set(id, moduleOrError);
  },
  __setEntry(entry, moduleOrError) {
    entries.set(entry, moduleOrError);
  },
  __reset() {
    remotes.clear();
    entries.clear();
    registered.length = 0;
  },
  __registered: registered,
  init: jest.fn(),
  registerRemotes: jest.fn((list) => registered.push(...list)),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(async (id) => {
    const name = id.split('/')[0];
    const current = [...registered].reverse().find((remote) => remote.name === name);
    const value = current && entries.has(current.entry) ? entries.get(current.entry) : remotes.get(id);
    if (value instanceof Error) throw value;
    if (value === undefined) throw new Error(`federation double: no module for ${id}`);
    return value;
  }),
  getInstance: jest.fn(() => null),
};
