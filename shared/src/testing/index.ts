/**
 * @colabora/shared/testing: helpers for unit tests only (never imported by app code; the linter
 * enforces it). A fake API at the fetch boundary and a render with the app's providers.
 */
export { createFakeApi, fail, networkFailure, ok, reply, setupFakeApi, type FakeApi, type FakeCall } from './fake-api';
export {
  ALL_SCREENS,
  createTestQueryClient,
  renderWithProviders,
  testMenuItem,
  testSession,
  type RenderWithProvidersOptions,
} from './render-with-providers';
export { FakeHub } from './fake-hub';
export { setupFakeHubs, type FakeHubs } from './fake-hubs';
