import { type Browser, chromium } from 'playwright-core';

const EXECUTABLE_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium features the suite turns off on top of Playwright's own. The address bar's suggestion popup is
 * preloaded as a page of its own in every new context, though headless never shows it: about 1.4 s of CPU
 * a context on a 2-core machine. Without it, Chromium spent 17.5–20.9 s of CPU instead of 24.2–31.7 s on
 * three contexts of seven page loads each, and the products e2e file ran in 67 s instead of 112 s
 * (2026-11-29).
 */
const FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const DISABLE_FEATURES = '--disable-features=';

/**
 * The one `--disable-features` switch of the suite's browsers: Playwright's list with FEATURES_OFF added.
 * Chromium keeps only the last of several such switches, so ours beside Playwright's would turn its
 * features back on. Its list is read off a browser it launched (CDP `Browser.getBrowserCommandLine`, which
 * answers only with `--enable-automation`): once a run, in the global set-up.
 */
export async function disableFeaturesSwitch(): Promise<string> {
  const probe = await chromium.launch({
    executablePath: EXECUTABLE_PATH,
    args: [...CHROMIUM_ARGS, '--enable-automation'],
  });
  try {
    const session = await probe.newBrowserCDPSession();
    const { arguments: switches } = await session.send('Browser.getBrowserCommandLine');
    const playwrightOff = switches
      .filter((value) => value.startsWith(DISABLE_FEATURES))
      .flatMap((value) => value.slice(DISABLE_FEATURES.length).split(','));
    if (playwrightOff.length === 0) throw new Error('Playwright launched Chromium without --disable-features');
    return DISABLE_FEATURES + [...new Set([...playwrightOff, ...FEATURES_OFF])].join(',');
  } finally {
    await probe.close();
  }
}

/** Debian's Chromium with the suite's switches, `disableFeatures` being what disableFeaturesSwitch made. */
export function launchChromium(disableFeatures: string): Promise<Browser> {
  return chromium.launch({ executablePath: EXECUTABLE_PATH, args: [...CHROMIUM_ARGS, disableFeatures] });
}
