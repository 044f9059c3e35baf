import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createRelatoriosCache } from './relatorios-cache';

describe('the reports’ answers kept while their data does not change', () => {
  it('computes again when the state changes, never keeps a failure, and forgets the least used', async () => {
    const cache = createRelatoriosCache(2);
    let calls = 0;
    const calcular = async () => ++calls;
    assert.equal(await cache.obter('a', 'g1', calcular), 1);
    assert.equal(await cache.obter('a', 'g1', calcular), 1);
    assert.equal(await cache.obter('a', 'g2', calcular), 2);
    await assert.rejects(cache.obter('b', 'g1', () => Promise.reject(new Error('falhou'))));
    assert.equal(await cache.obter('b', 'g1', calcular), 3);
    assert.equal(await cache.obter('c', 'g1', calcular), 4);
    // 'a' was the least recently used of three: gone.
    assert.equal(await cache.obter('a', 'g2', calcular), 5);
  });
});
