import { createStore, Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { i18n } from '../i18n/i18n';
import { startTestI18n, WithI18n } from '../test-support';
import type { ServerFormState } from '@casino/contract/form-posts';
import { echoedError, FormPostFields, serverFormAtom } from './form-post';

/** The server's markup of a form's hidden fields, with what the edge handed the page (docs/server-render.md). */
function drawn(state: ServerFormState): string {
  const store = createStore();
  store.set(serverFormAtom, state);
  return renderToString(
    <Provider store={store}>
      <WithI18n>
        <FormPostFields form="bonus-code" />
      </WithI18n>
    </Provider>,
  );
}

const refused = (code: string): ServerFormState => ({ token: 'fresh-token', echo: { form: 'bonus-code', values: { code: 'WELCOME10' }, errors: [{ field: '', code }] } });

describe('FormPostFields', () => {
  beforeAll(startTestI18n);
  afterAll(() => i18n.changeLanguage('en'));

  it('draws the form id and this session\'s fresh form token, with no notice on a plain page', () => {
    const html = drawn({ token: 'fresh-token' });
    expect(html).toContain('name="_form" value="bonus-code"');
    expect(html).toContain('name="_csrf" value="fresh-token"');
    expect(html).not.toContain('role="alert"');
  });

  it.each(['form.cross-site', 'form.token'])('says a form the edge refused before sending it (%s) expired or came from another site', (code) => {
    const html = drawn(refused(code));
    expect(html).toContain('This form expired or came from another site; please send it again.');
    expect(html).toContain('role="alert"');
    expect(html).toContain('name="_csrf" value="fresh-token"');
  });

  it('says it in the page\'s language', async () => {
    await i18n.changeLanguage('de');
    expect(drawn(refused('form.cross-site'))).toContain('Dieses Formular ist abgelaufen oder kam von einer anderen Website');
    await i18n.changeLanguage('en');
  });

  it('says nothing for another form on the same page', () => {
    expect(drawn({ echo: { form: 'sign-in', values: {}, errors: [{ field: '', code: 'form.cross-site' }] } })).not.toContain('role="alert"');
  });
});

describe('echoedError', () => {
  it('leaves a refusal before sending to the notice, so the form does not say it twice', () => {
    expect(echoedError(refused('form.cross-site').echo, '')).toBeUndefined();
    expect(echoedError({ form: 'bonus-code', values: {}, errors: [{ field: 'code', code: 'bonus.code_expired' }] }, 'code')).toBe('bonus.code_expired');
  });
});
