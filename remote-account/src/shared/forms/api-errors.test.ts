import { ApiRequestError } from '@casino/shared';
import { formFailure } from './api-errors';

const FIELDS = ['email', 'password', 'nickname'] as const;
const failed = (status: number, errors: ApiRequestError['errors']) => new ApiRequestError(status, errors, '/registration');

describe('formFailure: the API answer onto a form', () => {
  it('puts each error on the field it names, by code, first one per field', () => {
    const error = failed(400, [
      { field: 'body.email', code: 'validation.format', message: 'must match format "email"' },
      { field: 'body.email', code: 'validation.too_long', message: 'too long' },
      { field: 'nickname', code: 'conflict.nickname_taken', message: 'taken' },
    ]);
    expect(formFailure(error, FIELDS)).toEqual({ fields: { email: 'validation.format', nickname: 'conflict.nickname_taken' } });
  });

  it('sends an error about another input to its alias, and anything else to the form', () => {
    const taken = failed(409, [{ field: 'login', code: 'conflict.login_taken', message: 'taken' }]);
    expect(formFailure(taken, FIELDS, { login: 'email' })).toEqual({ fields: { email: 'conflict.login_taken' } });
    expect(formFailure(taken, FIELDS)).toEqual({ fields: {}, form: 'conflict.login_taken' });
    const limited = failed(429, [{ field: '', code: 'rate_limited', message: 'try again in 30 seconds' }]);
    expect(formFailure(limited, FIELDS)).toEqual({ fields: {}, form: 'rate_limited' });
    expect(formFailure(new TypeError('boom'), FIELDS)).toEqual({ fields: {}, form: 'internal' });
  });
});
