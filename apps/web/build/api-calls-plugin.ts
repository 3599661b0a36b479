import type { CallContract } from '@loyalty/contracts';
import type { Plugin } from 'vite';
// By path, not by package name: Vite loads its config with Node, which runs no TypeScript from node_modules.
import { calls } from '../../../packages/contracts/src/calls.ts';

const MODULE_ID = 'virtual:api-calls';
const RESOLVED_ID = `\0${MODULE_ID}`;

/** What the browser needs of a call: where and how to send it, and who may. The schemas stay behind. */
function routeOf(call: CallContract) {
  return { name: call.name, method: call.method, path: call.path, access: call.access };
}

/**
 * `virtual:api-calls` hands the web the address of every call of the contracts, read at build time.
 * The contracts' zod schemas would otherwise ride into the first-visit bundle (DESIGN §10 budget);
 * the server validates every call anyway (DESIGN §5), and the types still come from the contracts.
 */
export function apiCallsPlugin(): Plugin {
  return {
    name: 'loyalty-api-calls',
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const routes = Object.fromEntries(Object.entries(calls).map(([key, call]) => [key, routeOf(call)]));
      return `export const callRoutes = ${JSON.stringify(routes)};\n`;
    },
  };
}
