import { config } from 'zod';

// Zod probes `new Function('')` to decide whether it may compile parsers. Our Content-Security-Policy has no
// 'unsafe-eval', so the browser reports that probe as a CSP violation even though Zod catches the error.
// jitless skips the probe (and the compiled parsers, which the forms do not need).
config({ jitless: true });
