import { loadRecaptcha, noteRobotCheckSkipped, renderRobotCheck, ROBOT_CHECK_ERRORS } from './robot-check';

describe('robot check', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    delete window.grecaptcha;
  });

  it('refuses to render without a site key or an element, with the SPEC error texts', async () => {
    await expect(
      renderRobotCheck(document.createElement('div'), { siteKey: '', lang: 'en', onToken: jest.fn() }),
    ).rejects.toThrow(ROBOT_CHECK_ERRORS.noSiteKey);
    await expect(renderRobotCheck(null, { siteKey: 'k', lang: 'en', onToken: jest.fn() })).rejects.toThrow(
      ROBOT_CHECK_ERRORS.noElement,
    );
  });

  it('loads the provider script once, with explicit rendering and the language hint, and renders the widget', async () => {
    const render = jest.fn(() => 7);
    const element = document.createElement('div');
    const rendered = renderRobotCheck(element, { siteKey: 'site-key', lang: 'de', onToken: jest.fn() });
    const script = document.head.querySelector('script')!;
    expect(script.src).toContain('https://www.google.com/recaptcha/api.js?onload=');
    expect(script.src).toContain('render=explicit');
    expect(script.src).toContain('hl=de');
    window.grecaptcha = { render, reset: jest.fn() };
    (window as unknown as Record<string, () => void>).__casinoRecaptchaLoaded!();
    await expect(rendered).resolves.toBe(7);
    expect(render).toHaveBeenCalledWith(element, expect.objectContaining({ sitekey: 'site-key', hl: 'de' }));
    await loadRecaptcha('de');
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('notes a missing site key once', () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    noteRobotCheckSkipped();
    noteRobotCheckSkipped();
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0]![0]).toMatch(/no reCAPTCHA site key/);
    info.mockRestore();
  });
});
