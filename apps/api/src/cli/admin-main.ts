import { userInfo } from 'node:os';
import { read } from 'read';
import { parseEnv } from '../config.js';
import { runAdmin } from './admin.js';
import { openOperatorDatabase } from './operator-database.js';

/** The process behind `npm run admin`: reads the same environment as the server and exits with the command's code. */
function operatorName(): string {
  try {
    return userInfo().username || 'operator';
  } catch {
    return 'operator';
  }
}

try {
  const env = parseEnv(process.env);
  process.exitCode = await runAdmin(process.argv.slice(2), {
    env,
    print: (text) => console.log(text),
    printError: (text) => console.error(text),
    openDatabase: () => openOperatorDatabase(env, { onNotice: (message) => console.error(message) }),
    defaultOperator: operatorName(),
    // On stderr, so a redirected stdout never holds the prompt; `silent` echoes nothing typed.
    readSecret: (prompt) => read({ prompt, silent: true, output: process.stderr }),
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
