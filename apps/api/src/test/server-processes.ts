import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEST_PUBLIC_URL } from './templates.js';

/**
 * Real server processes (`node --import tsx apps/api/src/server.ts`) sharing one PostgreSQL
 * database, for what an in-process app cannot show: several processes racing for the same rows,
 * and a process dying halfway through a transaction. Used by the multi-process tests and the
 * flash-sale bench; imports nothing from Vitest so the bench can use it too.
 */

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SERVER = path.join(ROOT, 'apps/api/src/server.ts');
const BUNDLE = path.join(ROOT, 'apps/api/dist/server.js');

function newestMtime(p: string): number {
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((name) => newestMtime(path.join(p, name))));
}

const BUILD_LOCK = path.join(ROOT, 'apps/api/dist/.building');

const bundleIsFresh = () => {
  const sources = ['apps/api/src', 'apps/api/scripts', 'packages/contracts/src'].map((p) => path.join(ROOT, p));
  return existsSync(BUNDLE) && statSync(BUNDLE).mtimeMs > Math.max(...sources.map(newestMtime));
};

/** Blocks this thread for `ms` (a test file's setup, waiting on another file's build). */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Compiles the API (apps/api/scripts/build.mjs) for `compiled: true` processes, unless the
 * bundle is newer than every source: test files running side by side then share one build
 * instead of rewriting it under each other's processes. On a fresh clone several files ask at
 * once; the first takes a lock (a directory, made atomically) and the others wait for its build
 * rather than starting a process on a half-written bundle. A lock left by a killed run is taken
 * over after two minutes.
 */
export function buildServerBundle(): void {
  if (bundleIsFresh()) return;
  mkdirSync(path.dirname(BUILD_LOCK), { recursive: true });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      mkdirSync(BUILD_LOCK);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      if (Date.now() > deadline) break;
      pause(200);
      if (!existsSync(BUILD_LOCK) && bundleIsFresh()) return;
    }
  }
  try {
    if (bundleIsFresh()) return;
    const r = spawnSync(process.execPath, [path.join(ROOT, 'apps/api/scripts/build.mjs')], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`building the API failed:\n${r.stdout}${r.stderr}`);
  } finally {
    rmSync(BUILD_LOCK, { recursive: true, force: true });
  }
}

/**
 * How production starts the compiled server (Dockerfile, scripts/start.mjs; decision 028): V8's
 * young generation at half its default size and glibc's malloc held to two arenas, which keep the
 * resident memory of a busy process under the bench's targets (bench/memory.ts).
 */
export const PRODUCTION_NODE_ARGS = ['--max-semi-space-size=8'];
export const PRODUCTION_ENV = { MALLOC_ARENA_MAX: '2' };

/** Fixed, so a session or signed value made by one process is read by the others. */
export const TEST_SESSION_SECRET = 'server-processes-session-secret-0000000000000';
/** Lines of output kept per process, for the message when something goes wrong. */
const KEPT_LINES = 200;

export interface ServerProcess {
  /** 1-based, in the order started. */
  index: number;
  port: number;
  /** `http://127.0.0.1:<port>` */
  url: string;
  child: ChildProcess;
  /** Resolves when the process has ended (killed, crashed or exited by itself). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The last lines it wrote to stdout and stderr. */
  output: () => string;
  running: () => boolean;
  /** SIGTERM, then SIGKILL after 10 s. */
  stop: () => Promise<void>;
}

