#!/usr/bin/env node
// `npm test`: lint and type-check every workspace (two at a time), then run every test project (contracts,
// api, web, e2e) in one Vitest run, and close with per-suite counts and one plain "N passed, N failed" line.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const WORKSPACES = ['packages/contracts', 'apps/api', 'apps/web', 'e2e', 'bench'];
/** The checks before the tests: each is its own process, so two share the two cores of a CI machine. */
const CHECKS_AT_ONCE = 2;
const started = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

function run(label, command, args) {
  const stepStart = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  console.log(`  ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${seconds(stepStart)} s`);
  return result.status === 0;
}

/** Runs a check with its output held back, then prints it whole, so checks running together never interleave. */
function check({ label, command, args }) {
  return new Promise((resolve) => {
    const stepStart = Date.now();
    const child = spawn(command, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      console.log(`\n▶ ${label}`);
      const printed = Buffer.concat(output).toString();
      if (printed.trim()) process.stdout.write(printed.endsWith('\n') ? printed : `${printed}\n`);
      console.log(`  ${label}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds(stepStart)} s`);
      resolve(code === 0);
    });
  });
}

const checks = [
  { label: 'lint (biome)', command: 'npx', args: ['biome', 'check', '.'], failure: 'lint' },
  ...WORKSPACES.map((workspace) => ({
    label: `typecheck ${workspace}`,
    command: 'npx',
    args: ['tsc', '-p', workspace],
    failure: `typecheck ${workspace}`,
  })),
];
const failures = [];
const waiting = [...checks];
await Promise.all(
  Array.from({ length: CHECKS_AT_ONCE }, async () => {
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      if (!(await check(next))) failures.push(next.failure);
    }
  }),
);

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
console.log(`Total time: ${seconds(started)} s`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failures.length === 0 && passed > 0 ? 0 : 1);
