import { describe, expect, it } from 'vitest';
import { retryOnDeadlock } from './jobs.js';

const failing = (codes: string[]) => {
  let calls = 0;
  const work = async () => {
    const code = codes[calls++];
    if (code) throw Object.assign(new Error(code), { code });
    return 'made';
  };
  return { work, calls: () => calls };
};

describe('retryOnDeadlock', () => {
  it('tries again when PostgreSQL picked this process as a deadlock victim', async () => {
    const w = failing(['40P01', '40P01']);
    await expect(retryOnDeadlock(w.work)).resolves.toBe('made');
    expect(w.calls()).toBe(3);
  });

  it('gives up after its attempts, and at once on any other error', async () => {
    const stuck = failing(['40P01', '40P01', '40P01']);
    await expect(retryOnDeadlock(stuck.work, 3)).rejects.toMatchObject({ code: '40P01' });
    expect(stuck.calls()).toBe(3);
    const other = failing(['42P01']);
    await expect(retryOnDeadlock(other.work)).rejects.toMatchObject({ code: '42P01' });
    expect(other.calls()).toBe(1);
  });
});
