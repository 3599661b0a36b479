// The processes that launched `npm start`'s server, watched so the server ends with them. `npm start` is
// npm's own process, then `sh -c "node scripts/start.mjs"`, then start.mjs: the PID a terminal, a
// supervisor or a test holds is npm's. Killed outright (SIGKILL, the OOM killer), npm passes nothing on and
// the shell below it lives on, so the server would keep the port and the embedded PostgreSQL, and the next
// `npm start` would refuse to start. Linux has no way for Node to ask for a signal when its parent dies
// (PR_SET_PDEATHSIG), so the chain is polled.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';

const POLL_MS = 500;
/** npm, then a shell, then start.mjs: npm is looked for no further up than this. */
const MAX_LAUNCHER_DEPTH = 4;

/** A process's parent, whether it has ended unreaped (a zombie) and its command line; undefined once gone. */
function processInfo(pid) {
  try {
    if (existsSync('/proc/self/stat')) {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      return { parent: Number(parent), isZombie: state === 'Z', command };
    }
    const line = execFileSync('ps', ['-o', 'ppid=,stat=,args=', '-p', String(pid)], { encoding: 'utf8' }).trim();
    const [parent, state, ...args] = line.split(/\s+/);
    return line ? { parent: Number(parent), isZombie: state?.startsWith('Z'), command: args.join(' ') } : undefined;
  } catch {
    return undefined;
  }
}

/** npm's own process: it names itself `npm <command>`, or runs npm's entry point under node. */
function isNpm(command) {
  const [program = ''] = command.split(' ');
  return basename(program) === 'npm' || command.startsWith('npm ') || command.includes('npm-cli.js');
}

/**
 * This process's launchers: its parent and, when npm ran it (`npm start`), every process up to npm's own.
 * Each is kept with its parent at this moment, to tell a PID reused by another process from the launcher.
 */
function launchersOf(pid) {
  const chain = [];
  let launcher = processInfo(pid)?.parent;
  while (launcher > 1 && chain.length < MAX_LAUNCHER_DEPTH) {
    const info = processInfo(launcher);
    if (!info) break;
    const link = { pid: launcher, parent: info.parent, isNpm: isNpm(info.command) };
    chain.push(link);
    if (!process.env.npm_lifecycle_event || link.isNpm) break;
    launcher = info.parent;
  }
  // Not under npm after all: the direct parent alone, whatever started it.
  const npmAt = chain.findIndex((link) => link.isNpm);
  return chain
    .slice(0, npmAt + 1 || 1)
    .map((link, index, launchers) => ({ pid: link.pid, parent: link.parent, isTop: index === launchers.length - 1 }));
}

/**
 * A launcher is gone once it has ended (reaped, or a zombie its own parent has not reaped yet), or once its
 * PID belongs to a process with another parent. The topmost one's parent may change freely (a terminal
 * closed under `nohup npm start &`): only its life counts.
 */
function isGone(launcher) {
  const info = processInfo(launcher.pid);
  return !info || info.isZombie || (!launcher.isTop && info.parent !== launcher.parent);
}

/**
 * Calls `onGone` once, when any launcher of this process (its parent and, under `npm start`, up to npm's
 * own process) has ended. The timer never keeps the process up. Windows has no such chain to read.
 */
export function watchLaunchers(onGone) {
  if (process.platform === 'win32') return;
  const launchers = launchersOf(process.pid);
  if (launchers.length === 0) return;
  const timer = setInterval(() => {
    if (!launchers.some(isGone)) return;
    clearInterval(timer);
    onGone();
  }, POLL_MS);
  timer.unref();
}
