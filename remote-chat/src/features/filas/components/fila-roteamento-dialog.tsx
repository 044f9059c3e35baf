import {
  FILA_CAPACIDADE_MAX,
  MENSAGEM_AUSENCIA_MAX,
  MENSAGEM_AUSENCIA_PADRAO,
  type Fila,
  type FilasPainel,
  type HorarioFila,
  type HorarioIntervalo,
} from '@colabora/shared/contracts';
import { apiErrorMessage } from '@colabora/shared/http';
import { Button, showToast } from '@colabora/shared/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSalvarRoteamento } from '../api/filas';

type Props = {
  fila: Fila | null;
  painel: FilasPainel;
  onClose: () => void;
};

const DIAS_NOMES = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'] as const;

/** Weekdays 08:00–18:00: what a new schedule starts from. */
const HORARIO_COMERCIAL: HorarioFila = {
  intervalos: [1, 2, 3, 4, 5].map((dia) => ({ dia, inicio: '08:00', fim: '18:00' })),
  feriados: [],
};

// The time field cannot say 24:00: an end at 00:00 means "until midnight".
const fimNaTela = (fim: string) => (fim === '24:00' ? '00:00' : fim);
const fimParaApi = (fim: string) => (fim === '00:00' ? '24:00' : fim);

/**
 * A queue's routing (ADR 0037): automatic assignment and the capacity per member, business hours
 * by weekday with holidays, the away message and the AI specialist answering first.
 */
