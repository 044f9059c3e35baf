import type { Db } from '../plugins/database/db';
import { DEMO_INSTITUICOES } from './demo-data';

const SEED_LOCK = 4_272_019_004;

/** Address, contact and DPO of the demo institutions (the privacy page shows the DPO). */
export const DEMO_INSTITUICAO_DETALHES = {
  [DEMO_INSTITUICOES.demo.codigo]: {
    nomeFantasia: 'Colabora Demonstração',
    cep: '01310100',
    logradouro: 'Avenida Paulista',
    numero: '1000',
    complemento: 'Conjunto 42',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    uf: 'SP',
    telefone: '1132000000',
    email: 'contato@demo.colabora.app',
    dpoNome: 'Marina Albuquerque',
    dpoEmail: 'privacidade@demo.colabora.app',
    dpoTelefone: '1132000099',
  },
  [DEMO_INSTITUICOES.vizinha.codigo]: {
    nomeFantasia: 'Vizinha',
    cep: '20040020',
    logradouro: 'Rua da Assembleia',
    numero: '10',
    complemento: null,
    bairro: 'Centro',
    cidade: 'Rio de Janeiro',
    uf: 'RJ',
    telefone: '2132100000',
    email: 'contato@vizinha.colabora.app',
    dpoNome: 'Roberto Fontes',
    dpoEmail: 'dpo@vizinha.colabora.app',
    dpoTelefone: '2132100099',
  },
} as const;

const FIRST = ['Adriana', 'Bernardo', 'Camila', 'Diego', 'Eduarda', 'Fábio', 'Gabriela', 'Heitor', 'Isabela', 'João'];
const LAST = ['Almeida', 'Barbosa', 'Cardoso', 'Duarte', 'Esteves', 'Ferreira', 'Gomes', 'Honorato'];

/** 25 contacts for DEMO and 5 for VIZINHA, joined over the last ~two months. */
export function demoContatos(codigo: string, count: number, ddd: string) {
  return Array.from({ length: count }, (_, i) => {
    const nome = `${FIRST[i % FIRST.length]} ${LAST[(i * 3) % LAST.length]}${i >= FIRST.length ? ` ${LAST[i % LAST.length]}` : ''}`;
    const slug = nome
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/\s+/g, '.');
    return {
      nome,
      telefone: `${ddd}9${String(87650000 + i * 37).padStart(8, '0')}`,
      email: i % 3 === 2 ? null : `${slug}@exemplo.com.br`,
      dataNascimento:
        i % 4 === 3
          ? null
          : `${1960 + ((i * 7) % 40)}-${String((i % 12) + 1).padStart(2, '0')}-${String(((i * 5) % 28) + 1).padStart(2, '0')}`,
      diasAtras: (i * 2 + (codigo === 'DEMO' ? 0 : 1)) % 60,
    };
  });
}

/**
 * Demo data of the admin screens: institution details and contacts. Idempotent: details are
 * written only where the DPO is still empty (an edit made in the demo survives restarts), and
 * contacts that exist are left alone.
 */
export async function seedAdmin(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    for (const [codigo, d] of Object.entries(DEMO_INSTITUICAO_DETALHES)) {
      await tx.query(
        `update instituicao set nome_fantasia = coalesce(nome_fantasia, $2), cep = $3, logradouro = $4, numero = $5,
                complemento = $6, bairro = $7, cidade = $8, uf = $9, telefone = $10, email = $11,
                dpo_nome = $12, dpo_email = $13, dpo_telefone = $14
          where codigo = $1 and dpo_nome is null`,
        [
          codigo,
          d.nomeFantasia,
          d.cep,
          d.logradouro,
          d.numero,
          d.complemento,
          d.bairro,
          d.cidade,
          d.uf,
          d.telefone,
          d.email,
          d.dpoNome,
          d.dpoEmail,
          d.dpoTelefone,
        ],
      );
    }
    for (const [codigo, count, ddd] of [
      [DEMO_INSTITUICOES.demo.codigo, 25, '11'],
      [DEMO_INSTITUICOES.vizinha.codigo, 5, '21'],
    ] as const) {
      const contatos = demoContatos(codigo, count, ddd);
      await tx.query(
        `insert into contatos (id_instituicao, nome, telefone, email, data_nascimento, origem, created_at, updated_at)
         select i.id, g.nome, g.telefone, g.email, g.data_nascimento::date, 'manual',
                now() - make_interval(days => g.dias), now() - make_interval(days => g.dias)
           from instituicao i,
                unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::int[]) as g(nome, telefone, email, data_nascimento, dias)
          where i.codigo = $1
         on conflict (id_instituicao, telefone) do nothing`,
        [
          codigo,
          contatos.map((c) => c.nome),
          contatos.map((c) => c.telefone),
          contatos.map((c) => c.email) as string[],
          contatos.map((c) => c.dataNascimento) as string[],
          contatos.map((c) => c.diasAtras),
        ],
      );
    }
  });
}
