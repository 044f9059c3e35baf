import { randomBytes } from 'node:crypto';
import type { CanalEstado } from '@colabora/shared/contracts';
import * as v from 'valibot';
import {
  ChannelSendError,
  WEBHOOK_SECRET_HEADER,
  type ChannelAdapter,
  type CitacaoSaida,
  type ConnectResult,
  type InboundEvent,
  type MensagemAlvo,
  type ConteudoSaida,
  type MidiaSaida,
  type ProvisionResult,
  type SendResult,
  type SentRecord,
  type WebhookTarget,
} from './channel-adapter';
import { EvolutionApiError, type EvolutionClient, type EvolutionKey, type EvolutionQr } from './evolution-client';
import { evolutionWebhookSchema, normaliseEvolutionWebhook } from './evolution-webhook';

/** Reconciliation reads this many messages per page, and at most this many pages (the newest). */
const MISSED_PAGE_SIZE = 100;
const MISSED_MAX_PAGES = 100;
/** How far before a send's recorded intent its message may be stamped (clocks of two machines). */
const SENT_MARGIN_MS = 5_000;
const captionSchema = v.object({ caption: v.optional(v.nullable(v.string())) });
/** A stored message as findSent reads it: ours (`fromMe`), to whom, and its text. */
const sentRecordSchema = v.object({
  key: v.object({ remoteJid: v.string(), fromMe: v.optional(v.nullable(v.boolean())), id: v.string() }),
  message: v.optional(
    v.nullable(
      v.object({
        conversation: v.optional(v.nullable(v.string())),
        extendedTextMessage: v.optional(v.nullable(v.object({ text: v.optional(v.nullable(v.string())) }))),
        // A file's caption is its text (a campaign's variant sent with its file).
        imageMessage: v.optional(v.nullable(captionSchema)),
        videoMessage: v.optional(v.nullable(captionSchema)),
        documentMessage: v.optional(v.nullable(captionSchema)),
      }),
    ),
  ),
});
/** Reconciliation looks a little before the disconnection: a message around it may have been lost too. */
const MISSED_MARGIN_MS = 60_000;

const STATE: Readonly<Record<string, CanalEstado>> = {
  open: 'conectado',
  connecting: 'aguardando_qr',
  close: 'desconectado',
  refused: 'recusado',
};

export const EVOLUTION_MESSAGES = {
  notConfigured:
    'O Evolution API não está configurado neste servidor: defina EVOLUTION_API_URL e EVOLUTION_API_KEY e reinicie a API.',
  noInstance: 'Este canal não tem instância no Evolution API: exclua-o e crie-o de novo.',
  instanceGone: 'A instância deste canal não existe mais no Evolution API: exclua o canal e crie-o de novo.',
  unauthorized: 'O Evolution API recusou a chave de acesso: confira EVOLUTION_API_KEY na configuração do servidor.',
  sendRefused:
    'O WhatsApp não aceitou a mensagem: confira se o número do contato tem WhatsApp e se o canal está conectado.',
} as const;

/** The gateway's failure as the pt-BR message a gestor can act on. */
function gatewayError(error: unknown, acao: string, context: 'send' | 'lifecycle' = 'lifecycle'): ChannelSendError {
  if (!(error instanceof EvolutionApiError))
    return new ChannelSendError(`Falha inesperada ao ${acao} no Evolution API.`);
  if (error.timedOut)
    return new ChannelSendError(
      `O Evolution API não respondeu a tempo ao ${acao}: verifique se o serviço está no ar e tente de novo.`,
    );
  if (error.status === null)
    return new ChannelSendError(
      `Não foi possível falar com o Evolution API para ${acao}: verifique se o serviço está no ar (EVOLUTION_API_URL) e tente de novo.`,
    );
  if (error.status === 401 || error.status === 403) return new ChannelSendError(EVOLUTION_MESSAGES.unauthorized);
  if (error.status === 404) return new ChannelSendError(EVOLUTION_MESSAGES.instanceGone);
  if (context === 'send' && error.status === 400) return new ChannelSendError(EVOLUTION_MESSAGES.sendRefused);
  return new ChannelSendError(
    `O Evolution API falhou ao ${acao} (HTTP ${error.status}): tente de novo em instantes; se persistir, veja os logs do Evolution.`,
  );
}

