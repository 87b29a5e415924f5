import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCALES } from '@casino/contract/schemas/common';
import { readConsentData } from '../src/shell/consent-config';
import { consentDataBlock } from './consent-data';
import { consentParts, HostBuild, renderServerPageHtml, STARTER_FILE } from './html';

// Issue 36.4: the cookie banner paints with a server-rendered page, not after main.js and hydration. The page names
// the consent entry on its own (async, its stylesheet linked) with the texts of its language in a data block.

const template = '<html><head><title>Casino</title><script defer src="/assets/main.1a2b3c.js"></script></head><body><div id="root"></div></body></html>';
const files = { js: '/assets/consent.1a2b3c.js', css: '/assets/consent.4d5e6f.css' };

/** The data block as the browser would see it: parsed out of the HTML, read by the entry's own reader. */
function dataOf(html: string) {
  const match = /<script id="casino-consent" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return readConsentData({ getElementById: () => (match ? { textContent: match[1]! } : null) });
}

function page(consent: string[]) {
  return renderServerPageHtml(template, { remotes: {} } as never, [], '', {
    html: '<main>Lobby</main>',
    lang: 'de',
    device: 'phone',
    title: 'Spiele',
    description: '',
    links: [],
    hoisted: '',
    stylesheets: ['/assets/styles.css'],
    stateJson: '{}',
    stateElementId: 'casino-state',
    starter: '/assets/start.9f8e7d.js',
    consent,
  });
}

describe('the cookie banner in a server-rendered page', () => {
  it("puts the consent entry in the head, async and apart from the starter, with its stylesheet and the page language's texts", () => {
    const html = page(consentParts(files, consentDataBlock('de')));
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" href="/assets/consent.4d5e6f.css">');
    expect(head).toContain('<script async src="/assets/consent.1a2b3c.js"></script>');
    // The texts come before the script that reads them, so an early-arriving script finds them.
    expect(head.indexOf('id="casino-consent"')).toBeLessThan(head.indexOf('consent.1a2b3c.js'));
    expect(dataOf(html)).toMatchObject({ language: 'de', texts: { title: 'Wir verwenden Cookies', acceptNecessary: 'Nur notwendige' } });
    // main.js still waits for the starter: the banner does not depend on it.
    expect(head).toContain('<script defer src="/assets/start.9f8e7d.js" data-main="/assets/main.1a2b3c.js">');
  });

  it('has texts for every language, each whole and safe inside a script block', () => {
    for (const language of LOCALES) {
      const block = consentDataBlock(language)!;
      expect(dataOf(block)?.language).toBe(language);
      // A single closing tag: the texts cannot end the block early.
      expect(block.match(/<\/script/g)).toHaveLength(1);
    }
    expect(consentDataBlock('xx')).toBeUndefined();
  });

  it('adds nothing for a build without the consent entry or a language without texts (the app then loads the library itself)', () => {
    expect(consentParts(undefined, consentDataBlock('en'))).toEqual([]);
    expect(consentParts(files, undefined)).toEqual([]);
    expect(page([])).not.toContain('consent');
  });

  it("is read from the host build's starter.json, and only when both of its files are named", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'host-build-'));
    try {
      fs.writeFileSync(path.join(dist, 'index.html'), template);
      fs.writeFileSync(path.join(dist, STARTER_FILE), JSON.stringify({ start: 'assets/start.9f8e7d.js', consent: { js: 'assets/consent.1a2b3c.js' } }));
      expect(new HostBuild(dist).load()?.consent).toBeUndefined();
      fs.writeFileSync(path.join(dist, STARTER_FILE), JSON.stringify({ start: 'assets/start.9f8e7d.js', consent: { js: 'assets/consent.1a2b3c.js', css: 'assets/consent.4d5e6f.css' } }));
      fs.appendFileSync(path.join(dist, 'index.html'), ' ');
      expect(new HostBuild(dist).load()).toMatchObject({ starter: '/assets/start.9f8e7d.js', consent: files });
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('readConsentData', () => {
  const read = (text: string | null) => readConsentData({ getElementById: () => (text === null ? null : { textContent: text }) });

  it('refuses a missing, broken or partial block (then nothing is shown from it)', () => {
    expect(read(null)).toBeUndefined();
    expect(read('{')).toBeUndefined();
    expect(read(JSON.stringify({ language: 'en', texts: { title: 'We use cookies' } }))).toBeUndefined();
    expect(read(JSON.stringify({ language: 'en"><script>', texts: dataOf(consentDataBlock('en')!)!.texts }))).toBeUndefined();
  });
});
