// Builds the client and the server once before the workers start their servers (about 4 s), so the tests never
// run against a stale dist/. E2E_SKIP_BUILD=1 skips it.
import { execSync } from 'node:child_process';

export default function globalSetup() {
  if (!process.env.E2E_SKIP_BUILD) execSync('npm run --silent build', { stdio: 'inherit' });
}
