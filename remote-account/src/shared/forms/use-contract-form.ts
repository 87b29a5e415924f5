import { useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { TObject } from 'typebox';
import { NAMESPACE } from '../../app/namespace';
import { contractResolver } from '@casino/shared/forms/contract-resolver';
import { fieldMessage, showFailure, type MessageOverrides } from './messages';
import { useTranslation } from '@casino/shared';

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
}: {
  schema: TObject;
  defaultValues: DefaultValues<Fields>;
  send: (fields: Fields) => Promise<unknown>;
  overrides?: Partial<Record<string, MessageOverrides>>;
}): ContractForm<Fields> {
  const { t } = useTranslation(NAMESPACE);
  const [formError, setFormError] = useState<string>();
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
    const key = fieldMessage(form.formState.errors[name]?.type as string | undefined, overrides[name as string]);
    return key ? t(key) : undefined;
  };
  return { ...form, submit, errorOf, formError: formError ? t(formError) : undefined, done, setDone, pending: form.formState.isSubmitting };
}
