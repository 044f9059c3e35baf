import { randomBytes, randomUUID } from 'node:crypto';
import { MIDIA_TIPOS, type CanalEstado, type SimuladorEnviada } from '@colabora/shared/contracts';
import {
  ChannelSendError,
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
} from './channel-adapter';
import { deleteDataOf, protocolDataOf, upsertContentOf, type EvolutionAcao } from './evolution-payloads';
import { evolutionWebhookSchema, normaliseEvolutionWebhook, type EvolutionWebhook } from './evolution-webhook';
import { summaryOf } from './evolution-message';
import * as v from 'valibot';

/** How many sent messages the simulated phone remembers (oldest forgotten first). */
const ENVIADAS_MAX = 500;
/** How many of the contact's messages it holds while the channel is down (oldest dropped first). */
const EM_ESPERA_MAX = 500;

/**
 * The in-process channel (`simulador`): a WhatsApp number that lives in the API, for `pnpm start`,
 * the demo and the tests. A state machine (desconectado → aguardando_qr → conectado → desconectado),
 * a QR payload to read, the messages staff sent, and the contact's side: what the contact writes
 * comes out as Evolution webhook payloads, so it enters exactly as a real gateway's would.
 * While the channel is down, what the contact writes waits on the phone (as WhatsApp keeps it for
 * a logged-out device) and reaches the API by the reconciliation pass when the channel reconnects.
 */
export class SimuladorAdapter implements ChannelAdapter {
  readonly provider = 'simulador' as const;
  private estado: CanalEstado;
  private qrCode: string | null = null;
  private pairingCode: string | null = null;
  private readonly enviadas: (SimuladorEnviada & { lida: boolean })[] = [];
  private readonly emEspera: { recebidaEm: Date; payload: EvolutionWebhook }[] = [];
  /** The contact's messages staff's read receipts reached (the blue ticks on the contact's phone). */
  private readonly lidas = new Set<string>();

  constructor(
    private readonly idCanal: number,
    estado: CanalEstado,
  ) {
    this.estado = estado;
  }

  /** Nothing to create: the simulated number lives in this process and starts disconnected. */
  async provision(): Promise<ProvisionResult> {
    return { instancia: null, conexao: { estado: this.estado, qrCode: null, pairingCode: null } };
  }

  async destroy(): Promise<void> {
    await this.logout();
    this.emEspera.length = 0;
  }

  async connect(): Promise<ConnectResult> {
    if (this.estado === 'conectado') return { estado: this.estado, qrCode: null, pairingCode: null };
    this.estado = 'aguardando_qr';
    this.qrCode = `colabora-simulador:${this.idCanal}:${randomBytes(12).toString('base64url')}`;
    this.pairingCode = randomBytes(4).toString('hex').toUpperCase();
    return { estado: this.estado, qrCode: this.qrCode, pairingCode: this.pairingCode };
  }

  /** The simulated phone reads the QR shown: the channel connects. False when no QR is waiting. */
  scanQr(): boolean {
    if (this.estado !== 'aguardando_qr') return false;
    this.estado = 'conectado';
    this.qrCode = null;
    this.pairingCode = null;
    return true;
  }

  async state(): Promise<CanalEstado> {
    return this.estado;
  }

  async logout(): Promise<void> {
    this.estado = 'desconectado';
    this.qrCode = null;
    this.pairingCode = null;
  }

  async sendText(telefone: string, texto: string, citacao?: CitacaoSaida): Promise<SendResult> {
    const idGateway = this.keep(telefone, texto, {
      ...(citacao ? { citada: { idGateway: citacao.idGateway, previa: citacao.previa } } : {}),
    });
    return { idGateway, status: 'enviada' };
  }

  /** The simulated phone shows the reaction beside what staff sent (a reaction is not a message). */
  async sendReaction(telefone: string, alvo: MensagemAlvo, emoji: string): Promise<void> {
    this.keep(telefone, '', { reacao: { alvo: alvo.idGateway, emoji } });
  }

