import {
  ESPECIALISTA_TOM_LABELS,
  type Especialista,
  type IaConfiguracao,
  type MenuItem,
} from '@colabora/shared/contracts';
import { apiErrorMessage } from '@colabora/shared/http';
import { useCanOpen } from '@colabora/shared/query';
import { usePermissions } from '@colabora/shared/session';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  PageHeader,
  QueryState,
  ReadOnlyNotice,
  showToast,
} from '@colabora/shared/ui';
import { useState } from 'react';
import { Link } from '@colabora/shared/router';
import { IaConfigNotice } from '../../../components/ia-config-notice';
import { useEspecialistas, useIaConfig } from '../../../lib/api/get-especialistas';
import { useDeleteEspecialista } from '../api/save-especialista';
import { horarioText } from '../lib/horario-text';

export type EspecialistasPageProps = { title: string; menuItem: MenuItem | null };

/**
 * The specialist's model as staff should read it (issue #28): its name only when this installation
 * offers it; otherwise plainly that it cannot answer with it.
 */
function modeloTexto(modelo: string, ia: IaConfiguracao | undefined): string {
  if (!ia) return modelo;
  if (!ia.configurada) return 'IA não configurada nesta instalação';
  return ia.modelos.includes(modelo) ? modelo : `${modelo} indisponível: escolha outro em Editar`;
}

/**
 * The institution's AI specialists: what each one does, whether it answers now, on which
 * channels, and when it hands a conversation to the staff; with the way to its knowledge (context
 * editor) and to a test conversation (playground).
 */
export function EspecialistasPage({ title, menuItem }: EspecialistasPageProps) {
  const permissions = usePermissions(menuItem);
  const canOpenContexto = useCanOpen('/contexto-editor');
  const canOpenPlayground = useCanOpen('/especialista-ia');
  const ia = useIaConfig().data;
  const can = { create: permissions.canCreate, update: permissions.canUpdate, remove: permissions.canDelete };
  const especialistas = useEspecialistas();
  const remove = useDeleteEspecialista();
  const [removing, setRemoving] = useState<Especialista | null>(null);

  function handleDelete(): void {
    if (!removing) return;
    remove.mutate(removing.idEspecialista, {
      onSuccess: (body) => {
        showToast.success(body.message || 'Especialista excluído.');
        setRemoving(null);
      },
      onError: (error) => showToast.error(apiErrorMessage(error, 'Não foi possível excluir o especialista.')),
    });
  }

  return (
    <div className="especialistas-page">
      <PageHeader
        title={title}
        description="Assistentes de IA que respondem os contatos pelo WhatsApp com o conhecimento da instituição e passam a conversa para a equipe quando devem."
        actions={
          can.create ? (
            <Link to="novo" className="cb-button cb-button--primary">
              Novo especialista
            </Link>
          ) : null
        }
      />
      <IaConfigNotice />
      {can.create || can.update || can.remove ? null : <ReadOnlyNotice subject="os especialistas" />}

      <QueryState
        query={especialistas}
        loadingLabel="Carregando especialistas…"
        errorMessage="Não foi possível carregar os especialistas."
        isEmpty={(lista) => lista.length === 0}
        empty={
          <EmptyState
            icon="support_agent"
            title="Nenhum especialista ainda"
            description="Crie um especialista, escreva o que ele precisa saber e converse com ele antes de deixá-lo atender."
            action={
              can.create ? (
                <Link to="novo" className="cb-button cb-button--primary">
                  Criar o primeiro especialista
                </Link>
              ) : null
            }
          />
        }
      >
        {(lista) => (
          <ul className="especialistas-list" aria-label="Especialistas">
            {lista.map((especialista) => (
              <li key={especialista.idEspecialista} className="especialista-card">
                <div className="especialista-card__head">
                  <h2 className="especialista-card__nome">{especialista.nome}</h2>
                  {especialista.ativo ? (
                    <Badge tone="success">Atendendo</Badge>
                  ) : (
                    <Badge tone="neutral">Desativado</Badge>
                  )}
                </div>
                <p className="especialista-card__descricao">{especialista.descricao}</p>
                <dl className="especialista-card__dados">
                  <dt>Modelo</dt>
                  <dd>
                    {modeloTexto(especialista.modelo, ia)} · tom{' '}
                    {ESPECIALISTA_TOM_LABELS[especialista.tom].toLowerCase()} · temperatura{' '}
                    {String(especialista.temperatura).replace('.', ',')}
                  </dd>
                  <dt>Canais</dt>
                  <dd>
                    {especialista.idsCanais.length === 0
                      ? 'Nenhum: só atende conversas dadas a ele no chat'
                      : `${especialista.idsCanais.length} ${especialista.idsCanais.length === 1 ? 'canal' : 'canais'}`}
                  </dd>
                  <dt>Horário</dt>
                  <dd>{horarioText(especialista.horario)}</dd>
                  <dt>Passa para a equipe</dt>
                  <dd>
                    {[
                      especialista.palavrasTransferencia.length
                        ? `quando o contato escreve ${especialista.palavrasTransferencia.map((p) => `“${p}”`).join(', ')}`
                        : null,
                      especialista.transferenciaPelaIa ? 'quando o próprio especialista decide' : null,
                      'quando o modelo falha',
                    ]
                      .filter(Boolean)
                      .join('; ')}
                  </dd>
                </dl>
                <div className="especialista-card__acoes">
                  {can.update ? (
                    <Link
                      to={`${especialista.idEspecialista}/editar`}
                      className="cb-button cb-button--secondary cb-button--sm"
                    >
                      Editar
                    </Link>
                  ) : null}
                  {canOpenContexto ? (
                    <Link
                      to={`/contexto-editor/${especialista.idEspecialista}`}
                      className="cb-button cb-button--ghost cb-button--sm"
                    >
                      Contexto
                    </Link>
                  ) : null}
                  {canOpenPlayground ? (
                    <Link
                      to={`/especialista-ia/${especialista.idEspecialista}`}
                      className="cb-button cb-button--ghost cb-button--sm"
                    >
                      Conversar
                    </Link>
                  ) : null}
                  {can.remove ? (
                    <Button size="sm" variant="ghost" onClick={() => setRemoving(especialista)}>
                      Excluir
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>

      <ConfirmDialog
        open={removing !== null}
        title={`Excluir ${removing?.nome ?? 'o especialista'}?`}
        description="As conversas que ele atende voltam para a equipe. O contexto e o histórico de uso dele são apagados."
        confirmLabel="Excluir especialista"
        tone="danger"
        loading={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
