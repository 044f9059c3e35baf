import type { RemotePageProps } from '@colabora/shared/contracts';
import { CanaisPage } from '../features/canais/components/canais-page';
import '../features/canais/canais.css';

/** /whatsapp-qrcode: the institution's WhatsApp channels, their live QR Codes and the simulator. */
export default function WhatsappQrcodeRoute({ title, menuItem }: RemotePageProps) {
  return <CanaisPage title={title} menuItem={menuItem} />;
}
