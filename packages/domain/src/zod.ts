import { z } from 'zod';

/**
 * The one zod every schema of this package is built with. In a browser, zod's JIT probe
 * (`new Function('')`) is refused by our Content-Security-Policy (script-src without 'unsafe-eval')
 * and Chrome reports it as a CSP issue; jitless parsing needs no eval. On the server (no document)
 * zod keeps its faster JIT parsing. package.json lists this file under sideEffects, so bundlers keep
 * the call.
 */
if ('document' in globalThis) z.config({ jitless: true });

export { z };
