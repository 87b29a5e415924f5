import { recordSingletons } from './singletons';

describe('the singletons check', () => {
  beforeEach(() => {
    delete window.__casinoSingletons;
    delete window.__casinoSingletonIds;
  });

  const react = {};
  const reactDom = {};
  const apiClient = {};
  const i18n = {};
  const jotaiStore = {};

  it('counts one of each when every app sees the same objects', () => {
    recordSingletons('host', { react, reactDom, apiClient, i18n, jotaiStore });
    const registry = recordSingletons('remote_games', { react, reactDom, apiClient, i18n, jotaiStore });
    expect(registry?.distinct).toEqual({ react: 1, reactDom: 1, apiClient: 1, i18n: 1, jotaiStore: 1 });
    expect(registry?.apps.host).toEqual(registry?.apps.remote_games);
  });

  it('shows a duplicated instance', () => {
    recordSingletons('host', { react, reactDom, apiClient, i18n, jotaiStore });
    const registry = recordSingletons('remote_content', { react, reactDom, apiClient, i18n: {}, jotaiStore });
    expect(registry?.distinct.i18n).toBe(2);
    expect(registry?.distinct.react).toBe(1);
    expect(JSON.parse(JSON.stringify(window.__casinoSingletons))).toEqual(registry);
  });
});
