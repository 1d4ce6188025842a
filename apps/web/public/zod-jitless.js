// The Content-Security-Policy allows no eval. zod decides at each schema's construction whether to
// compile a fast path with `new Function`, and the probe alone is reported as a CSP violation.
// Schemas are built when their chunk loads, before any module body could call z.config(), so this
// classic script sets zod's global configuration before the first module runs.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
