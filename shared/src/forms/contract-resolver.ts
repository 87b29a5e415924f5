import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { TObject } from 'typebox';
import { Errors } from 'typebox/value';
import { codeForKeyword } from '@casino/contract';

/**
 * `@casino/shared/forms/contract-resolver`: a deep entry outside the singleton rewrite (shared/README.md), bundled
 * into the chunk of each form that imports it, so react-hook-form's types never reach the shared root.
 *
 * A react-hook-form resolver that checks a form with a request schema of the wire contract: the API validates the
 * same body with the same schema. Two adjustments between a form and a request body: an empty input means "not given"
 * (left out, as the submit leaves it out, so an empty required field is `validation.required`, not a format error),
 * and each field error's `type` is the API's error code for the failed rule (`validation.format`, ...), so the
 * browser and the API name a broken rule the same way. Flat forms only: an error belongs to its top-level property.
 */
export function contractResolver<Fields extends FieldValues>(schema: TObject): Resolver<Fields> {
  return async (values) => {
    const errors: Record<string, FieldError> = {};
    for (const error of Errors(schema, withoutEmptyInputs(values))) {
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

/** The values without the inputs left empty. */
export function withoutEmptyInputs<Fields extends FieldValues>(values: Fields): Fields {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) as Fields;
}
