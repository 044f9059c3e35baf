import type { Db, Queryable } from '../../plugins/database/db';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../seed/demo-data';

/** Serialises seeders of several API processes sharing one server (any fixed 64-bit key). */
const SEED_LOCK = 4_272_019_028;

/*
 * A few weeks of finished services for Demonstração, so the reports and the president's panel show
 * figures on a fresh demo: staff answering in minutes, the specialist answering alone, one hand-off
 * and one conversation reopened. Written as it would have been recorded (messages and their facts,
 * ADR 0030), all resolved and days old, so today's inbox is unchanged. Idempotent: its messages'
 * gateway ids mark it.
 */

type Passo =
  | 'contato'
  | 'bruno'
  | 'ana'
  | 'ia'
  /** The specialist hands off to staff (Bruno takes it). */
  | 'ia-transfere'
  | 'resolve';

/** One conversation: when it began (days ago) and its steps, each `minutes` after the start. */
const HISTORIA: readonly { dias: number; passos: readonly [minutos: number, passo: Passo, texto?: string][] }[] = [
  {
    dias: 19,
    passos: [
      [0, 'contato', 'Vocês fazem entrega no Ipiranga?'],
      [6, 'bruno'],
      [40, 'resolve'],
    ],
  },
  {
    dias: 16,
    passos: [
      [0, 'contato', 'Qual o valor do combo família?'],
      [1, 'ia'],
      [3, 'contato', 'Obrigado!'],
      [90, 'resolve'],
    ],
  },
  {
    dias: 14,
    passos: [
      [0, 'contato', 'Meu pedido veio sem refrigerante.'],
      [22, 'ana'],
      [95, 'resolve'],
    ],
  },
  {
    dias: 11,
    passos: [
      [0, 'contato', 'Quero falar com uma pessoa.'],
      [1, 'ia-transfere'],
      [14, 'bruno'],
      [60, 'resolve'],
    ],
  },
  {
    dias: 9,
    passos: [
      [0, 'contato', 'Até que horas abrem hoje?'],
      [1, 'ia'],
      [30, 'resolve'],
    ],
  },
  {
    dias: 7,
    passos: [
      [0, 'contato', 'Posso pagar com cartão na entrega?'],
      [4, 'bruno'],
      [20, 'resolve'],
      [300, 'contato', 'E com vale-refeição?'],
      [312, 'bruno'],
      [330, 'resolve'],
    ],
  },
  {
    dias: 5,
    passos: [
      [0, 'contato', 'Tem opção vegetariana?'],
      [2, 'ia'],
      [45, 'resolve'],
    ],
  },
  {
    dias: 3,
    passos: [
      [0, 'contato', 'Preciso mudar o endereço do pedido.'],
      [9, 'ana'],
      [25, 'resolve'],
    ],
  },
];

/**
 * The satisfaction survey (ADR 0039) after each conversation's last resolution: the grade the
 * contact gave (null: asked, never answered) and the comment that followed, if any.
 */
const AVALIACOES: readonly ([nota: number | null, comentario?: string] | null)[] = [
  [5, 'Responderam rapidinho, obrigado!'],
  null,
  [3, 'Resolveram, mas demorou para alguém responder.'],
  [4],
  null,
  [5],
  [null],
  [4, 'Atendimento bom, só faltou avisar do prazo.'],
];

const RESPOSTAS: Record<'bruno' | 'ana' | 'ia', string> = {
  bruno: 'Olá! Já vou verificar para você.',
  ana: 'Oi! Desculpe a demora, vamos resolver agora.',
  ia: 'Olá! Posso ajudar com o cardápio, preços, horários e entregas.',
};

type Ids = { idInstituicao: number; idCanal: number; bruno: number; ana: number; idEspecialista: number | null };

