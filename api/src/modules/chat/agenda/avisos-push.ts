import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../../config';
import { eachIsolated } from '../../../jobs/each-isolated';
import type { Queryable } from '../../../plugins/database/db';
import { deleteSubscription, ensureVapidKeys } from '../../push/push.repository';
import {
  generateVapidKeys,
  sendWebPush,
  type PushPayload,
  type PushTransportOptions,
} from '../../push/web-push-sender';

/*
 * Web Push with the tab closed (issue #27, ADR 0038): a conversation newly assigned to a user, or
 * newly waiting in their queue, reaches their browsers as a notification; not every message.
 * The source is the conversations' facts (conversa_evento, ADR 0030), which every path that opens,
 * assigns, transfers or hands over a conversation already writes in its own transaction: manual
 * assignment, Atender, transfers, a specialist's hand-off, automatic assignment. They are read in
 * order from a watermark claimed by compare-and-set, so two API processes never notify one fact
 * twice (a crash between the claim and the send loses that notice: a notice is not worth a
 * duplicate). Who gets it is decided when it is read, from the conversation as it is then (taken
 * meanwhile by someone else: no notice). Whether the user is looking at the app is the service
 * worker's call (host/src/sw/service-worker.ts): a visible window of the app gets no notification,
 * its toast already said it (ADR 0028).
 */

export type AvisosPushDeps = {
  db: Queryable;
  log: FastifyBaseLogger;
  vapid: AppConfig['vapid'];
  transport?: PushTransportOptions;
};

type Fato = {
  id: number;
  idInstituicao: number;
  idChat: number;
  tipo: 'aberta' | 'reaberta' | 'atribuida' | 'transferida' | 'ia_transferiu';
  idUsuario: number | null;
  idFila: number | null;
};

type Conversa = {
  idResponsavel: number | null;
  idEspecialista: number | null;
  idFila: number | null;
  filaNome: string | null;
  emSaudacao: boolean;
  resolvida: boolean;
  contato: string;
  previa: string | null;
};

/** Facts read per pass. */
const LOTE = 100;

/** Users of the institution who may open the Chat and have a browser registered (`ids` null: any). */
async function destinatarios(db: Queryable, idInstituicao: number, filtro: string, params: unknown[]) {
  return db.query<{ idUsuario: number; id: number; endpoint: string; p256dh: string; auth: string }>(
    `select u.id as "idUsuario", ps.id, ps.endpoint, ps.p256dh, ps.auth
       from usuario u
       join push_subscription ps on ps.id_usuario = u.id
       join perfil_menu pm on pm.id_perfil = u.id_perfil
       join menu m on m.id_menu = pm.id_menu and m.rota = 'chat' and pm.crud like '%R%'
      where u.id_instituicao = $1 and u.ativo and ${filtro}
      order by ps.id`,
    [idInstituicao, ...params] as never[],
  );
}

