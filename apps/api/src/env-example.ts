// `npm run env-example`: writes .env.example at the repository's root from the configuration schema
// (config.ts), so the file lists every setting the server reads, with its default and what it does.
// env-example.test.ts fails when the committed file and the schema disagree.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { envSchema } from './config.js';

export const ENV_EXAMPLE_FILE = resolve(import.meta.dirname, '..', '..', '..', '.env.example');

/** A value as a dotenv line reads it: quoted when it holds a space or a character a shell would read. */
function dotenvValue(value: unknown): string {
  const text = String(value);
  return /^[\w./:@-]*$/.test(text) ? text : JSON.stringify(text);
}

/** Every setting, commented out at its default (or empty when it has none), under its description. */
export function renderEnvExample(): string {
  const defaults: Record<string, unknown> = envSchema.parse({});
  const settings = Object.entries(envSchema.shape).map(([name, schema]) => {
    const value = defaults[name] === undefined ? '' : dotenvValue(defaults[name]);
    return `# ${schema.description ?? name}\n# ${name}=${value}`;
  });
  const header = [
    '# Every setting the API server reads, at its default: uncomment and change the ones you need.',
    '# Generated from apps/api/src/config.ts by `npm run env-example`; do not edit by hand.',
    '# The server reads its environment only: load this file with your process manager, or with',
    '# `node --env-file=.env scripts/start.mjs`. The web build reads VITE_* settings (README).',
  ];
  return `${[header.join('\n'), ...settings].join('\n\n')}\n`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(ENV_EXAMPLE_FILE, renderEnvExample());
  console.log(`Wrote ${ENV_EXAMPLE_FILE}`);
}
