import { describe, expect, it } from 'vitest';
import { apiCallsPlugin, importCallsOneByOne } from '../../build/api-calls-plugin';

const TABLE_IMPORT = "import { callRoutes } from 'virtual:api-calls';";

describe('the calls a module reads, one module each', () => {
  it('imports each call the module reads from its own module, at the end, every position kept', () => {
    const code = [
      TABLE_IMPORT,
      'export const read = () => callApi(callRoutes.getConsent, {});',
      'export const write = () => callApi(callRoutes.updateConsent, {}) ?? callRoutes.getConsent;',
    ].join('\n');
    const changed = importCallsOneByOne(code) ?? '';
    const [body, imports] = [changed.slice(0, code.length), changed.slice(code.length)];

    expect(body.split('\n').map((line) => line.length)).toEqual(code.split('\n').map((line) => line.length));
    expect(body).not.toContain('virtual:api-calls');
    expect(body).toContain('callApi(callRoutes$getConsent, {})');
    expect(body).toContain('callApi(callRoutes$updateConsent, {}) ?? callRoutes$getConsent');
    expect(imports.trim().split('\n')).toEqual([
      "import callRoutes$getConsent from 'virtual:api-call/getConsent';",
      "import callRoutes$updateConsent from 'virtual:api-call/updateConsent';",
    ]);
  });

  it('keeps the whole table where the module uses it otherwise, and leaves other modules alone', () => {
    expect(importCallsOneByOne(`${TABLE_IMPORT}\nexport const all = Object.keys(callRoutes);`)).toBeUndefined();
    expect(importCallsOneByOne(`${TABLE_IMPORT}\nexport const one = callRoutes['getConsent'];`)).toBeUndefined();
    expect(importCallsOneByOne('export const other = settings.callRoutes.getConsent;')).toBeUndefined();
  });

  it('answers a call’s module with its address alone, and knows no call the contracts do not name', () => {
    const plugin = apiCallsPlugin() as unknown as {
      resolveId: (id: string) => string | undefined;
      load: (id: string) => string | undefined;
    };
    const id = plugin.resolveId('virtual:api-call/getConsent');
    expect(id).toBe('\0virtual:api-call/getConsent');
    expect(plugin.load(id as string)).toBe(
      'export default {"name":"GetConsent","method":"GET","path":"/Customer/GetConsent","isPublic":true};\n',
    );
    expect(plugin.load(plugin.resolveId('virtual:api-call/getCustomerInfo') as string)).not.toContain('isPublic');
    expect(plugin.resolveId('virtual:api-call/noSuchCall')).toBeUndefined();
  });
});
