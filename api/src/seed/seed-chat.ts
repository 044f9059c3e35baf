import sharp from 'sharp';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../plugins/database/db';
import { DEMO_INSTITUICOES, DEMO_USERS } from './demo-data';

const SEED_LOCK = 4_272_019_013;

/** Demo conversations of Demonstração: [contact index among its first contacts, messages (oldest first)]. */
/** Quick replies every demo institution starts with. */
const DEMO_RESPOSTAS_RAPIDAS: readonly { atalho: string; texto: string }[] = [
  { atalho: 'ola', texto: 'Olá! Obrigado por escrever. Como podemos ajudar?' },
  { atalho: 'horario', texto: 'Atendemos de segunda a sábado, das 8h às 18h.' },
  { atalho: 'pix', texto: 'Aceitamos PIX: a chave é o nosso CNPJ. Envie o comprovante por aqui.' },
];

const DEMO_CONVERSAS: readonly {
  status: 'aberta' | 'pendente' | 'resolvida';
  responsavel: boolean;
  mensagens: readonly [direcao: 'entrada' | 'saida', texto: string, minutosAtras: number, comprovante?: true][];
}[] = [
  {
    status: 'aberta',
    responsavel: false,
    mensagens: [
      ['entrada', 'Boa tarde! Vocês entregam no bairro Vila Mariana?', 42],
      ['entrada', 'Queria pedir dois X-Burguer.', 40],
    ],
  },
  {
    status: 'aberta',
    responsavel: true,
    mensagens: [
      ['entrada', 'Olá, meu pedido já saiu?', 95],
      ['saida', 'Olá! Saiu agora há pouco, chega em 20 minutos.', 90],
      ['entrada', 'Obrigada!', 88],
    ],
  },
  {
    status: 'pendente',
    responsavel: true,
    mensagens: [
      ['entrada', 'Vocês aceitam Pix?', 300],
      ['saida', 'Aceitamos sim. Vou confirmar a chave e já te mando.', 290],
      // A picture from the contact, so the demo (and the route probes) have a file in a conversation.
      ['entrada', 'Paguei, segue o comprovante.', 280, true],
    ],
  },
  {
    status: 'resolvida',
    responsavel: false,
    mensagens: [
      ['entrada', 'Qual o horário de funcionamento no domingo?', 1500],
      ['saida', 'Domingo abrimos das 11h às 15h.', 1490],
      ['entrada', 'Perfeito, obrigado.', 1485],
    ],
  },
];

/**
 * One simulated WhatsApp channel per demo institution (connected, so the demo can chat at once)
 * and a few conversations for Demonstração. Idempotent: an institution that has a channel is left
 * alone. The webhook secret is random and only its hash is kept (the simulator needs none).
 */
export async function seedChat(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    for (const inst of Object.values(DEMO_INSTITUICOES)) {
      const secret = createHash('sha256').update(randomBytes(32)).digest('hex');
      const [canal] = await tx.query<{ id: number; idInstituicao: number }>(
        `insert into canal (id_instituicao, nome, provider, estado, webhook_secret_sha256)
         select i.id, 'WhatsApp (simulador)', 'simulador', 'conectado', $2 from instituicao i
          where i.codigo = $1 and not exists (select 1 from canal c where c.id_instituicao = i.id)
         returning id, id_instituicao as "idInstituicao"`,
        [inst.codigo, secret],
      );
      // A few quick replies per institution (the composer's `/` shortcut), once.
      await tx.query(
        `insert into resposta_rapida (id_instituicao, atalho, texto)
         select i.id, r.atalho, r.texto from instituicao i
          cross join unnest($2::text[], $3::text[]) as r (atalho, texto)
          where i.codigo = $1 and not exists (select 1 from resposta_rapida q where q.id_instituicao = i.id)`,
        [inst.codigo, DEMO_RESPOSTAS_RAPIDAS.map((r) => r.atalho), DEMO_RESPOSTAS_RAPIDAS.map((r) => r.texto)],
      );
      if (!canal || inst.codigo !== DEMO_INSTITUICOES.demo.codigo) continue;
      const contatos = await tx.query<{ id: number }>(
        'select id from contatos where id_instituicao = $1 order by id limit $2',
        [canal.idInstituicao, DEMO_CONVERSAS.length],
      );
      const [responsavel] = await tx.query<{ id: number }>(
        'select id from usuario where id_instituicao = $1 and telefone = $2',
        [canal.idInstituicao, DEMO_USERS.atendente.telefone],
      );
      for (const [index, conversa] of DEMO_CONVERSAS.entries()) {
        const contato = contatos[index];
        if (!contato) break;
        const ultima = conversa.mensagens[conversa.mensagens.length - 1]?.[2] ?? 0;
        const naoLidas = conversa.mensagens.length - 1 - conversa.mensagens.findLastIndex(([d]) => d === 'saida');
        const [chat] = await tx.query<{ id: number }>(
          `insert into chat (id_instituicao, id_canal, id_contato, status, id_responsavel, nao_lidas, ultima_mensagem_em, created_at)
           values ($1, $2, $3, $4, $5, $6, now() - make_interval(mins => $7), now() - make_interval(mins => $8))
           returning id`,
          [
            canal.idInstituicao,
            canal.id,
            contato.id,
            conversa.status,
            conversa.responsavel ? (responsavel?.id ?? null) : null,
            conversa.status === 'resolvida' ? 0 : naoLidas,
            ultima,
            conversa.mensagens[0]?.[2] ?? 0,
          ],
        );
        for (const [ordem, [direcao, texto, minutos, comprovante]] of conversa.mensagens.entries()) {
          const [mensagem] = await tx.query<{ id: number }>(
            `insert into mensagem (id_instituicao, id_chat, id_canal, direcao, tipo, texto, status, id_gateway, id_autor, created_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() - make_interval(mins => $10)) returning id`,
            [
              canal.idInstituicao,
              chat?.id ?? 0,
              canal.id,
              direcao,
              comprovante ? 'imagem' : 'texto',
              texto,
              direcao === 'saida' ? 'lida' : 'entregue',
              `SEED${canal.id}-${index}-${ordem}`,
              direcao === 'saida' ? (responsavel?.id ?? null) : null,
              minutos,
            ],
          );
          if (comprovante && mensagem) {
            const png = await comprovantePng();
            await tx.query(
              `insert into mensagem_midia (id_mensagem, id_instituicao, mime, nome, tamanho, conteudo)
               values ($1, $2, 'image/png', 'comprovante-pix.png', $3, $4)`,
              [mensagem.id, canal.idInstituicao, png.byteLength, png],
            );
          }
        }
      }
    }
  });
}

/** A small receipt picture for the demo, drawn from SVG (the seed ships no binary file). */
async function comprovantePng(): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240">
    <rect width="320" height="240" fill="#f6f8f8"/>
    <rect x="16" y="16" width="288" height="208" rx="12" fill="#ffffff" stroke="#0f766e" stroke-width="3"/>
    <text x="40" y="70" font-family="sans-serif" font-size="22" font-weight="bold" fill="#0f766e">Comprovante Pix</text>
    <text x="40" y="120" font-family="sans-serif" font-size="30" font-weight="bold" fill="#1c2526">R$ 58,80</text>
    <text x="40" y="160" font-family="sans-serif" font-size="16" fill="#4f5d5f">Para: Instituição Demonstração</text>
    <text x="40" y="190" font-family="sans-serif" font-size="16" fill="#4f5d5f">Pagamento concluído</text>
  </svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}
