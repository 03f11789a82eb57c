import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureChromium } from './chromium.mjs';

/**
 * A machine in a folder: `bin` is where Debian puts the browsers, `path` holds fake apt-get and
 * sudo that record how they were called (apt-get "installs" by creating the browsers in `bin`).
 */
let root: string;
let bin: string;
let fakePath: string;
let calls: string;

const script = (file: string, body: string) => {
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
};
const browser = (name: string) => script(path.join(bin, name), 'exit 0');
const recorded = () => readFileSync(calls, 'utf8').trim().split('\n').filter(Boolean);

/** apt-get that logs its arguments and front end; `install` creates both browsers unless told to fail. */
function fakeAptGet({ fail = false } = {}) {
  script(
    path.join(fakePath, 'apt-get'),
    [
      `echo "apt-get $* DEBIAN_FRONTEND=$DEBIAN_FRONTEND" >> ${calls}`,
      fail ? 'echo "E: Unable to locate package chromium-headless-shell" >&2; exit 100' : '',
      `if [ "$1" = install ]; then printf '#!/bin/sh\\n' > ${bin}/chromium; printf '#!/bin/sh\\n' > ${bin}/chromium-headless-shell; /bin/chmod +x ${bin}/chromium ${bin}/chromium-headless-shell; fi`,
    ].join('\n'),
  );
}

/** sudo that works without a password (runs the command) or asks for one (fails under -n). */
function fakeSudo({ passwordless }: { passwordless: boolean }) {
  script(
    path.join(fakePath, 'sudo'),
    passwordless
      ? `echo "sudo $*" >> ${calls}\n[ "$1" = -n ] && shift\nexec "$@"`
      : `echo "sudo $*" >> ${calls}\necho "sudo: a password is required" >&2\nexit 1`,
  );
}