async function idsDaDemo(tx: Queryable): Promise<Ids | null> {
  const [row] = await tx.query<Ids>(
    `select i.id as "idInstituicao",
            (select id from canal where id_instituicao = i.id order by id limit 1) as "idCanal",
            (select id from usuario where telefone = $2) as bruno,
            (select id from usuario where telefone = $3) as ana,
            (select id from especialista where id_instituicao = i.id order by id limit 1) as "idEspecialista"
       from instituicao i where i.codigo = $1`,
    [DEMO_INSTITUICOES.demo.codigo, DEMO_USERS.atendente.telefone, DEMO_USERS.gestor.telefone],
  );
  return row?.idCanal && row.bruno && row.ana ? row : null;
}

/** One conversation's messages and facts; answers who held it at the end. */
async function contar(
  tx: Queryable,
  ids: Ids,
  idChat: number,
  n: number,
  conversa: (typeof HISTORIA)[number],
): Promise<number | null> {
  const em = (minutos: number) => `now() - make_interval(mins => ${conversa.dias * 1440 - minutos})`;
  let aberto = false;
  let respondido = false;
  let visto = false;
  let responsavel: number | null = null;
  const fato = (
    tipo: string,
    minutos: number,
    extra: { idUsuario?: number | null; idEspecialista?: number | null } = {},
  ) =>
    tx.query(
      `insert into conversa_evento (id_instituicao, id_chat, tipo, id_usuario, id_especialista, ocorrido_em)
       values ($1, $2, $3, $4, $5, ${em(minutos)})`,
      [ids.idInstituicao, idChat, tipo, extra.idUsuario ?? null, extra.idEspecialista ?? null],
    );
  const mensagem = (
    passo: number,
    direcao: string,
    texto: string,
    autor: { idUsuario?: number; idEspecialista?: number | null },
    minutos: number,
  ) =>
    tx.query(
      `insert into mensagem (id_instituicao, id_chat, id_canal, direcao, texto, status, id_gateway, id_autor, id_especialista, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, ${em(minutos)})`,
      [
        ids.idInstituicao,
        idChat,
        ids.idCanal,
        direcao,
        texto,
        direcao === 'entrada' ? 'entregue' : direcao === 'nota' ? 'enviada' : 'lida',
        `SEEDREL-${n}-${passo}`,
        autor.idUsuario ?? null,
        autor.idEspecialista ?? null,
      ],
    );
  for (const [passo, [minutos, tipo, texto]] of conversa.passos.entries()) {
    if (tipo === 'contato') {
      await mensagem(passo, 'entrada', texto ?? 'Olá', {}, minutos);
      if (!aberto) await fato(visto ? 'reaberta' : 'aberta', minutos);
      aberto = true;
      visto = true;
    } else if (tipo === 'bruno' || tipo === 'ana' || tipo === 'ia') {
      const autor = tipo === 'ia' ? { idEspecialista: ids.idEspecialista } : { idUsuario: ids[tipo] };
      await mensagem(passo, 'saida', RESPOSTAS[tipo], autor, minutos);
      if (tipo === 'ia' && ids.idEspecialista) await uso(tx, ids, idChat, 'resposta', em(minutos));
      if (!respondido) await fato('primeira_resposta', minutos, autor);
      if (tipo !== 'ia') responsavel = ids[tipo];
      respondido = true;
    } else if (tipo === 'ia-transfere') {
      await mensagem(
        passo,
        'nota',
        'O contato pediu para falar com uma pessoa.',
        { idEspecialista: ids.idEspecialista },
        minutos,
      );
      if (ids.idEspecialista) await uso(tx, ids, idChat, 'transferencia', em(minutos));
      await fato('ia_transferiu', minutos, { idEspecialista: ids.idEspecialista });
      await fato('atribuida', minutos, { idUsuario: ids.bruno });
      responsavel = ids.bruno;
    } else {
      await fato('resolvida', minutos, { idUsuario: responsavel });
      aberto = false;
      respondido = false;
    }
  }
  return responsavel;
}

