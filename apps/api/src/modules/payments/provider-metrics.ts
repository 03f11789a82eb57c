import type { PaymentProvider } from './provider.js';

/** Where provider calls are reported (the app's metrics, modules/system/metrics.plugin.ts). */
export interface ProviderCallObserver {
  observeProviderCall(provider: string, operation: string, outcome: 'ok' | 'error', seconds: number): void;
}

const TIMED = ['start', 'verify', 'refund', 'refundsOf'] as const;

/**
 * The same provider, with each network call timed and its failures counted: the latency and
 * error figures of /metrics. Webhook parsing is local and not timed.
 */
export function instrumentProvider(provider: PaymentProvider, observer: ProviderCallObserver): PaymentProvider {
  const timed = Object.create(provider) as PaymentProvider;
  for (const operation of TIMED) {
    const call = provider[operation].bind(provider) as (...args: unknown[]) => Promise<unknown>;
    Object.defineProperty(timed, operation, {
      value: async (...args: unknown[]) => {
        const started = performance.now();
        try {
          const result = await call(...args);
          observer.observeProviderCall(provider.name, operation, 'ok', (performance.now() - started) / 1000);
          return result;
        } catch (err) {
          observer.observeProviderCall(provider.name, operation, 'error', (performance.now() - started) / 1000);
          throw err;
        }
      },
    });
  }
  return timed;
}
