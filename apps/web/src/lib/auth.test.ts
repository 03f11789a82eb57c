import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchMe, USER_STORAGE_KEY } from './auth';

const HOST = {
  id: 7,
  username: 'wkamau',
  email: 'wanjiku@example.co.ke',
  firstName: 'Wanjiku',
  lastName: 'Kamau',
  phone: null,
  profileImage: null,
  isHost: true,
  emailVerified: true,
  onboardingComplete: true,
};

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

describe('fetchMe (the one reader of GET /api/auth/me)', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    errors.mockRestore();
  });

  it('returns the signed-in user and mirrors it to local storage as userData', async () => {
    vi.stubGlobal('fetch', answer(200, { ...HOST, passwordHash: 'never shown' }));
    const user = await fetchMe();
    expect(user).toEqual(HOST);
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toEqual(HOST);
    expect(errors).not.toHaveBeenCalled();
  });

  it('treats 401 as signed out, silently, and clears stale stored user data', async () => {
    localStorage.setItem(USER_STORAGE_KEY, '{"username":"stale"}');
    vi.stubGlobal('fetch', answer(401, { statusCode: 401, code: 'unauthorized', message: 'You are not signed in.' }));
    expect(await fetchMe()).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('logs any other failure and treats it as signed out', async () => {
    vi.stubGlobal('fetch', answer(500, { statusCode: 500, code: 'internal_error' }));
    expect(await fetchMe()).toBeNull();
    expect(errors).toHaveBeenCalledWith('Failed to fetch current user', expect.anything());
  });

  it('logs a body that is not a user and treats it as signed out', async () => {
    vi.stubGlobal('fetch', answer(200, { username: 'no id' }));
    expect(await fetchMe()).toBeNull();
    expect(errors).toHaveBeenCalledWith('Failed to fetch current user', expect.anything());
  });
});
