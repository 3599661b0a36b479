import type { Orm } from '../db/client.js';
import { sealAuditRows } from '../modules/audit/audit-sealer.js';
import { verifyAuditChain } from '../modules/audit/audit-service.js';
import { CliError } from './cli-error.js';

export const AUDIT_HELP = `Check the audit trail (DESIGN §11).

Usage: npm run admin -- audit verify

Seals the rows still waiting for the sealer, then walks the hash chain from its first seal. Exits 0
when every row is intact, 1 naming the first row that was changed, follows a removed row, or was
taken out of the chain.`;

export type AuditCommand = { name: 'verify' };

export function parseAuditCommand(args: string[]): AuditCommand {
  const [name, ...rest] = args;
  if (name !== 'verify' || rest.length > 0) {
    throw new CliError(`Unknown audit command: ${args.join(' ')}\nRun \`npm run admin -- audit --help\`.`, 2);
  }
  return { name };
}

const PROBLEMS = {
  tampered: 'its content no longer matches its hash (changed after it was written)',
  missing: 'it does not follow the row before it (a row before it was removed or forged)',
  unchained: 'it was never sealed into the chain (its place in the sealer’s queue was removed)',
} as const;

export async function runAuditCommand(_command: AuditCommand, context: { orm: Orm; print: (text: string) => void }) {
  await sealAuditRows(context.orm);
  const report = await verifyAuditChain(context.orm);
  if (!report.ok) {
    throw new CliError(
      `Audit chain broken at row ${report.rowId}: ${PROBLEMS[report.problem]}. ${report.rows} rows before it are intact.`,
    );
  }
  context.print(`Audit chain intact: ${report.rows} rows.`);
}
