import { join } from 'node:path';
import { type Env, privateFilesDir, usesObjectStorage } from '../config.js';
import { AUDIT_HELP, parseAuditCommand, runAuditCommand } from './audit-command.js';
import { CARDS_HELP, parseCardsCommand, runCardsCommand } from './cards-command.js';
import { CATALOGUE_HELP, parseCatalogueCommand, runCatalogueCommand } from './catalogue-command.js';
import { CliError } from './cli-error.js';
import { COUNTER_HELP, parseCounterCommand, runCounterCommand } from './counter-command.js';
import type { OperatorDatabase } from './operator-database.js';
import { askNewPassword, OPERATORS_HELP, parseOperatorsCommand, runOperatorsCommand } from './operators-command.js';
import { parseReceiptsCommand, RECEIPTS_HELP, runReceiptsCommand } from './receipts-command.js';
import { parseRulesCommand, RULES_HELP, runRulesCommand } from './rules-command.js';
import { parseShipmentsCommand, runShipmentsCommand, SHIPMENTS_HELP } from './shipments-command.js';

export const ADMIN_HELP = `Chaba Rewards operator commands.

Usage: npm run admin -- <area> <command> [options]

Areas:
  receipts   Review uploaded receipts: list, approve, reject (npm run admin -- receipts --help)
  rules      Show or change the programme rules: show, set (npm run admin -- rules --help)
  shipments  Move physical rewards to packed, shipped, delivered: list, advance (npm run admin -- shipments --help)
  catalogue  Privilege stock and flash sales: list, stock, flash-sale (npm run admin -- catalogue --help)
  cards      Member cards: templates, issue (npm run admin -- cards --help)
  counter    Check a member card's rotating code at the till: verify (npm run admin -- counter --help)
  operators  Back-office operators: list, create (npm run admin -- operators --help)
  audit      Check that no audit row was changed or removed: verify (npm run admin -- audit --help)

The commands use the database \`npm start\` uses: DATABASE_URL, else the embedded one under DATA_DIR/pg
(started for the command when the app is not running).`;

export interface AdminIo {
  env: Env;
  print: (text: string) => void;
  printError: (text: string) => void;
  openDatabase: () => Promise<OperatorDatabase>;
  /** Who reviews when --by is not given: the operating-system user. */
  defaultOperator: string;
  /** Asks on the terminal without echoing what is typed (passwords: never argv, never logged). */
  readSecret: (prompt: string) => Promise<string>;
}

/** Where an operator opens a private file: its path in the local folder, or its object in the bucket. */
export function privateFileLocator(env: Env): (fileKey: string) => string {
  if (usesObjectStorage(env)) return (fileKey) => `s3://${env.S3_BUCKET}/${fileKey}`;
  const dir = privateFilesDir(env);
  return (fileKey) => join(dir, fileKey);
}

/** `<area>`, `<area> help`, or --help / -h anywhere (option values never look like that). */
function wantsHelp(args: readonly string[]): boolean {
  return args.length === 0 || args[0] === 'help' || args.some((arg) => arg === '--help' || arg === '-h');
}

/** Each area parses its arguments before the database opens, so a usage mistake never starts it. */
const AREAS: Record<string, { help: string; run: (args: string[], io: AdminIo) => Promise<void> }> = {
  receipts: {
    help: RECEIPTS_HELP,
    run: async (args, io) => {
      const command = parseReceiptsCommand(args);
      await withDatabase(io, (orm) =>
        runReceiptsCommand(command, {
          orm,
          print: io.print,
          locateFile: privateFileLocator(io.env),
          defaultOperator: io.defaultOperator,
        }),
      );
    },
  },
  rules: {
    help: RULES_HELP,
    run: async (args, io) => {
      const command = parseRulesCommand(args);
      await withDatabase(io, (orm) => runRulesCommand(command, { orm, print: io.print }));
    },
  },
  shipments: {
    help: SHIPMENTS_HELP,
    run: async (args, io) => {
      const command = parseShipmentsCommand(args);
      await withDatabase(io, (orm) => runShipmentsCommand(command, { orm, print: io.print }));
    },
  },
  catalogue: {
    help: CATALOGUE_HELP,
    run: async (args, io) => {
      const command = parseCatalogueCommand(args);
      await withDatabase(io, (orm) => runCatalogueCommand(command, { orm, print: io.print }));
    },
  },
  cards: {
    help: CARDS_HELP,
    run: async (args, io) => {
      const command = parseCardsCommand(args);
      await withDatabase(io, (orm) => runCardsCommand(command, { orm, print: io.print }));
    },
  },
  counter: {
    help: COUNTER_HELP,
    run: async (args, io) => {
      const command = parseCounterCommand(args);
      await withDatabase(io, (orm) => runCounterCommand(command, { orm, print: io.print }));
    },
  },
  operators: {
    help: OPERATORS_HELP,
    run: async (args, io) => {
      const command = parseOperatorsCommand(args);
      const password = command.name === 'create' ? await askNewPassword(io.readSecret) : undefined;
      await withDatabase(io, (orm) =>
        runOperatorsCommand(command, { orm, print: io.print, ...(password === undefined ? {} : { password }) }),
      );
    },
  },
  audit: {
    help: AUDIT_HELP,
    run: async (args, io) => {
      const command = parseAuditCommand(args);
      await withDatabase(io, (orm) => runAuditCommand(command, { orm, print: io.print }));
    },
  },
};

async function withDatabase(io: AdminIo, work: (orm: OperatorDatabase['orm']) => Promise<void>): Promise<void> {
  const database = await io.openDatabase();
  try {
    await work(database.orm);
  } finally {
    await database.close();
  }
}

/** `npm run admin -- ...`: answers the process exit code (0 done, 1 refused or failed, 2 a usage mistake). */
export async function runAdmin(argv: string[], io: AdminIo): Promise<number> {
  const [area, ...rest] = argv;
  try {
    if (area === undefined || area === '--help' || area === '-h' || area === 'help') {
      io.print(ADMIN_HELP);
      return area === undefined ? 2 : 0;
    }
    const handler = AREAS[area];
    if (!handler) throw new CliError(`Unknown area: ${area}\n\n${ADMIN_HELP}`, 2);
    if (wantsHelp(rest)) {
      io.print(handler.help);
      return rest.length === 0 ? 2 : 0;
    }
    await handler.run(rest, io);
    return 0;
  } catch (error) {
    if (error instanceof CliError) {
      io.printError(error.message);
      return error.exitCode;
    }
    io.printError(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
