#!/usr/bin/env node
// `npm test`: lint, type-check every workspace, then run every test project (contracts, api, web, e2e)
// in one Vitest run, and close with per-suite counts and one plain "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const WORKSPACES = ['packages/contracts', 'apps/api', 'apps/web', 'e2e', 'bench'];
const started = Date.now();

function run(label, command, args) {
  const stepStart = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  console.log(
    `  ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - stepStart) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
}

const failures = [];
if (!run('lint (biome)', 'npx', ['biome', 'check', '.'])) failures.push('lint');
for (const workspace of WORKSPACES) {
  if (!run(`typecheck ${workspace}`, 'npx', ['tsc', '-p', workspace])) failures.push(`typecheck ${workspace}`);
}

const reportDir = mkdtempSync(join(tmpdir(), 'loyalty-test-'));
const reportFile = join(reportDir, 'vitest.json');
const extraArgs = process.argv.slice(2);
run('tests (vitest: contracts, api, web, e2e)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportFile}`,
  ...extraArgs,
]);

let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const perSuite = new Map();
  for (const file of report.testResults) {
    const suite = file.name.includes('/e2e/')
      ? 'e2e'
      : file.name.includes('/apps/api/')
        ? 'api'
        : file.name.includes('/apps/web/')
          ? 'web'
          : 'contracts';
    const counts = perSuite.get(suite) ?? { passed: 0, failed: 0, skipped: 0 };
    for (const test of file.assertionResults) {
      if (test.status === 'passed') counts.passed += 1;
      else if (test.status === 'failed') counts.failed += 1;
      else counts.skipped += 1;
    }
    // A file that fails before its tests run (syntax, set-up) has no assertions but must still fail the run.
    if (file.status === 'failed' && file.assertionResults.every((test) => test.status !== 'failed')) counts.failed += 1;
    perSuite.set(suite, counts);
  }
  console.log('\nTest counts per suite:');
  for (const [suite, counts] of [...perSuite.entries()].sort()) {
    console.log(`  ${suite.padEnd(10)} ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
  }
} catch (error) {
  console.error(`Could not read the Vitest report: ${error.message}`);
  failed += 1;
}
rmSync(reportDir, { recursive: true, force: true });

if (failed > 0) failures.push('tests');
console.log(`\nChecks failed: ${failures.length ? failures.join(', ') : 'none'}`);
console.log(`Total time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failures.length === 0 && passed > 0 ? 0 : 1);
