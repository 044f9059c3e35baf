import { expandFirstRequest } from '@colabora/shared/contracts/first-requests';
import { createQueryClient } from '@colabora/shared/query';
import { fail, setupFakeApi } from '@colabora/shared/testing';
import { firstRequests } from './first-requests';
import prefetchFunil from './funil-prefetch';

const api = setupFakeApi();
// Only the requests matter here: each is refused, as a screen's prefetch tolerates.
const NOT_ANSWERED = fail('Sem dados neste teste.', 404);

describe('the first requests /funil declares in its manifest', () => {
  it('are exactly what its prefetch asks for, so the host sends them and the board takes them', async () => {
    api.on('GET', '/api/funil', () => NOT_ANSWERED);
    await prefetchFunil({ queryClient: createQueryClient(), path: '/' });
    const declared = firstRequests.funil!.map((template) =>
      expandFirstRequest(template, { path: '/', now: new Date() }),
    );
    expect(api.calls.map((call) => ({ path: call.path, searchParams: call.searchParams }))).toEqual(
      declared.map((url) => {
        const parsed = new URL(url!, 'http://localhost');
        return { path: parsed.pathname, searchParams: Object.fromEntries(parsed.searchParams) };
      }),
    );
  });
});
