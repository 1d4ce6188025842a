import { z } from 'zod';

/**
 * The Content-Security-Policy allows no eval: zod validates without compiling code, and without
 * the `new Function` probe a browser would report as a CSP violation. Imported first by main.tsx.
 */
z.config({ jitless: true });
