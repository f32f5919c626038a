/**
 * The Node.js major version the server is built and tested on (package.json's engines, ADR 001).
 * scripts/start.mjs checks the same number before anything is compiled; a test keeps the three
 * in step.
 */
export const REQUIRED_NODE_MAJOR = 24;

export class UnsupportedNodeError extends Error {}

export function assertSupportedNode(version: string = process.versions.node) {
  const major = Number(version.split('.')[0]);
  if (major < REQUIRED_NODE_MAJOR) {
    throw new UnsupportedNodeError(
      `Form-A Portal needs Node.js ${REQUIRED_NODE_MAJOR} or newer; this is Node.js ${version}. ` +
        `Install Node.js ${REQUIRED_NODE_MAJOR} LTS (see .nvmrc) and start again.`,
    );
  }
}
