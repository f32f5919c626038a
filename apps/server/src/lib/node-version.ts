/**
 * The oldest Node.js the server runs on: 24 LTS (ADR 001), from 24.7, the first with
 * crypto.argon2 (password hashes, ADR 047). scripts/start.mjs checks the same version before
 * anything is compiled, and package.json's engines names it; a test keeps the three in step.
 */
export const REQUIRED_NODE_VERSION = '24.7.0';

export class UnsupportedNodeError extends Error {}

/** Whether `version` (x.y.z) is at least `minimum`. */
export function nodeVersionAtLeast(version: string, minimum: string): boolean {
  const have = version.split('.').map(Number);
  const need = minimum.split('.').map(Number);
  for (let part = 0; part < 3; part += 1) {
    if ((have[part] ?? 0) !== (need[part] ?? 0)) return (have[part] ?? 0) > (need[part] ?? 0);
  }
  return true;
}

export function assertSupportedNode(version: string = process.versions.node) {
  if (!nodeVersionAtLeast(version, REQUIRED_NODE_VERSION)) {
    throw new UnsupportedNodeError(
      `Form-A Portal needs Node.js ${REQUIRED_NODE_VERSION} or newer; this is Node.js ${version}. ` +
        'Install Node.js 24 LTS (see .nvmrc) and start again.',
    );
  }
}
