import { describe, expect, it, vi } from 'vitest';
import { createEventPath } from './create-event-path';

describe('createEventPath', () => {
  it('sends visitors to host signup without asking for host status', async () => {
    const status = vi.fn();
    await expect(createEventPath(null, status)).resolves.toBe('/auth/signup?type=host');
    expect(status).not.toHaveBeenCalled();
  });

  it('sends signed-in non-hosts to onboarding', async () => {
    await expect(createEventPath({ isHost: false }, vi.fn())).resolves.toBe('/host/onboarding');
  });

  it('sends hosts with onboarding complete to create-event, others to onboarding', async () => {
    await expect(createEventPath({ isHost: true }, async () => ({ onboardingComplete: true }))).resolves.toBe(
      '/host/create-event',
    );
    await expect(createEventPath({ isHost: true }, async () => ({ onboardingComplete: false }))).resolves.toBe(
      '/host/onboarding',
    );
    await expect(createEventPath({ isHost: true }, async () => ({}))).resolves.toBe('/host/onboarding');
  });

  it('sends hosts to onboarding when the host-status call fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      createEventPath({ isHost: true }, async () => {
        throw new Error('404: Not Found');
      }),
    ).resolves.toBe('/host/onboarding');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
