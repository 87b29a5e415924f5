import type { ResolverOptions } from 'react-hook-form';
import { RegistrationBody, SignInBody } from '@casino/contract/schemas/auth';
import { contractResolver } from './contract-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<never>;
const codesOf = async (resolver: ReturnType<typeof contractResolver>, values: Record<string, unknown>) => {
  const { errors } = await resolver(values, undefined, options as never);
  return Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.type]));
};

describe('contractResolver: a form checked with the API request schema', () => {
  const signIn = contractResolver(SignInBody);
  const registration = contractResolver(RegistrationBody);

  it('names each broken rule by the code the API would answer', async () => {
    expect(await codesOf(signIn, { login: '', password: '' })).toEqual({
      login: 'validation.required',
      password: 'validation.required',
    });
    expect(
      await codesOf(registration, { email: 'anna@', password: 'short1', nickname: 'x', promoCode: '', termsAccepted: false }),
    ).toEqual({
      email: 'validation.format',
      password: 'validation.too_short',
      nickname: 'validation.too_short',
      termsAccepted: 'validation.invalid',
    });
    expect(await codesOf(registration, { email: 'anna@example.test', password: 'lettersonly', termsAccepted: true })).toEqual({
      password: 'validation.format',
    });
  });

  it('leaves empty optional inputs out and passes valid values through unchanged', async () => {
    const values = { email: 'anna@example.test', password: 'Secret123', nickname: '', currency: 'EUR', promoCode: '', termsAccepted: true };
    await expect(registration(values, undefined, options as never)).resolves.toEqual({ values, errors: {} });
    expect(await codesOf(signIn, { login: 'anna', password: 'x', code: '' })).toEqual({});
    expect(await codesOf(signIn, { login: 'anna', password: 'x', code: '12' })).toEqual({ code: 'validation.format' });
  });
});
