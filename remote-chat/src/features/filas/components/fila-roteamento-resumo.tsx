import { DIAS_DA_SEMANA_CURTOS, type Fila, type FilasPainel, type HorarioFila } from '@colabora/shared/contracts';

/**
 * "Seg–Sex 08:00–18:00 · Sáb 08:00–12:00": the weekly hours grouped by identical days, in the
 * order of the week (a run of consecutive days reads as a range).
 */
export function horarioResumo(horario: HorarioFila): string {
  const porDia = DIAS_DA_SEMANA_CURTOS.map((_, dia) =>
    horario.intervalos
      .filter((i) => i.dia === dia)
      .sort((a, b) => a.inicio.localeCompare(b.inicio))
      .map((i) => `${i.inicio}–${i.fim}`)
      .join(', '),
  );
  const partes: string[] = [];
  let dia = 0;
  while (dia < 7) {
    const texto = porDia[dia];
    let fim = dia;
    while (fim + 1 < 7 && porDia[fim + 1] === texto) fim++;
    if (texto) {
      const dias =
        fim === dia ? DIAS_DA_SEMANA_CURTOS[dia] : `${DIAS_DA_SEMANA_CURTOS[dia]}–${DIAS_DA_SEMANA_CURTOS[fim]}`;
      partes.push(`${dias} ${texto}`);
    }
    dia = fim + 1;
  }
  return partes.join(' · ');
}

export type FilaRoteamentoResumoProps = { fila: Fila; painel: FilasPainel };

/** The queue's routing as the card shows it (dt/dd pairs inside the card's list). */
export function FilaRoteamentoResumo({ fila, painel }: FilaRoteamentoResumoProps) {
  const { roteamento } = fila;
  const especialista = painel.especialistas?.find((e) => e.idEspecialista === roteamento.idEspecialista);
  const feriados = roteamento.horario?.feriados.length ?? 0;
  return (
    <>
      <dt>Atribuição automática</dt>
      <dd>
        {roteamento.atribuicaoAutomatica
          ? `Ligada · até ${roteamento.capacidade} ${roteamento.capacidade === 1 ? 'conversa' : 'conversas'} por membro`
          : 'Desligada'}
      </dd>
      <dt>Horário</dt>
      <dd>
        {roteamento.horario
          ? `${horarioResumo(roteamento.horario)}${feriados ? ` · ${feriados} ${feriados === 1 ? 'feriado' : 'feriados'}` : ''}`
          : 'Sem horário (atende a qualquer hora)'}
      </dd>
      {roteamento.idEspecialista ? (
        <>
          <dt>Primeiro atendimento</dt>
          <dd>Especialista de IA {especialista?.nome ?? ''}</dd>
        </>
      ) : null}
    </>
  );
}
