/*
 * Where the AI specialists sit in the query cache, for the three screens that show them
 * (especialistas, contexto-editor, especialista-ia). One key tree: a write invalidates it whole.
 */

export const especialistasQueryKey = ['especialistas'] as const;

export const especialistasListQueryKey = [...especialistasQueryKey, 'lista'] as const;

export const especialistaQueryKey = (idEspecialista: number) => [...especialistasQueryKey, idEspecialista] as const;

export const iaConfigQueryKey = [...especialistasQueryKey, 'ia'] as const;

export const contextoQueryKey = (idEspecialista: number) =>
  [...especialistaQueryKey(idEspecialista), 'contexto'] as const;

export const versoesQueryKey = (idEspecialista: number) =>
  [...especialistaQueryKey(idEspecialista), 'versoes'] as const;

export const usoQueryKey = (idEspecialista: number, dias: number) =>
  [...especialistaQueryKey(idEspecialista), 'uso', dias] as const;
