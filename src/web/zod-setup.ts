// Zod probes `new Function('')` to decide whether it may compile parsers. Our Content-Security-Policy has no
// 'unsafe-eval', so the browser reports that probe as a CSP violation even though Zod catches the error.
// jitless skips the probe (and the compiled parsers, which the forms do not need).
// Zod keeps its settings in this global (zod/v4/core/core.js reads it when it loads, and config() writes it), so the
// entry sets it without importing Zod: Zod then comes only with the pages that have forms.

const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
// Assign into an existing object: a Zod already loaded holds a reference to it.
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