/**
 * Evolution's `number` for where a message goes (ADR 0035): a phone's digits, or a LID's JID as it
 * is (`<digits>@lid`, a contact known only by its LID), which the gateway's createJid keeps.
 */
const numberOf = (destino: string) => (destino.endsWith('@lid') ? destino : destino.replace(/^\+/, ''));

/** The contact's chat JID: the phone's (`…@s.whatsapp.net`) or the LID's. */
const jidOf = (destino: string) => (destino.endsWith('@lid') ? destino : `${numberOf(destino)}@s.whatsapp.net`);

/** A message of the contact's chat as Evolution names it (Baileys' key). */
const keyOf = (telefone: string, alvo: MensagemAlvo): EvolutionKey => ({
  remoteJid: jidOf(telefone),
  fromMe: alvo.deMim,
  id: alvo.idGateway,
});

const toConnect = (qr: EvolutionQr): ConnectResult => ({
  estado: 'aguardando_qr',
  qrCode: qr.code,
  pairingCode: qr.pairingCode,
});

/**
 * A channel of provider `evolution`: one Evolution API v2 instance (WHATSAPP-BAILEYS) per channel,
 * named `colabora-{idCanal}-{random}` so several Colabora databases can share one gateway. Its
 * webhooks carry the channel's secret in {@link WEBHOOK_SECRET_HEADER}.
 */
export class EvolutionAdapter implements ChannelAdapter {
  readonly provider = 'evolution' as const;

  constructor(
    private readonly client: EvolutionClient | null,
    private readonly idCanal: number,
    private instancia: string | null,
  ) {}

  /** The instance this adapter drives (null before provisioning). */
  get instanceName(): string | null {
    return this.instancia;
  }

  private gateway(): EvolutionClient {
    if (!this.client) throw new ChannelSendError(EVOLUTION_MESSAGES.notConfigured);
    return this.client;
  }

  private instance(): { client: EvolutionClient; name: string } {
    const client = this.gateway();
    if (!this.instancia) throw new ChannelSendError(EVOLUTION_MESSAGES.noInstance);
    return { client, name: this.instancia };
  }

  async provision(webhook: WebhookTarget): Promise<ProvisionResult> {
    const client = this.gateway();
    const name = `colabora-${this.idCanal}-${randomBytes(4).toString('hex')}`;
    const created = await client
      .createInstance(name, { url: webhook.url, headers: { [WEBHOOK_SECRET_HEADER]: webhook.secret } })
      .catch((error: unknown) => {
        throw gatewayError(error, 'criar o canal');
      });
    this.instancia = name;
    const conexao: ConnectResult =
      created.state === 'open'
        ? { estado: 'conectado', qrCode: null, pairingCode: null }
        : created.qr.code || created.qr.pairingCode
          ? toConnect(created.qr)
          : { estado: 'desconectado', qrCode: null, pairingCode: null };
    return { instancia: name, conexao };
  }

  async connect(): Promise<ConnectResult> {
    const { client, name } = this.instance();
    const answer = await client.connect(name).catch((error: unknown) => {
      throw gatewayError(error, 'conectar o canal');
    });
    return answer.state === 'open' ? { estado: 'conectado', qrCode: null, pairingCode: null } : toConnect(answer.qr);
  }

  async state(): Promise<CanalEstado> {
    const { client, name } = this.instance();
    const state = await client.connectionState(name).catch((error: unknown) => {
      throw gatewayError(error, 'consultar o canal');
    });
    return STATE[state ?? ''] ?? 'desconectado';
  }

