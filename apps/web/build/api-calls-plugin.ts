import type { CallContract } from '@loyalty/contracts';
import type { Plugin } from 'vite';
// By path, not by package name: Vite loads its config with Node, which runs no TypeScript from node_modules.
import { calls } from '../../../packages/contracts/src/calls.ts';

const MODULE_ID = 'virtual:api-calls';
const RESOLVED_ID = `\0${MODULE_ID}`;
/** One call's address alone: `virtual:api-call/getConsent`. */
const CALL_PREFIX = 'virtual:api-call/';
const RESOLVED_CALL_PREFIX = `\0${CALL_PREFIX}`;

/** How the app imports the table (api-calls.d.ts), and how it reads a call of it. */
const TABLE_IMPORT = /import\s*\{\s*callRoutes\s*\}\s*from\s*(['"])virtual:api-calls\1;?/;
const CALL_READ = /(?<![\w$.])callRoutes\.([A-Za-z_$][\w$]*)/g;
const TABLE_NAME = /(?<![\w$.])callRoutes(?![\w$])/;

/**
 * What the browser needs of a call: where and how to send it, and whether it is public (a refused
 * public call is not an ended session). Who else may send it is the server's to judge, and the
 * schemas stay behind.
 */
function routeOf(call: CallContract) {
  const route = { name: call.name, method: call.method, path: call.path };
  return call.access === 'public' ? { ...route, isPublic: true } : route;
}

/**
 * A module that reads the table only as `callRoutes.<call>` imports each call it reads from a module of
 * its own instead: `callRoutes.getConsent` becomes `callRoutes$getConsent`, imported from
 * `virtual:api-call/getConsent`. Every name keeps its length and the import goes to the end (imports are
 * hoisted), so no position moves and the module's source map stays true. A module that uses the table
 * any other way keeps it whole. Undefined when there is nothing to change.
 */
export function importCallsOneByOne(code: string): string | undefined {
  const tableImport = TABLE_IMPORT.exec(code);
  if (!tableImport) return undefined;
  const withoutImport =
    code.slice(0, tableImport.index) +
    ' '.repeat(tableImport[0].length) +
    code.slice(tableImport.index + tableImport[0].length);
  const reads = new Set<string>();
  const oneByOne = withoutImport.replace(CALL_READ, (_read, key: string) => {
    reads.add(key);
    return `callRoutes$${key}`;
  });
  if (TABLE_NAME.test(oneByOne)) return undefined;
  const imports = [...reads].map((key) => `import callRoutes$${key} from '${CALL_PREFIX}${key}';`);
  return `${oneByOne}\n${imports.join('\n')}\n`;
}

/**
 * `virtual:api-calls` hands the web the address of every call of the contracts, read at build time.
 * The contracts' zod schemas would otherwise ride into the first-visit bundle (DESIGN §10 budget);
 * the server validates every call anyway (DESIGN §5), and the types still come from the contracts.
 * Each call is also a module of its own (`importCallsOneByOne`), so a page's scripts carry the calls its
 * screens send rather than the table of all of them (issue 39: 1.3 KB of every first visit).
 */
export function apiCallsPlugin(): Plugin {
  return {
    name: 'loyalty-api-calls',
    resolveId(id) {
      if (id.startsWith(CALL_PREFIX) && Object.hasOwn(calls, id.slice(CALL_PREFIX.length))) return `\0${id}`;
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    transform(code, id) {
      if (id.includes('/node_modules/')) return undefined;
      const oneByOne = importCallsOneByOne(code);
      return oneByOne === undefined ? undefined : { code: oneByOne, map: null };
    },
    load(id) {
      if (id.startsWith(RESOLVED_CALL_PREFIX)) {
        const call = calls[id.slice(RESOLVED_CALL_PREFIX.length) as keyof typeof calls];
        return `export default ${JSON.stringify(routeOf(call))};\n`;
      }
      if (id !== RESOLVED_ID) return undefined;
      const routes = Object.fromEntries(Object.entries(calls).map(([key, call]) => [key, routeOf(call)]));
      return `export const callRoutes = ${JSON.stringify(routes)};\n`;
    },
  };
}
