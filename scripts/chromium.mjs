// The browser the browser tests and the browser benches run in: Debian's Chromium, never a
// downloaded one. `npm test` (and `npm run test:e2e`) start with `node scripts/chromium.mjs`, so a
// fresh Debian machine needs no step of its own: when the run has no browser, Debian's chromium
// and chromium-headless-shell are installed (as root, or through sudo when it asks no password),
// saying so in one line; where that cannot be done, the run stops before any test with one line
// naming the command to run. `node scripts/chromium.mjs lighthouse` does the same for the
// Lighthouse bench, which wants the full browser.
//
// The browser tests prefer the headless shell (decision 016), then the full browser;
// CHROMIUM_PATH names another. Lighthouse takes the full browser, or CHROME_PATH (its own name).
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Debian's packages: the full browser (Lighthouse, screenshots) and the headless shell (tests). */
export const DEBIAN_PACKAGES = ['chromium', 'chromium-headless-shell'];

const PURPOSES = {
  tests: { variable: 'CHROMIUM_PATH', what: 'the browser tests', again: 'npm test' },
  lighthouse: { variable: 'CHROME_PATH', what: 'the Lighthouse bench', again: 'npm run bench -- lighthouse' },
};

const isExecutable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/** Where Debian puts each browser (`binDir` is for tests). */
export function debianBrowsers(binDir = '/usr/bin') {
  return { full: path.join(binDir, 'chromium'), headlessShell: path.join(binDir, 'chromium-headless-shell') };
}

/**
 * The browser a purpose runs in, whether or not it is installed: the environment's choice
 * (CHROMIUM_PATH for the tests, CHROME_PATH for Lighthouse), else Debian's.
 */
export function browserFor(purpose, { env = process.env, binDir } = {}) {
  const chosen = env[PURPOSES[purpose].variable];
  if (chosen) return chosen;
  const { full, headlessShell } = debianBrowsers(binDir);
  if (purpose === 'lighthouse') return full;
  return isExecutable(headlessShell) || !isExecutable(full) ? headlessShell : full;
}

const onPath = (command, env) =>
  (env.PATH ?? '').split(path.delimiter).some((dir) => dir && isExecutable(path.join(dir, command)));

/**
 * Makes sure the purpose's browser is there, installing Debian's packages when it is not and
 * this process may. Returns `{ ok: true, browser }`, or `{ ok: false, message }` with one line to
 * show (more only when apt-get itself failed: its last lines). Writes one line through `log`
 * before an install.
 */
export function ensureChromium(
  purpose = 'tests',
  { env = process.env, binDir, uid = process.getuid?.() ?? -1, log = console.log } = {},
) {
  const { variable, what, again } = PURPOSES[purpose];
  if (env[variable]) {
    return isExecutable(env[variable])
      ? { ok: true, browser: env[variable] }
      : {
          ok: false,
          message: `${variable}=${env[variable]} is not an executable file: point it at a Chromium, or unset it to use Debian's.`,
        };
  }
  let browser = browserFor(purpose, { env, binDir });
  if (isExecutable(browser)) return { ok: true, browser };

  const install = `apt-get install -y ${DEBIAN_PACKAGES.join(' ')}`;
  if (!onPath('apt-get', env)) {
    return {
      ok: false,
      message: `No Chromium for ${what}, and no apt-get here to install Debian's: install Chromium, set ${variable} to it, then run ${again} again.`,
    };
  }
  const asRoot = uid === 0;
  const viaSudo =
    !asRoot && onPath('sudo', env) && spawnSync('sudo', ['-n', 'true'], { env, stdio: 'ignore' }).status === 0;
  if (!asRoot && !viaSudo) {
    return {
      ok: false,
      message: `No Chromium for ${what}: run \`sudo apt-get update && sudo ${install}\` (or set ${variable} to a Chromium), then ${again} again.`,
    };
  }

  log(
    `No Chromium for ${what}: installing Debian's ${DEBIAN_PACKAGES.join(' and ')} (apt-get, ${asRoot ? 'as root' : 'through sudo'})...`,
  );
  // sudo resets the environment, so the non-interactive front end is passed through env(1).
  const aptGet = (args) =>
    asRoot
      ? spawnSync('apt-get', args, {
          env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
          encoding: 'utf8',
          maxBuffer: 64 << 20,
        })
      : spawnSync('sudo', ['-n', 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args], {
          env,
          encoding: 'utf8',
          maxBuffer: 64 << 20,
        });
  // The package lists first: a fresh container has none.
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...DEBIAN_PACKAGES],
  ]) {
    const result = aptGet(args);
    if (result.status !== 0) {
      const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`.trim();
      const tail = output.split('\n').slice(-10).join('\n');
      return {
        ok: false,
        message: `Installing Chromium failed (apt-get ${args.join(' ')}: exit ${result.status}); run \`${asRoot ? '' : 'sudo '}${install}\` to see why.${tail ? `\n${tail}` : ''}`,
      };
    }
  }
  browser = browserFor(purpose, { env, binDir });
  return isExecutable(browser)
    ? { ok: true, browser }
    : {
        ok: false,
        message: `apt-get installed ${DEBIAN_PACKAGES.join(' ')}, yet ${browser} is missing: set ${variable} to a Chromium.`,
      };
}

/** ensureChromium for a command line: the browser's path, or the message and exit status 1. */
export function requireChromium(purpose = 'tests') {
  const result = ensureChromium(purpose);
  if (result.ok) return result.browser;
  console.error(result.message);
  process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const purpose = process.argv[2] ?? 'tests';
  if (!(purpose in PURPOSES)) {
    console.error(`Usage: node scripts/chromium.mjs [${Object.keys(PURPOSES).join('|')}]`);
    process.exit(2);
  }
  requireChromium(purpose);
}
