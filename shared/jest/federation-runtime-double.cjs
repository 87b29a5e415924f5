// A test double of @module-federation/enhanced/runtime: tests set what loadRemote answers with
// `require('@module-federation/enhanced/runtime').__setRemote('remote_games/routes', module | Error)`.
const remotes = new Map();
const registered = [];
module.exports = {
  __setRemote(id, moduleOrError) {
    remotes.set(id, moduleOrError);
  },
  __reset() {
    remotes.clear();
    registered.length = 0;
  },
  __registered: registered,
  init: jest.fn(),
  registerRemotes: jest.fn((list) => registered.push(...list)),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(async (id) => {
    const value = remotes.get(id);
    if (value instanceof Error) throw value;
    if (value === undefined) throw new Error(`federation double: no remote module set for ${id}`);
    return value;
  }),
  getInstance: jest.fn(() => null),
};
