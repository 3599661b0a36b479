import { runAdmin } from '../src/cli/admin.js';
import { type Env, parseEnv } from '../src/config.js';
import type { Orm } from '../src/db/client.js';

/**
 * Runs the CLI's argv layer (`npm run admin -- ...`) on a test database, collecting what it prints and
 * how often it opened the database (usage mistakes must not open it). Test-only.
 */
export function adminRunner(orm: () => Orm, env: Env = parseEnv({}), secrets: { answers: string[] } = { answers: [] }) {
  return async (...argv: string[]) => {
    const output: string[] = [];
    const errors: string[] = [];
    let opened = 0;
    const code = await runAdmin(argv, {
      env,
      print: (text) => output.push(text),
      printError: (text) => errors.push(text),
      openDatabase: async () => {
        opened += 1;
        return { orm: orm(), close: async () => undefined };
      },
      defaultOperator: 'ops-user',
      readSecret: async () => {
        const answer = secrets.answers.shift();
        if (answer === undefined) throw new Error('The test gave no more terminal answers');
        return answer;
      },
    });
    return { code, out: output.join('\n'), err: errors.join('\n'), opened };
  };
}
