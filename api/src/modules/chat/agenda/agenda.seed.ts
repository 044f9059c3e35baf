import type { Db } from '../../../plugins/database/db';
import { DEMO_INSTITUICOES } from '../../../seed/demo-data';

/*
 * The demo's agenda (ADR 0038), in both institutions so every screen shows it and the route
 * matrix has a record of each: three labels (one on the newest open conversation), a saved view
 * for each gestor ("Não lidas") and, in the oldest open conversation, a message scheduled a month
 * ahead (it never goes out during a demo or a test run). No conversation is snoozed: every
 * existing test finds the demo's conversations in the list. Once: an institution with labels is
 * left alone.
 */

const ETIQUETAS = [
  { nome: 'Urgente', cor: '#c62828' },
  { nome: 'Boleto', cor: '#2e7d32' },
  { nome: 'Entrega', cor: '#00838f' },
] as const;

export async function seedAgenda(db: Db): Promise<void> {
  for (const { codigo } of [DEMO_INSTITUICOES.demo, DEMO_INSTITUICOES.vizinha]) {
    await db.transaction(async (tx) => {
      const [inst] = await tx.query<{ id: number }>(
        `select i.id from instituicao i where i.codigo = $1
            and not exists (select 1 from etiqueta e where e.id_instituicao = i.id) for update`,
        [codigo],
      );
      if (!inst) return;
      const ids: number[] = [];
      for (const etiqueta of ETIQUETAS) {
        const [row] = await tx.query<{ id: number }>(
          'insert into etiqueta (id_instituicao, nome, cor) values ($1, $2, $3) returning id',
          [inst.id, etiqueta.nome, etiqueta.cor],
        );
        if (row) ids.push(row.id);
      }
      await tx.query(
        `insert into chat_etiqueta (id_chat, id_etiqueta, id_instituicao)
         select c.id, $2, c.id_instituicao from chat c
          where c.id_instituicao = $1 and c.status <> 'resolvida'
          order by c.ultima_mensagem_em desc, c.id desc limit 1`,
        [inst.id, ids[0] ?? null],
      );
      await tx.query(
        `insert into visao_salva (id_instituicao, id_usuario, nome, filtros)
         select u.id_instituicao, u.id, 'Não lidas', $2::jsonb from usuario u
          where u.id_instituicao = $1 and u.gestor
         on conflict do nothing`,
        [
          inst.id,
          JSON.stringify({
            status: [],
            minhas: false,
            fila: '',
            etiqueta: null,
            responsavel: '',
            canal: null,
            naoLidas: true,
            esperandoMinutos: null,
            adiadas: false,
          }),
        ],
      );
      await tx.query(
        `insert into mensagem_agendada (id_instituicao, id_chat, id_autor, texto, enviar_em)
         select c.id_instituicao, c.id, (select u.id from usuario u where u.id_instituicao = $1 and u.gestor order by u.id limit 1),
                'Olá! Passando para lembrar do seu pedido. Qualquer dúvida, é só responder.', now() + interval '30 days'
           from chat c where c.id_instituicao = $1 and c.status <> 'resolvida'
          order by c.ultima_mensagem_em, c.id limit 1`,
        [inst.id],
      );
    });
  }
}
