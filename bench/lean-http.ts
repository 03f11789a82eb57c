import net from 'node:net';

/**
 * A small HTTP/1.1 keep-alive client for load generation: each request is one pre-encoded buffer
 * written on a raw TCP connection, and an answer is parsed only as far as its status line,
 * Content-Length (or chunked framing) and body. Per request it costs a fraction of node:http's
 * client, which matters when the load generator shares a small machine with the servers under
 * test (pgbench's own client is C and nearly free). No Accept-Encoding is sent, so bodies come
 * uncompressed.
 */

export interface LeanAnswer {
  status: number;
  body: Buffer;
  /** When the request was written on a connection (performance.now()). */
  sentAt: number;
}

interface Job {
  payload: Buffer;
  resolve: (a: LeanAnswer) => void;
  reject: (e: Error) => void;
}

const CRLF2 = Buffer.from('\r\n\r\n');

/** Parses one answer at the start of `buf`; null while incomplete. */
function parseAnswer(buf: Buffer): { status: number; body: Buffer; used: number; close: boolean } | null {
  const headEnd = buf.indexOf(CRLF2);
  if (headEnd < 0) return null;
  const head = buf.subarray(0, headEnd).toString('latin1');
  const lines = head.split('\r\n');
  const status = Number(lines[0]!.split(' ')[1]);
  let length: number | null = null;
  let chunked = false;
  let close = false;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line
      .slice(colon + 1)
      .trim()
      .toLowerCase();
    if (name === 'content-length') length = Number(value);
    else if (name === 'transfer-encoding' && value.includes('chunked')) chunked = true;
    else if (name === 'connection' && value === 'close') close = true;
  }
  const start = headEnd + 4;
  if (!chunked) {
    const n = length ?? 0;
    if (buf.length < start + n) return null;
    return { status, body: buf.subarray(start, start + n), used: start + n, close };
  }
  const parts: Buffer[] = [];
  let at = start;
  for (;;) {
    const lineEnd = buf.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = parseInt(buf.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size)) throw new Error('bad chunk size');
    if (buf.length < lineEnd + 2 + size + 2) return null;
    if (size === 0) {
      // No trailers are sent by the servers under test.
      return { status, body: Buffer.concat(parts), used: lineEnd + 4, close };
    }
    parts.push(buf.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

class Connection {
  private socket: net.Socket | null = null;
  private buf: Buffer = Buffer.alloc(0);
  private job: Job | null = null;
  private sentAt = 0;

  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly next: () => Job | undefined,
    private readonly onIdle: (c: Connection) => void,
  ) {}

  start(job: Job): void {
    this.job = job;
    if (!this.socket) this.open();
    this.sentAt = performance.now();
    this.socket!.write(job.payload);
  }

  private open(): void {
    const socket = net.connect({ host: this.host, port: this.port, noDelay: true });
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    const fail = (err: Error) => {
      this.socket = null;
      this.buf = Buffer.alloc(0);
      const job = this.job;
      this.job = null;
      if (job) job.reject(err);
      this.continue();
    };
    socket.on('error', fail);
    socket.on('close', () => {
      if (this.socket === socket) fail(Object.assign(new Error('connection closed'), { code: 'ECONNRESET' }));
    });
    this.socket = socket;
  }

  private onData(chunk: Buffer): void {
    this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : chunk;
    const parsed = parseAnswer(this.buf);
    if (!parsed || !this.job) return;
    this.buf = this.buf.subarray(parsed.used);
    const job = this.job;
    this.job = null;
    job.resolve({ status: parsed.status, body: parsed.body, sentAt: this.sentAt });
    if (parsed.close) {
      const s = this.socket;
      this.socket = null;
      s?.destroy();
    }
    this.continue();
  }

  private continue(): void {
    const job = this.next();
    if (job) this.start(job);
    else this.onIdle(this);
  }

  destroy(): void {
    const s = this.socket;
    this.socket = null;
    s?.destroy();
  }
}

/** Up to `maxSockets` keep-alive connections to one server; requests beyond them wait in a queue. */
export class LeanClient {
  private readonly queue: Job[] = [];
  private readonly idle: Connection[] = [];
  private readonly all: Connection[] = [];
  private readonly host: string;
  private readonly port: number;

  constructor(
    base: string,
    private readonly maxSockets: number,
  ) {
    const u = new URL(base);
    this.host = u.hostname;
    this.port = Number(u.port || 80);
  }

  /** Encodes a JSON POST once; the buffer can be sent with `send`. */
  static jsonPost(base: string, path: string, body: string, headers: Record<string, string> = {}): Buffer {
    const u = new URL(base);
    const bytes = Buffer.from(body, 'utf8');
    const extra = Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('');
    const head =
      `POST ${path} HTTP/1.1\r\nHost: ${u.host}\r\nContent-Type: application/json\r\n${extra}` +
      `Accept: application/json\r\nContent-Length: ${bytes.length}\r\nConnection: keep-alive\r\n\r\n`;
    return Buffer.concat([Buffer.from(head, 'latin1'), bytes]);
  }

  send(payload: Buffer): Promise<LeanAnswer> {
    return new Promise((resolve, reject) => {
      const job: Job = { payload, resolve, reject };
      let conn = this.idle.pop();
      if (!conn && this.all.length < this.maxSockets) {
        conn = new Connection(
          this.host,
          this.port,
          () => this.queue.shift(),
          (c) => this.idle.push(c),
        );
        this.all.push(conn);
      }
      if (conn) conn.start(job);
      else this.queue.push(job);
    });
  }

  destroy(): void {
    for (const c of this.all) c.destroy();
  }
}
