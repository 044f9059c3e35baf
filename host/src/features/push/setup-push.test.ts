import type { LoginData } from '@colabora/shared/contracts/auth';
import type { RegistrarPushRequest } from '@colabora/shared/contracts/push';
import { GESTOR_SESSION } from '../../test/render-with-app';
import { PUSH_MESSAGES, TEST_PUSH_DELAY_MS } from './push-messages';
import type { PushStatus } from './push-status';
import { setupPushNotifications, type PushEnvironment } from './setup-push';
import { urlBase64ToUint8Array } from './url-base64-to-uint8-array';

const VAPID_KEY = 'BElq3w5bHZyb2Jvc2Vuc29yLWtleS1ieXRlcy0xMjM0NTY3ODkwYWJjZGVmZ2hpams';

/** A browser and a server that do what each test says, and remember what they were asked. */
function fakeEnvironment(overrides: Partial<PushEnvironment> = {}) {
  const calls = {
    subscribeOptions: [] as PushSubscriptionOptionsInit[],
    registered: [] as RegistrarPushRequest[],
    testsSent: [] as number[],
    statuses: [] as PushStatus[],
    successes: [] as string[],
    errors: [] as string[],
    scheduled: [] as { run: () => void; delayMs: number }[],
    unsubscribed: 0,
  };
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'p', auth: 'a' } }),
  } as unknown as PushSubscription;
  let existing: PushSubscription | null = null;
  const registration = {
    pushManager: {
      getSubscription: async () => existing,
      subscribe: async (options: PushSubscriptionOptionsInit) => {
        calls.subscribeOptions.push(options);
        return subscription;
      },
    },
  } as unknown as ServiceWorkerRegistration;
  const env: PushEnvironment = {
    isSupported: () => true,
    session: () => GESTOR_SESSION,
    getVapidKey: async () => VAPID_KEY,
    requestPermission: async () => 'granted',
    serviceWorker: async () => registration,
    registerPush: async (request) => void calls.registered.push(request),
    sendTestPush: async (id) => void calls.testsSent.push(id),
    setStatus: (status) => void calls.statuses.push(status),
    toastSuccess: (message) => void calls.successes.push(message),
    toastError: (message) => void calls.errors.push(message),
    schedule: (run, delayMs) => void calls.scheduled.push({ run, delayMs }),
    ...overrides,
  };
  return {
    env,
    calls,
    withExistingSubscription() {
      existing = { unsubscribe: async () => ((calls.unsubscribed += 1), true) } as unknown as PushSubscription;
    },
  };
}

describe('given a user turning on notifications', () => {
  it('subscribes user-visible-only with the server key, registers the subscription as web, and turns Ativadas', async () => {
    const { env, calls } = fakeEnvironment();
    await expect(setupPushNotifications(env)).resolves.toBe(true);

    expect(calls.subscribeOptions).toEqual([
      { userVisibleOnly: true, applicationServerKey: urlBase64ToUint8Array(VAPID_KEY) },
    ]);
    expect(calls.registered).toEqual([
      {
        idUsuario: GESTOR_SESSION.usuario.idUsuario,
        token: JSON.stringify({
          endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
          keys: { p256dh: 'p', auth: 'a' },
        }),
        tipoDispositivo: 'web',
      },
    ]);
    expect(calls.statuses).toEqual(['ativadas']);
    expect(calls.successes).toEqual([
      'Notificações configuradas com sucesso! Você receberá uma notificação de teste em breve.',
    ]);
    expect(calls.errors).toEqual([]);
  });

  it('asks for the test push 1 s after subscribing, not before', async () => {
    const { env, calls } = fakeEnvironment();
    await setupPushNotifications(env);
    expect(calls.testsSent).toEqual([]);
    expect(calls.scheduled.map((s) => s.delayMs)).toEqual([TEST_PUSH_DELAY_MS]);
    expect(TEST_PUSH_DELAY_MS).toBe(1000);
    calls.scheduled[0]?.run();
    await Promise.resolve();
    expect(calls.testsSent).toEqual([GESTOR_SESSION.usuario.idUsuario]);
  });

  it('drops a subscription made with an older key before subscribing again', async () => {
    const fake = fakeEnvironment();
    fake.withExistingSubscription();
    await setupPushNotifications(fake.env);
    expect(fake.calls.unsubscribed).toBe(1);
    expect(fake.calls.subscribeOptions).toHaveLength(1);
  });
});

describe('given something missing or failing, it shows the seed’s message and stays as it was', () => {
  const noSession = (session: LoginData | null) => () => session;
  it.each<[string, Partial<PushEnvironment>, string]>([
    ['no user', { session: noSession(null) }, 'Informações do usuário não encontradas'],
    ['no token', { session: noSession({ ...GESTOR_SESSION, token: '' }) }, 'Token de autenticação não encontrado'],
    ['no VAPID key', { getVapidKey: async () => null }, 'Não foi possível obter a chave VAPID do servidor'],
    [
      'the server refusing the subscription',
      {
        registerPush: async () => {
          throw new Error('HTTP 500');
        },
      },
      'Erro ao salvar token de notificação no servidor',
    ],
    [
      'the push service failing',
      {
        serviceWorker: async () =>
          ({
            pushManager: {
              getSubscription: async () => null,
              subscribe: async () => {
                throw new DOMException('Registration failed - push service error', 'AbortError');
              },
            },
          }) as unknown as ServiceWorkerRegistration,
      },
      'Erro ao configurar notificações: Registration failed - push service error',
    ],
    [
      'something thrown that is not an Error',
      {
        getVapidKey: () => Promise.reject('boom'),
      },
      'Erro ao gerenciar notificações',
    ],
  ])('%s', async (_case, overrides, message) => {
    const { env, calls } = fakeEnvironment(overrides);
    await expect(setupPushNotifications(env)).resolves.toBe(false);
    expect(calls.errors).toEqual([message]);
    expect(calls.statuses).toEqual([]);
    expect(calls.successes).toEqual([]);
    expect(calls.scheduled).toEqual([]);
  });

  it.each<[string, Partial<PushEnvironment>, PushStatus, string]>([
    ['the browser refusing', { requestPermission: async () => 'denied' }, 'bloqueadas', PUSH_MESSAGES.blocked],
    [
      'the prompt closed unanswered',
      { requestPermission: async () => 'default' },
      'desativadas',
      PUSH_MESSAGES.dismissed,
    ],
    ['an old browser', { isSupported: () => false }, 'indisponiveis', 'Seu navegador não suporta notificações push'],
  ])('%s is a state of its own, told in pt-BR, never Ativadas', async (_case, overrides, status, message) => {
    const { env, calls } = fakeEnvironment(overrides);
    await expect(setupPushNotifications(env)).resolves.toBe(false);
    expect(calls.statuses).toEqual([status]);
    expect(calls.errors).toEqual([message]);
    expect(calls.registered).toEqual([]);
  });

  it('checks in the seed’s order: support before the user, the user before the token', async () => {
    const { env, calls } = fakeEnvironment({ isSupported: () => false, session: () => null });
    await setupPushNotifications(env);
    expect(calls.errors).toEqual([PUSH_MESSAGES.unsupported]);
  });
});

describe('urlBase64ToUint8Array', () => {
  it('decodes base64url without padding', () => {
    expect([...urlBase64ToUint8Array('AQID')]).toEqual([1, 2, 3]);
    expect([...urlBase64ToUint8Array('-_8')]).toEqual([251, 255]);
  });
});
