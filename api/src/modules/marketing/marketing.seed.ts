import type { LeadOrigem, MotivoPerda } from '@colabora/shared/contracts';
import type { Db } from '../../plugins/database/db';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../seed/demo-data';
import { ensureEtapasPadrao, listEtapas } from './etapas.repository';
import { createLead, moveLead } from './leads.commands';

/**
 * Demo funnel of Demonstração: tags, consent and custom fields on a few of its contacts, and leads across the
 * stages with a history that spans days (so conversion and time in stage show figures). Idempotent:
 * an institution that has any lead is left alone.
 */
const DEMO_LEADS: readonly {
  contato: { nome: string; telefone: string };
  tags: readonly string[];
  /** Custom fields, the campaigns' extra variables ({cidade}, {plano}). */
  campos?: Readonly<Record<string, string>>;
  consentimento: boolean;
  valorCentavos: number;
  origem: LeadOrigem;
  /** Stage names it passes through after 'Novo', each after `dias` days; with the reasons of a close. */
  caminho: readonly string[];
  motivo?: string;
  motivoPerda?: MotivoPerda;
  diasAtras: number;
}[] = [
  {
    contato: { nome: 'Carla Mendes', telefone: '11976540001' },
    tags: ['cliente-vip', 'buffet'],
    campos: { cidade: 'Campinas', plano: 'Ouro' },
    consentimento: true,
    valorCentavos: 450000,
    origem: 'whatsapp',
    caminho: [],
    diasAtras: 1,
  },
  {
    contato: { nome: 'Diego Ramos', telefone: '11976540002' },
    tags: ['buffet'],
    campos: { cidade: 'Jundiaí' },
    consentimento: true,
    valorCentavos: 180000,
    origem: 'site',
    caminho: ['Contato feito'],
    diasAtras: 6,
  },
  {
    contato: { nome: 'Eduarda Nunes', telefone: '11976540003' },
    tags: ['indicacao'],
    consentimento: false,
    valorCentavos: 320000,
    origem: 'indicacao',
    caminho: ['Contato feito', 'Proposta'],
    diasAtras: 10,
  },
  {
    contato: { nome: 'Fábio Costa', telefone: '11976540004' },
    tags: ['cliente-vip'],
    campos: { plano: 'Prata' },
    consentimento: true,
    valorCentavos: 990000,
    origem: 'balcao',
    caminho: ['Contato feito', 'Proposta', 'Negociação'],
    diasAtras: 15,
  },
  {
    contato: { nome: 'Gabriela Torres', telefone: '11976540005' },
    tags: ['buffet', 'campanha-junho'],
    consentimento: true,
    valorCentavos: 275000,
    origem: 'campanha',
    caminho: ['Contato feito', 'Proposta', 'Ganho'],
    motivo: 'Fechou o buffet para 80 pessoas.',
    diasAtras: 12,
  },
  {
    contato: { nome: 'Henrique Alves', telefone: '11976540006' },
    tags: ['campanha-junho'],
    consentimento: false,
    valorCentavos: 150000,
    origem: 'campanha',
    caminho: ['Contato feito', 'Perdido'],
    motivoPerda: 'preco',
    motivo: 'Achou caro para a data.',
    diasAtras: 9,
  },
];

export async function seedMarketing(db: Db): Promise<void> {
  // Every institution gets its default stages now (not on its first read), so the demo is complete.
  for (const { id } of await db.query<{ id: number }>('select id from instituicao')) await ensureEtapasPadrao(db, id);
  const [inst] = await db.query<{ id: number }>('select id from instituicao where codigo = $1', [
    DEMO_INSTITUICOES.demo.codigo,
  ]);
  if (!inst) return;
  const idInstituicao = inst.id;
  const [any] = await db.query('select 1 from lead where id_instituicao = $1 limit 1', [idInstituicao]);
  if (any) return;
  const [gestor] = await db.query<{ id: number }>('select id from usuario where telefone = $1', [
    DEMO_USERS.gestor.telefone,
  ]);
  const idAutor = gestor?.id ?? null;
  await db.transaction(async (tx) => {
    const etapas = await listEtapas(tx, idInstituicao);
    const byName = new Map(etapas.map((etapa) => [etapa.nome, etapa.idEtapa]));
    const novo = byName.get('Novo');
    if (novo === undefined) return; // the institution renamed its stages: nothing to seed into
    for (const item of DEMO_LEADS) {
      const start = new Date(Date.now() - item.diasAtras * 86_400_000);
      const lead = await createLead(
        tx,
        idInstituicao,
        idAutor,
        {
          contato: item.contato,
          idEtapa: novo,
          valorCentavos: item.valorCentavos,
          idResponsavel: idAutor,
          previsaoFechamento: null,
          origem: item.origem,
          observacoes: null,
        },
        start,
      );
      await tx.query(
        `update contatos set tags = $3::text[], consentimento_marketing = $4,
                consentimento_em = case when $4 then $5::timestamptz end,
                consentimento_origem = case when $4 then 'formulario' end,
                campos = $6::jsonb
          where id = $1 and id_instituicao = $2`,
        [
          lead.contato.idContato,
          idInstituicao,
          [...item.tags],
          item.consentimento,
          start,
          JSON.stringify(item.campos ?? {}),
        ],
      );
      // Each step a couple of days after the previous one, never in the future.
      const step = item.caminho.length ? Math.max(1, Math.floor(item.diasAtras / (item.caminho.length + 1))) : 0;
      for (const [index, nome] of item.caminho.entries()) {
        const idEtapa = byName.get(nome);
        if (idEtapa === undefined) break;
        const at = new Date(start.getTime() + (index + 1) * step * 86_400_000);
        await moveLead(
          tx,
          idInstituicao,
          idAutor,
          lead.idLead,
          { idEtapa, motivo: item.motivo ?? null, motivoPerda: item.motivoPerda ?? null },
          at,
        );
      }
    }
  });
}
