/**
 * node-forge (the RSA under passkit-generator's Apple pass signature) chooses its big-number
 * multiply by whether `navigator` exists (node-forge/lib/jsbn.js). Node 24 has one, so it takes
 * `am1`, which inside Jest's module sandbox runs about forty times slower than in a server process:
 * 2.4 s a pass here against 61 ms in plain Node. Without `navigator` it takes `am3`, the one its
 * comments name for Node. The signature is the same RSA either way, and the tests still verify it
 * with openssl. Call before the server signs its first pass (it loads forge then).
 */
export function hideNavigatorFromForge() {
  Object.defineProperty(globalThis, 'navigator', { value: undefined, configurable: true })
}
