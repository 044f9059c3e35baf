import { MODELO_VARIAVEIS, renderFelicitacao, type FelicitacaoConfig } from '@colabora/shared/contracts';
import { apiErrorMessage } from '@colabora/shared/http';
import { Button, showToast, TextAreaField, TextField } from '@colabora/shared/ui';
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useSaveFelicitacaoConfig } from '../api/save-felicitacao-config';

export type FelicitacaoConfigFormProps = { config: FelicitacaoConfig };

/** Who the preview greets. */
const EXEMPLO = { nome: 'Maria da Silva', idade: 30 } as const;
const MODELO_MAX = 1000;

/**
 * The automatic greeting: on or off, the time of day (São Paulo) and the message, with its
 * variables inserted where the cursor is and a live preview of what a contact receives.
 */
export function FelicitacaoConfigForm({ config }: FelicitacaoConfigFormProps) {
  const [ativo, setAtivo] = useState(config.ativo);
  const [horario, setHorario] = useState(config.horario);
  const [modelo, setModelo] = useState(config.modelo);
  const [erroModelo, setErroModelo] = useState<string | null>(null);
  const [erroHorario, setErroHorario] = useState<string | null>(null);
  const modeloRef = useRef<HTMLTextAreaElement>(null);
  // Where the cursor goes once an inserted variable is in the text (after it).
  const cursorRef = useRef<number | null>(null);
  const previewId = useId();
  const save = useSaveFelicitacaoConfig({
    onSuccess: (body) => showToast.success(body.message),
    onError: (error) => showToast.error(apiErrorMessage(error, 'Não foi possível salvar a felicitação automática.')),
  });

  function handleInserir(variavel: string): void {
    const area = modeloRef.current;
    const start = area?.selectionStart ?? modelo.length;
    const end = area?.selectionEnd ?? modelo.length;
    const next = `${modelo.slice(0, start)}${variavel}${modelo.slice(end)}`.slice(0, MODELO_MAX);
    cursorRef.current = Math.min(start + variavel.length, next.length);
    setModelo(next);
    setErroModelo(null);
  }

  // Back to the text, the cursor after what was inserted, before the browser paints.
  useLayoutEffect(() => {
    const cursor = cursorRef.current;
    const area = modeloRef.current;
    if (cursor === null || !area) return;
    cursorRef.current = null;
    area.focus();
    area.setSelectionRange(cursor, cursor);
  }, [modelo]);

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const semModelo = !modelo.trim();
    const horarioInvalido = !/^([01]\d|2[0-3]):[0-5]\d$/.test(horario);
    setErroModelo(semModelo ? 'Escreva a mensagem de felicitação.' : null);
    setErroHorario(horarioInvalido ? 'Informe o horário (HH:MM).' : null);
    if (semModelo || horarioInvalido) return;
    save.mutate({ ativo, horario, modelo: modelo.trim() });
  }

  return (
    <form className="aniversariantes-config" onSubmit={handleSubmit} noValidate>
      <label className="aniversariantes-config__switch">
        <input type="checkbox" checked={ativo} onChange={(event) => setAtivo(event.target.checked)} />
        <span>Enviar felicitação automática aos contatos com consentimento</span>
      </label>
      <TextField
        label="Horário de envio (Brasília)"
        type="time"
        value={horario}
        onChange={(event) => {
          setHorario(event.target.value);
          setErroHorario(null);
        }}
        error={erroHorario}
        className="aniversariantes-config__horario"
      />
      <TextAreaField
        ref={modeloRef}
        label="Mensagem"
        rows={4}
        maxLength={MODELO_MAX}
        value={modelo}
        onChange={(event) => {
          setModelo(event.target.value);
          setErroModelo(null);
        }}
        error={erroModelo}
        aria-describedby={previewId}
      />
      <div className="aniversariantes-config__chips" role="group" aria-label="Inserir variável na mensagem">
        {MODELO_VARIAVEIS.map((variavel) => (
          <button
            key={variavel}
            type="button"
            className="aniversariantes-chip"
            aria-label={`Inserir ${variavel}`}
            onClick={() => handleInserir(variavel)}
          >
            {variavel}
          </button>
        ))}
      </div>
      <div className="aniversariantes-config__preview" id={previewId}>
        <span className="aniversariantes-config__preview-label">
          Prévia para {EXEMPLO.nome}, {EXEMPLO.idade} anos:
        </span>
        <p aria-live="polite">{renderFelicitacao(modelo, EXEMPLO) || '—'}</p>
      </div>
      <p className="aniversariantes-note">
        Cada contato recebe no máximo uma felicitação por ano, automática ou enviada pela lista.
      </p>
      <div>
        <Button type="submit" loading={save.isPending}>
          Salvar felicitação automática
        </Button>
      </div>
    </form>
  );
}