  /** The simulated contact has no ticks to turn blue: the receipt is only remembered (see `leu`). */
  async markRead(_telefone: string, idsGateway: readonly string[]): Promise<void> {
    if (this.estado !== 'conectado') throw new ChannelSendError('O canal simulado está desconectado.');
    for (const id of idsGateway) this.lidas.add(id);
    // Forget the oldest past the bound, like the sent messages (a Set keeps insertion order).
    for (const id of this.lidas) {
      if (this.lidas.size <= ENVIADAS_MAX) break;
      this.lidas.delete(id);
    }
  }

  /** The simulated phone shows the new text where the message was (marked edited, as WhatsApp does). */
  async editText(_telefone: string, alvo: MensagemAlvo, texto: string): Promise<void> {
    Object.assign(this.enviada(alvo), { texto, editada: true });
  }

  /** The simulated phone shows "Mensagem apagada" where the message was. */
  async deleteForEveryone(_telefone: string, alvo: MensagemAlvo): Promise<void> {
    this.enviada(alvo).apagada = true;
  }

  /** Staff's message on the simulated phone (a change needs it still remembered and the channel up). */
  private enviada(alvo: MensagemAlvo) {
    if (this.estado !== 'conectado') throw new ChannelSendError('O canal simulado está desconectado.');
    const found = this.enviadas.find((enviada) => enviada.idGateway === alvo.idGateway);
    if (!found) throw new ChannelSendError('O celular simulado não tem mais esta mensagem.');
    return found;
  }

  /** Whether staff's read receipt of the contact's message `idGateway` reached the simulated phone. */
  leu(idGateway: string): boolean {
    return this.lidas.has(idGateway);
  }

  /** Something staff sent, as the contact's phone keeps it; answers its gateway id. */
  private keep(telefone: string, texto: string, extra: Partial<SimuladorEnviada>): string {
    if (this.estado !== 'conectado') throw new ChannelSendError('O canal simulado está desconectado.');
    const idGateway = `SIM${randomUUID().replace(/-/g, '').slice(0, 20).toUpperCase()}`;
    this.enviadas.push({ idGateway, telefone, texto, ...extra, enviadaEm: new Date().toISOString(), lida: false });
    if (this.enviadas.length > ENVIADAS_MAX) this.enviadas.shift();
    return idGateway;
  }

  /** A file: the simulated phone keeps its description (type, name, size), as a person would see it. */
  async sendMedia(telefone: string, midia: MidiaSaida): Promise<SendResult> {
    const tamanho = Buffer.byteLength(midia.base64, 'base64');
    // As Evolution's choice: an audio without caption reaches the phone as a voice message.
    const voz = midia.tipo === 'audio' && !midia.legenda && midia.envio !== 'arquivo';
    const idGateway = this.keep(telefone, midia.legenda, {
      midia: { mime: midia.mime, nome: midia.nome, tamanho },
      ...(voz ? { voz } : {}),
    });
    return { idGateway, status: 'enviada' };
  }

  /** A location or contact cards: the simulated phone keeps them as the contact would see them. */
  async sendConteudo(telefone: string, conteudo: ConteudoSaida): Promise<SendResult> {
    return { idGateway: this.keep(telefone, summaryOf(conteudo), { conteudo }), status: 'enviada' };
  }

  parseWebhook(body: unknown) {
    const parsed = v.safeParse(evolutionWebhookSchema, body);
    return parsed.success ? normaliseEvolutionWebhook(parsed.output) : [];
  }

  /**
   * The contact wrote while the channel was down: the payloads wait on the phone, stamped with
   * when they arrived, until the reconciliation pass asks for them.
   */
  queue(payloads: EvolutionWebhook[]): void {
    const recebidaEm = new Date();
    for (const payload of payloads) this.emEspera.push({ recebidaEm, payload });
    if (this.emEspera.length > EM_ESPERA_MAX) this.emEspera.splice(0, this.emEspera.length - EM_ESPERA_MAX);
  }

  /** What waited on the phone from `since` on, oldest first (delivering it twice is harmless: idempotent ingest). */
  async fetchMissed(since: Date): Promise<InboundEvent[]> {
    return this.emEspera
      .filter((entry) => entry.recebidaEm >= since)
      .flatMap((entry) => this.parseWebhook(entry.payload));
  }

