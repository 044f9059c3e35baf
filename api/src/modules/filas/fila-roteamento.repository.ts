import type { Fila, SalvarFilaRoteamentoInput } from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';
import { findFila } from './filas.repository';

/*
 * A queue's routing settings (migration 0033, ADR 0037): automatic assignment and the members'
 * capacity, business hours with holidays, the away message and the first-responder specialist.
 */

export type RoteamentoOutcome =
  { kind: 'not-found' } | { kind: 'especialista-not-found' } | { kind: 'saved'; fila: Fila };

/** Saves the queue's routing (call inside a transaction). The specialist must be an active one of the institution. */
export async function salvarRoteamento(
  tx: Queryable,
  idInstituicao: number,
  idFila: number,
  input: SalvarFilaRoteamentoInput & { mensagemAusencia: string | null },
): Promise<RoteamentoOutcome> {
  if (input.idEspecialista != null) {
    const [especialista] = await tx.query(
      'select 1 from especialista where id = $1 and id_instituicao = $2 and ativo',
      [input.idEspecialista, idInstituicao],
    );
    if (!especialista) return { kind: 'especialista-not-found' };
  }
  const rows = await tx.query(
    `update fila set atribuicao_automatica = $3, capacidade = $4, horario = $5::jsonb, mensagem_ausencia = $6,
            id_especialista = $7
      where id = $1 and id_instituicao = $2 returning id`,
    [
      idFila,
      idInstituicao,
      input.atribuicaoAutomatica,
      input.capacidade,
      input.horario ? JSON.stringify(input.horario) : null,
      input.mensagemAusencia,
      input.idEspecialista ?? null,
    ],
  );
  if (!rows.length) return { kind: 'not-found' };
  const fila = await findFila(tx, idInstituicao, idFila);
  return fila ? { kind: 'saved', fila } : { kind: 'not-found' };
}
