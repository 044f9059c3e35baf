import { appStore } from './app-store';
import { firstScreenShownAtom, whenFirstScreenShown } from './first-screen-shown';

describe('whether the first screen is shown', () => {
  afterEach(() => appStore.set(firstScreenShownAtom, true));

  it('is true for a screen rendered on its own, and waiting for it resolves at once', async () => {
    expect(appStore.get(firstScreenShownAtom)).toBe(true);
    await expect(whenFirstScreenShown()).resolves.toBeUndefined();
  });

  it('keeps its waiters until the app marks it shown', async () => {
    appStore.set(firstScreenShownAtom, false);
    let resolved = false;
    const waiting = whenFirstScreenShown().then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(false);
    appStore.set(firstScreenShownAtom, true);
    await waiting;
    expect(resolved).toBe(true);
  });
});
