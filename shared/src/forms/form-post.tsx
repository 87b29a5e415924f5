import { atom, useAtomValue } from 'jotai';
import { useTranslation } from '../i18n/react';
import { FORM_ID_FIELD, FORM_REFUSED_CODES, FORM_TOKEN_FIELD, type FormEcho, type FormPostId, type ServerFormState } from '@casino/contract/form-posts';

/**
 * What the server-rendered page handed its forms (docs/server-render.md, "Forms the edge answers"): the session's form
 * token, and a form the edge refused and rendered again. Set from the render request on the server (its own store per
 * request) and from the page's data block in the browser, so both draw the same hidden fields and kept values.
 */
export const serverFormAtom = atom<ServerFormState>({});

/**
 * This form's part of it: the token to post with, the values and error codes the edge sent back, if any, and, on the
 * page the edge went to after sending it, what happened (`FormPost.done`: the result the app would show in place).
 */
export function useServerForm(form: FormPostId): { token: string; echo: FormEcho | undefined; done: Record<string, string> | undefined } {
  const state = useAtomValue(serverFormAtom);
  return {
    token: state.token ?? '',
    echo: state.echo?.form === form ? state.echo : undefined,
    done: state.done?.form === form ? state.done.result : undefined,
  };
}

const isRefusedCode = (code: string) => (FORM_REFUSED_CODES as readonly string[]).includes(code);

/**
 * The echoed error code of a field (`''`: the form as a whole), for a form the edge refused after asking the API. A
 * form it refused before (another site's, or an expired form token: FORM_REFUSED_CODES) is said by FormPostFields.
 */
export const echoedError = (echo: FormEcho | undefined, field: string): string | undefined =>
  echo?.errors.find((error) => error.field === field && !isRefusedCode(error.code))?.code;

/** Whether the edge refused this form before sending it (another site's, or its form token expired). */
export const refusedBeforeSending = (echo: FormEcho | undefined): boolean => Boolean(echo?.errors.some((error) => isRefusedCode(error.code)));

/**
 * The hidden fields every form the edge answers carries: which form it is, and the session's form token (the edge
 * refuses a signed-in player's form without it: cross-site request forgery). Put it inside the `<form method="post">`.
 * When the edge refused the form before sending it (FORM_REFUSED_CODES), it also says so, translated.
 */
export function FormPostFields({ form }: { form: FormPostId }) {
  const { token, echo } = useServerForm(form);
  const { t } = useTranslation('shared');
  return (
    <>
      <input type="hidden" name={FORM_ID_FIELD} value={form} />
      <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />
      {/* The edge sent nothing on: the page again, with what was typed and a fresh form token, to send it again. */}
      {refusedBeforeSending(echo) && (
        <p role="alert" data-testid="form-refused">
          {t('form.refused')}
        </p>
      )}
    </>
  );
}
