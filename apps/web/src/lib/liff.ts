import { config } from './config';

export type Liff = typeof import('@line/liff').default;

let started: Promise<Liff> | null = null;

/** The SDK's module, fetched on first use only: browsers that never need LINE never download it. */
async function loadLiff(): Promise<Liff> {
  return (await import('@line/liff')).default;
}

/**
 * A build without a LIFF app (`VITE_LIFF_ID` unset: local runs, demos, tests) starts `@line/liff-mock`
 * (DESIGN §7), so nobody needs a LINE account; the server still refuses mock tokens in production.
 */
async function initialise(): Promise<Liff> {
  const liff = await loadLiff();
  if (config.liffId !== '') {
    await liff.init({ liffId: config.liffId });
    return liff;
  }
  const { LiffMockPlugin } = await import('@line/liff-mock');
  liff.use(new LiffMockPlugin());
  await liff.init({ liffId: 'liff-mock', mock: true } as Parameters<Liff['init']>[0]);
  return liff;
}

/**
 * The LIFF SDK, started once per page load as LINE asks (`liff.init` once, at one place): log-in, the
 * scanner, the share picker and closing the window all wait for this one start. Not `liff.ready`,
 * which never settles when the start fails, where callers need the failure (the scanner falls back to
 * the camera). A failed start is forgotten, so the next use tries again.
 */
export function startLiff(): Promise<Liff> {
  started ??= initialise().catch((error: unknown) => {
    started = null;
    throw error;
  });
  return started;
}

/**
 * The SDK for `liff.closeWindow()`, which works before `liff.init` (SDK 2.4 and later): started when
 * this build has a LIFF app, as it is anyway by then, and left unstarted otherwise, rather than
 * starting the mock only to close the window.
 */
export function liffForClosing(): Promise<Liff> {
  return config.liffId !== '' ? startLiff() : loadLiff();
}
