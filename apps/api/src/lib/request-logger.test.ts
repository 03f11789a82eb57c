import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { RequestLogger } from './request-logger.js';

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  const parent = pino({ level, redact: ['req.headers.cookie'] }, stream);
  let children = 0;
  const child = parent.child.bind(parent);
  parent.child = ((...args: Parameters<typeof child>) => {
    children++;
    return child(...args);
  }) as typeof parent.child;
  return { parent, lines, children: () => children };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('RequestLogger', () => {
  it('makes no child logger for lines below the level, and writes none', async () => {
    const log = capture('info');
    const req = new RequestLogger(log.parent, { reqId: 'req-1' }, {});
    req.debug({ req: { url: '/api/events' } }, 'incoming request');
    req.trace('detail');
    await flush();
    expect(log.children()).toBe(0);
    expect(log.lines).toEqual([]);
    expect(req.level).toBe('info');
  });

  it('writes enabled lines once, through one child carrying the request id and redaction', async () => {
    const log = capture('info');
    const req = new RequestLogger(log.parent, { reqId: 'req-2' }, {});
    req.warn({ req: { headers: { cookie: 'secret' } } }, 'slow request');
    req.error('failed');
    await flush();
    expect(log.children()).toBe(1);
    expect(log.lines.map((l) => [l.reqId, l.msg])).toEqual([
      ['req-2', 'slow request'],
      ['req-2', 'failed'],
    ]);
    expect(log.lines[0]!.req).toEqual({ headers: { cookie: '[Redacted]' } });
  });

  it("honours a route's own level and a level set later", async () => {
    const log = capture('info');
    const quiet = new RequestLogger(log.parent, { reqId: 'req-3' }, { level: 'error' });
    quiet.warn('not written');
    expect(quiet.level).toBe('error');
    const verbose = new RequestLogger(log.parent, { reqId: 'req-4' }, {});
    verbose.level = 'debug';
    verbose.debug('written');
    await flush();
    expect(log.lines.map((l) => l.msg)).toEqual(['written']);
  });
});
