/**
 * npm run editor:add -- <name>: creates an editor account of the workspace (or sets the
 * password of an existing one, which ends its sessions) in the database of DATABASE_URL. The
 * password is read from EDITOR_PASSWORD, or asked for twice on the terminal (never an argument:
 * it would stay in the shell's history and the process list).
 */
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { openDatabase } from '../gateway/db/client.ts';
import { migrate } from '../gateway/db/migrate.ts';
import { loadEnv } from '../gateway/env.ts';
import { saveEditorAccount } from '../gateway/services/editor/accounts.ts';
import {
  EDITOR_NAME_PATTERN,
  EDITOR_PASSWORD_MAX_LENGTH,
  EDITOR_PASSWORD_MIN_LENGTH,
  editorPasswordSchema,
} from '../src/lib/contract/editor.ts';

/** Reads a line without echoing it. */
async function ask(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const answer = rl.question(question);
  muted = true;
  const line = await answer;
  rl.close();
  process.stdout.write('\n');
  return line;
}

async function main(): Promise<void> {
  const name = (process.argv[2] ?? '').trim().toLowerCase();
  if (!EDITOR_NAME_PATTERN.test(name)) {
    console.error(
      'Usage: npm run editor:add -- <name>   (1 to 40 of a-z 0-9 . _ -; password from EDITOR_PASSWORD or asked)',
    );
    process.exitCode = 2;
    return;
  }
  let password = process.env['EDITOR_PASSWORD'];
  if (password === undefined) {
    if (!process.stdin.isTTY) {
      console.error('No terminal to ask the password on: set EDITOR_PASSWORD.');
      process.exitCode = 2;
      return;
    }
    password = await ask(`Password for ${name}: `);
    if ((await ask('Again: ')) !== password) {
      console.error('The two passwords differ; nothing was saved.');
      process.exitCode = 1;
      return;
    }
  }
  if (!editorPasswordSchema.safeParse(password).success) {
    console.error(
      `The password needs ${EDITOR_PASSWORD_MIN_LENGTH} to ${EDITOR_PASSWORD_MAX_LENGTH} characters; nothing was saved.`,
    );
    process.exitCode = 1;
    return;
  }
  const env = loadEnv();
  const db = await openDatabase(env.DATABASE_URL, { poolSize: 1 });
  try {
    await migrate(db);
    const created = await saveEditorAccount(db, name, password, Date.now());
    console.log(
      created
        ? `Created the editor account ${name}: sign in at /cl-odss-app/editor/workspace.`
        : `Set a new password for ${name}; its open sessions have ended.`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error('Saving the editor account failed:', error);
  process.exitCode = 1;
});
