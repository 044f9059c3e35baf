import * as v from '@colabora/shared/schema';

import { idRef, idText } from './route-params';

/** `data` of the push routes that say whether the user receives notifications. */
export const temPushNotificationSchema = v.strictObject({ temPushNotification: v.boolean() });

/**
 * GET /api/Usuario/verificar-push-notification/{idUsuario}: the flag top-level (the seed reads it
 * there) and in data.
 */
export const verificarPushResponseSchema = v.strictObject({
  success: v.literal(true),
  message: v.string(),
  temPushNotification: v.boolean(),
  data: temPushNotificationSchema,
});
export type VerificarPushResponse = v.InferOutput<typeof verificarPushResponseSchema>;

/** Path parameters of GET /api/Usuario/verificar-push-notification/{idUsuario}. */
export const verificarPushParamsSchema = v.strictObject({ idUsuario: idText('idUsuario') });

/** GET /api/PushNotification/vapid-key: the key top-level, as the seed reads it. */
export const vapidKeyResponseSchema = v.strictObject({
  success: v.literal(true),
  message: v.optional(v.string()),
  publicKey: v.string(),
});
export type VapidKeyResponse = v.InferOutput<typeof vapidKeyResponseSchema>;

/** `data` of POST /api/PushNotification/enviar-teste: devices reached, and gone ones removed. */
export const envioTestePushSchema = v.strictObject({
  enviadas: v.pipe(v.number(), v.integer()),
  removidas: v.pipe(v.number(), v.integer()),
});

const idUsuarioSchema = idRef('idUsuario');

/** POST /api/Usuario/registrar-push-notification (SPEC §3): token is the serialized PushSubscription. */
export const registrarPushRequestSchema = v.strictObject({
  idUsuario: idUsuarioSchema,
  token: v.pipe(
    v.string('Informe o token de notificação.'),
    v.nonEmpty('Informe o token de notificação.'),
    v.maxLength(4096, 'Token de notificação longo demais.'),
  ),
  tipoDispositivo: v.literal('web', "tipoDispositivo deve ser 'web'."),
});
export type RegistrarPushRequest = v.InferInput<typeof registrarPushRequestSchema>;

/** POST /api/PushNotification/enviar-teste. */
export const enviarTestePushRequestSchema = v.strictObject({ idUsuario: idUsuarioSchema });
export type EnviarTestePushRequest = v.InferInput<typeof enviarTestePushRequestSchema>;

const base64Url = (field: string) =>
  v.pipe(v.string(`${field} ausente.`), v.regex(/^[A-Za-z0-9_-]+={0,2}$/, `${field} inválido.`), v.maxLength(256));

/**
 * What a PushSubscription serializes to (`JSON.stringify(subscription)`): where the push service
 * accepts messages for this browser, and the keys that encrypt them.
 */
export const pushSubscriptionSchema = v.object({
  endpoint: v.pipe(v.string('Endereço de notificação ausente.'), v.url('Endereço de notificação inválido.')),
  expirationTime: v.optional(v.nullable(v.number())),
  keys: v.object({ p256dh: base64Url('Chave p256dh'), auth: base64Url('Chave auth') }),
});
export type PushSubscriptionJson = v.InferOutput<typeof pushSubscriptionSchema>;
