import { captureInstallPrompt, detectPlatform, runInstallFlow } from './install-prompt';

function fakeWindow({ standalone = false } = {}) {
  const target = new EventTarget() as Window & EventTarget;
  Object.assign(target, {
    navigator: {},
    matchMedia: (query: string) => ({ matches: standalone && query.includes('standalone') }),
  });
  return target;
}

function promptEvent(outcome: 'accepted' | 'dismissed' | 'throws') {
  const event = new Event('beforeinstallprompt');
  Object.assign(event, {
    prompt: outcome === 'throws' ? () => Promise.reject(new Error('x')) : () => Promise.resolve(),
    userChoice: Promise.resolve({ outcome: outcome === 'throws' ? 'dismissed' : outcome }),
  });
  return event;
}

describe('the install flow (SPEC §2)', () => {
  it('reports an app already installed', async () => {
    expect(await runInstallFlow(fakeWindow({ standalone: true }))).toBe('already-installed');
  });

  it('falls back to manual instructions without a browser prompt', async () => {
    const target = fakeWindow();
    captureInstallPrompt(target);
    target.dispatchEvent(new Event('appinstalled'));
    expect(await runInstallFlow(target)).toBe('manual');
  });

  it.each([
    ['accepted', 'installed'],
    ['dismissed', 'dismissed'],
    ['throws', 'failed'],
  ] as const)('shows the prompt; a user who %s gets %s', async (outcome, expected) => {
    const target = fakeWindow();
    captureInstallPrompt(target);
    target.dispatchEvent(promptEvent(outcome));
    expect(await runInstallFlow(target)).toBe(expected);
  });

  it('tells the platform for the manual instructions', () => {
    expect(detectPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(detectPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(detectPlatform('Mozilla/5.0 (X11; Linux x86_64)')).toBe('desktop');
  });
});
