import type { Aniversariante, AniversarioPeriodo, MenuItem } from '@colabora/shared/contracts';
import { saoPauloDay } from '@colabora/shared/format';
import { apiErrorMessage } from '@colabora/shared/http';
import { usePermissions } from '@colabora/shared/session';
import {
  Card,
  ConfirmDialog,
  EmptyState,
  PageHeader,
  QueryState,
  ReadOnlyNotice,
  SelectField,
  showToast,
} from '@colabora/shared/ui';
import { useState } from 'react';
import type { AniversariantesFiltro } from '../api/aniversariantes-keys';
import { useFelicitar } from '../api/felicitar';
import { useAniversariantes } from '../api/get-aniversariantes';
import { useFelicitacaoConfig } from '../api/get-felicitacao-config';
import { AniversarianteRow } from './aniversariante-row';
import { FelicitacaoConfigForm } from './felicitacao-config-form';
import { FelicitacoesEnviadas } from './felicitacoes-enviadas';

export type AniversariantesPageProps = { title: string; menuItem: MenuItem | null };

export const MESES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const;

const PERIODOS: readonly { value: Exclude<AniversarioPeriodo, 'mes-escolhido'>; label: string }[] = [
  { value: 'hoje', label: 'Hoje' },
  { value: 'semana', label: 'Esta semana' },
  { value: 'mes', label: 'Este mês' },
];

const VAZIO: Record<AniversarioPeriodo, string> = {
  hoje: 'Ninguém faz aniversário hoje',
  semana: 'Ninguém faz aniversário esta semana',
  mes: 'Ninguém faz aniversário este mês',
  'mes-escolhido': 'Ninguém faz aniversário neste mês',
};

function periodoTitulo({ periodo, mes }: AniversariantesFiltro): string {
  if (periodo === 'mes-escolhido') return MESES[(mes ?? 1) - 1] ?? '';
  return PERIODOS.find((item) => item.value === periodo)?.label ?? '';
}

/**
 * Birthdays: contacts or staff of today, this week (Sunday to Saturday), this month or a chosen
 * month; a contact is greeted on WhatsApp with one click (a confirmation first when they have not
 * consented to marketing), once a year. Below, the automatic greeting and what was sent.
 */
export function AniversariantesPage({ title, menuItem }: AniversariantesPageProps) {
  const { canCreate, canUpdate } = usePermissions(menuItem);
  const [filtro, setFiltro] = useState<AniversariantesFiltro>({ periodo: 'hoje', quem: 'contatos' });
  const [semConsentimento, setSemConsentimento] = useState<Aniversariante | null>(null);
  const lista = useAniversariantes(filtro);
  const config = useFelicitacaoConfig();
  const felicitar = useFelicitar({
    onSuccess: (body) => showToast.success(body.message),
    onError: (error) => showToast.error(apiErrorMessage(error, 'Não foi possível enviar a felicitação.')),
    onSettled: () => setSemConsentimento(null),
  });
  // Today in São Paulo (the server's calendar).
  const hoje = saoPauloDay();
  const contatos = filtro.quem === 'contatos';

  function handleFelicitar(pessoa: Aniversariante): void {
    if (pessoa.consentimentoMarketing) felicitar.mutate({ idContato: pessoa.id });
    else setSemConsentimento(pessoa);
  }

  function handleMes(value: string): void {
    const mes = Number(value);
    if (mes >= 1 && mes <= 12) setFiltro((current) => ({ ...current, periodo: 'mes-escolhido', mes }));
  }

  return (
    <div className="aniversariantes-page">
      <PageHeader
        title={title}
        description="Quem faz aniversário, a idade que completa e a felicitação pelo WhatsApp."
      />
      {!canCreate ? <ReadOnlyNotice subject="os aniversariantes" /> : null}

      <div className="aniversariantes-filters">
        <div className="aniversariantes-tabs" role="group" aria-label="Período">
          {PERIODOS.map((periodo) => (
            <button
              key={periodo.value}
              type="button"
              className="aniversariantes-tab"
              aria-pressed={filtro.periodo === periodo.value}
              onClick={() => setFiltro((current) => ({ ...current, periodo: periodo.value, mes: undefined }))}
            >
              {periodo.label}
            </button>
          ))}
        </div>
        <SelectField
          label="Outro mês"
          placeholder="Escolha o mês"
          options={MESES.map((nome, index) => ({ value: String(index + 1), label: nome }))}
          value={filtro.periodo === 'mes-escolhido' ? String(filtro.mes) : ''}
          onChange={(event) => handleMes(event.target.value)}
          className="aniversariantes-mes"
        />
        <div className="aniversariantes-tabs" role="group" aria-label="Quem">
          {(['contatos', 'usuarios'] as const).map((quem) => (
            <button
              key={quem}
              type="button"
              className="aniversariantes-tab"
              aria-pressed={filtro.quem === quem}
              onClick={() => setFiltro((current) => ({ ...current, quem }))}
            >
              {quem === 'contatos' ? 'Contatos' : 'Equipe'}
            </button>
          ))}
        </div>
      </div>

      <Card title={`${contatos ? 'Contatos' : 'Equipe'} · ${periodoTitulo(filtro)}`}>
        <QueryState
          query={lista}
          loadingLabel="Carregando aniversariantes…"
          errorMessage="Não foi possível carregar os aniversariantes."
          isEmpty={(pessoas) => pessoas.length === 0}
          empty={
            <EmptyState
              icon="cake"
              title={VAZIO[filtro.periodo]}
              description={
                contatos
                  ? 'Os contatos aparecem aqui quando têm a data de nascimento cadastrada.'
                  : 'Cada pessoa da equipe informa a data de nascimento em Meu Perfil.'
              }
            />
          }
        >
          {(pessoas) => (
            <ul className="aniversariantes-list" aria-label="Aniversariantes" aria-busy={lista.isFetching || undefined}>
              {pessoas.map((pessoa) => (
                <AniversarianteRow
                  key={pessoa.id}
                  pessoa={pessoa}
                  hoje={hoje}
                  podeFelicitar={contatos && canCreate}
                  enviando={felicitar.isPending && felicitar.variables.idContato === pessoa.id}
                  onFelicitar={handleFelicitar}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </Card>

      <Card title="Felicitação automática">
        <QueryState
          query={config}
          loadingLabel="Carregando felicitação automática…"
          errorMessage="Não foi possível carregar a felicitação automática."
        >
          {(dados) =>
            canUpdate ? (
              <FelicitacaoConfigForm key={JSON.stringify(dados)} config={dados} />
            ) : (
              <div className="aniversariantes-config">
                <p>
                  {dados.ativo
                    ? `Ligada: enviada às ${dados.horario} (Brasília) aos contatos com consentimento.`
                    : 'Desligada.'}
                </p>
                <ReadOnlyNotice subject="a felicitação automática" />
              </div>
            )
          }
        </QueryState>
      </Card>

      <Card title="Enviadas este ano">
        <FelicitacoesEnviadas />
      </Card>

      <ConfirmDialog
        open={semConsentimento !== null}
        title="Felicitar sem consentimento?"
        description={
          semConsentimento
            ? `${semConsentimento.nome} não deu consentimento para mensagens de marketing (LGPD). Envie só se a felicitação for esperada por essa pessoa.`
            : undefined
        }
        confirmLabel="Enviar mesmo assim"
        loading={felicitar.isPending}
        onConfirm={() =>
          semConsentimento && felicitar.mutate({ idContato: semConsentimento.id, confirmarSemConsentimento: true })
        }
        onCancel={() => setSemConsentimento(null)}
      />
    </div>
  );
}
