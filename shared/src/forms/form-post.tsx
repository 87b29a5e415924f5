import { atom, useAtomValue } from 'jotai';
import { FORM_ID_FIELD, FORM_TOKEN_FIELD, type FormEcho, type FormPostId, type ServerFormState } from '@casino/contract/form-posts';

/**
 * What the server-rendered page handed its forms (docs/server-render.md, "Forms the edge answers"): the session's form
 * token, and a form the edge refused and rendered again. Set from the render request on the server (its own store per
 * request) and from the page's data block in the browser, so both draw the same hidden fields and kept values.
 */
export const serverFormAtom = atom<ServerFormState>({});

/** This form's part of it: the token to post with, and the values and error codes the edge sent back, if any. */
export function useServerForm(form: FormPostId): { token: string; echo: FormEcho | undefined } {
  const state = useAtomValue(serverFormAtom);
  return { token: state.token ?? '', echo: state.echo?.form === form ? state.echo : undefined };
}

/** The echoed error code of a field (`''`: the form as a whole), for a form the edge refused. */
export const echoedError = (echo: FormEcho | undefined, field: string): string | undefined =>
  echo?.errors.find((error) => error.field === field)?.code;

/**
 * The hidden fields every form the edge answers carries: which form it is, and the session's form token (the edge
 * refuses a signed-in player's form without it: cross-site request forgery). Put it inside the `<form method="post">`.
 */
export function FormPostFields({ form }: { form: FormPostId }) {
  const { token } = useServerForm(form);
  return (
    <>
      <input type="hidden" name={FORM_ID_FIELD} value={form} />
      <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />
    </>
  );
}
