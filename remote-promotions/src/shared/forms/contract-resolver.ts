import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { TObject } from 'typebox';
import { Errors } from 'typebox/value';
import { codeForKeyword } from '@casino/shared';

/**
 * A react-hook-form resolver that checks a form with the request schema the API validates the same body with (the
 * account remote's pattern, docs/contract.md "Forms"): an empty input counts as not given, and each field error's
 * `type` is the API's error code for the failed rule, so one table of messages serves the browser and the API.
 */
export function contractResolver<Fields extends FieldValues>(schema: TObject): Resolver<Fields> {
  return async (values) => {
    const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
    const errors: Record<string, FieldError> = {};
    for (const error of Errors(schema, given)) {
      const names: string[] =
        error.keyword === 'required'
          ? (error.params as { requiredProperties: string[] }).requiredProperties
          : [error.instancePath.split('/')[1] ?? ''];
      for (const name of names)
        if (name && !errors[name]) errors[name] = { type: codeForKeyword(error.keyword), message: error.message };
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: errors as never };
  };
}
