import { qrcodeTokenParamsSchema, type QrcodePublico } from '@colabora/shared/contracts';
import { apiErrorMessage, httpStatusOf } from '@colabora/shared/http';
import { ErrorState, LoadingState, QueryState } from '@colabora/shared/ui';
import { formatTime } from '@colabora/shared/format';
import * as v from '@colabora/shared/schema';
import { useQrcodePublico } from '../api/get-qrcode-publico';
import { WHATSAPP_PASSOS } from '../lib/canal-estado';
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
  let body;
  if (!wellFormed) {
    body = <ErrorState title="Link inválido" message={MALFORMED_MESSAGE} />;
  } else if (httpStatusOf(qrcode.error) === 404) {
    // Expired or revoked, even while its QR was on screen: a 404 never comes back to life.
    body = (
      <ErrorState
        title="Link indisponível"
        message={apiErrorMessage(qrcode.error, 'Não foi possível carregar o QR Code.')}
      />
    );
  } else {
    body = (
      <QueryState
        query={qrcode}
        loadingLabel="Carregando o QR Code…"
        errorMessage="Não foi possível carregar o QR Code."
      >
        {(data) => <QrcodePublicoBody data={data} />}
      </QueryState>
    );
  }

  return (
    <div className="qrcode-publico">
      <h1 className="cb-page-header__title">Conectar o WhatsApp</h1>
      <div className="cb-card qrcode-publico__card">{body}</div>
    </div>
  );
}

function QrcodePublicoBody({ data }: { data: QrcodePublico }) {
  if (data.estado === 'conectado') {
    return (
      <div className="qrcode-publico__done" role="status">
        <p className="qrcode-publico__done-title">Conectado!</p>
        <p>
          O WhatsApp do canal <strong>{data.nomeCanal}</strong> está conectado. Você já pode fechar esta página.
        </p>
      </div>
    );
  }
  return (
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
      <p className="cb-muted">Este link vale até {formatTime(data.expiraEm)}.</p>
    </>
  );
}
