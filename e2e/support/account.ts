import { callApi, operatorSwitch, registerPlayer } from './session';

/** The account journeys' seeding helpers: a fresh player per test, and the outbox the API "mails" codes to. */
export async function freshPlayer() {
  const { token, details } = await registerPlayer();
  return { token, email: details.email, password: details.password, login: details.login };
}

/** The newest code (or signed link token) the API "sent" to this address for this purpose. */
export async function mailedCode(recipient: string, purpose: string): Promise<string> {
  const { status, body } = await operatorSwitch('GET', `/outbox?recipient=${encodeURIComponent(recipient)}&purpose=${purpose}&limit=1`);
  const message = body?.data?.messages?.[0];
  if (status !== 200 || !message) throw new Error(`no ${purpose} message for ${recipient}: ${status} ${JSON.stringify(body)}`);
  return message.code as string;
}

export { callApi, operatorSwitch };
