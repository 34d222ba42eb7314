// The ALTCHA widget with the workers bundled by Vite (served from our own origin, as the CSP wants)
// and its Romanian strings. Imported lazily by robot-check.tsx, so only the registration page loads it.
import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/ro';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';

for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
}

export const altchaReady = true;