/** Who the fact concerns now, and what they read: null when nobody is waited for any more. */
async function aviso(db: Queryable, fato: Fato) {
  const [chat] = await db.query<Conversa>(
    `select c.id_responsavel as "idResponsavel", c.id_especialista as "idEspecialista", c.id_fila as "idFila",
            f.nome as "filaNome", c.saudacao_tentativas is not null as "emSaudacao", c.status = 'resolvida' as resolvida,
            coalesce(nullif(ct.nome, ''), ct.telefone_e164) as contato,
            (select m.texto from mensagem m where m.id_chat = c.id and m.direcao = 'entrada' order by m.id desc limit 1) as previa
       from chat c join contatos ct on ct.id = c.id_contato left join fila f on f.id = c.id_fila
      where c.id = $1 and c.id_instituicao = $2`,
    [fato.idChat, fato.idInstituicao],
  );
  if (!chat || chat.resolvida) return null;
  const corpo = chat.previa ? `${chat.contato}: ${chat.previa.slice(0, 120)}` : chat.contato;
  const url = `/chat/${fato.idChat}`;
  const tag = `colabora-chat-${fato.idChat}`;
  if (fato.idUsuario !== null && (fato.tipo === 'atribuida' || fato.tipo === 'transferida')) {
    if (chat.idResponsavel !== fato.idUsuario) return null;
    const payload: PushPayload = { title: 'Conversa atribuída a você', body: corpo, url, tag };
    return { payload, filtro: 'u.id = $2', params: [fato.idUsuario] };
  }
  // Left to nobody without a queue ("deixou a conversa sem responsável"): news for nobody.
  if (fato.tipo === 'transferida' && fato.idFila === null) return null;
  // Otherwise it waits for whoever the waiting rule of ADR 0028/0034 names: its holder, or nobody
  // held by a specialist or the greeting, or its queue's members (everyone when it has no queue).
  if (chat.idResponsavel !== null) {
    return {
      payload: { title: 'Sua conversa recebeu mensagem', body: corpo, url, tag },
      filtro: 'u.id = $2',
      params: [chat.idResponsavel],
    };
  }
  if (chat.idEspecialista !== null || chat.emSaudacao) return null;
  const title = chat.filaNome ? `Nova conversa na fila ${chat.filaNome}` : 'Nova conversa aguardando';
  if (chat.idFila === null) return { payload: { title, body: corpo, url, tag }, filtro: 'true', params: [] };
  return {
    payload: { title, body: corpo, url, tag },
    filtro: 'u.id in (select fm.id_usuario from fila_membro fm where fm.id_fila = $2)',
    params: [chat.idFila],
  };
}

/**
 * One pass: claims the next facts and sends their notices. Answers how many notifications went.
 * @example await avisarPorPush({ db: app.db, log: app.log, vapid: config.vapid });
 */
export async function avisarPorPush(deps: AvisosPushDeps): Promise<number> {
  const [cursor] = await deps.db.query<{ ultimo: number }>(
    'select ultimo_evento as ultimo from chat_aviso_push where id = 1',
  );
  if (!cursor) return 0;
  const fatos = await deps.db.query<Fato>(
    `select id, id_instituicao as "idInstituicao", id_chat as "idChat", tipo, id_usuario as "idUsuario", id_fila as "idFila"
       from conversa_evento
      where id > $1 and not reconstituido and tipo in ('aberta', 'reaberta', 'atribuida', 'transferida', 'ia_transferiu')
      order by id limit ${LOTE}`,
    [cursor.ultimo],
  );
  if (!fatos.length) return 0;
  const ultimo = Math.max(...fatos.map((fato) => Number(fato.id)));
  const claimed = await deps.db.query(
    'update chat_aviso_push set ultimo_evento = $2 where id = 1 and ultimo_evento = $1 returning id',
    [cursor.ultimo, ultimo],
  );
  if (!claimed.length) return 0; // another process took these facts
  const subject = deps.vapid.subject;
  const keys =
    deps.vapid.publicKey && deps.vapid.privateKey
      ? { publicKey: deps.vapid.publicKey, privateKey: deps.vapid.privateKey }
      : await ensureVapidKeys(deps.db, generateVapidKeys);
  let enviadas = 0;
  await eachIsolated(
    fatos,
    async (fato) => {
      const notice = await aviso(deps.db, fato);
      if (!notice) return;
      for (const target of await destinatarios(deps.db, fato.idInstituicao, notice.filtro, notice.params)) {
        const outcome = await sendWebPush(target, notice.payload, { subject, ...keys }, deps.transport);
        if (outcome.status === 'sent') enviadas += 1;
        else if (outcome.status === 'gone') await deleteSubscription(deps.db, target.id);
        else
          deps.log.warn({ statusCode: outcome.statusCode, idChat: fato.idChat }, 'push: aviso recusado pelo serviço');
      }
    },
    {
      log: deps.log,
      what: 'avisos por push',
      describe: (fato) => ({ idInstituicao: fato.idInstituicao, idChat: fato.idChat }),
    },
  );
  return enviadas;
}
