import type { RemotePageProps } from '@colabora/shared/contracts';
import { Route, Routes } from '@colabora/shared/router';
import { ContatoPage } from '../features/contatos/components/contato-page';
import { ContatosMesclarPage } from '../features/contatos/components/contatos-mesclar-page';
import { ContatosPage } from '../features/contatos/components/contatos-page';
import '../features/contatos/contatos.css';

/**
 * /contatos: the list with search and filters, a contact's page with its consent record, and the
 * merge of two contacts (/contatos/mesclar?a=…&b=…, ADR 0035).
 */
export default function ContatosRoute({ title, menuItem }: RemotePageProps) {
  return (
    <Routes>
      <Route index element={<ContatosPage title={title} menuItem={menuItem} />} />
      <Route path="mesclar" element={<ContatosMesclarPage menuItem={menuItem} />} />
      <Route path=":idContato" element={<ContatoPage menuItem={menuItem} />} />
    </Routes>
  );
}
