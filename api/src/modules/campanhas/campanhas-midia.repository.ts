import { campanhaMidiaTipo, midiaOfDataUrl, type CampanhaMidiaInput } from '@colabora/shared/contracts';
import type { ArquivoGuardado } from '../../http/send-arquivo';
import type { MidiaSaida } from '../canais/channel-adapter';
import type { Queryable } from '../../plugins/database/db';

/*
 * A campaign's file as stored (0020_campanha_midia.sql): one per campaign, replaced whole.
 */

/** Stores (or replaces) the campaign's file; false when the data URL is not a file a campaign may carry. */
export async function saveMidia(
  db: Queryable,
  idInstituicao: number,
  idCampanha: number,
  input: CampanhaMidiaInput,
): Promise<boolean> {
  const arquivo = midiaOfDataUrl(input.arquivo);
  if (!arquivo || !campanhaMidiaTipo(arquivo.mime)) return false;
  const conteudo = Buffer.from(arquivo.base64, 'base64');
  await db.query(
    `insert into campanha_midia (id_campanha, id_instituicao, mime, nome, tamanho, conteudo)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (id_campanha) do update
       set mime = excluded.mime, nome = excluded.nome, tamanho = excluded.tamanho, conteudo = excluded.conteudo,
           created_at = now()`,
    [idCampanha, idInstituicao, arquivo.mime, input.nome, conteudo.byteLength, conteudo],
  );
  return true;
}

export async function deleteMidia(db: Queryable, idInstituicao: number, idCampanha: number): Promise<boolean> {
  const rows = await db.query('delete from campanha_midia where id_campanha = $1 and id_instituicao = $2 returning 1', [
    idCampanha,
    idInstituicao,
  ]);
  return rows.length > 0;
}

export async function findMidia(
  db: Queryable,
  idInstituicao: number,
  idCampanha: number,
): Promise<ArquivoGuardado | null> {
  const [row] = await db.query<ArquivoGuardado>(
    'select mime, nome, conteudo from campanha_midia where id_campanha = $1 and id_instituicao = $2',
    [idCampanha, idInstituicao],
  );
  return row ?? null;
}

/** The file as a send carries it, the rendered variant as its caption; null when the campaign has none. */
export async function midiaParaEnvio(db: Queryable, idCampanha: number, legenda: string): Promise<MidiaSaida | null> {
  const [row] = await db.query<{ mime: string; nome: string; base64: string }>(
    `select mime, nome, encode(conteudo, 'base64') as base64 from campanha_midia where id_campanha = $1`,
    [idCampanha],
  );
  if (!row) return null;
  // encode(…, 'base64') wraps lines at 76 characters.
  const base64 = row.base64.replace(/\s+/g, '');
  return { tipo: campanhaMidiaTipo(row.mime) ?? 'documento', mime: row.mime, nome: row.nome, base64, legenda };
}
