import { warmStorage } from './warm-storage';

describe('warmStorage', () => {
  it('reads the area it is given, and only that one', () => {
    const reads: string[] = [];
    const area = (name: string) => ({
      get length() {
        reads.push(name);
        return 0;
      },
    });
    const win = { localStorage: area('local'), sessionStorage: area('session') } as unknown as Window;
    warmStorage(win, 'localStorage');
    expect(reads).toEqual(['local']);
    warmStorage(win, 'sessionStorage');
    expect(reads).toEqual(['local', 'session']);
  });

  it('leaves the page alone where storage is refused (the app’s own reads handle that)', () => {
    const refused = {} as Window;
    Object.defineProperty(refused, 'localStorage', {
      get() {
        throw new DOMException('access denied', 'SecurityError');
      },
    });
    expect(() => warmStorage(refused, 'localStorage')).not.toThrow();
  });
});
