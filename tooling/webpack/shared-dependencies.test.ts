import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { sharedDependencies } from './shared-dependencies';

const ROOT = join(__dirname, '..', '..');
const APPS = ['host', 'remote-pedidos', 'remote-admin', 'remote-chat', 'remote-marketing'];

describe('the federation singletons', () => {
  it('are the same list in every app, each a singleton', () => {
    const lists = APPS.map((app) => sharedDependencies(join(ROOT, app)));
    const [first, ...rest] = lists.map((list) => Object.keys(list).sort());
    for (const keys of rest) assert.deepEqual(keys, first);
    for (const list of lists) for (const config of Object.values(list)) assert.equal(config.singleton, true);
  });

  it('share the QueryClient context and the realtime client, so a remote reads what the host owns', () => {
    const shared = sharedDependencies(join(ROOT, 'remote-pedidos'));
    for (const name of [
      '@tanstack/react-query',
      '@microsoft/signalr',
      'react',
      'react-dom',
      'jotai',
      '@colabora/shared/session',
      '@colabora/shared/http',
      '@colabora/shared/realtime',
      '@colabora/shared/ui',
      '@colabora/shared/router',
      '@colabora/shared/schema',
    ]) {
      assert.ok(shared[name], `${name} não está compartilhado`);
    }
  });

  it('share the router and valibot through @colabora/shared, so the packages are not provided whole', () => {
    const shared = sharedDependencies(join(ROOT, 'remote-chat'));
    for (const name of ['react-router', 'react-router-dom', 'valibot'])
      assert.equal(shared[name], undefined, `${name} inteiro não deveria ser compartilhado`);
  });

  it('leave the pure contracts and formats to each app, so a screen does not wait for them', () => {
    const shared = sharedDependencies(join(ROOT, 'remote-pedidos'));
    for (const name of ['@colabora/shared/', '@colabora/shared/contracts', '@colabora/shared/format'])
      assert.equal(shared[name], undefined, `${name} não deveria ser compartilhado`);
  });
});