export interface StartOptions {
  databaseUrl: string;
  /** Extra environment for this process (JOBS, TIKITI_FAILPOINT, PAYSTACK_*, …). */
  env?: Record<string, string | undefined>;
  /** Writes a V8 CPU profile into this folder when the process stops. */
  cpuProfDir?: string;
  /** Default 60 s (tsx compiles the server on start). */
  startTimeoutMs?: number;
  /**
   * Run the compiled bundle (`apps/api/dist/server.js`, see `buildServerBundle`) with plain
   * node, as production does, instead of the TypeScript source through tsx: it starts faster.
   */
  compiled?: boolean;
  /** With `compiled`: another compiled server than `apps/api/dist/server.js` (a bench's earlier build). */
  bundle?: string;
  /** Node's flags for a compiled process (default: production's, PRODUCTION_NODE_ARGS). */
  nodeArgs?: string[];
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Shared by every process of a group: the same ticket-signing key, like a real deployment. */
function ticketSigningKey(): string {
  return generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

async function isUp(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

/** The port picked for a process was taken before it could listen on it. */
class PortTakenError extends Error {}

export class ServerGroup {
  readonly servers: ServerProcess[] = [];
  private readonly dataDir = mkdtempSync(path.join(tmpdir(), 'tikiti-procs-'));
  private readonly signingKey = ticketSigningKey();
  private started = 0;

  constructor(private readonly base: StartOptions) {}

  /**
   * Starts one more process and waits until it answers /api/health. A free port can be taken by
   * another socket (an outgoing connection gets its port from the same range) between the look
   * and the child's bind: the child then exits with EADDRINUSE and is started again on another.
   */
  async start(extra: Omit<StartOptions, 'databaseUrl'> = {}): Promise<ServerProcess> {
    // Numbered in the order asked for, whichever process comes up first.
    const index = ++this.started;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.launch(index, extra);
      } catch (err) {
        if (!(err instanceof PortTakenError) || attempt === 3) throw err;
      }
    }
  }

  private async launch(index: number, extra: Omit<StartOptions, 'databaseUrl'>): Promise<ServerProcess> {
    const opts = { ...this.base, ...extra, env: { ...this.base.env, ...extra.env } };
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: opts.databaseUrl,
      DATA_DIR: this.dataDir,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      JOBS: 'false',
      SESSION_SECRET: TEST_SESSION_SECRET,
      TICKET_SIGNING_KEY: this.signingKey,
      WEB_DIST_DIR: path.join(this.dataDir, 'no-web'),
      ...(opts.compiled ? PRODUCTION_ENV : {}),
    };
    // The runner's own settings must not leak into the server under test.
    for (const name of [
      'PAYSTACK_SECRET_KEY',
      'PAYSTACK_PUBLIC_KEY',
      'PAYSTACK_BASE_URL',
      'TIKITI_FAILPOINT',
      'TIKITI_FAILPOINT_DELAY_MS',
    ]) {
      delete env[name];
    }
    for (const [k, v] of Object.entries(opts.env ?? {})) {
      if (v === undefined) delete env[k];
      else env[k] = v;
    }
    const profile = opts.cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(opts.cpuProfDir)}`] : [];
    const entry = opts.compiled
      ? [...(opts.nodeArgs ?? PRODUCTION_NODE_ARGS), opts.bundle ?? BUNDLE]
      : ['--import', 'tsx', SERVER];
    const child = spawn(process.execPath, [...profile, ...entry], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: string[] = [];
    const keep = (chunk: Buffer) => {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      if (lines.length > KEPT_LINES) lines.splice(0, lines.length - KEPT_LINES);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    const running = () => child.exitCode === null && child.signalCode === null;
    const server: ServerProcess = {
      index,
      port,
      url,
      child,
      exited,
      output: () => lines.join('\n'),
      running,
      stop: async () => {
        if (!running()) return;
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      },
    };
    this.servers[index - 1] = server;

    const deadline = Date.now() + (opts.startTimeoutMs ?? 60_000);
    while (!(await isUp(url))) {
      if (!running()) {
        const message = `server process ${server.index} exited while starting:\n${server.output()}`;
        throw server.output().includes('EADDRINUSE') ? new PortTakenError(message) : new Error(message);
      }
      if (Date.now() > deadline) {
        await server.stop();
        throw new Error(`server process ${server.index} did not answer ${url}/api/health:\n${server.output()}`);
      }
      await new Promise((r) => setTimeout(r, 150));
    }
    return server;
  }

  /** Stops every process still running and removes the shared data folder. */
  async close(): Promise<void> {
    await Promise.all(this.servers.filter(Boolean).map((s) => s.stop()));
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/**
 * Starts `count` processes on `databaseUrl` at once (each gets `perProcess[i]` on top of
 * `env`). The database must already be migrated: processes starting together would race to
 * migrate it.
 */
export async function startServerProcesses(
  opts: StartOptions & { count: number; perProcess?: Record<string, string | undefined>[] },
): Promise<ServerGroup> {
  const group = new ServerGroup(opts);
  try {
    await Promise.all(Array.from({ length: opts.count }, (_, i) => group.start({ env: { ...opts.perProcess?.[i] } })));
  } catch (e) {
    await group.close();
    throw e;
  }
  return group;
}

/** A server process's answer: its status, its body, and the cookies it set. */
export interface HttpAnswer {
  status: number;
  body: string;
  cookies: string[];
}

/**
 * One request to a server process over a real socket (`agent` keeps them alive): `body` goes as
 * JSON, or `raw` as it is; a request that takes more than a minute fails.
 */
export function sendHttp(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  opts: { agent: http.Agent | false; headers?: Record<string, string>; raw?: string },
): Promise<HttpAnswer> {
  const payload = opts.raw ?? (body === undefined ? undefined : JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}${path}`,
      {
        method,
        agent: opts.agent,
        headers: {
          ...(payload !== undefined
            ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }
            : {}),
          ...opts.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            cookies: res.headers['set-cookie'] ?? [],
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(60_000, () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.end(payload);
  });
}

/**
 * `count` processes of the compiled server (as production runs it) on a test database, answering
 * as the test site; `env` adds settings (JOBS, TIKITI_FAILPOINT, …).
 */
export const startCompiledServers = (database: { url?: string }, count: number, env: Record<string, string> = {}) =>
  startServerProcesses({
    databaseUrl: database.url!,
    compiled: true,
    env: { PUBLIC_URL: TEST_PUBLIC_URL, ...env },
    count,
  });
