import type { Fila, FilasPainel, MenuItem } from '@colabora/shared/contracts';
import { apiErrorMessage } from '@colabora/shared/http';
import { usePermissions } from '@colabora/shared/session';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  PageHeader,
  QueryState,
  ReadOnlyNotice,
  showToast,
} from '@colabora/shared/ui';
import { useState } from 'react';
import { MinhaPresencaSwitch } from '../../../lib/presenca/minha-presenca-switch';
import { NomeComPresenca } from '../../../lib/presenca/presenca-indicador';
import { usePresencas } from '../../../lib/presenca/get-presencas';
import { useExcluirFila, useFilaPadrao, useFilasPainel } from '../api/filas';
import { FilaDialog } from './fila-dialog';
import { FilaRoteamentoDialog } from './fila-roteamento-dialog';
import { FilaRoteamentoResumo } from './fila-roteamento-resumo';

export type FilasPageProps = { title: string; menuItem: MenuItem | null };

/**
 * The service team's queues (ADR 0034): each with its colour, members and digit in the greeting
 * menu; the greeting as a new contact receives it; each channel's default queue. A profile without
 * the letters sees it all and is told why the actions are missing.
 */
export function FilasPage({ title, menuItem }: FilasPageProps) {
  const permissions = usePermissions(menuItem);
  const can = { create: permissions.canCreate, update: permissions.canUpdate, remove: permissions.canDelete };
  const painel = useFilasPainel();
  const excluir = useExcluirFila();
  const padrao = useFilaPadrao();
  const [editing, setEditing] = useState<Fila | null>(null);
  const [creating, setCreating] = useState(false);
  const [removing, setRemoving] = useState<Fila | null>(null);
  const [roteando, setRoteando] = useState<Fila | null>(null);
  const presenca = usePresencas();
  const fail = (fallback: string) => (error: unknown) => showToast.error(apiErrorMessage(error, fallback));
  const salvarCanal = (
    canal: FilasPainel['canais'][number],
    changes: Partial<{ idFilaPadrao: number | null; saudacao: boolean }>,
  ) =>
    padrao.mutate(
      { idCanal: canal.idCanal, idFilaPadrao: canal.idFilaPadrao, saudacao: canal.saudacao, ...changes },
      {
        onSuccess: (body) => showToast.success(body.message),
        onError: fail('Não foi possível salvar o canal.'),
      },
    );

  return (
    <div className="filas-page">
      <PageHeader
        title={title}
        description="Cada fila é uma equipe (Pedidos, Financeiro, Suporte): as conversas dela aparecem para os membros, e o contato novo escolhe a fila pelo menu de saudação."
        actions={
          <>
            <MinhaPresencaSwitch />
            {can.create ? (
              <Button onClick={() => setCreating(true)} disabled={!painel.data}>
                Nova fila
              </Button>
            ) : null}
          </>
        }
      />
      {can.create || can.update || can.remove ? null : <ReadOnlyNotice subject="as filas" />}

      <QueryState query={painel} loadingLabel="Carregando filas…" errorMessage="Não foi possível carregar as filas.">
        {(data) => (
          <>
            <section className="filas-saudacao" aria-labelledby="filas-saudacao-titulo">
              <h2 id="filas-saudacao-titulo">Menu de saudação</h2>
              {data.saudacao ? (
                <>
                  <p className="filas-saudacao__texto">“{data.saudacao}”</p>
                  <p className="cb-muted">
                    Enviado ao contato que escreve pela primeira vez num canal com o menu ligado (abaixo). Se a resposta
                    não for uma opção, o menu é repetido até duas vezes; depois a conversa vai para a fila padrão do
                    canal.
                  </p>
                </>
              ) : (
                <p className="cb-muted">
                  Nenhuma fila está no menu: o contato novo não recebe saudação e a conversa vai para a fila padrão do
                  canal. Para oferecer o menu, dê uma opção a uma fila.
                </p>
              )}
            </section>

            {data.filas.length === 0 ? (
              <EmptyState
                icon="groups"
                title="Nenhuma fila ainda"
                description="Crie filas para separar as conversas por equipe e oferecer o menu de saudação."
                action={can.create ? <Button onClick={() => setCreating(true)}>Criar a primeira fila</Button> : null}
              />
            ) : (
              <ul className="filas-list" aria-label="Filas">
                {data.filas.map((fila) => (
                  <li key={fila.idFila} className="filas-card" style={{ borderLeftColor: fila.cor }}>
                    <div className="filas-card__head">
                      <h3 className="filas-card__nome">
                        <span className="filas-card__cor" style={{ backgroundColor: fila.cor }} aria-hidden="true" />
                        {fila.nome}
                      </h3>
                      <span className="filas-card__opcao">
                        {fila.opcaoSaudacao ? `Opção ${fila.opcaoSaudacao} no menu` : 'Fora do menu'}
                      </span>
                    </div>
                    <dl className="filas-card__dados">
                      <dt>Membros</dt>
                      <dd>
                        {fila.membros.length ? (
                          <ul className="filas-card__membros">
                            {fila.membros.map((m) => (
                              <li key={m.idUsuario}>
                                <NomeComPresenca nome={m.nome} status={presenca(m.idUsuario)} />
                              </li>
                            ))}
                          </ul>
                        ) : (
                          'Ninguém ainda'
                        )}
                      </dd>
                      <dt>Avaliação</dt>
                      <dd>{fila.avaliacao ? 'Pede a nota ao resolver' : 'Não pede'}</dd>
                      <dt>Fila padrão de</dt>
                      <dd>
                        {fila.canaisPadrao.length ? fila.canaisPadrao.map((c) => c.nome).join(', ') : 'Nenhum canal'}
                      </dd>
                      <FilaRoteamentoResumo fila={fila} painel={data} />
                    </dl>
                    {can.update || can.remove ? (
                      <div className="filas-card__acoes">
                        {can.update ? (
                          <Button size="sm" variant="secondary" onClick={() => setEditing(fila)}>
                            Editar
                          </Button>
                        ) : null}
                        {can.update ? (
                          <Button size="sm" variant="secondary" onClick={() => setRoteando(fila)}>
                            Roteamento e horário
                          </Button>
                        ) : null}
                        {can.remove ? (
                          <Button size="sm" variant="ghost" onClick={() => setRemoving(fila)}>
                            Excluir
                          </Button>
                        ) : null}
                      </div>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}

            <section className="filas-canais" aria-labelledby="filas-canais-titulo">
              <h2 id="filas-canais-titulo">Canais</h2>
              <p className="cb-muted">
                A fila padrão recebe a conversa nova quando o canal não envia o menu, e a do contato que não escolheu
                uma opção. O menu só é enviado pelos canais marcados.
              </p>
              {data.canais.length === 0 ? (
                <p className="cb-muted">Nenhum canal de WhatsApp ainda.</p>
              ) : (
                <ul className="filas-canais__lista">
                  {data.canais.map((canal) => (
                    <li key={canal.idCanal} className="filas-canal">
                      <label className="filas-form__field">
                        <span>{canal.nome}</span>
                        <select
                          className="filas-input"
                          value={canal.idFilaPadrao ?? ''}
                          disabled={!can.update || padrao.isPending}
                          onChange={(event) =>
                            salvarCanal(canal, {
                              idFilaPadrao: event.target.value ? Number(event.target.value) : null,
                            })
                          }
                        >
                          <option value="">Nenhuma (toda a equipe vê)</option>
                          {data.filas.map((fila) => (
                            <option key={fila.idFila} value={fila.idFila}>
                              {fila.nome}
                            </option>
                          ))}
                        </select>
                      </label>
                      <label className="filas-canal__saudacao">
                        <input
                          type="checkbox"
                          checked={canal.saudacao}
                          disabled={!can.update || padrao.isPending}
                          onChange={(event) => salvarCanal(canal, { saudacao: event.target.checked })}
                        />{' '}
                        Enviar o menu de saudação
                      </label>
                    </li>
                  ))}
                </ul>
              )}
            </section>

            <FilaRoteamentoDialog fila={roteando} painel={data} onClose={() => setRoteando(null)} />
            <FilaDialog
              fila={editing}
              open={creating || editing !== null}
              painel={data}
              onClose={() => {
                setCreating(false);
                setEditing(null);
              }}
            />
          </>
        )}
      </QueryState>

      <ConfirmDialog
        open={removing !== null}
        title={`Excluir a fila ${removing?.nome ?? ''}?`}
        description="As conversas desta fila ficam sem fila (toda a equipe passa a vê-las) e ela sai do menu de saudação. Nenhuma mensagem é apagada."
        confirmLabel="Excluir fila"
        tone="danger"
        loading={excluir.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          excluir.mutate(removing.idFila, {
            onSuccess: (body) => {
              showToast.success(body.message || 'Fila excluída.');
              setRemoving(null);
            },
            onError: fail('Não foi possível excluir a fila.'),
          })
        }
      />
    </div>
  );
}
