import { POLITICA_ATUALIZACAO_PADRAO } from '@colabora/shared/contracts/admin/auto-atualizacao';
import { appStore, sessionAtom } from '@colabora/shared/session';
import { fail, ok, setupFakeApi, testSession } from '@colabora/shared/testing';
import { handleWaitingVersion, readUpdatePolicy, updateCheckIntervalMs } from './update-policy';

describe('the update policy', () => {
  it('applies a waiting version at once when the institution chose automatico', () => {
    const apply = jest.fn();
    const ask = jest.fn();
    handleWaitingVersion({ modo: 'automatico' }, apply, ask);
    expect(apply).toHaveBeenCalledTimes(1);
    expect(ask).not.toHaveBeenCalled();
  });

  it('asks first under perguntar', () => {
    const apply = jest.fn();
    const ask = jest.fn();
    handleWaitingVersion({ modo: 'perguntar' }, apply, ask);
    expect(ask).toHaveBeenCalledWith(apply);
    expect(apply).not.toHaveBeenCalled();
  });

  it('checks at the chosen interval, kept between 5 minutes and 24 hours', () => {
    expect(updateCheckIntervalMs({ intervaloMinutos: 60 })).toBe(3_600_000);
    expect(updateCheckIntervalMs({ intervaloMinutos: 1 })).toBe(300_000);
    expect(updateCheckIntervalMs({ intervaloMinutos: 10_000 })).toBe(86_400_000);
  });
});

describe('reading the institution’s policy', () => {
  const api = setupFakeApi();

  afterEach(() => appStore.set(sessionAtom, null));

  it('asks nothing before sign-in and uses the defaults', async () => {
    appStore.set(sessionAtom, null);
    await expect(readUpdatePolicy()).resolves.toEqual(POLITICA_ATUALIZACAO_PADRAO);
    expect(api.calls).toHaveLength(0);
  });

  it('reads the institution’s choice once signed in', async () => {
    appStore.set(sessionAtom, testSession());
    api.on('GET', '/api/auto-atualizacao', () => ok({ ...POLITICA_ATUALIZACAO_PADRAO, modo: 'automatico' }));
    await expect(readUpdatePolicy()).resolves.toMatchObject({ modo: 'automatico' });
  });

  it('falls back to the defaults when the server fails', async () => {
    appStore.set(sessionAtom, testSession());
    api.on('GET', '/api/auto-atualizacao', () => fail('Erro interno.', 500));
    await expect(readUpdatePolicy()).resolves.toEqual(POLITICA_ATUALIZACAO_PADRAO);
  });
});
