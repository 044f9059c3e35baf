import { CONTEXTO_SECAO_LABELS, type ContextoSecaoTipo, type PlaygroundInput } from '@colabora/shared/contracts';
import { apiErrorMessage } from '@colabora/shared/http';
import { Button } from '@colabora/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { especialistaQueryKey } from '../../../lib/api/especialistas-cache';
import { streamPlayground } from '../api/stream-playground';

type Fala = { papel: 'contato' | 'especialista'; texto: string };

/** What the last answer told besides its text. */
type Detalhes = {
  secoes: ContextoSecaoTipo[] | null;
  transferencia: string | null;
  tokens: { prompt: number; resposta: number } | null;
  erro: string | null;
};

const SEM_DETALHES: Detalhes = { secoes: null, transferencia: null, tokens: null, erro: null };

export type PlaygroundChatProps = {
  idEspecialista: number;
  nome: string;
  /** No model in this installation: nothing can be asked (the page's notice says why). */
  disabled?: boolean;
};

/**
 * A test conversation: the person writes as a contact would, the specialist answers as it is
 * written (streamed), and the screen shows which sections of its knowledge went in, the tokens
 * spent, and when it would hand the conversation to the staff. Nothing reaches WhatsApp.
 */
export function PlaygroundChat({ idEspecialista, nome, disabled = false }: PlaygroundChatProps) {
  const queryClient = useQueryClient();
  const [falas, setFalas] = useState<Fala[]>([]);
  const [texto, setTexto] = useState('');
  const [escrevendo, setEscrevendo] = useState<string | null>(null);
  const [detalhes, setDetalhes] = useState<Detalhes>(SEM_DETALHES);
  const abort = useRef<AbortController | null>(null);
  const historico = useRef<HTMLDivElement>(null);

  useEffect(() => () => abort.current?.abort(), []);
  // The newest words stay in view while the answer is written.
  useEffect(() => {
    const element = historico.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [falas, escrevendo]);

  async function enviar(event?: FormEvent): Promise<void> {
    event?.preventDefault();
    const pergunta = texto.trim();
    if (disabled || !pergunta || escrevendo !== null) return;
    const conversa: Fala[] = [...falas, { papel: 'contato', texto: pergunta }];
    setFalas(conversa);
    setTexto('');
    setEscrevendo('');
    setDetalhes(SEM_DETALHES);
    const controller = new AbortController();
    abort.current = controller;
    let resposta = '';
    try {
      const input: PlaygroundInput = { mensagens: conversa };
      for await (const evento of streamPlayground(idEspecialista, input, controller.signal)) {
        if (evento.tipo === 'texto') {
          resposta += evento.delta;
          setEscrevendo(resposta);
        } else if (evento.tipo === 'contexto') setDetalhes((d) => ({ ...d, secoes: evento.secoes }));
        else if (evento.tipo === 'transferencia') setDetalhes((d) => ({ ...d, transferencia: evento.motivo }));
        else if (evento.tipo === 'fim')
          setDetalhes((d) => ({ ...d, tokens: { prompt: evento.tokensPrompt, resposta: evento.tokensResposta } }));
        else if (evento.tipo === 'erro') setDetalhes((d) => ({ ...d, erro: evento.mensagem }));
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      setDetalhes((d) => ({ ...d, erro: apiErrorMessage(error, 'Não foi possível falar com o especialista.') }));
    } finally {
      if (resposta) setFalas((current) => [...current, { papel: 'especialista', texto: resposta }]);
      setEscrevendo(null);
      abort.current = null;
      // The tokens just spent count in its usage.
      void queryClient.invalidateQueries({ queryKey: [...especialistaQueryKey(idEspecialista), 'uso'] });
    }
  }

  function recomecar(): void {
    abort.current?.abort();
    setFalas([]);
    setEscrevendo(null);
    setDetalhes(SEM_DETALHES);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): void {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void enviar();
    }
  }

  return (
    <section className="playground" aria-label={`Conversa de teste com ${nome}`}>
      <div
        className="playground__historico"
        ref={historico}
        role="log"
        aria-label="Conversa de teste"
        aria-live="polite"
      >
        {falas.length === 0 && escrevendo === null ? (
          <p className="cb-muted playground__vazio">
            Escreva como um contato escreveria no WhatsApp. Nada do que se fala aqui chega a um contato.
          </p>
        ) : null}
        {falas.map((fala, index) => (
          <p key={index} className={`playground__fala playground__fala--${fala.papel}`}>
            <span className="playground__quem">{fala.papel === 'contato' ? 'Você (como contato)' : nome}</span>
            {fala.texto}
          </p>
        ))}
        {escrevendo !== null ? (
          <p className="playground__fala playground__fala--especialista" aria-busy="true">
            <span className="playground__quem">{nome}</span>
            {escrevendo || 'Escrevendo…'}
          </p>
        ) : null}
      </div>

      <div className="playground__detalhes" role="status">
        {detalhes.secoes ? (
          <p>
            Seções do contexto usadas:{' '}
            {detalhes.secoes.length ? detalhes.secoes.map((tipo) => CONTEXTO_SECAO_LABELS[tipo]).join(', ') : 'nenhuma'}
          </p>
        ) : null}
        {detalhes.tokens && detalhes.tokens.prompt + detalhes.tokens.resposta > 0 ? (
          <p>
            Tokens: {detalhes.tokens.prompt.toLocaleString('pt-BR')} no prompt,{' '}
            {detalhes.tokens.resposta.toLocaleString('pt-BR')} na resposta
          </p>
        ) : null}
      </div>
      {detalhes.transferencia ? (
        <p className="playground__transferencia" role="note">
          Numa conversa de verdade, o especialista passaria para a equipe agora: {detalhes.transferencia}
        </p>
      ) : null}
      {detalhes.erro ? (
        <p className="playground__erro" role="alert">
          {detalhes.erro}
        </p>
      ) : null}

      <form className="playground__form" onSubmit={(event) => void enviar(event)}>
        <div className="cb-field playground__campo">
          <label className="cb-field__label" htmlFor={`playground-${idEspecialista}`}>
            Mensagem do contato
          </label>
          <textarea
            id={`playground-${idEspecialista}`}
            rows={2}
            value={texto}
            maxLength={4096}
            placeholder={disabled ? 'Disponível quando a IA estiver configurada.' : 'Ex.: Vocês abrem no domingo?'}
            disabled={disabled}
            onChange={(event) => setTexto(event.target.value)}
            onKeyDown={handleKeyDown}
          />
        </div>
        <div className="playground__botoes">
          <Button type="submit" loading={escrevendo !== null} disabled={disabled || !texto.trim()}>
            Enviar
          </Button>
          <Button variant="ghost" onClick={recomecar} disabled={falas.length === 0 && escrevendo === null}>
            Nova conversa
          </Button>
        </div>
      </form>
    </section>
  );
}
