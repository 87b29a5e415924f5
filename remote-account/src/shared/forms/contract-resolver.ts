import { typeboxResolver } from '@hookform/resolvers/typebox';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { TObject } from 'typebox';
import { codeForKeyword } from '@casino/shared';

/**
 * A react-hook-form resolver that checks a form with a request schema of the wire contract (the API validates the
 * same body with the same schema), through @hookform/resolvers' TypeBox resolver. Two adjustments between a form and
 * a request body: an empty optional input means "not given" (it is left out, as the submit leaves it out), and each
 * field error's `type` is the API's error code for the failed rule (`validation.required`, `validation.format`, ...),
 * so a rule broken in the browser and the same rule refused by the API read the same way.
 */
export function contractResolver<Fields extends FieldValues>(schema: TObject): Resolver<Fields> {
  const resolve = typeboxResolver(schema) as unknown as Resolver<Fields>;
  return async (values, context, options) => {
    const result = await resolve(withoutEmptyInputs(values), context, options);
    if (Object.keys(result.errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: withCodes<Fields>(result.errors) };
  };
}

/** The values without the inputs left empty. */
export function withoutEmptyInputs<Fields extends FieldValues>(values: Fields): Fields {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) as Fields;
}

function withCodes<Fields extends FieldValues>(errors: FieldErrors<Fields>): FieldErrors<Fields> {
  const coded: Record<string, unknown> = {};
  for (const [name, error] of Object.entries(errors))
    coded[name] = error && typeof error.type === 'string' ? { ...error, type: codeForKeyword(error.type) } : error;
  return coded as FieldErrors<Fields>;
}
