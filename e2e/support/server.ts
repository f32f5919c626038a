// The journeys start the real server exactly as the server's own process tests do.
export {
  makeEmbeddedTemplate,
  startTestServer,
  REPO_ROOT,
  type TestServer,
} from '../../apps/server/test/spawn-server';
