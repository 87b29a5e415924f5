import { useState, type FormEvent } from 'react';
import { ApiRequestError, usePlayer, useSessionActions, useSignedIn } from '@casino/shared';

// The dev shell is a tool for the remote's developers, not a player-facing page, so its few labels are not translated.
/** The dev shell's sign-in bar (the host's login page lives in remote-account). */
export function DevSignInBar() {
  const signedIn = useSignedIn();
  const player = usePlayer();
  const session = useSessionActions();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    try {
      await session.signIn({ login, password });
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : String(failure));
    }
  };

  if (signedIn) {
    return (
      <div className="dev-shell__bar">
        dev shell: signed in as {player.login || player.email}
        <button type="button" onClick={() => void session.signOut()}>
          sign out
        </button>
      </div>
    );
  }
  return (
    <form className="dev-shell__bar" onSubmit={submit}>
      dev shell:
      <input aria-label="login" value={login} onChange={(e) => setLogin(e.target.value)} placeholder="login" />
      <input aria-label="password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} placeholder="password" />
      <button type="submit">sign in</button>
      {error && <span role="alert">{error}</span>}
    </form>
  );
}
