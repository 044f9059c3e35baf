import * as v from '@colabora/shared/schema';
import { requiredTextSchema } from './admin/common';
import { idText } from './route-params';

/*
 * The institution's WhatsApp channels (screens 'whatsapp-qrcode' and 'qrcode/{token}', DESIGN §5a):
 * what a channel is, how it connects (a QR Code or a pairing code) and the link a gestor shares
 * with whoever holds the phone. The conversations on them are chat.ts.
 */

const intSchema = v.pipe(v.number(), v.integer());
const instantSchema = v.string();

/** A phone as the API sends it: E.164 ('+5511988887777'). */
export const e164Schema = v.pipe(v.string(), v.regex(/^\+[1-9]\d{7,14}$/));

export const CANAL_PROVIDERS = ['simulador', 'evolution'] as const;
export type CanalProvider = (typeof CANAL_PROVIDERS)[number];

/** `recusado`: the gateway refused the session (logged out on the phone, banned): connect again. */
export const CANAL_ESTADOS = ['desconectado', 'aguardando_qr', 'conectado', 'recusado'] as const;
export type CanalEstado = (typeof CANAL_ESTADOS)[number];

export const canalSchema = v.strictObject({
  idCanal: intSchema,
  nome: v.string(),
  provider: v.picklist(CANAL_PROVIDERS),
  estado: v.picklist(CANAL_ESTADOS),
  /** The connected WhatsApp number (E.164), when known. */
  telefone: v.nullable(e164Schema),
  /** While `aguardando_qr`: the text the latest QR encodes (the gateway renews it); null otherwise. */
  qrCode: v.nullable(v.string()),
  /** While `aguardando_qr`: the code to type on the phone instead of reading the QR, when offered. */
  pairingCode: v.nullable(v.string()),
  /**
   * When the channel last left `conectado` (null if it never was connected): while it is not
   * connected, it has been down since then (the host's banner, ADR 0033). Optional only so that an
   * answer cached by an older client still reads; the API always sends it.
   */
  desconectadoEm: v.optional(v.nullable(instantSchema)),
  /**
   * The last reconciliation that found messages the contacts sent while the channel (or the API)
   * was away: how many and when (ADR 0036), the notice "N mensagens recebidas enquanto o canal
   * estava desconectado". Null when none did; optional like desconectadoEm.
   */
  recuperacao: v.optional(v.nullable(v.strictObject({ novas: intSchema, em: instantSchema }))),
  criadoEm: instantSchema,
});
export type Canal = v.InferOutput<typeof canalSchema>;

/** POST /api/canais: a new WhatsApp number of the institution (it starts disconnected). */
export const criarCanalInputSchema = v.strictObject({
  nome: requiredTextSchema('Nome', 80, 'Informe o nome do canal.'),
  provider: v.picklist(CANAL_PROVIDERS, 'Provedor inválido: use simulador ou evolution.'),
});
export type CriarCanalInput = v.InferInput<typeof criarCanalInputSchema>;

/** How long a shared QR Code link (`/qrcode/{token}`) stays valid. */
export const QRCODE_LINK_VALIDADE_MINUTOS = 15;

/** A link a gestor shares with whoever holds the phone: `/qrcode/{token}`, valid for a while. */
export const qrcodeLinkSchema = v.strictObject({
  token: v.string(),
  /** The app path to share, e.g. `/qrcode/3q2…`; the client prefixes its own origin. */
  caminho: v.string(),
  expiraEm: instantSchema,
});
export type QrcodeLink = v.InferOutput<typeof qrcodeLinkSchema>;

/** GET /api/qrcode/{token} (public): the token is unguessable (≥ 128 bits, base64url). */
export const qrcodeTokenParamsSchema = v.strictObject({
  token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{20,100}$/, 'Link inválido.')),
});

/** What the public QR page shows: the channel's name and live QR, nothing else of the institution. */
export const qrcodePublicoSchema = v.strictObject({
  nomeCanal: v.string(),
  estado: v.picklist(CANAL_ESTADOS),
  qrCode: v.nullable(v.string()),
  pairingCode: v.nullable(v.string()),
  expiraEm: instantSchema,
});
export type QrcodePublico = v.InferOutput<typeof qrcodePublicoSchema>;

/** What connecting a channel answers: the QR to read (its text payload) or a pairing code. */
export const canalConexaoSchema = v.strictObject({
  estado: v.picklist(CANAL_ESTADOS),
  /** The text a QR image encodes (render it on the client); null once connected. */
  qrCode: v.nullable(v.string()),
  pairingCode: v.nullable(v.string()),
});
export type CanalConexao = v.InferOutput<typeof canalConexaoSchema>;

/** A channel named in the path: /api/canais/{idCanal}. */
export const idCanalParamsSchema = v.strictObject({ idCanal: idText('idCanal') });
