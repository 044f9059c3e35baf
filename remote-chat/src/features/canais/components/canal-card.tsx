import type { Canal } from '@colabora/shared/contracts';
import { maskPhone } from '@colabora/shared/format';
import { apiErrorMessage } from '@colabora/shared/http';
import { Badge, Button, ConfirmDialog, showToast } from '@colabora/shared/ui';
import { useId, useState } from 'react';
import { useConectarCanal } from '../api/conectar-canal';
import { useDesconectarCanal } from '../api/desconectar-canal';
import { useExcluirCanal } from '../api/excluir-canal';
import {
  CANAL_ESTADO_AJUDA,
  CANAL_ESTADO_AJUDA_LEITURA,
  CANAL_ESTADO_LABELS,
  CANAL_PROVIDER_LABELS,
} from '../lib/canal-estado';
import { CelularSimulado } from './celular-simulado';
import { CompartilharLink } from './compartilhar-link';
import { QrCodeImage } from './qr-code-image';

/** What the user may do here: the menu item's letters, and the gestor flag some routes require. */
export type CanalPermissions = { create: boolean; update: boolean; remove: boolean; gestor: boolean };

export type CanalCardProps = { canal: Canal; permissions: CanalPermissions };

/** '+5511988887777' → '(11) 98888-7777' (Brazilian numbers; others as they are). */
const telefoneLegivel = (telefone: string) => (telefone.startsWith('+55') ? maskPhone(telefone.slice(3)) : telefone);

/** One WhatsApp number: its state in words, the QR to read while it waits, and what can be done. */
export function CanalCard({ canal, permissions }: CanalCardProps) {
  const titleId = useId();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const estado = CANAL_ESTADO_LABELS[canal.estado];
  const ajuda = (permissions.update ? CANAL_ESTADO_AJUDA : CANAL_ESTADO_AJUDA_LEITURA)[canal.estado];

  const conectar = useConectarCanal({
    onSuccess: (body) => showToast.success(body.message || 'Leia o QR Code no WhatsApp.'),
    onError: (error) => showToast.error(apiErrorMessage(error, 'Não foi possível conectar o canal.')),
  });
  const desconectar = useDesconectarCanal({
    onSuccess: (body) => showToast.success(body.message || 'Canal desconectado.'),
    onError: (error) => showToast.error(apiErrorMessage(error, 'Não foi possível desconectar o canal.')),
  });
  const excluir = useExcluirCanal({
    onSuccess: (body) => {
      setConfirmingDelete(false);
      showToast.success(body.message || 'Canal excluído.');
    },
    onError: (error) => {
      setConfirmingDelete(false);
      showToast.error(apiErrorMessage(error, 'Não foi possível excluir o canal.'));
    },
  });

  const waiting = canal.estado === 'aguardando_qr';
  const connected = canal.estado === 'conectado';

  return (
    <article className="cb-card canal-card" aria-labelledby={titleId}>
      <header className="canal-card__header">
        <div className="canal-card__name">
          <h2 id={titleId} className="cb-card__title">
            {canal.nome}
          </h2>
          <p className="cb-muted canal-card__meta">
            {CANAL_PROVIDER_LABELS[canal.provider]}
            {canal.telefone ? (
              <>
                {' '}
                · <span className="cb-nowrap">{telefoneLegivel(canal.telefone)}</span>
              </>
            ) : null}
          </p>
        </div>
        <Badge tone={estado.tone}>{estado.label}</Badge>
      </header>

      <p className="canal-card__help" role="status">
        {ajuda}
      </p>

      {waiting ? (
        <div className="canal-card__qr">
          {canal.qrCode ? (
            <QrCodeImage
              className="canal-qr"
              value={canal.qrCode}
              label={`QR Code para conectar o canal ${canal.nome}`}
            />
          ) : (
            <p className="cb-muted">Gerando o QR Code…</p>
          )}
          {canal.pairingCode ? (
            <p className="canal-card__pairing">
              Ou digite o código de pareamento no celular:{' '}
              <strong className="canal-pairing">{canal.pairingCode}</strong>
            </p>
          ) : null}
        </div>
      ) : null}

      {permissions.update || permissions.remove ? (
        <div className="cb-row canal-card__actions">
          {permissions.update && !connected ? (
            <Button
              variant={waiting ? 'secondary' : 'primary'}
              loading={conectar.isPending}
              onClick={() => conectar.mutate(canal.idCanal)}
            >
              {waiting ? 'Gerar novo QR Code' : 'Conectar'}
            </Button>
          ) : null}
          {permissions.update && (connected || waiting) ? (
            <Button
              variant="secondary"
              loading={desconectar.isPending}
              onClick={() => desconectar.mutate(canal.idCanal)}
            >
              Desconectar
            </Button>
          ) : null}
          {permissions.remove ? (
            <Button variant="ghost" onClick={() => setConfirmingDelete(true)}>
              Excluir
            </Button>
          ) : null}
        </div>
      ) : null}

      {permissions.update ? <CompartilharLink canal={canal} canCreate={permissions.gestor} /> : null}

      {canal.provider === 'simulador' && permissions.gestor ? (
        <CelularSimulado canal={canal} canRead={permissions.update} canWrite={permissions.create} />
      ) : null}

      <ConfirmDialog
        open={confirmingDelete}
        title={`Excluir o canal ${canal.nome}?`}
        description="O número deixa de receber e de enviar mensagens pela Colabora, e os links do QR Code dele param de funcionar. Para usá-lo de novo, será preciso criar outro canal e ler o QR Code."
        confirmLabel="Excluir canal"
        tone="danger"
        loading={excluir.isPending}
        onConfirm={() => excluir.mutate(canal.idCanal)}
        onCancel={() => setConfirmingDelete(false)}
      />
    </article>
  );
}
