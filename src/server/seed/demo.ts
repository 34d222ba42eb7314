import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';

export interface DemoSeedResult {
  demoUser: { username: string; password: string };
}

/** Placeholder until the demo seed lands: fills nothing. */
export async function seedDemo(_args: { db: Db; config: Config }): Promise<DemoSeedResult> {
  return { demoUser: { username: 'demo', password: 'demo-password' } };
}
