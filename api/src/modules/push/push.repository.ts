import type { Queryable } from '../../plugins/database/db';

export type StoredSubscription = { id: number; endpoint: string; p256dh: string; auth: string };

export async function hasSubscription(db: Queryable, idUsuario: number): Promise<boolean> {
  const [row] = await db.query<{ exists: boolean }>(
    'select exists (select 1 from push_subscription where id_usuario = $1) as "exists"',
    [idUsuario],
  );
  return row?.exists ?? false;
}

/** Browsers one user may register; registering another forgets the least recently registered. */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;

/**
 * Stores the browser's subscription for the user. The endpoint is the browser's identity at its
 * push service, so a browser registered before by someone else of the same institution (a shared
 * reception computer) now notifies only the user who registered it last. A subscription never
 * moves to another institution: false, and nothing is changed, when the endpoint is another
 * institution's. Each user keeps at most MAX_SUBSCRIPTIONS_PER_USER browsers.
 */
export async function upsertSubscription(
  db: Queryable,
  owner: { idUsuario: number; idInstituicao: number },
  subscription: { endpoint: string; p256dh: string; auth: string },
  maxPerUser: number = MAX_SUBSCRIPTIONS_PER_USER,
): Promise<boolean> {
  const [row] = await db.query<{ id: number }>(
    `insert into push_subscription (id_usuario, id_instituicao, endpoint, p256dh, auth, tipo_dispositivo)
     values ($1, $2, $3, $4, $5, 'web')
     on conflict (endpoint) do update
        set id_usuario = excluded.id_usuario, p256dh = excluded.p256dh, auth = excluded.auth, updated_at = now()
      where push_subscription.id_instituicao = excluded.id_instituicao
     returning id`,
    [owner.idUsuario, owner.idInstituicao, subscription.endpoint, subscription.p256dh, subscription.auth],
  );
  if (!row) return false;
  await db.query(
    `delete from push_subscription
      where id_usuario = $1
        and id not in (select id from push_subscription where id_usuario = $1
                        order by updated_at desc, id desc limit $2)`,
    [owner.idUsuario, maxPerUser],
  );
  return true;
}

export async function listSubscriptions(db: Queryable, idUsuario: number): Promise<StoredSubscription[]> {
  return db.query<StoredSubscription>(
    'select id, endpoint, p256dh, auth from push_subscription where id_usuario = $1 order by id',
    [idUsuario],
  );
}

export async function deleteSubscription(db: Queryable, id: number): Promise<void> {
  await db.query('delete from push_subscription where id = $1', [id]);
}

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The stored VAPID pair, creating it from `generate()` when there is none. Several API processes
 * starting together agree on one pair: the first insert wins and everyone reads it back.
 */
export async function ensureVapidKeys(db: Queryable, generate: () => VapidKeys): Promise<VapidKeys> {
  const select = () =>
    db.query<VapidKeys>('select public_key as "publicKey", private_key as "privateKey" from vapid_key where id = 1');
  const [existing] = await select();
  if (existing) return existing;
  const fresh = generate();
  await db.query('insert into vapid_key (id, public_key, private_key) values (1, $1, $2) on conflict (id) do nothing', [
    fresh.publicKey,
    fresh.privateKey,
  ]);
  const [stored] = await select();
  if (!stored) throw new Error('vapid_key: par não encontrado após inserir');
  return stored;
}
