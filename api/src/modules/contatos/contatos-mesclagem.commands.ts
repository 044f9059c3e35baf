import type { Queryable } from '../../plugins/database/db';
import { setConsentimentoAutoria } from './contatos-consentimento.repository';

/*
 * Two contacts that are one person become one (issue #28's merge, issue #26's "one person, one
 * history"; docs/decisions/0035). Everything of the contact that goes (`sai`) moves to the one
 * that stays (`fica`), in the caller's transaction: conversations (two on the same channel become
 * one thread, with a 'mesclada' separator), leads, campaign recipients, birthday greetings, the
 * consent history (moved whole, never rewritten), WhatsApp addresses, tags (union) and custom
 * fields (the survivor's value wins). The stricter marketing consent wins. Audited.
 */

/** Why two contacts are merged: a gestor chose to, or WhatsApp told us they are the same number. */
export type MesclagemMotivo = 'equipe' | 'mesmo_whatsapp';

export type MesclagemAutor = { idUsuario: number | null; motivo: MesclagemMotivo };

/** What a merge moved, for the answer, the audit log and the hub events. */
export type MesclagemResultado = {
  idContato: number;
  idMesclado: number;
  nomeMesclado: string;
  /** Conversations that changed owner whole (no conversation of the survivor on that channel). */
  conversasMovidas: number[];
  /** Conversations joined into the survivor's on the same channel: [kept, removed]. */
  conversasJuntadas: [number, number][];
  leads: number;
  campanhas: number;
  etiquetas: string[];
  /** Custom fields the survivor lacked and got from the other contact. */
  camposHerdados: string[];
  enderecos: number;
  consentimento: 'mantido' | 'revogado' | 'herdado';
  historicoConsentimento: number;
};

type ContatoLinha = {
  id: number;
  nome: string;
  telefone: string | null;
  email: string | null;
  tags: string[];
  campos: Record<string, string>;
  marketing: boolean;
  consentimentoEm: Date | null;
  consentimentoOrigem: string | null;
};

type ChatLinha = {
  id: number;
  idCanal: number;
  status: 'aberta' | 'pendente' | 'resolvida';
};

/** A consent counts only when recorded: a contact never asked says neither yes nor no. */
const registrado = (contato: ContatoLinha) => contato.consentimentoEm !== null && contato.consentimentoOrigem !== null;

/** The status of a joined conversation: open if either is, else waiting if either is, else resolved. */
function statusJuntado(a: ChatLinha['status'], b: ChatLinha['status']): ChatLinha['status'] {
  if (a === 'aberta' || b === 'aberta') return 'aberta';
  if (a === 'pendente' || b === 'pendente') return 'pendente';
  return 'resolvida';
}

/** Moves the other conversation's messages and facts into `fica`, marks the joint, removes it. */
async function juntarConversas(
  db: Queryable,
  idInstituicao: number,
  fica: ChatLinha,
  sai: ChatLinha,
  nomeMesclado: string,
  idUsuario: number | null,
): Promise<void> {
  const [primeira] = await db.query<{ id: number | null }>('select min(id) as id from mensagem where id_chat = $1', [
    sai.id,
  ]);
  await db.query('update mensagem set id_chat = $1 where id_chat = $2', [fica.id, sai.id]);
  await db.query('update conversa_evento set id_chat = $1 where id_chat = $2', [fica.id, sai.id]);
  await db.query('update especialista_uso set id_chat = $1 where id_chat = $2', [fica.id, sai.id]);
  // The separator: placed before the first message that came from the other conversation.
  await db.query(
    `insert into conversa_evento (id_instituicao, id_chat, tipo, id_usuario, id_mensagem, detalhe)
     values ($1, $2, 'mesclada', $3, $4, $5)`,
    [idInstituicao, fica.id, idUsuario, primeira?.id ?? null, nomeMesclado.slice(0, 200)],
  );
  await db.query(
    `update chat c set nao_lidas = c.nao_lidas + o.nao_lidas,
            ultima_mensagem_em = greatest(c.ultima_mensagem_em, o.ultima_mensagem_em),
            status = $3,
            id_responsavel = coalesce(c.id_responsavel, o.id_responsavel),
            id_fila = coalesce(c.id_fila, o.id_fila),
            id_especialista = coalesce(c.id_especialista, o.id_especialista)
       from chat o where c.id = $1 and o.id = $2`,
    [fica.id, sai.id, statusJuntado(fica.status, sai.status)],
  );
  await db.query('delete from chat where id = $1', [sai.id]);
}

/**
 * Merges contact `idSai` into `idFica` (both of `idInstituicao`), in the caller's transaction.
 * Null when either is not a contact of the institution, or they are the same contact.
 */
