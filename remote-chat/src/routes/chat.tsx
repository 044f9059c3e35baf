import type { RemotePageProps } from '@colabora/shared/contracts';
import { Route, Routes } from '@colabora/shared/router';
import { InboxPage } from '../features/inbox/components/inbox-page';
import '../features/inbox/inbox.css';
import '../features/inbox/agenda.css';
import '../lib/presenca/presenca.css';

// /chat's first queries, for the host to fill the cache before the first screen is shown
// (load-remote-page.ts): its data then arrives with the page, in one render.
export { default as prefetch } from './chat-prefetch';

/** /chat: the inbox; /chat/{idChat} opens a conversation beside the list (deep links work). */
export default function ChatRoute({ title, menuItem }: RemotePageProps) {
  const page = <InboxPage title={title} menuItem={menuItem} />;
  return (
    <Routes>
      <Route index element={page} />
      <Route path=":idChat" element={page} />
    </Routes>
  );
}