  async logout(): Promise<void> {
    const { client, name } = this.instance();
    await client.logout(name).catch((error: unknown) => {
      // 400: the session was not connected; 404: the instance is gone. Either way it is logged out.
      if (error instanceof EvolutionApiError && (error.status === 400 || error.status === 404)) return;
      throw gatewayError(error, 'desconectar o canal');
    });
  }

  async destroy(): Promise<void> {
    if (!this.instancia) return;
    const { client, name } = this.instance();
    await client.deleteInstance(name).catch((error: unknown) => {
      if (error instanceof EvolutionApiError && error.status === 404) return;
      throw gatewayError(error, 'excluir o canal');
    });
    this.instancia = null;
  }

  async sendText(telefone: string, texto: string, citacao?: CitacaoSaida): Promise<SendResult> {
    const { client, name } = this.instance();
    const number = numberOf(telefone);
    const quoted = citacao ? { key: keyOf(telefone, citacao), message: { conversation: citacao.previa } } : undefined;
    const sent = await client.sendText(name, number, texto, quoted).catch((error: unknown) => {
      throw gatewayError(error, 'enviar a mensagem', 'send');
    });
    if (sent.status === 'ERROR') throw new ChannelSendError(EVOLUTION_MESSAGES.sendRefused);
    return { idGateway: sent.id, status: sent.status === 'DELIVERY_ACK' ? 'entregue' : 'enviada' };
  }

  async sendReaction(telefone: string, alvo: MensagemAlvo, emoji: string): Promise<void> {
    const { client, name } = this.instance();
    await client.sendReaction(name, keyOf(telefone, alvo), emoji).catch((error: unknown) => {
      throw gatewayError(error, 'enviar a reação', 'send');
    });
  }

  async editText(telefone: string, alvo: MensagemAlvo, texto: string): Promise<void> {
    const { client, name } = this.instance();
    await client.updateMessage(name, numberOf(telefone), keyOf(telefone, alvo), texto).catch((error: unknown) => {
      throw gatewayError(error, 'editar a mensagem', 'send');
    });
  }

  async deleteForEveryone(telefone: string, alvo: MensagemAlvo): Promise<void> {
    const { client, name } = this.instance();
    await client.deleteMessageForEveryone(name, keyOf(telefone, alvo)).catch((error: unknown) => {
      throw gatewayError(error, 'apagar a mensagem para todos', 'send');
    });
  }

  async markRead(telefone: string, idsGateway: readonly string[]): Promise<void> {
    if (!idsGateway.length) return;
    const { client, name } = this.instance();
    const keys = idsGateway.map((idGateway) => keyOf(telefone, { idGateway, deMim: false }));
    await client.markMessageAsRead(name, keys).catch((error: unknown) => {
      throw gatewayError(error, 'marcar as mensagens como lidas');
    });
  }

  async sendMedia(telefone: string, midia: MidiaSaida): Promise<SendResult> {
    const { client, name } = this.instance();
    const number = numberOf(telefone);
    const mediatype = midia.tipo === 'imagem' ? 'image' : midia.tipo === 'video' ? 'video' : 'document';
    // A voice message carries no caption on WhatsApp: an audio with one goes as a document, as does
    // a recording that could not be converted ('arquivo'). A converted voice note goes as is.
    const send =
      midia.tipo === 'audio' && !midia.legenda && midia.envio !== 'arquivo'
        ? client.sendAudio(name, number, midia.base64, midia.envio === 'voz' ? { encoding: false } : {})
        : client.sendMedia(name, number, {
            mediatype,
            mimetype: midia.mime,
            fileName: midia.nome,
            caption: midia.legenda,
            base64: midia.base64,
          });
    const sent = await send.catch((error: unknown) => {
      throw gatewayError(error, 'enviar o arquivo', 'send');
    });
    if (sent.status === 'ERROR') throw new ChannelSendError(EVOLUTION_MESSAGES.sendRefused);
    return { idGateway: sent.id, status: sent.status === 'DELIVERY_ACK' ? 'entregue' : 'enviada' };
  }

