import {
  FELICITACAO_PADRAO,
  type Aniversariante,
  type FelicitacaoConfig,
  type FelicitacaoEnviada,
} from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';
import { isoDay } from '../../time/sao-paulo';
import { ageTurning, birthdayInRange, monthsOf, parseIsoDay, type DayRange } from './aniversariantes.dates';

/*
 * Reads of the birthdays screen: who has a birthday in a period (contacts or staff), the automatic
 * greeting's settings and the greetings sent.
 */

type PessoaRow = {
  id: number;
  nome: string;
  telefone: string | null;
  dataNascimento: string;
  consentimentoMarketing: boolean;
  felicitadoAnos: number[];
};

/**
 * Contacts (or the institution's active staff) whose birthday falls in `range`, by day then name,
 * with the age they turn. The SQL narrows by month (the index of 0012); the exact day, the year
 * of the birthday and 29 February in other years are decided in birthdayInRange.
 */
export async function listAniversariantes(
  db: Queryable,
  idInstituicao: number,
  quem: 'contatos' | 'usuarios',
  range: DayRange,
  /** The current year in São Paulo: `felicitadoEsteAno` looks at its greetings. */
  anoAtual: number,
): Promise<Aniversariante[]> {
  const months = monthsOf(range);
  const rows =
    quem === 'contatos'
      ? await db.query<PessoaRow>(
          `select c.id, c.nome, c.telefone_e164 as telefone, c.data_nascimento as "dataNascimento",
                  c.consentimento_marketing as "consentimentoMarketing",
                  array(select f.ano from felicitacao_enviada f
                         where f.id_instituicao = c.id_instituicao and f.id_contato = c.id
                           and f.ano = $3) as "felicitadoAnos"
             from contatos c
            where c.id_instituicao = $1 and c.data_nascimento is not null and c.telefone is not null
              and extract(month from c.data_nascimento) = any($2::int[])`,
          [idInstituicao, months, anoAtual],
        )
      : await db.query<PessoaRow>(
          `select u.id, u.nome, '+55' || u.telefone as telefone, u.data_nascimento as "dataNascimento",
                  false as "consentimentoMarketing", '{}'::int[] as "felicitadoAnos"
             from usuario u
            where u.id_instituicao = $1 and u.ativo and u.data_nascimento is not null
              and extract(month from u.data_nascimento) = any($2::int[])`,
          [idInstituicao, months],
        );
  const list: Aniversariante[] = [];
  for (const row of rows) {
    const birth = parseIsoDay(row.dataNascimento);
    const birthday = birthdayInRange(birth, range);
    if (!birthday) continue;
    list.push({
      id: row.id,
      nome: row.nome,
      telefone: row.telefone,
      dataNascimento: row.dataNascimento,
      idade: ageTurning(birth, birthday.year),
      aniversario: isoDay(birthday),
      consentimentoMarketing: row.consentimentoMarketing,
      felicitadoEsteAno: row.felicitadoAnos.includes(anoAtual),
    });
  }
  return list.sort(
    (a, b) => a.aniversario.localeCompare(b.aniversario) || a.nome.localeCompare(b.nome, 'pt-BR') || a.id - b.id,
  );
}

/** The institution's automatic greeting, or the defaults when it never changed them. */
export async function findFelicitacaoConfig(db: Queryable, idInstituicao: number): Promise<FelicitacaoConfig> {
  const [row] = await db.query<FelicitacaoConfig>(
    `select ativo, to_char(horario, 'HH24:MI') as horario, modelo from felicitacao_config where id_instituicao = $1`,
    [idInstituicao],
  );
  return row ?? { ...FELICITACAO_PADRAO };
}

export async function saveFelicitacaoConfig(
  db: Queryable,
  idInstituicao: number,
  idUsuario: number,
  config: FelicitacaoConfig,
): Promise<FelicitacaoConfig> {
  await db.query(
    `insert into felicitacao_config (id_instituicao, ativo, horario, modelo, id_usuario_alteracao)
     values ($1, $2, $3::time, $4, $5)
     on conflict (id_instituicao) do update
       set ativo = excluded.ativo, horario = excluded.horario, modelo = excluded.modelo,
           id_usuario_alteracao = excluded.id_usuario_alteracao, updated_at = now()`,
    [idInstituicao, config.ativo, config.horario, config.modelo.trim(), idUsuario],
  );
  return findFelicitacaoConfig(db, idInstituicao);
}

const SELECT_ENVIADA = `select f.id_contato as "idContato", c.nome, c.telefone_e164 as telefone, f.ano, f.texto,
    f.automatica, f.enviada_em as "enviadaEm"
    from felicitacao_enviada f join contatos c on c.id = f.id_contato`;

type EnviadaRow = Omit<FelicitacaoEnviada, 'enviadaEm'> & { enviadaEm: Date };
const toEnviada = (row: EnviadaRow): FelicitacaoEnviada => ({ ...row, enviadaEm: row.enviadaEm.toISOString() });

/** The greetings of a year, newest first. */
export async function listFelicitacoesEnviadas(
  db: Queryable,
  idInstituicao: number,
  ano: number,
): Promise<FelicitacaoEnviada[]> {
  const rows = await db.query<EnviadaRow>(
    `${SELECT_ENVIADA} where f.id_instituicao = $1 and f.ano = $2 order by f.enviada_em desc, f.id desc`,
    [idInstituicao, ano],
  );
  return rows.map(toEnviada);
}

export async function findFelicitacaoEnviada(
  db: Queryable,
  idInstituicao: number,
  idFelicitacao: number,
): Promise<FelicitacaoEnviada | null> {
  const [row] = await db.query<EnviadaRow>(`${SELECT_ENVIADA} where f.id = $1 and f.id_instituicao = $2`, [
    idFelicitacao,
    idInstituicao,
  ]);
  return row ? toEnviada(row) : null;
}

/**
 * Institutions whose automatic greeting is on and whose time of day has come (`horario` is the
 * local time now, HH:MM).
 */
export async function listInstituicoesParaFelicitar(db: Queryable, horario: string): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `select id_instituicao as id from felicitacao_config where ativo and horario <= $1::time order by id_instituicao`,
    [horario],
  );
  return rows.map((row) => row.id);
}

/**
 * Contacts with marketing consent whose birthday is `today` (29 February ones on 28 February of
 * other years) and who were not greeted this year: the daily job's recipients.
 */
export async function listContatosParaFelicitar(
  db: Queryable,
  idInstituicao: number,
  today: DayRange['from'],
): Promise<number[]> {
  const rows = await listAniversariantes(db, idInstituicao, 'contatos', { from: today, to: today }, today.year);
  return rows.filter((row) => row.consentimentoMarketing && !row.felicitadoEsteAno).map((row) => row.id);
}
