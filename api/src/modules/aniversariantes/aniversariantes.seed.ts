import type { Db } from '../../plugins/database/db';
import { DEMO_INSTITUICOES } from '../../seed/demo-data';
import { addDays, isoDay } from '../../time/sao-paulo';
import { localNow } from './aniversariantes.dates';

/**
 * Demo birthdays for Demonstração: contacts whose birthday is the seeding day (two with marketing
 * consent, one without) and two later in the week. Birth years are leap years, so a seed run on
 * 29 February still makes valid dates. Idempotent: a phone that exists is left as it is (the
 * dates stay those of the first seed).
 */
const DEMO_ANIVERSARIANTES: readonly {
  nome: string;
  telefone: string;
  ano: number;
  emDias: number;
  consentimento: boolean;
}[] = [
  { nome: 'Helena Aniversariante', telefone: '11943210001', ano: 1988, emDias: 0, consentimento: true },
  { nome: 'Rafael Parabéns', telefone: '11943210002', ano: 1992, emDias: 0, consentimento: true },
  { nome: 'Lúcia Sem Consentimento', telefone: '11943210003', ano: 1996, emDias: 0, consentimento: false },
  { nome: 'Marcos da Semana', telefone: '11943210004', ano: 1984, emDias: 2, consentimento: true },
  { nome: 'Paula da Semana', telefone: '11943210005', ano: 2000, emDias: 4, consentimento: true },
];

export async function seedAniversariantes(db: Db, now = new Date()): Promise<void> {
  const today = localNow(now);
  const rows = DEMO_ANIVERSARIANTES.map((pessoa) => {
    const day = addDays(today, pessoa.emDias);
    return { ...pessoa, nascimento: isoDay({ ...day, year: pessoa.ano }) };
  });
  await db.query(
    `insert into contatos (id_instituicao, nome, telefone, data_nascimento, origem,
                           consentimento_marketing, consentimento_em, consentimento_origem)
     select i.id, g.nome, g.telefone, g.nascimento::date, 'manual',
            g.consentimento::boolean, case when g.consentimento::boolean then now() end,
            case when g.consentimento::boolean then 'formulario' end
       from instituicao i
      cross join unnest($2::text[], $3::text[], $4::text[], $5::text[]) as g (nome, telefone, nascimento, consentimento)
      where i.codigo = $1
     on conflict (id_instituicao, telefone) do nothing`,
    [
      DEMO_INSTITUICOES.demo.codigo,
      rows.map((row) => row.nome),
      rows.map((row) => row.telefone),
      rows.map((row) => row.nascimento),
      rows.map((row) => String(row.consentimento)),
    ],
  );
}
