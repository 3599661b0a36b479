import type { Env } from '../config.js';
import { DEMO_ACCOUNTS } from '../seed/seed.js';
import { DEMO_API_CLIENT } from '../seed/seed-api-clients.js';
import { DEMO_CODES } from '../seed/seed-collect.js';

/** What `npm start` prints once the server answers: where, and outside production the demo sign-ins. */
export function printWelcome(env: Env, seeded: boolean) {
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const url = `http://${host}:${env.PORT}`;
  const lines = [
    '',
    `Chaba Rewards is running at ${url}`,
    `  API reference: ${url}/api/docs`,
    `  Health:        ${url}/api/health  (ready: /api/ready, metrics: /api/metrics)`,
  ];
  if (env.WEB_CONCURRENCY > 1) lines.push(`  Workers:       ${env.WEB_CONCURRENCY} processes (WEB_CONCURRENCY)`);
  if (seeded) {
    // One column width for sign-ins and codes, the longest of either, so the labels line up.
    const width =
      Math.max(...DEMO_ACCOUNTS.map((account) => account.login.length), ...DEMO_CODES.map((code) => code.code.length)) +
      1;
    lines.push(`  Dev outbox:    ${url}/dev/outbox`, '  Demo accounts:');
    for (const account of DEMO_ACCOUNTS)
      lines.push(`    ${account.login.padEnd(width)} ${account.password.padEnd(12)} ${account.label}`);
    lines.push('  Promo and scan codes:');
    for (const code of DEMO_CODES) lines.push(`    ${code.code.padEnd(width)} ${code.label}`);
    lines.push(
      `  Partner API key (${DEMO_API_CLIENT.name}, ${DEMO_API_CLIENT.partner} ${DEMO_API_CLIENT.storeCodes.join(', ')}):`,
      `    Authorization: Bearer ${DEMO_API_CLIENT.key}`,
    );
  }
  console.log(`${lines.join('\n')}\n`);
}