/** A model call's tokens (especialista_uso), as the specialist would have recorded them. */
async function uso(tx: Queryable, ids: Ids, idChat: number, tipo: string, quando: string) {
  await tx.query(
    `insert into especialista_uso (id_instituicao, id_especialista, id_chat, tipo, tokens_prompt, tokens_resposta, created_at)
     values ($1, $2, $3, $4, $5, $6, ${quando})`,
    [
      ids.idInstituicao,
      ids.idEspecialista,
      idChat,
      tipo,
      tipo === 'resposta' ? 860 : 410,
      tipo === 'resposta' ? 48 : 12,
    ],
  );
}

export async function seedRelatorios(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const ids = await idsDaDemo(tx);
    if (!ids) return;
    const done = await tx.query(`select 1 from mensagem where id_canal = $1 and id_gateway like 'SEEDREL-%' limit 1`, [
      ids.idCanal,
    ]);
    if (done.length) return;
    // Contacts without a conversation on the channel (the inbox's demo conversations use the first ones).
    const contatos = await tx.query<{ id: number }>(
      `select ct.id from contatos ct
        where ct.id_instituicao = $1 and not exists (select 1 from chat c where c.id_contato = ct.id and c.id_canal = $2)
        order by ct.id limit $3`,
      [ids.idInstituicao, ids.idCanal, HISTORIA.length],
    );
    for (const [n, conversa] of HISTORIA.entries()) {
      const contato = contatos[n];
      if (!contato) break;
      const inicio = conversa.dias * 1440;
      const fim = inicio - (conversa.passos.at(-1)?.[0] ?? 0);
      const [chat] = await tx.query<{ id: number }>(
        `insert into chat (id_instituicao, id_canal, id_contato, status, nao_lidas, ultima_mensagem_em, created_at)
         values ($1, $2, $3, 'resolvida', 0, now() - make_interval(mins => $4), now() - make_interval(mins => $5))
         returning id`,
        [ids.idInstituicao, ids.idCanal, contato.id, fim, inicio],
      );
      if (!chat) continue;
      const responsavel = await contar(tx, ids, chat.id, n, conversa);
      await tx.query('update chat set id_responsavel = $2 where id = $1', [chat.id, responsavel]);
      const avaliacao = AVALIACOES[n];
      if (avaliacao) await avaliar(tx, ids, chat.id, n, fim, responsavel, avaliacao);
    }
  });
}

/** The survey asked a minute after the conversation's end (`fim` minutes ago), its answer and comment. */
async function avaliar(
  tx: Queryable,
  ids: Ids,
  idChat: number,
  n: number,
  fim: number,
  responsavel: number | null,
  [nota, comentario]: readonly [number | null, string?],
) {
  const em = (depois: number) => `now() - make_interval(mins => ${fim - depois})`;
  const mensagem = (passo: string, direcao: string, texto: string, depois: number) =>
    tx.query<{ id: number }>(
      `insert into mensagem (id_instituicao, id_chat, id_canal, direcao, texto, status, id_gateway, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, ${em(depois)}) returning id`,
      [
        ids.idInstituicao,
        idChat,
        ids.idCanal,
        direcao,
        texto,
        direcao === 'entrada' ? 'entregue' : 'lida',
        `SEEDREL-${n}-${passo}`,
      ],
    );
  const [pergunta] = await mensagem('csat', 'saida', 'Como você avalia nosso atendimento? Responda de 1 a 5', 1);
  if (nota !== null) await mensagem('nota', 'entrada', String(nota), 4);
  if (comentario) await mensagem('comentario', 'entrada', comentario, 6);
  await tx.query(
    `insert into avaliacao (id_instituicao, id_chat, id_atendente, id_mensagem_pergunta, perguntada_em, nota, respondida_em,
                            comentario, comentada_em)
     values ($1, $2, $3, $4, ${em(1)}, $5::smallint, case when $5::smallint is null then null else ${em(4)} end, $6,
             case when $6::text is null then null else ${em(6)} end)`,
    [ids.idInstituicao, idChat, responsavel, pergunta?.id ?? null, nota, comentario ?? null],
  );
}
