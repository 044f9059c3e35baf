import * as v from '@colabora/shared/schema';

/*
 * Presence of staff (issue #27, ADR 0037): online while any tab of the user is connected to a hub
 * (on any API process), ausente when the user chose so (and is connected), offline after the last
 * tab closed. Shown next to names where staff pick or see colleagues.
 */

export const PRESENCA_STATUS = ['online', 'ausente', 'offline'] as const;
export type PresencaStatus = (typeof PRESENCA_STATUS)[number];

export const PRESENCA_LABELS: Readonly<Record<PresencaStatus, string>> = {
  online: 'Online',
  ausente: 'Ausente',
  offline: 'Offline',
};

export const presencaSchema = v.strictObject({
  idUsuario: v.pipe(v.number(), v.integer()),
  status: v.picklist(PRESENCA_STATUS),
});
export type Presenca = v.InferOutput<typeof presencaSchema>;

/** GET /api/presenca: every active user of the institution with their presence. */
export const presencasSchema = v.array(presencaSchema);

/** GET /api/presenca/minha and PUT /api/presenca/minha: the caller's own choice. */
export const minhaPresencaSchema = v.strictObject({ ausente: v.boolean(), status: v.picklist(PRESENCA_STATUS) });
export type MinhaPresenca = v.InferOutput<typeof minhaPresencaSchema>;

export const alterarMinhaPresencaInputSchema = v.strictObject({
  ausente: v.boolean('Informe se você está ausente.'),
});

/** The hub payload (Chat screen): one user's presence changed. `idInstituicao` for the guard. */
export type PresencaAtualizadaPayload = Presenca & { idInstituicao: number };
