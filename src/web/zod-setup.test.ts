import { expect, test } from 'vitest';
import './zod-setup.ts';

test('Zod loaded after the setup runs jitless, so it never probes new Function under our CSP', async () => {
  const { config, z } = await import('zod');
  expect(config().jitless).toBe(true);
  // A parse still works without compiled parsers.
  expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
});
