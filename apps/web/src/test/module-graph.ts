import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const STATIC_SPECIFIERS = [/\bfrom\s+['"]([^'"]+)['"]/g, /^\s*import\s+['"]([^'"]+)['"]/gm];
const DYNAMIC_SPECIFIER = /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every module specifier of a source text: static imports, re-exports, side-effect and, unless told not to, dynamic imports. */
export function specifiersOf(source: string, { dynamic = true } = {}): string[] {
  const patterns = dynamic ? [...STATIC_SPECIFIERS, DYNAMIC_SPECIFIER] : STATIC_SPECIFIERS;
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1] ?? ''));
}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a specifier names under `src` (`@/` is src), or null for a package or a virtual module. */
function fileOf(src: string, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(src, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  for (const extension of EXTENSIONS) {
    const candidate = `${base}${extension}`;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${from} imports ${specifier}, which names no file`);
}

/**
 * Every source file an entry can load, lazy screens included (dynamic imports are followed unless
 * `dynamic` is false: then what loads with it): what the bundler would put in that entry's chunks, read
 * from the sources so the test needs no build (test helper).
 */
export function moduleGraphOf(src: string, entry: string, { dynamic = true } = {}): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const specifier of specifiersOf(readFileSync(file, 'utf8'), { dynamic })) {
      const target = fileOf(src, file, specifier);
      if (target && !seen.has(target)) pending.push(target);
    }
  }
  return seen;
}
