import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('uses scrypt N=2^17, r=8, p=1 with a per-hash salt', async () => {
    const [first, second] = await Promise.all([hashPassword('Demo@12345'), hashPassword('Demo@12345')]);
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('Demo@12345', first)).toBe(true);
    expect(await verifyPassword('demo@12345', first)).toBe(false);
    expect(await verifyPassword('Demo@12345', 'bcrypt$whatever')).toBe(false);
  });
});
