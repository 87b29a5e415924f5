import { FORM_POSTS } from './form-posts';

/**
 * A form the edge answers sends the API what the app's own submit would: an empty input is "not given", so the API
 * names it `validation.required` and the page drawn again says "Enter your e-mail.", as the app says (CI saw the edge's
 * answer to an empty registration say "This does not look like an e-mail address." instead).
 */
describe('the bodies of the forms the edge answers', () => {
  it('leave out what was left empty, as the app does', () => {
    expect(FORM_POSTS.registration.body({ email: ' ', password: '', nickname: '' }, 'en')).toEqual({ termsAccepted: false, locale: 'en' });
    expect(FORM_POSTS['sign-in'].body({ login: '', password: '', code: '' })).toEqual({});
    expect(FORM_POSTS['forgot-password'].body({ email: '' })).toEqual({});
    expect(FORM_POSTS['bonus-code'].body({ code: '  ' })).toEqual({});
    expect(FORM_POSTS.deposit.body({ methodId: 'visa', amount: '' })).toEqual({ methodId: 'visa' });
  });

  it('trim what was typed, but send a password exactly as typed', () => {
    expect(FORM_POSTS.registration.body({ email: ' a@b.test ', password: ' pass word ', termsAccepted: 'on' }, 'de')).toEqual({
      email: 'a@b.test',
      password: ' pass word ',
      termsAccepted: true,
      locale: 'de',
    });
    expect(FORM_POSTS['sign-in'].body({ login: ' player ', password: ' x ', code: ' 123456 ' })).toEqual({ login: 'player', password: ' x ', code: '123456' });
  });

  it('read a decimal comma in a deposit amount as the point the API expects', () => {
    expect(FORM_POSTS.deposit.body({ methodId: 'visa', amount: '12,50' })).toEqual({ methodId: 'visa', amount: '12.50' });
  });
});
