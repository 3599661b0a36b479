import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema } from './config.js';
import { ENV_EXAMPLE_FILE, renderEnvExample } from './env-example.js';

describe('.env.example', () => {
  it('is the file the configuration schema generates (run `npm run env-example` after changing config.ts)', () => {
    expect(readFileSync(ENV_EXAMPLE_FILE, 'utf8')).toBe(renderEnvExample());
  });

  it('lists every setting with a description', () => {
    const text = renderEnvExample();
    for (const [name, schema] of Object.entries(envSchema.shape)) {
      expect(schema.description, name).toBeTruthy();
      expect(text).toContain(`\n# ${name}=`);
    }
  });
});
