import { keepInstallPrompt, publishHandoff, takeHandoff, takeInstallPrompt } from './handoff';
import { takeLoginTarget } from '../features/auth/login-form';

describe('the sign-in page handing over to the app', () => {
  it('gives the first-load script’s handle once', async () => {
    const release = jest.fn().mockResolvedValue({ replay: null });
    publishHandoff({ release });
    const handoff = takeHandoff();
    expect(handoff).not.toBeNull();
    await handoff?.release();
    expect(release).toHaveBeenCalledTimes(1);
    expect(takeHandoff()).toBeNull();
  });

  it('passes on an install prompt the browser offered before the app loaded, once', () => {
    const event = new Event('beforeinstallprompt');
    keepInstallPrompt(event);
    expect(takeInstallPrompt()).toBe(event);
    expect(takeInstallPrompt()).toBeNull();
  });

  it('goes where the user was going, else the legacy login direction (consumed), else the dashboard', () => {
    expect(takeLoginTarget('/alterarsenha')).toBe('/alterarsenha');
    localStorage.setItem('LOGIN_DIRECTION', '/pedidos');
    expect(takeLoginTarget(null)).toBe('/pedidos');
    expect(localStorage.getItem('LOGIN_DIRECTION')).toBeNull();
    expect(takeLoginTarget(null)).toBe('/dashboard');
  });
});
