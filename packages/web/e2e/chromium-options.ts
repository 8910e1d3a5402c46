/** Debian's Chromium, or the one `CHROMIUM_PATH` names: the browser tests and the screens' bench drive it alike. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Its flags: no sandbox (CI's containers), no GPU, and nothing it would fetch on its own. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
