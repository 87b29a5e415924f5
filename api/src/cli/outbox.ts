import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { readOutbox } from '../modules/dev/routes';

/**
 * `pnpm --filter api outbox [recipient] [--purpose=password-reset] [--limit=20]`: prints the codes the platform would have
 * sent by email or SMS (there is no mail or SMS server), newest first, from the database the API uses (API_DB).
 */
function main(): void {
  const args = process.argv.slice(2);
  const option = (name: string) =>
    args
      .find((a) => a.startsWith(`--${name}=`))
      ?.split('=')
      .slice(1)
      .join('=');
  const recipient = args.find((a) => !a.startsWith('--'));
  const limit = Number(option('limit') ?? 20);
  if (!Number.isInteger(limit) || limit < 1) throw new Error('--limit must be a positive integer');
  const config = loadConfig();
  const { db } = openDatabase(config.dbFile);
  try {
    const messages = readOutbox(db, { recipient, purpose: option('purpose'), limit });
    if (messages.length === 0)
      console.log(`No messages${recipient ? ` for ${recipient}` : ''} in ${config.dbFile}`);
    for (const m of messages)
      console.log(
        `${m.createdAt}  ${m.channel.padEnd(5)}  ${m.recipient.padEnd(32)}  ${m.purpose.padEnd(15)}  ${m.code}`,
      );
  } finally {
    db.close();
  }
}

try {
  main();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