export async function mesclarContatos(
  db: Queryable,
  idInstituicao: number,
  idFica: number,
  idSai: number,
  autor: MesclagemAutor,
): Promise<MesclagemResultado | null> {
  if (idFica === idSai) return null;
  const linhas = await db.query<ContatoLinha>(
    `select id, nome, telefone, email, tags, campos, consentimento_marketing as marketing,
            consentimento_em as "consentimentoEm", consentimento_origem as "consentimentoOrigem"
       from contatos where id_instituicao = $1 and id = any($2::int[]) order by id for update`,
    [idInstituicao, [idFica, idSai]],
  );
  const fica = linhas.find((linha) => linha.id === idFica);
  const sai = linhas.find((linha) => linha.id === idSai);
  if (!fica || !sai) return null;

  // Conversations: on a channel where the survivor has one, the two become one thread.
  const chats = await db.query<ChatLinha & { idContato: number }>(
    `select id, id_canal as "idCanal", status, id_contato as "idContato" from chat
      where id_instituicao = $1 and id_contato = any($2::int[]) order by id for update`,
    [idInstituicao, [idFica, idSai]],
  );
  const conversasMovidas: number[] = [];
  const conversasJuntadas: [number, number][] = [];
  for (const chat of chats.filter((c) => c.idContato === idSai)) {
    const destino = chats.find((c) => c.idContato === idFica && c.idCanal === chat.idCanal);
    if (destino) {
      await juntarConversas(db, idInstituicao, destino, chat, sai.nome, autor.idUsuario);
      conversasJuntadas.push([destino.id, chat.id]);
    } else {
      await db.query('update chat set id_contato = $1 where id = $2', [idFica, chat.id]);
      conversasMovidas.push(chat.id);
    }
  }

  const mover = async (sql: string) => (await db.query(`${sql} returning 1`, [idFica, idSai])).length;
  const leads = await mover('update lead set id_contato = $1, updated_at = now() where id_contato = $2');
  const campanhas = await mover('update campanha_destinatario set id_contato = $1 where id_contato = $2');
  // One greeting a year: the survivor's stays; the other's of a year it lacks moves.
  await mover(
    `update felicitacao_enviada f set id_contato = $1 where f.id_contato = $2
        and not exists (select 1 from felicitacao_enviada g where g.id_contato = $1 and g.ano = f.ano)`,
  );
  const enderecos = await mover('update contato_endereco set id_contato = $1 where id_contato = $2');
  // The consent history moves whole, each row as it was (migration 0031 lets only its owner change).
  await db.query(`select set_config('colabora.mesclando_contatos', 'sim', true)`);
  const historicoConsentimento = await mover('update contato_consentimento set id_contato = $1 where id_contato = $2');
  await db.query(`select set_config('colabora.mesclando_contatos', '', true)`);

  // Tags: both. Custom fields: the survivor's value wins; the other's fills what it lacks.
  const etiquetas = [...new Set([...fica.tags, ...sai.tags])];
  const camposHerdados = Object.keys(sai.campos).filter((campo) => !(campo in fica.campos));
  await db.query(
    `update contatos c set tags = $2::text[], campos = o.campos || c.campos,
            email = coalesce(c.email, o.email), data_nascimento = coalesce(c.data_nascimento, o.data_nascimento),
            id_responsavel = coalesce(c.id_responsavel, o.id_responsavel), updated_at = now()
       from contatos o where c.id = $1 and o.id = $3`,
    [idFica, etiquetas, idSai],
  );

  const consentimento = await consentimentoMaisRestrito(db, idInstituicao, fica, sai, autor);

  await db.query('delete from contatos where id = $1', [idSai]);
  // The other's phone: the survivor's own when it had none (a contact known by its LID), else an
  // address that still finds the survivor when that number writes.
  if (sai.telefone && !fica.telefone)
    await db.query('update contatos set telefone = $2 where id = $1', [idFica, sai.telefone]);
  else if (sai.telefone && sai.telefone !== fica.telefone)
    await db.query(
      `insert into contato_endereco (id_instituicao, id_contato, tipo, valor) values ($1, $2, 'telefone', $3)
       on conflict do nothing`,
      [idInstituicao, idFica, sai.telefone],
    );

  const resultado: MesclagemResultado = {
    idContato: idFica,
    idMesclado: idSai,
    nomeMesclado: sai.nome,
    conversasMovidas,
    conversasJuntadas,
    leads,
    campanhas,
    etiquetas,
    camposHerdados,
    enderecos,
    consentimento,
    historicoConsentimento,
  };
  await db.query(
    `insert into audit_log (id_instituicao, id_usuario, acao, entidade, id_entidade, antes, depois)
     values ($1, $2, 'mesclar', 'contatos', $3, $4::jsonb, $5::jsonb)`,
    [
      idInstituicao,
      autor.idUsuario,
      String(idFica),
      JSON.stringify({ fica, sai }),
      JSON.stringify({ motivo: autor.motivo, ...resultado }),
    ],
  );
  return resultado;
}

/**
 * The stricter consent wins: a recorded "não" on either side makes the result "não" (recorded now,
 * by whoever merges, saying why); a side never asked does not vote, so a "sim" recorded on the
 * other contact is the person's and is carried over. The history rows of both stay as they were.
 */
async function consentimentoMaisRestrito(
  db: Queryable,
  idInstituicao: number,
  fica: ContatoLinha,
  sai: ContatoLinha,
  autor: MesclagemAutor,
): Promise<MesclagemResultado['consentimento']> {
  if (registrado(sai) && !sai.marketing && !(registrado(fica) && !fica.marketing)) {
    await setConsentimentoAutoria(db, {
      idUsuario: autor.idUsuario,
      nota: `Contatos mesclados: «${sai.nome.slice(0, 120)}» não consentia, e vale o consentimento mais restrito.`,
    });
    await db.query(
      `update contatos set consentimento_marketing = false, consentimento_em = clock_timestamp(),
              consentimento_origem = 'manual', updated_at = now()
        where id = $1 and id_instituicao = $2`,
      [fica.id, idInstituicao],
    );
    return 'revogado';
  }
  if (!registrado(fica) && registrado(sai) && sai.marketing) {
    await setConsentimentoAutoria(db, {
      idUsuario: autor.idUsuario,
      nota: `Contatos mesclados: consentimento registrado em «${sai.nome.slice(0, 120)}».`,
    });
    await db.query(
      `update contatos set consentimento_marketing = true, consentimento_em = $3, consentimento_origem = $4,
              updated_at = now()
        where id = $1 and id_instituicao = $2`,
      [fica.id, idInstituicao, sai.consentimentoEm, sai.consentimentoOrigem],
    );
    return 'herdado';
  }
  return 'mantido';
}
