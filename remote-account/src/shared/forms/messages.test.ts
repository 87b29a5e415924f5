import { ApiRequestError } from '@casino/shared';
import { actionMessage, fieldMessage, showFailure } from './messages';

describe('player-area form messages', () => {
  it('names each code with one message, a field override first', () => {
    expect(fieldMessage('validation.required')).toBe('form.errors.required');
    expect(fieldMessage('validation.too_short', { 'validation.too_short': 'form.errors.passwordWeak' })).toBe('form.errors.passwordWeak');
    expect(fieldMessage('something.new')).toBe('form.errors.invalid');
    expect(fieldMessage(undefined)).toBeUndefined();
    expect(actionMessage('funds.insufficient')).toBe('form.errors.insufficientFunds');
    expect(actionMessage(undefined)).toBe('form.errors.generic');
  });

  it("puts the API's field errors on their fields and returns the rest for the form", () => {
    const setError = jest.fn();
    const fieldError = new ApiRequestError(400, [{ field: 'body.nickname', code: 'conflict.nickname_taken', message: 'taken' }], '/dashboard/profile/nickname');
    expect(showFailure(fieldError, ['nickname'], setError)).toBeUndefined();
    expect(setError).toHaveBeenCalledWith('nickname', { type: 'conflict.nickname_taken' });
    const formError = new ApiRequestError(429, [{ field: '', code: 'rate_limited', message: 'slow down' }], '/dashboard/profile/nickname');
    expect(showFailure(formError, ['nickname'], jest.fn())).toBe('form.errors.rateLimited');
  });
});
