import type { ChatHubEvents, ChatHubScreen } from '@colabora/shared/contracts';
import { groupNames } from '../groups';
import type { HubAudience } from './hub-definition';

/*
 * Who receives each /chathub event (docs/decisions/0017-hub-delivery-by-screen.md): the screens
 * that show its data, never the whole institution. Each connection joins one group per screen its
 * user holds R on (at the handshake; a change of profile reconnects it), and an event goes to the
 * groups of its screens, shaped to what those screens show. The publisher reads this table, the
 * delivery matrix (api/src/test/hub-delivery-matrix.test.ts) walks it, and the type below makes a
 * new event in ChatHubEvents without a rule a type error.
 */

export type ChatEventName = keyof ChatHubEvents & string;

/** Some of the screens that receive an event, and what of its payload they show. */
export type ChatAudience<E extends ChatEventName> = {
  readonly screens: readonly ChatHubScreen[];
  /** What these screens show of the payload; without it, all of it. */
  readonly shape?: (args: ChatHubEvents[E]) => ChatHubEvents[E];
};

export type ChatDeliveryRule<E extends ChatEventName> =
  /**
   * To the chat's room (publisher.toRoom, or the hub's own SendTyping): JoinRoom admits only a
   * connection holding these screens, and a direct send (toUser, toConnection) needs them too.
   */
  | { readonly to: 'room'; readonly screens: readonly ChatHubScreen[] }
  /**
   * To the institution's connections holding any of an audience's screens. A connection that
   * matches several audiences gets the first one's shape only: list the fullest shape first.
   */
  | { readonly to: 'screens'; readonly audiences: readonly [ChatAudience<E>, ...ChatAudience<E>[]] };

const onlyTo = <E extends ChatEventName>(...screens: ChatHubScreen[]): ChatDeliveryRule<E> => ({
  to: 'screens',
  audiences: [{ screens }],
});

/** Every /chathub event and who gets it. */
export const CHAT_DELIVERY = {
  NewMessage: { to: 'room', screens: ['chat'] },
  MensagemAtualizada: { to: 'room', screens: ['chat'] },
  UserTyping: { to: 'room', screens: ['chat'] },
  ConversaAtualizada: onlyTo('chat'),
  NewChatCreated: onlyTo('chat'),
  ChatStatusChanged: onlyTo('chat'),
  ChatDeleted: onlyTo('chat'),
  // The QR and pairing code pair a phone with the institution's number: the WhatsApp screen's
  // only. Chat holders get the channel without them: the banner "WhatsApp … desconectado" on
  // every screen follows its state (ADR 0033).
  CanalAtualizado: {
    to: 'screens',
    audiences: [
      { screens: ['whatsapp-qrcode'] },
      { screens: ['chat'], shape: ([canal]) => [{ ...canal, qrCode: null, pairingCode: null }] },
    ],
  },
  CanalExcluido: onlyTo('whatsapp-qrcode', 'chat'),
  // Both screens list whole leads (GET /api/leads, GET /api/funil); the chat's contact panel
  // shows none, so it gets none.
  LeadAtualizado: onlyTo('leads', 'funil'),
  LeadExcluido: onlyTo('leads', 'funil'),
  // Staff pick colleagues on the Chat screen (transfer, assignee) and the Filas screen, both in the
  // chat remote: whoever holds the Chat screen sees who is online (ADR 0037).
  PresencaAtualizada: onlyTo('chat'),
  EnvioMassaUpdate: {
    to: 'screens',
    audiences: [
      // Envio em massa lists each recipient with their phone (GET /api/envio-massa/{id}/destinatarios).
      { screens: ['envio-massa'] },
      // Campanhas shows statuses and counters, never a recipient's phone.
      { screens: ['campanhas'], shape: ([update]) => [{ ...update, telefone: '' }] },
    ],
  },
} as const satisfies { readonly [E in ChatEventName]: ChatDeliveryRule<E> };

type Rules = typeof CHAT_DELIVERY;

/** Events that go to a chat's room (publisher.toRoom). */
export type ChatRoomEventName = { [E in ChatEventName]: Rules[E] extends { to: 'room' } ? E : never }[ChatEventName];

/** Events that go to the screens that show them (publisher.toInstitution). */
export type ChatScreenEventName = Exclude<ChatEventName, ChatRoomEventName>;

/** Every event's rule, typed by its name (the table above, read through the general type). */
export function chatDeliveryRule<E extends ChatEventName>(event: E): ChatDeliveryRule<E> {
  return CHAT_DELIVERY[event] as ChatDeliveryRule<E>;
}

/**
 * The audiences of an event of the institution, as groups, each with its payload; a connection in
 * an earlier audience's groups is left out of the later ones. `institution`: publisher.toInstitution,
 * for screen events only (a room event goes to its room). `direct`: toUser and toConnection, which
 * reach a connection only when it holds the event's screens (a room event: its room's screens).
 */
export function chatAudiences(
  idInstituicao: number,
  event: string,
  args: readonly unknown[],
  send: 'institution' | 'direct',
): HubAudience[] {
  if (!Object.hasOwn(CHAT_DELIVERY, event)) {
    throw new Error(`O evento ${event} de /chathub não tem regra de entrega (chat-delivery.ts).`);
  }
  const rule = chatDeliveryRule(event as ChatEventName);
  const groupsOf = (screens: readonly ChatHubScreen[]) =>
    screens.map((screen) => groupNames.screen(idInstituicao, screen));
  if (rule.to === 'room') {
    if (send === 'institution') throw new Error(`O evento ${event} de /chathub vai só à sala da conversa (toRoom).`);
    return [{ groups: groupsOf(rule.screens), exceptGroups: [], args }];
  }
  const audiences: HubAudience[] = [];
  const earlier: string[] = [];
  for (const audience of rule.audiences) {
    const groups = groupsOf(audience.screens);
    const shape = audience.shape as ((payload: readonly unknown[]) => readonly unknown[]) | undefined;
    audiences.push({ groups, exceptGroups: [...earlier], args: shape ? shape(args) : args });
    earlier.push(...groups);
  }
  return audiences;
}
