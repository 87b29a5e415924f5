export interface LoginFields {
  login: string;
  password: string;
  code: string;
}
export type LoginErrors = Partial<Record<keyof LoginFields, string>>;

const TWO_FACTOR_CODE = /^[0-9]{6}$/;

/** Field-level checks before anything is sent; values are translation keys of the account namespace. */
export function validateLogin(fields: LoginFields, needsCode: boolean): LoginErrors {
  const errors: LoginErrors = {};
  if (!fields.login.trim()) errors.login = 'login.errors.loginRequired';
  if (!fields.password) errors.password = 'login.errors.passwordRequired';
  if (needsCode && !TWO_FACTOR_CODE.test(fields.code)) errors.code = 'login.errors.codeFormat';
  return errors;
}