// PATH holds only the fakes (and env, true): never the machine's own apt-get or sudo.
const env = () => ({ PATH: fakePath });
const run = (purpose: 'tests' | 'lighthouse', opts: { uid: number; env?: NodeJS.ProcessEnv }) => {
  const lines: string[] = [];
  const result = ensureChromium(purpose, {
    env: opts.env ?? env(),
    binDir: bin,
    uid: opts.uid,
    log: (l) => lines.push(l),
  });
  return { result, lines };
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'tikiti-chromium-'));
  bin = path.join(root, 'usr-bin');
  fakePath = path.join(root, 'path');
  calls = path.join(root, 'calls.log');
  mkdirSync(bin);
  mkdirSync(fakePath);
  writeFileSync(calls, '');
  // What sudo runs: `env DEBIAN_FRONTEND=... apt-get` and `true`.
  symlinkSync('/usr/bin/env', path.join(fakePath, 'env'));
  symlinkSync('/bin/true', path.join(fakePath, 'true'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the browser check before the tests', () => {
  it('uses the headless shell when installed, and installs nothing', () => {
    browser('chromium');
    browser('chromium-headless-shell');
    fakeAptGet();
    const { result, lines } = run('tests', { uid: 0 });
    expect(result).toEqual({ ok: true, browser: path.join(bin, 'chromium-headless-shell') });
    expect(lines).toEqual([]);
    expect(recorded()).toEqual([]);
  });

  it('runs the tests in the full browser when it is the only one, without installing', () => {
    browser('chromium');
    fakeAptGet();
    expect(run('tests', { uid: 1000 }).result).toEqual({ ok: true, browser: path.join(bin, 'chromium') });
    expect(recorded()).toEqual([]);
  });

  it('as root, installs both Debian packages non-interactively, saying so in one line', () => {
    fakeAptGet();
    const { result, lines } = run('tests', { uid: 0 });
    expect(result).toEqual({ ok: true, browser: path.join(bin, 'chromium-headless-shell') });
    expect(lines).toEqual([
      "No Chromium for the browser tests: installing Debian's chromium and chromium-headless-shell (apt-get, as root)...",
    ]);
    expect(recorded()).toEqual([
      'apt-get update -qq DEBIAN_FRONTEND=noninteractive',
      'apt-get install -y -qq chromium chromium-headless-shell DEBIAN_FRONTEND=noninteractive',
    ]);
  });

  it('as another user, installs through sudo when it asks no password', () => {
    fakeAptGet();
    fakeSudo({ passwordless: true });
    const { result, lines } = run('tests', { uid: 1000 });
    expect(result.ok).toBe(true);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('through sudo');
    expect(recorded()).toEqual([
      'sudo -n true',
      'sudo -n env DEBIAN_FRONTEND=noninteractive apt-get update -qq',
      'apt-get update -qq DEBIAN_FRONTEND=noninteractive',
      'sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell',
      'apt-get install -y -qq chromium chromium-headless-shell DEBIAN_FRONTEND=noninteractive',
    ]);
  });

  it('stops with the exact command when sudo wants a password, and runs no apt-get', () => {
    fakeAptGet();
    fakeSudo({ passwordless: false });
    const { result, lines } = run('tests', { uid: 1000 });
    expect(result).toEqual({
      ok: false,
      message:
        'No Chromium for the browser tests: run `sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell` (or set CHROMIUM_PATH to a Chromium), then npm test again.',
    });
    expect(lines).toEqual([]);
    expect(recorded()).toEqual(['sudo -n true']);
  });

  it('stops with the same command when there is no sudo at all', () => {
    fakeAptGet();
    const { result } = run('tests', { uid: 1000 });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(
      '`sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell`',
    );
    expect(recorded()).toEqual([]);
  });

  it('without apt-get, asks for a Chromium in CHROMIUM_PATH', () => {
    const { result } = run('tests', { uid: 0 });
    expect(result).toEqual({
      ok: false,
      message:
        "No Chromium for the browser tests, and no apt-get here to install Debian's: install Chromium, set CHROMIUM_PATH to it, then run npm test again.",
    });
  });

  it("says why when apt-get fails, with apt-get's own last words", () => {
    fakeAptGet({ fail: true });
    const { result } = run('tests', { uid: 0 });
    expect(result.ok).toBe(false);
    const message = result.ok ? '' : result.message;
    expect(message.split('\n')[0]).toBe(
      'Installing Chromium failed (apt-get update -qq: exit 100); run `apt-get install -y chromium chromium-headless-shell` to see why.',
    );
    expect(message).toContain('E: Unable to locate package chromium-headless-shell');
  });

  it('takes CHROMIUM_PATH as it is, and refuses one that is not there', () => {
    fakeAptGet();
    const own = path.join(root, 'my-chromium');
    script(own, 'exit 0');
    expect(run('tests', { uid: 0, env: { ...env(), CHROMIUM_PATH: own } }).result).toEqual({ ok: true, browser: own });
    const missing = path.join(root, 'nowhere');
    expect(run('tests', { uid: 0, env: { ...env(), CHROMIUM_PATH: missing } }).result).toEqual({
      ok: false,
      message: `CHROMIUM_PATH=${missing} is not an executable file: point it at a Chromium, or unset it to use Debian's.`,
    });
    expect(recorded()).toEqual([]);
  });
});

describe('the browser check before the Lighthouse bench', () => {
  it('wants the full browser: the headless shell alone is not enough', () => {
    browser('chromium-headless-shell');
    fakeAptGet();
    const { result, lines } = run('lighthouse', { uid: 0 });
    expect(result).toEqual({ ok: true, browser: path.join(bin, 'chromium') });
    expect(lines[0]).toMatch(/^No Chromium for the Lighthouse bench: installing/);
  });

  it('names its own command and CHROME_PATH when it cannot install', () => {
    fakeAptGet();
    const { result } = run('lighthouse', { uid: 1000 });
    expect(!result.ok && result.message).toBe(
      'No Chromium for the Lighthouse bench: run `sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell` (or set CHROME_PATH to a Chromium), then npm run bench -- lighthouse again.',
    );
  });
});

describe('node scripts/chromium.mjs', () => {
  const cli = (extra: NodeJS.ProcessEnv) =>
    spawnSync(process.execPath, [path.join(import.meta.dirname, 'chromium.mjs'), 'tests'], {
      env: { ...process.env, ...extra },
      encoding: 'utf8',
    });

  it('is silent and succeeds when the browser is there', () => {
    const own = path.join(root, 'my-chromium');
    script(own, 'exit 0');
    const out = cli({ CHROMIUM_PATH: own });
    expect([out.status, out.stdout, out.stderr]).toEqual([0, '', '']);
  });

  it('exits 1 with one line when it cannot go on', () => {
    const out = cli({ CHROMIUM_PATH: path.join(root, 'nowhere') });
    expect(out.status).toBe(1);
    expect(out.stderr.trim().split('\n')).toHaveLength(1);
  });
});
