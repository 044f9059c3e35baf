import { useFirstScreenShown } from '@colabora/shared/session';
import { lazy, Suspense, type ComponentType } from 'react';

/*
 * The inbox's parts that its first screen does not show (issue #25, session 14): the dialogs, the
 * advanced filters folded in their disclosure and the contact's panel. They were a quarter of the
 * inbox's code (about 28 KB raw, 8 KB br) that a phone downloaded and ran before the first message
 * could be drawn. Now they are one file of their own, fetched once the first screen is shown, and
 * mounted (closed, as before) when it arrives: a click comes after that, so a dialog opens at once.
 */

/** A component that renders nothing until the first screen is shown and its code has arrived. */
function afterFirstScreen<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  function AfterFirstScreen(props: Props) {
    const shown = useFirstScreenShown();
    if (!shown) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return AfterFirstScreen;
}

export const TransferDialog = afterFirstScreen(() =>
  import(/* webpackChunkName: "inbox-later" */ './transfer-dialog').then((part) => part.TransferDialog),
);
export const QuickRepliesDialog = afterFirstScreen(() =>
  import(/* webpackChunkName: "inbox-later" */ './quick-replies-dialog').then((part) => part.QuickRepliesDialog),
);
export const SendConteudoDialog = afterFirstScreen(() =>
  import(/* webpackChunkName: "inbox-later" */ './send-conteudo-dialog').then((part) => part.SendConteudoDialog),
);
export const AgendarEnvioDialog = afterFirstScreen(() =>
  import(/* webpackChunkName: "inbox-later" */ './agendar-envio-dialog').then((part) => part.AgendarEnvioDialog),
);
export const AdiarDialog = afterFirstScreen(() =>
  import(/* webpackChunkName: "inbox-later" */ './adiar-dialog').then((part) => part.AdiarDialog),
);
export const EtiquetasDialog = afterFirstScreen(() =>
  import(/* webpackChunkName: "inbox-later" */ './etiquetas-dialog').then((part) => part.EtiquetasDialog),
);
export const FiltrosAvancados = afterFirstScreen(() =>
  import(/* webpackChunkName: "inbox-later" */ './filtros-avancados').then((part) => part.FiltrosAvancados),
);
export const ContactPanel = afterFirstScreen(() =>
  import(/* webpackChunkName: "inbox-later" */ './contact-panel').then((part) => part.ContactPanel),
);
