// Per-request cost (issue 13 part 2) as ratios measured in one run: the app's answer against a bare
// Fastify route that sends the very same bytes. Targets: the SPA's HTML and a static asset ≥ 0.5× bare,
// GetPrivilegeList ≥ 0.25× bare.
import { startBareServer } from './bare-server.mjs';
import { measureWithCpu, rawGet, servingHeadersOf } from './load.mjs';

/** The largest script the SPA's index.html loads (entry or preload): the heaviest static answer. */
async function largestScript(baseUrl, html) {
  const paths = [...html.matchAll(/(?:src|href)="(\/[^"]+\.js)"/g)].map((match) => match[1]);
  if (paths.length === 0) throw new Error('index.html names no script: is the web app built?');
  let largest;
  for (const path of new Set(paths)) {
    const captured = await rawGet(new URL(path, baseUrl));
    if (captured.status === 200 && (!largest || captured.body.length > largest.captured.body.length)) {
      largest = { path, captured };
    }
  }
  return largest;
}

async function capture(baseUrl, path, headers = {}) {
  const captured = await rawGet(new URL(path, baseUrl), headers);
  if (captured.status !== 200) throw new Error(`${path} answered ${captured.status}`);
  return captured;
}

/** The middle of an odd number of rounds, ordered by `figureOf`. */
function middleBy(rounds, figureOf) {
  return [...rounds].sort((a, b) => figureOf(a) - figureOf(b))[Math.floor(rounds.length / 2)];
}

/**
 * Captures what the app sends (as a browser asks: compressed when offered), serves the same bytes from
 * a bare server, and loads each pair back to back, in `rounds` rounds over all pairs (an odd number: one
 * pair of loads moves too much between runs, README). `app` is the started app (its URL and process id).
 * Answers one row per comparison: the median round's figures and ratio, every round's ratio, and the
 * median of the rounds' CPU ratios (bare ÷ app CPU time per answer: the servers' own work alone).
 */
export async function measureRequestCost({ baseUrl, pid: appPid }, token, load, rounds) {
  const member = { authorization: `Bearer ${token}` };
  const index = await capture(baseUrl, '/');
  const script = await largestScript(
    baseUrl,
    (await rawGet(new URL('/', baseUrl), { 'accept-encoding': 'identity' })).body.toString('utf8'),
  );
  const comparisons = [
    { name: 'SPA index.html (/)', path: '/', captured: index, target: 0.5 },
    { name: 'SPA /landing', path: '/landing', captured: await capture(baseUrl, '/landing'), target: 0.5 },
    { name: `static asset ${script.path}`, path: script.path, captured: script.captured, target: 0.5 },
    {
      name: 'GetPrivilegeList (first page)',
      path: '/api/v1/Privilege/GetPrivilegeList?page=1',
      captured: await capture(baseUrl, '/api/v1/Privilege/GetPrivilegeList?page=1', member),
      headers: member,
      target: 0.25,
    },
  ];
  const bare = await startBareServer(
    comparisons.map((comparison, index) => ({
      path: `/bare/${index}`,
      body: comparison.captured.body,
      headers: servingHeadersOf(comparison.captured),
    })),
  );
  try {
    const measured = comparisons.map(() => []);
    for (let round = 0; round < rounds; round += 1) {
      for (const [index, comparison] of comparisons.entries()) {
        const bareFigures = await measureWithCpu(new URL(`/bare/${index}`, bare.baseUrl), load, bare.pid);
        const appFigures = await measureWithCpu(
          new URL(comparison.path, baseUrl),
          { ...load, headers: comparison.headers },
          appPid,
        );
        const ratio = appFigures.requestsPerSecond / Math.max(1, bareFigures.requestsPerSecond);
        const cpuRatio = bareFigures.cpuMicrosecondsPerAnswer / Math.max(0.1, appFigures.cpuMicrosecondsPerAnswer);
        measured[index].push({ app: appFigures, bare: bareFigures, ratio, cpuRatio });
      }
    }
    return comparisons.map((comparison, index) => {
      // The median round by requests per second is the one whose figures the report shows.
      const median = middleBy(measured[index], ({ ratio }) => ratio);
      const answeredAll = measured[index].every(({ app }) => app.non2xx === 0 && app.errors === 0);
      return {
        name: comparison.name,
        bytes: comparison.captured.body.length,
        encoding: comparison.captured.headers['content-encoding'] ?? 'identity',
        app: median.app,
        bare: median.bare,
        ratio: Number(median.ratio.toFixed(3)),
        roundRatios: measured[index].map(({ ratio }) => Number(ratio.toFixed(3))),
        cpuRatio: Number(middleBy(measured[index], ({ cpuRatio }) => cpuRatio).cpuRatio.toFixed(3)),
        roundCpuRatios: measured[index].map(({ cpuRatio }) => Number(cpuRatio.toFixed(3))),
        target: comparison.target,
        pass: median.ratio >= comparison.target && answeredAll,
      };
    });
  } finally {
    await bare.stop();
  }
}