  /** What the simulated phone shows as sent to `telefone` from `since` on (it forgets with the process). */
  async findSent(telefone: string, since: Date): Promise<SentRecord[]> {
    return this.enviadas
      .filter((enviada) => enviada.telefone === telefone && !enviada.reacao && new Date(enviada.enviadaEm) >= since)
      .map(({ idGateway, texto }) => ({ idGateway, texto }));
  }

  /** What staff sent through this channel, oldest first. */
  listEnviadas(): SimuladorEnviada[] {
    return this.enviadas.map(({ lida: _lida, ...enviada }) => enviada);
  }

  /**
   * The contact writes: the webhooks the gateway would post. First the read receipts of what staff
   * had sent to this phone (a contact who answers has read them), then the message itself.
   */
  contactWrites(
    telefone: string,
    nome: string,
    texto: string,
    arquivo?: { mime: string; nome: string; base64: string },
  ): { idGateway: string; payloads: EvolutionWebhook[] } {
    const jid = `${telefone.slice(1)}@s.whatsapp.net`;
    const payloads: EvolutionWebhook[] = [];
    const unread = this.enviadas.filter((enviada) => enviada.telefone === telefone && !enviada.lida && !enviada.reacao);
    if (unread.length) {
      for (const enviada of unread) enviada.lida = true;
      payloads.push({
        event: 'messages.update',
        instance: `simulador-${this.idCanal}`,
        data: unread.map((enviada) => ({ keyId: enviada.idGateway, remoteJid: jid, fromMe: true, status: 'READ' })),
      });
    }
    const idGateway = `SIMIN${randomUUID().replace(/-/g, '').slice(0, 20).toUpperCase()}`;
    payloads.push({
      event: 'messages.upsert',
      instance: `simulador-${this.idCanal}`,
      data: {
        key: { remoteJid: jid, fromMe: false, id: idGateway },
        pushName: nome,
        ...(arquivo ? mediaUpsert(texto, arquivo) : { message: { conversation: texto }, messageType: 'conversation' }),
        messageTimestamp: Math.floor(Date.now() / 1000),
      },
    });
    return { idGateway, payloads };
  }
}

/**
 * The contact does something besides a plain text or a file (issue #26): the webhooks Evolution
 * would post (evolution-payloads.ts). A new message answers its own id; an edit or a delete
 * answers the id of the message it changes.
 */
export function contactActs(
  idCanal: number,
  telefone: string,
  nome: string,
  acao: EvolutionAcao,
): { idGateway: string; payloads: EvolutionWebhook[] } {
  const instance = `simulador-${idCanal}`;
  const jid = `${telefone.slice(1)}@s.whatsapp.net`;
  if (acao.tipo === 'edicao' || acao.tipo === 'apagar') {
    const payloads: EvolutionWebhook[] = [{ event: 'messages.edited', instance, data: protocolDataOf(acao, '') }];
    if (acao.tipo === 'apagar')
      payloads.push({ event: 'messages.delete', instance, data: deleteDataOf(acao.alvo, jid) });
    return { idGateway: acao.alvo, payloads };
  }
  const idGateway = `SIMIN${randomUUID().replace(/-/g, '').slice(0, 20).toUpperCase()}`;
  const data = {
    key: { remoteJid: jid, fromMe: false, id: idGateway },
    pushName: nome,
    ...upsertContentOf(acao, jid),
    messageTimestamp: Math.floor(Date.now() / 1000),
  };
  return { idGateway, payloads: [{ event: 'messages.upsert', instance, data }] };
}

/**
 * The `message` of an upsert carrying a file, as Evolution posts it with webhook base64 on: the
 * kind's own field (imageMessage, audioMessage…) with type, caption and name, and the bytes beside.
 */
function mediaUpsert(
  legenda: string,
  arquivo: { mime: string; nome: string; base64: string },
): { message: Record<string, unknown>; messageType: string } {
  const tipo = MIDIA_TIPOS[arquivo.mime];
  const field =
    tipo === 'imagem'
      ? 'imageMessage'
      : tipo === 'video'
        ? 'videoMessage'
        : tipo === 'audio'
          ? 'audioMessage'
          : 'documentMessage';
  const descricao = { mimetype: arquivo.mime, ...(legenda ? { caption: legenda } : {}), fileName: arquivo.nome };
  return { message: { [field]: descricao, base64: arquivo.base64 }, messageType: field };
}
