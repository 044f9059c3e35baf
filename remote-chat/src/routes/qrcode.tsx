import type { RemotePageProps } from '@colabora/shared/contracts';
import { useParams } from '@colabora/shared/router';
import { QrcodePublicoPage } from '../features/canais/components/qrcode-publico-page';
import '../features/canais/canais.css';

/**
 * /qrcode/{token}: public (the host renders it signed out, inside its QueryClient). The host's
 * route is `qrcode/:id/*`, so the token is the `id` parameter.
 */
export default function QrcodeRoute(_props: RemotePageProps) {
  const { id = '' } = useParams();
  return <QrcodePublicoPage key={id} token={id} />;
}
