import { useFirstScreenShown } from '@colabora/shared/session';
import { CHAT_STATUS, CHAT_STATUS_LABELS, type Chat, type ChatStatus } from '@colabora/shared/contracts';
import { apiErrorMessage } from '@colabora/shared/http';
import { Button, ConfirmDialog, showToast } from '@colabora/shared/ui';
import { useState } from 'react';
import { Link, useNavigate } from '@colabora/shared/router';
import { useUpdateChat } from '../api/chat-mutations';
import { useEspecialistasAtivos } from '../../../lib/api/get-especialistas';
import { useAtribuirEspecialista } from '../api/atribuir-especialista';
import { useResponsaveis } from '../api/get-chat-people';
import { formatTelefone, initials } from '../lib/contact-format';
import { useFixarAcao } from '../hooks/use-fixar-acao';
import { AgendaHeaderActions } from './agenda-header-actions';
import { AtenderButton } from './atender-button';
import { FilaBadge } from './fila-badge';
import { ForaDoHorarioBadge } from './fora-do-horario-badge';
import { nomeComPresencaTexto } from '../../../lib/presenca/presenca-indicador';
import { usePresencas } from '../../../lib/presenca/get-presencas';
import { MoreActionsMenu } from './more-actions-menu';
import { TransferDialog } from './after-first-screen';

type Props = {
  chat: Chat;
  canUpdate: boolean;
  canDelete: boolean;
  panelOpen: boolean;
  onTogglePanel: () => void;
  /** On a phone the actions fold behind "Ações" (agenda.css), so the history keeps the screen. */
  acoes?: { abertas: boolean; onToggle: () => void };
};

/**
 * Who the conversation is with (and its queue), and what staff decide about it: Atender in one
 * click, Transferir to a person or a queue with a note, status, assignee, AI; removal under Mais ações, confirmed with what is lost.
 */
