/*
 * The early script as index.html runs it: its requests must not wait for the time-zone warm-up,
 * which runs in a task of its own right after (issue #25).
 */
describe('the early script (early-requests-entry.ts)', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    localStorage.clear();
  });

  it('signed in, sends the menu and /remotes.json before it loads the zone data, in a later task', async () => {
    jest.useFakeTimers();
    localStorage.setItem('USER_INFO', JSON.stringify({ token: 'tok', expiresAt: '2999-01-01T00:00:00Z' }));
    const fetch = jest
      .spyOn(window, 'fetch')
      .mockImplementation(() => Promise.resolve(new Response('{}', { status: 200 })));
    const zones: unknown[] = [];
    const RealDateTimeFormat = Intl.DateTimeFormat;
    jest.spyOn(Intl, 'DateTimeFormat').mockImplementation((locale, options) => {
      zones.push(options?.timeZone);
      return new RealDateTimeFormat(locale, options);
    });

    await jest.isolateModulesAsync(async () => {
      await import('./early-requests-entry');
    });

    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/Menu/me', '/remotes.json']);
    expect(zones).toEqual([]);
    jest.runOnlyPendingTimers();
    expect(zones).toEqual(['America/Sao_Paulo']);
  });

  it('signed out, neither asks for anything nor loads the zone data', async () => {
    jest.useFakeTimers();
    const fetch = jest.spyOn(window, 'fetch');
    const format = jest.spyOn(Intl, 'DateTimeFormat');
    await jest.isolateModulesAsync(async () => {
      await import('./early-requests-entry');
    });
    jest.runOnlyPendingTimers();
    expect(fetch).not.toHaveBeenCalled();
    expect(format).not.toHaveBeenCalled();
  });
});
