import { qrcodeTokenParamsSchema } from '@colabora/shared/contracts';
import { apiErrorMessage, httpStatusOf } from '@colabora/shared/http';
import { ErrorState, LoadingState } from '@colabora/shared/ui';
import * as v from 'valibot';
import { useQrcodePublico } from '../api/get-qrcode-publico';
import { WHATSAPP_PASSOS } from '../lib/canal-estado';
import { formatHora } from '../lib/format-hora';
import { QrCodeImage } from './qr-code-image';

export type QrcodePublicoPageProps = { token: string };

/** A link that cannot be one of ours (a typo, a cut-off message): no need to ask the server. */
const MALFORMED_MESSAGE = 'Este link do QR Code está incompleto ou não é válido. Peça um novo link a quem o enviou.';

/**
 * /qrcode/{token}, for whoever holds the phone, signed out: the channel's name and its live QR
 * (asked again every few seconds, as there is no hub for anonymous visitors), the pairing code,
 * how to read it, and "Conectado!" once it worked. Nothing else of the institution.
 */
export function QrcodePublicoPage({ token }: QrcodePublicoPageProps) {
  const wellFormed = v.safeParse(qrcodeTokenParamsSchema, { token }).success;
  const qrcode = useQrcodePublico(token, wellFormed);
  const data = qrcode.data;

  let body;
  if (!wellFormed) {
    body = <ErrorState title="Link inválido" message={MALFORMED_MESSAGE} />;
  } else if (qrcode.isError && (httpStatusOf(qrcode.error) === 404 || !data)) {
    const gone = httpStatusOf(qrcode.error) === 404;
    body = (
      <ErrorState
        title={gone ? 'Link indisponível' : 'Algo deu errado'}
        message={apiErrorMessage(qrcode.error, 'Não foi possível carregar o QR Code.')}
        onRetry={gone ? undefined : () => void qrcode.refetch()}
        retrying={qrcode.isFetching}
      />
    );
  } else if (!data) {
    body = <LoadingState label="Carregando o QR Code…" />;
  } else if (data.estado === 'conectado') {
    body = (
      <div className="qrcode-publico__done" role="status">
        <p className="qrcode-publico__done-title">Conectado!</p>
        <p>
          O WhatsApp do canal <strong>{data.nomeCanal}</strong> está conectado. Você já pode fechar esta página.
        </p>
      </div>
    );
  } else {
    body = (
      <>
        <p className="qrcode-publico__canal">
          Canal <strong>{data.nomeCanal}</strong>
        </p>
        {data.estado === 'aguardando_qr' && data.qrCode ? (
          <>
            <QrCodeImage
              className="canal-qr qrcode-publico__qr"
              value={data.qrCode}
              label={`QR Code para conectar o canal ${data.nomeCanal}`}
            />
            <ol className="qrcode-publico__passos">
              {WHATSAPP_PASSOS.map((passo) => (
                <li key={passo}>{passo}</li>
              ))}
            </ol>
            {data.pairingCode ? (
              <p>
                Prefere digitar? Em Conectar um aparelho, toque em Conectar com número de telefone e use o código{' '}
                <strong className="canal-pairing">{data.pairingCode}</strong>.
              </p>
            ) : null}
            <p className="cb-muted">O QR Code se renova sozinho nesta página.</p>
          </>
        ) : data.estado === 'aguardando_qr' ? (
          <LoadingState label="Gerando o QR Code…" />
        ) : (
          <p role="status">
            {data.estado === 'recusado'
              ? 'O WhatsApp recusou a conexão deste número. Peça a quem enviou o link para conectar o canal de novo.'
              : 'O canal está desconectado agora. Peça a quem enviou o link para conectá-lo; o QR Code aparece aqui.'}
          </p>
        )}
        <p className="cb-muted">Este link vale até {formatHora(data.expiraEm)}.</p>
      </>
    );
  }

  return (
    <div className="qrcode-publico">
      <h1 className="cb-page-header__title">Conectar o WhatsApp</h1>
      <div className="cb-card qrcode-publico__card">{body}</div>
    </div>
  );
}
