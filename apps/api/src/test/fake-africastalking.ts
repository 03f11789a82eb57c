import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake Africa's Talking SMS API on loopback, so tests run the real client
 * (modules/sms/sms.gateway.ts) over real HTTP: `POST /version1/messaging`, form-encoded, the
 * `apiKey` header; it answers `{ SMSMessageData: { Message, Recipients: [...] } }` with status
 * 101 Sent, or what the test queued with `failNext` (a recipient status, or an HTTP status).
 *
 *   const at = await startFakeAfricasTalking({ apiKey: 'atsk_test' });
 *   // AT_BASE_URL = at.url
 *   at.failNext({ statusCode: 405, status: 'InsufficientBalance' });
 */
export interface FakeSms {
  username: string;
  to: string;
  message: string;
  from: string | null;
  messageId: string;
}

export type FakeAtFailure = { statusCode: number; status: string } | { http: number };

export interface FakeAfricasTalking {
  url: string;
  readonly sent: FakeSms[];
  /** Every request, answered or refused (the form fields and the apiKey header). */
  readonly requests: { apiKey: string | undefined; form: Record<string, string> }[];
  failNext(failure: FakeAtFailure): void;
  close(): Promise<void>;
}

const body = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (data += c));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });

export async function startFakeAfricasTalking(opts: { apiKey: string }): Promise<FakeAfricasTalking> {
  const sent: FakeSms[] = [];
  const requests: FakeAfricasTalking['requests'] = [];
  const failures: FakeAtFailure[] = [];
  let n = 0;
  const answer = (res: ServerResponse, status: number, json: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(json));
  };
  const server = createServer((req, res) => {
    void (async () => {
      const form = Object.fromEntries(new URLSearchParams(await body(req)));
      const apiKey = req.headers.apikey as string | undefined;
      requests.push({ apiKey, form });
      if (req.method !== 'POST' || req.url !== '/version1/messaging') return answer(res, 404, { error: 'not found' });
      if (apiKey !== opts.apiKey) {
        res.writeHead(401, { 'content-type': 'text/plain' });
        return res.end('The supplied authentication is invalid');
      }
      const failure = failures.shift();
      if (failure && 'http' in failure) return answer(res, failure.http, { error: 'failed' });
      const to = form.to ?? '';
      if (failure) {
        return answer(res, 201, {
          SMSMessageData: {
            Message: 'Sent to 0/1 Total Cost: 0',
            Recipients: [
              { statusCode: failure.statusCode, number: to, status: failure.status, cost: '0', messageId: 'None' },
            ],
          },
        });
      }
      const messageId = `ATXid_${++n}`;
      sent.push({ username: form.username ?? '', to, message: form.message ?? '', from: form.from ?? null, messageId });
      answer(res, 201, {
        SMSMessageData: {
          Message: 'Sent to 1/1 Total Cost: KES 0.8000',
          Recipients: [{ statusCode: 101, number: to, status: 'Success', cost: 'KES 0.8000', messageId }],
        },
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    requests,
    failNext: (f) => failures.push(f),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