export function FilaRoteamentoDialog({ fila, painel, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const salvar = useSalvarRoteamento();
  const [automatica, setAutomatica] = useState(false);
  const [capacidade, setCapacidade] = useState('5');
  const [comHorario, setComHorario] = useState(false);
  const [intervalos, setIntervalos] = useState<HorarioIntervalo[]>([]);
  const [feriados, setFeriados] = useState<string[]>([]);
  const [novoFeriado, setNovoFeriado] = useState('');
  const [mensagem, setMensagem] = useState('');
  const [especialista, setEspecialista] = useState('');
  const [erro, setErro] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (fila && !element.open) {
      const r = fila.roteamento;
      setAutomatica(r.atribuicaoAutomatica);
      setCapacidade(String(r.capacidade));
      setComHorario(r.horario !== null);
      setIntervalos((r.horario ?? HORARIO_COMERCIAL).intervalos.map((i) => ({ ...i, fim: fimNaTela(i.fim) })));
      setFeriados(r.horario?.feriados ?? []);
      setNovoFeriado('');
      setMensagem(r.mensagemAusencia ?? '');
      setEspecialista(r.idEspecialista ? String(r.idEspecialista) : '');
      setErro(null);
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!fila && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [fila]);

  const mudarIntervalo = (indice: number, campo: 'inicio' | 'fim', valor: string) =>
    setIntervalos((atual) => atual.map((i, n) => (n === indice ? { ...i, [campo]: valor } : i)));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!fila) return;
    salvar.mutate(
      {
        idFila: fila.idFila,
        input: {
          atribuicaoAutomatica: automatica,
          capacidade: Number(capacidade),
          horario: comHorario
            ? { intervalos: intervalos.map((i) => ({ ...i, fim: fimParaApi(i.fim) })), feriados }
            : null,
          mensagemAusencia: mensagem,
          idEspecialista: especialista ? Number(especialista) : null,
        },
      },
      {
        onSuccess: (body) => {
          showToast.success(body.message);
          onClose();
        },
        onError: (error) => setErro(apiErrorMessage(error, 'Não foi possível salvar o roteamento da fila.')),
      },
    );
  }

  const especialistas = painel.especialistas ?? [];
  return (
    <dialog
      ref={dialog}
      className="filas-dialog filas-dialog--largo"
      aria-labelledby="fila-roteamento-titulo"
      onClose={onClose}
    >
      <form onSubmit={submit} className="filas-form" noValidate>
        <div className="filas-dialog__header">
          <h2 id="fila-roteamento-titulo">Roteamento da fila {fila?.nome}</h2>
          <Button size="sm" variant="ghost" onClick={onClose}>
            Fechar
          </Button>
        </div>

        <fieldset className="filas-form__grupo">
          <legend>Atribuição automática</legend>
          <label className="filas-form__check">
            <input type="checkbox" checked={automatica} onChange={(event) => setAutomatica(event.target.checked)} />{' '}
            Distribuir as conversas novas entre os membros online (rodízio)
          </label>
          <label className="filas-form__field">
            <span>Capacidade por membro</span>
            <input
              className="filas-input filas-input--curto"
              type="number"
              min={1}
              max={FILA_CAPACIDADE_MAX}
              value={capacidade}
              onChange={(event) => setCapacidade(event.target.value)}
            />
            <small className="cb-muted">
              Máximo de conversas abertas desta fila com cada membro. Quem está ausente ou offline não recebe conversas;
              quando alguém resolve ou transfere uma, a mais antiga em espera vai para quem tem vaga.
            </small>
          </label>
        </fieldset>

        <fieldset className="filas-form__grupo">
          <legend>Horário de atendimento (horário de São Paulo)</legend>
          <label className="filas-form__check">
            <input type="checkbox" checked={comHorario} onChange={(event) => setComHorario(event.target.checked)} />{' '}
            Definir horário de atendimento
          </label>
          {comHorario ? (
            <>
              <ul className="filas-horario" aria-label="Intervalos por dia da semana">
                {DIAS_NOMES.map((nomeDia, dia) => (
                  <li key={nomeDia} className="filas-horario__dia">
                    <span className="filas-horario__nome">{nomeDia}</span>
                    <div className="filas-horario__intervalos">
                      {intervalos.every((i) => i.dia !== dia) ? <span className="cb-muted">Fechado</span> : null}
                      {intervalos.map((intervalo, indice) =>
                        intervalo.dia === dia ? (
                          <span key={indice} className="filas-horario__intervalo">
                            <input
                              type="time"
                              className="filas-input"
                              aria-label={`${nomeDia}: início`}
                              value={intervalo.inicio}
                              onChange={(event) => mudarIntervalo(indice, 'inicio', event.target.value)}
                            />
                            <span aria-hidden="true">–</span>
                            <input
                              type="time"
                              className="filas-input"
                              aria-label={`${nomeDia}: fim`}
                              value={intervalo.fim}
                              onChange={(event) => mudarIntervalo(indice, 'fim', event.target.value)}
                            />
                            <Button
                              size="sm"
                              variant="ghost"
                              aria-label={`Remover intervalo de ${nomeDia} ${intervalo.inicio}`}
                              onClick={() => setIntervalos((atual) => atual.filter((_, n) => n !== indice))}
                            >
                              Remover
                            </Button>
                          </span>
                        ) : null,
                      )}
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`Adicionar intervalo em ${nomeDia}`}
                        onClick={() => setIntervalos((atual) => [...atual, { dia, inicio: '08:00', fim: '18:00' }])}
                      >
                        Adicionar intervalo
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
              <small className="cb-muted">
                Um fim às 00:00 vai até a meia-noite; um plantão noturno é um intervalo até 00:00 e outro a partir de
                00:00 no dia seguinte.
              </small>
              <div className="filas-feriados">
                <label className="filas-form__field">
                  <span>Feriados (fechado o dia todo)</span>
                  <span className="filas-feriados__novo">
                    <input
                      type="date"
                      className="filas-input"
                      value={novoFeriado}
                      onChange={(event) => setNovoFeriado(event.target.value)}
                    />
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={!novoFeriado || feriados.includes(novoFeriado)}
                      onClick={() => {
                        setFeriados((atual) => [...atual, novoFeriado].sort());
                        setNovoFeriado('');
                      }}
                    >
                      Adicionar feriado
                    </Button>
                  </span>
                </label>
                {feriados.length ? (
                  <ul className="filas-feriados__lista" aria-label="Feriados">
                    {feriados.map((data) => (
                      <li key={data}>
                        {data.split('-').reverse().join('/')}{' '}
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Remover feriado ${data.split('-').reverse().join('/')}`}
                          onClick={() => setFeriados((atual) => atual.filter((d) => d !== data))}
                        >
                          Remover
                        </Button>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
              <label className="filas-form__field">
                <span>Mensagem de ausência</span>
                <textarea
                  className="filas-input"
                  rows={3}
                  maxLength={MENSAGEM_AUSENCIA_MAX}
                  placeholder={MENSAGEM_AUSENCIA_PADRAO}
                  value={mensagem}
                  onChange={(event) => setMensagem(event.target.value)}
                />
                <small className="cb-muted">
                  Enviada uma vez ao contato que escreve fora do horário; em branco, vale o texto sugerido. A conversa
                  fica marcada “Fora do horário” até alguém responder.
                </small>
              </label>
            </>
          ) : (
            <p className="cb-muted">Sem horário: a fila atende a qualquer hora e não envia mensagem de ausência.</p>
          )}
        </fieldset>

        <label className="filas-form__field">
          <span>Primeiro atendimento</span>
          <select
            className="filas-input"
            value={especialista}
            onChange={(event) => setEspecialista(event.target.value)}
          >
            <option value="">As pessoas da fila</option>
            {especialistas.map((e) => (
              <option key={e.idEspecialista} value={e.idEspecialista}>
                Especialista de IA: {e.nome}
              </option>
            ))}
          </select>
          <small className="cb-muted">
            {especialistas.length
              ? 'O especialista responde as conversas novas da fila; quando ele transfere, elas vão para as pessoas da fila.'
              : 'Nenhum especialista de IA ativo: ative um em Especialistas para usá-lo aqui.'}
          </small>
        </label>

        {erro ? (
          <p className="filas-erro" role="alert">
            {erro}
          </p>
        ) : null}
        <div className="filas-form__acoes">
          <Button type="submit" loading={salvar.isPending}>
            Salvar roteamento
          </Button>
        </div>
      </form>
    </dialog>
  );
}