  async sendConteudo(telefone: string, conteudo: ConteudoSaida): Promise<SendResult> {
    const { client, name } = this.instance();
    const number = numberOf(telefone);
    const send =
      conteudo.tipo === 'localizacao'
        ? client.sendLocation(name, number, {
            latitude: conteudo.latitude,
            longitude: conteudo.longitude,
            name: conteudo.nome ?? '',
            address: conteudo.endereco ?? '',
          })
        : client.sendContact(
            name,
            number,
            conteudo.contatos.map((cartao) => {
              const phoneNumber = cartao.telefones[0] ?? '';
              return { fullName: cartao.nome, phoneNumber, wuid: phoneNumber.replace(/\D/g, '') };
            }),
          );
    const what = conteudo.tipo === 'localizacao' ? 'enviar a localização' : 'enviar o contato';
    const sent = await send.catch((error: unknown) => {
      throw gatewayError(error, what, 'send');
    });
    if (sent.status === 'ERROR') throw new ChannelSendError(EVOLUTION_MESSAGES.sendRefused);
    return { idGateway: sent.id, status: sent.status === 'DELIVERY_ACK' ? 'entregue' : 'enviada' };
  }

  parseWebhook(body: unknown): InboundEvent[] {
    const parsed = v.safeParse(evolutionWebhookSchema, body);
    return parsed.success ? normaliseEvolutionWebhook(parsed.output) : [];
  }

  /**
   * The messages Evolution stored from `since` on (findMessages, newest first, paged), read as a
   * MESSAGES_UPSERT would be: the same normaliser drops our own, groups, LIDs without a phone.
   */
  async fetchMissed(since: Date): Promise<InboundEvent[]> {
    const { client, name } = this.instance();
    const window = { from: new Date(since.getTime() - MISSED_MARGIN_MS), to: new Date(Date.now() + MISSED_MARGIN_MS) };
    const records: unknown[] = [];
    for (let page = 1; page <= MISSED_MAX_PAGES; page++) {
      const answer = await client.findMessages(name, window, page, MISSED_PAGE_SIZE).catch((error: unknown) => {
        throw gatewayError(error, 'buscar as mensagens perdidas');
      });
      records.push(...answer.records);
      if (page >= answer.pages || answer.records.length < MISSED_PAGE_SIZE) break;
    }
    return normaliseEvolutionWebhook({ event: 'messages.upsert', data: records.reverse() });
  }

  /**
   * What Evolution stored as sent by us (`fromMe`) to `telefone` from `since` on (findMessages,
   * the same pages as fetchMissed): a campaign send a killed process never recorded is found here.
   */
  async findSent(telefone: string, since: Date): Promise<SentRecord[]> {
    const { client, name } = this.instance();
    const jid = jidOf(telefone);
    const window = { from: new Date(since.getTime() - SENT_MARGIN_MS), to: new Date(Date.now() + MISSED_MARGIN_MS) };
    const found: SentRecord[] = [];
    for (let page = 1; page <= MISSED_MAX_PAGES; page++) {
      const answer = await client.findMessages(name, window, page, MISSED_PAGE_SIZE).catch((error: unknown) => {
        throw gatewayError(error, 'conferir as mensagens enviadas');
      });
      for (const record of answer.records) {
        const parsed = v.safeParse(sentRecordSchema, record);
        if (!parsed.success || !parsed.output.key.fromMe || parsed.output.key.remoteJid !== jid) continue;
        const { message, key } = parsed.output;
        const texto =
          message?.conversation ??
          message?.extendedTextMessage?.text ??
          (message?.imageMessage ?? message?.videoMessage ?? message?.documentMessage)?.caption ??
          '';
        found.push({ idGateway: key.id, texto });
      }
      if (page >= answer.pages || answer.records.length < MISSED_PAGE_SIZE) break;
    }
    return found;
  }
}
