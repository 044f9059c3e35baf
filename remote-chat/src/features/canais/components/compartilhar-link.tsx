import { QRCODE_LINK_VALIDADE_MINUTOS, type Canal, type QrcodeLink } from '@colabora/shared/contracts';
import { apiErrorMessage } from '@colabora/shared/http';
import { Button, showToast, TextField } from '@colabora/shared/ui';
import { formatTime } from '@colabora/shared/format';
import { useRef, useState } from 'react';
import { useCriarLinkQrcode, useRevogarLinksQrcode } from '../api/links-qrcode';

export type CompartilharLinkProps = {
  canal: Canal;
  /** Creating a link is the gestor's (the API requires it); revoking needs only the U letter. */
  canCreate: boolean;
};

/**
 * "Compartilhar link do QR Code": a link to a page that shows this channel's live QR to whoever
 * holds the phone, without signing in, for a few minutes; "Revogar links" ends every link at once.
 */
export function CompartilharLink({ canal, canCreate }: CompartilharLinkProps) {
  const [link, setLink] = useState<QrcodeLink | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const criar = useCriarLinkQrcode({
    onSuccess: (body) => setLink(body.data ?? null),
    onError: (error) => showToast.error(apiErrorMessage(error, 'Não foi possível criar o link do QR Code.')),
  });
  const revogar = useRevogarLinksQrcode({
    onSuccess: (body) => {
      setLink(null);
      showToast.success(body.message || 'Links revogados.');
    },
    onError: (error) => showToast.error(apiErrorMessage(error, 'Não foi possível revogar os links.')),
  });
  const url = link ? new URL(link.caminho, window.location.origin).href : '';
  // A connected channel has no QR to share; a link still on screen stays, to copy or revoke.
  if (canal.estado === 'conectado' && !link) return null;

  async function handleCopy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(url);
      showToast.success('Link copiado.');
    } catch {
      // No clipboard (an insecure origin, a refused permission): leave the link selected to copy by hand.
      inputRef.current?.select();
      showToast.error('Não foi possível copiar. O link está selecionado: copie-o manualmente.');
    }
  }

  return (
    <div className="canal-link">
      {link ? (
        <div className="canal-link__box">
          <TextField
            ref={inputRef}
            label="Link do QR Code"
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
            hint={
              <>
                Envie para quem está com o celular do número. Vale até <strong>{formatTime(link.expiraEm)}</strong> (
                {QRCODE_LINK_VALIDADE_MINUTOS} minutos).
              </>
            }
          />
          <Button variant="secondary" size="sm" onClick={() => void handleCopy()}>
            Copiar link
          </Button>
        </div>
      ) : null}
      <div className="cb-row">
        {canCreate && canal.estado !== 'conectado' ? (
          <Button variant="secondary" loading={criar.isPending} onClick={() => criar.mutate(canal.idCanal)}>
            {link ? 'Gerar outro link' : 'Compartilhar link do QR Code'}
          </Button>
        ) : null}
        <Button variant="ghost" loading={revogar.isPending} onClick={() => revogar.mutate(canal.idCanal)}>
          Revogar links
        </Button>
      </div>
    </div>
  );
}
