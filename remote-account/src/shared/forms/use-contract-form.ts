import { useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { TObject } from 'typebox';
import { NAMESPACE } from '../../app/namespace';
import { contractResolver } from '@casino/shared/forms/contract-resolver';
import { actionMessage, fieldMessage, showFailure, type MessageOverrides } from './messages';
import { echoedError, useTranslation } from '@casino/shared';
import type { FormEcho } from '@casino/contract/form-posts';

/** The form's state and actions (named, so the federation's type build can write it out). */
export type ContractForm<Fields extends FieldValues> = UseFormReturn<Fields> & {
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  errorOf: (name: Path<Fields>) => string | undefined;
  formError: string | undefined;
  done: boolean;
  setDone: (done: boolean) => void;
  pending: boolean;
};

/**
 * A player-area form on its endpoint's request schema (docs/contract.md "Forms"): checked before sending, the API's
 * field errors shown in place by code, what the player typed kept, and the form's own error and success message.
 */
export function useContractForm<Fields extends FieldValues>({
  schema,
  defaultValues,
  send,
  overrides = {},
  echo,
}: {
  schema: TObject;
  defaultValues: DefaultValues<Fields>;
  send: (fields: Fields) => Promise<unknown>;
  overrides?: Partial<Record<string, MessageOverrides>>;
  /** The edge's answer to this form sent by the browser itself (docs/server-render.md): its codes until a new submit. */
  echo?: FormEcho;
}): ContractForm<Fields> {
  const { t } = useTranslation(NAMESPACE);
  const echoedForm = echoedError(echo, '');
  const [formError, setFormError] = useState<string | undefined>(echoedForm ? actionMessage(echoedForm) : undefined);
  const [done, setDone] = useState(false);
  const form = useForm<Fields>({ defaultValues, resolver: contractResolver<Fields>(schema) });
  const names = Object.keys(defaultValues ?? {}) as Path<Fields>[];
  const submit = form.handleSubmit(async (fields) => {
    setFormError(undefined);
    setDone(false);
    try {
      await send(fields);
      setDone(true);
    } catch (error) {
      setFormError(showFailure(error, names, form.setError));
    }
  });
  /** The translated error of one field, or nothing. */
  const errorOf = (name: Path<Fields>): string | undefined => {
    const code = (form.formState.errors[name]?.type as string | undefined) ?? (form.formState.submitCount === 0 ? echoedError(echo, name) : undefined);
    const key = fieldMessage(code, overrides[name as string]);
    return key ? t(key) : undefined;
  };
  // A text field's starting value is in the server's markup too (react-hook-form sets it only once the page is live):
  // a page read or sent without JavaScript shows and sends it.
  const register: UseFormReturn<Fields>['register'] = (name, options) => {
    const initial = (defaultValues as Record<string, unknown> | undefined)?.[name as string];
    return { ...form.register(name, options), ...(typeof initial === 'string' ? { defaultValue: initial } : {}) };
  };
  return { ...form, register, submit, errorOf, formError: formError ? t(formError) : undefined, done, setDone, pending: form.formState.isSubmitting };
}
