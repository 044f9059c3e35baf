import { expandFirstRequest } from '@colabora/shared/contracts/first-requests';
import { createQueryClient } from '@colabora/shared/query';
import { fail, setupFakeApi } from '@colabora/shared/testing';
import prefetchChat from './chat-prefetch';
import { firstRequests } from './first-requests';

const api = setupFakeApi();
// Only the requests matter here: each is refused, as a screen's prefetch tolerates.
const NOT_ANSWERED = fail('Sem dados neste teste.', 404);

const asked = () =>
  api.calls
    .map((call) => ({ path: call.path, searchParams: call.searchParams }))
    .sort((a, b) => a.path.localeCompare(b.path));

const declaredFor = (path: string) =>
  firstRequests
    .chat!.map((template) => expandFirstRequest(template, { path, now: new Date() }))
    .filter((url): url is string => url !== null)
    .map((url) => {
      const parsed = new URL(url, 'http://localhost');
      return { path: parsed.pathname, searchParams: Object.fromEntries(parsed.searchParams) };
    })
    .sort((a, b) => a.path.localeCompare(b.path));

describe('the first requests /chat declares in its manifest', () => {
  beforeEach(() => {
    api.on('GET', '/api/chats', () => NOT_ANSWERED);
    api.on('GET', '/api/chats/:id', () => NOT_ANSWERED);
    api.on('GET', '/api/chats/:id/mensagens', () => NOT_ANSWERED);
  });

  it('are the list and what shapes it when the inbox opens without a conversation', async () => {
    await prefetchChat({ queryClient: createQueryClient(), path: '/' });
    expect(asked()).toEqual(declaredFor('/'));
  });

  it('are those, the conversation and its messages for /chat/{id}', async () => {
    await prefetchChat({ queryClient: createQueryClient(), path: '/42' });
    expect(asked()).toEqual(declaredFor('/42'));
  });
});