export function ConversationHeader({ chat, canUpdate, canDelete, panelOpen, onTogglePanel, acoes }: Props) {
  const navigate = useNavigate();
  const update = useUpdateChat(chat.idChat);
  // Not in the first paint: asked for once the conversation is drawn (lib/load-when.ts).
  const shown = useFirstScreenShown();
  const presenca = usePresencas({ enabled: shown });
  const responsaveis = useResponsaveis({ enabled: shown });
  const especialistas = useEspecialistasAtivos({ enabled: shown });
  const atribuir = useAtribuirEspecialista(chat.idChat);
  // The specialist holding it stays in the list even if it was switched off meanwhile.
  const opcoesIa = [
    ...(especialistas.data ?? []).map(({ idEspecialista, nome }) => ({ idEspecialista, nome })),
    ...(chat.especialista &&
    !especialistas.data?.some((item) => item.idEspecialista === chat.especialista?.idEspecialista)
      ? [chat.especialista]
      : []),
  ];
  const [confirming, setConfirming] = useState(false);
  const [transferring, setTransferring] = useState(false);
  const fixar = useFixarAcao(chat.idChat);
  const fail = (fallback: string) => (error: unknown) => showToast.error(apiErrorMessage(error, fallback));
  const nome = chat.contato.nome || formatTelefone(chat.contato.telefone);

  return (
    <header className="inbox-header">
      <Link to="/chat" className="inbox-header__back" aria-label="Voltar para as conversas">
        ←
      </Link>
      <span className="inbox-avatar" aria-hidden="true">
        {initials(nome)}
      </span>
      <div className="inbox-header__who">
        <h2 className="inbox-header__name" title={nome}>
          {nome}
        </h2>
        <span className="inbox-header__phone">
          {formatTelefone(chat.contato.telefone)}
          {chat.fila ? <FilaBadge fila={chat.fila} /> : null}
          <ForaDoHorarioBadge chat={chat} />
        </span>
        <AgendaHeaderActions chat={chat} canUpdate={canUpdate} />
      </div>
      {acoes ? (
        <Button
          size="sm"
          variant="secondary"
          className="inbox-header__toggle"
          aria-expanded={acoes.abertas}
          onClick={acoes.onToggle}
        >
          {acoes.abertas ? 'Fechar ações' : 'Ações'}
        </Button>
      ) : null}
      <div className="inbox-header__actions">
        {canUpdate ? <AtenderButton chat={chat} className="inbox-header__atender" /> : null}
        {canUpdate ? (
          <Button size="sm" variant="secondary" onClick={() => setTransferring(true)}>
            Transferir
          </Button>
        ) : null}
        {canUpdate ? (
          <>
            <label className="inbox-header__field">
              <span>Status</span>
              <select
                className="inbox-input"
                value={chat.status}
                disabled={update.status.isPending}
                onChange={(event) =>
                  update.status.mutate(event.target.value as ChatStatus, {
                    onSuccess: (body) => showToast.success(body.message),
                    onError: fail('Não foi possível mudar o status.'),
                  })
                }
              >
                {CHAT_STATUS.map((status) => (
                  <option key={status} value={status}>
                    {CHAT_STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
            </label>
            <label className="inbox-header__field">
              <span>Responsável</span>
              <select
                className="inbox-input"
                value={chat.responsavel?.idUsuario ?? ''}
                disabled={update.assign.isPending || responsaveis.isPending}
                onChange={(event) =>
                  update.assign.mutate(event.target.value ? Number(event.target.value) : null, {
                    onSuccess: (body) => showToast.success(body.message),
                    onError: fail('Não foi possível transferir a conversa.'),
                  })
                }
              >
                <option value="">Ninguém</option>
                {(responsaveis.data ?? (chat.responsavel ? [chat.responsavel] : [])).map((user) => (
                  <option key={user.idUsuario} value={user.idUsuario}>
                    {nomeComPresencaTexto(user.nome, presenca(user.idUsuario))}
                  </option>
                ))}
              </select>
            </label>
            {opcoesIa.length ? (
              <label className="inbox-header__field">
                <span>Atendimento por IA</span>
                <select
                  className="inbox-input"
                  value={chat.especialista?.idEspecialista ?? ''}
                  disabled={atribuir.isPending}
                  onChange={(event) =>
                    atribuir.mutate(event.target.value ? Number(event.target.value) : null, {
                      onSuccess: (body) => showToast.success(body.message),
                      onError: fail('Não foi possível mudar o atendimento por IA.'),
                    })
                  }
                >
                  <option value="">Equipe (sem IA)</option>
                  {opcoesIa.map((item) => (
                    <option key={item.idEspecialista} value={item.idEspecialista}>
                      {item.nome}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
          </>
        ) : (
          <span className="inbox-header__readonly">
            {CHAT_STATUS_LABELS[chat.status]} · {chat.responsavel?.nome ?? 'Sem responsável'}
            {chat.especialista ? ` · IA: ${chat.especialista.nome}` : ''}
          </span>
        )}
        <Button size="sm" variant="secondary" aria-expanded={panelOpen} onClick={onTogglePanel}>
          {panelOpen ? 'Ocultar contato' : 'Ver contato'}
        </Button>
        <MoreActionsMenu
          actions={[
            fixar,
            ...(canDelete
              ? [{ label: 'Excluir conversa', tone: 'danger' as const, onSelect: () => setConfirming(true) }]
              : []),
          ]}
        />
      </div>
      {canUpdate ? <TransferDialog chat={chat} open={transferring} onClose={() => setTransferring(false)} /> : null}
      <ConfirmDialog
        open={confirming}
        title="Excluir conversa?"
        description={`Todas as mensagens, notas internas e arquivos da conversa com ${nome} serão apagados para toda a equipe, sem como desfazer. O contato continua cadastrado.`}
        confirmLabel="Excluir conversa"
        tone="danger"
        loading={update.remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          update.remove.mutate(undefined, {
            onSuccess: (body) => {
              setConfirming(false);
              showToast.success(body.message);
              navigate('/chat');
            },
            onError: fail('Não foi possível excluir a conversa.'),
          })
        }
      />
    </header>
  );
}
