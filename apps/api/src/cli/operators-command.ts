import { parseArgs } from 'node:util';
import { emailField, newPasswordField, OPERATOR_ROLES, type OperatorRole, personNameField } from '@loyalty/contracts';
import { AppError } from '../app-error.js';
import type { Orm } from '../db/client.js';
import { TERMINAL_ACTOR } from '../modules/audit/audit-service.js';
import { createOperator, listOperators } from '../modules/operators/operator-service.js';
import { CliError } from './cli-error.js';
import { textTable } from './text-table.js';

export const OPERATORS_HELP = `Back-office operators (DESIGN §11). The first admin of a production install is made here;
that admin then manages the others in the console.

Usage: npm run admin -- operators <command> [options]

Commands:
  list
      Every operator with role and state.
  create --email <e-mail> --name <name> --role <${OPERATOR_ROLES.join('|')}>
      Adds an operator. The password is asked on the terminal (typed twice, never shown);
      it is never taken from the command line, where shell history and process lists keep it.`;

function usageError(message: string): CliError {
  return new CliError(`${message}\nRun \`npm run admin -- operators --help\` for the commands.`, 2);
}

export type OperatorsCommand =
  | { name: 'list' }
  | { name: 'create'; email: string; operatorName: string; role: OperatorRole };

export function parseOperatorsCommand(args: string[]): OperatorsCommand {
  const [name, ...rest] = args;
  if (name === 'list') {
    if (rest.length > 0) throw usageError(`Unexpected argument: ${rest.join(' ')}`);
    return { name };
  }
  if (name !== 'create') throw usageError(`Unknown operators command: ${name}`);
  let values: Record<string, string | boolean | undefined>;
  try {
    const options = { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } } as const;
    values = parseArgs({ args: rest, options }).values;
  } catch (error) {
    throw usageError((error as Error).message);
  }
  const email = emailField.safeParse(values.email);
  if (!email.success) throw usageError('--email needs an e-mail address');
  const operatorName = personNameField.safeParse(values.name);
  if (!operatorName.success) throw usageError('--name needs the operator’s name (at most 100 characters)');
  const role = OPERATOR_ROLES.find((known) => known === values.role);
  if (!role) throw usageError(`--role needs one of: ${OPERATOR_ROLES.join(', ')}`);
  return { name, email: email.data, operatorName: operatorName.data, role };
}

/** Asks the password twice on the terminal and checks it against the console's own rule. */
export async function askNewPassword(readSecret: (prompt: string) => Promise<string>): Promise<string> {
  const password = await readSecret('Password for the new operator: ');
  const checked = newPasswordField.safeParse(password);
  if (!checked.success) throw new CliError('The password needs at least 8 characters, a letter and a digit.', 2);
  if ((await readSecret('The same password again: ')) !== password) {
    throw new CliError('The two passwords differ; nothing was created.', 2);
  }
  return password;
}

interface OperatorsContext {
  orm: Orm;
  print: (text: string) => void;
  /** The password typed on the terminal, asked before the database opened. */
  password?: string;
}

export async function runOperatorsCommand(command: OperatorsCommand, context: OperatorsContext) {
  if (command.name === 'list') {
    const { items } = await listOperators(context.orm, { page: 1, limit: 100, sort: 'email' });
    context.print(
      textTable(
        ['ID', 'E-MAIL', 'NAME', 'ROLE', 'STATE', 'TOTP'],
        items.map((item) => [
          String(item.id),
          item.email,
          item.name,
          item.role,
          item.is_disabled ? 'deactivated' : 'active',
          item.has_totp ? 'on' : 'off',
        ]),
      ),
    );
    return;
  }
  if (context.password === undefined) throw new Error('The password must be asked before the command runs');
  try {
    const created = await createOperator(context.orm, TERMINAL_ACTOR, {
      email: command.email,
      name: command.operatorName,
      role: command.role,
      password: context.password,
    });
    context.print(`Operator ${created.id} created: ${created.email} (${created.role}).`);
  } catch (error) {
    if (error instanceof AppError && error.code === 'EMAIL_TAKEN') {
      throw new CliError(`An operator with ${command.email} exists already.`);
    }
    throw error;
  }
}
