import { useFirstScreenShown } from '@colabora/shared/session';
import { MENSAGEM_TEXTO_MAX, VOZ_MESSAGES, type Mensagem, type RespostaRapida } from '@colabora/shared/contracts';
import { apiErrorMessage } from '@colabora/shared/http';
import { Button, showToast } from '@colabora/shared/ui';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useSendMensagem, useSendMidia } from '../api/chat-mutations';
import { readFileAsDataUrl } from '../lib/read-file-as-data-url';
import { AttachmentPicker } from './attachment-picker';
import { ComposerCitacao } from './composer-citacao';
import { matchRespostas, useRespostasRapidas } from '../api/respostas-rapidas';
import type { Gravacao } from '../hooks/use-voice-recorder';
import { VoiceRecorder } from './voice-recorder';
import { MoreActionsMenu } from './more-actions-menu';
import type { ConteudoEscolhido } from './send-conteudo-dialog';
import { AgendarEnvioDialog, QuickRepliesDialog, SendConteudoDialog } from './after-first-screen';
import { useAutoGrow } from '../hooks/use-auto-grow';

type Props = {
  idChat: number;
  /** The channel is connected: replies can go out (notes always can). */
  canReply: boolean;
  onTyping: (isTyping: boolean) => void;
  /** The message the reply answers (a quoted reply), chosen on its bubble; null when none. */
  citando?: Mensagem | null;
  onCancelCitacao?: () => void;
  /** What the user's letters allow on quick replies. */
  quickReplies: { create: boolean; update: boolean; remove: boolean };
};

/**
 * Writes to the contact, or an internal note the contact never sees. Enter sends, Shift+Enter
 * breaks the line; `/` and a shortcut offer the institution's quick replies. What was typed stays
 * in the box when sending fails, so nothing is lost. Answering a message shows it above the box
 * (Esc or ✕ writes without it); a quoted reply is a text, never a note or a file.
 */
export function Composer({ idChat, canReply, onTyping, citando = null, onCancelCitacao, quickReplies }: Props) {
  const [texto, setTexto] = useState('');
  const [nota, setNota] = useState(false);
  const [active, setActive] = useState(0);
  const [managing, setManaging] = useState(false);
  const [enviando, setEnviando] = useState<ConteudoEscolhido | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const [arquivo, setArquivo] = useState<File | null>(null);
  const send = useSendMensagem(idChat);
  const sendFile = useSendMidia(idChat);
  const sending = send.isPending || sendFile.isPending;
  // Not in the first paint: asked for once the conversation is drawn (lib/load-when.ts).
  const shown = useFirstScreenShown();
  const respostas = useRespostasRapidas({ enabled: shown });
  const listId = useId();
  const blocked = !nota && !canReply;
  const suggestions = dismissed ? [] : matchRespostas(respostas.data ?? [], texto);
  const input = useRef<HTMLTextAreaElement>(null);
  const citacao = nota ? null : citando;
  const [agendando, setAgendando] = useState(false);
  useAutoGrow(input, texto);

  // Choosing 'Responder' on a message: the box is for the contact, and ready to type in.
  useEffect(() => {
    if (!citando) return;
    setNota(false);
    setArquivo(null);
    input.current?.focus();
  }, [citando]);

  function chooseNota(value: boolean) {
    setNota(value);
    if (value) onCancelCitacao?.();
  }

  function change(value: string) {
    setTexto(value);
    setActive(0);
    setDismissed(false);
    if (!nota) onTyping(value.length > 0);
  }

  function pick(resposta: RespostaRapida) {
    setTexto(resposta.texto);
    setDismissed(true);
  }

  const onSent = (body: { message: string; data?: { status: string } | null }) => {
    setTexto('');
    setArquivo(null);
    onCancelCitacao?.();
    if (body.data?.status === 'falhou') showToast.error(body.message);
  };
  const onFailed = (error: unknown) =>
    showToast.error(apiErrorMessage(error, 'Não foi possível enviar. Tente de novo.'));

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const value = texto.trim();
    if (sending || blocked) return;
    if (arquivo && !nota) {
      onTyping(false);
      // The caption is what was typed; the file goes as a data URL, as every upload does.
      readFileAsDataUrl(arquivo).then(
        (dataUrl) =>
          sendFile.mutate(
            { arquivo: dataUrl, nome: arquivo.name, legenda: value, voz: false },
            { onSuccess: onSent, onError: onFailed },
          ),
        onFailed,
      );
      return;
    }
    if (!value) return;
    onTyping(false);
    send.mutate({ texto: value, nota, idCitada: citacao?.idMensagem }, { onSuccess: onSent, onError: onFailed });
  }

  // A voice note goes alone (no caption, no quote); the API converts it and may say it went as a file.
  function sendVoz(gravacao: Gravacao) {
    if (sending || blocked) return;
    readFileAsDataUrl(gravacao.blob).then(
      (dataUrl) =>
        sendFile.mutate(
          { arquivo: dataUrl, nome: gravacao.nome, legenda: '', voz: true },
          {
            onSuccess: (body) => {
              if (body.data?.status === 'falhou') showToast.error(body.message);
              else if (body.message !== VOZ_MESSAGES.enviada) showToast.info(body.message);
            },
            onError: onFailed,
          },
        ),
      onFailed,
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (suggestions.length) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => (current + step + suggestions.length) % suggestions.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        const chosen = suggestions[active];
        if (chosen) {
          event.preventDefault();
          pick(chosen);
          return;
        }
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setDismissed(true);
        return;
      }
    }
    if (event.key === 'Escape' && citacao) {
      event.preventDefault();
      onCancelCitacao?.();
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <>
      <form className={`inbox-composer${nota ? ' inbox-composer--nota' : ''}`} onSubmit={submit} aria-label="Responder">
        <div className="inbox-composer__modes">
          <span role="radiogroup" aria-label="Tipo de mensagem" className="inbox-composer__radios">
            <label>
              <input type="radio" name={`modo-${idChat}`} checked={!nota} onChange={() => chooseNota(false)} />{' '}
              Responder
            </label>
            <label>
              <input type="radio" name={`modo-${idChat}`} checked={nota} onChange={() => chooseNota(true)} /> Nota
              interna
            </label>
          </span>
          <span className="inbox-composer__tools">
            <AttachmentPicker
              arquivo={nota || citacao ? null : arquivo}
              onChange={setArquivo}
              disabled={nota || blocked || Boolean(citacao)}
              disabledReason={
                nota
                  ? 'Notas internas são só texto.'
                  : citacao
                    ? 'Uma resposta citando uma mensagem é só texto: cancele a resposta para anexar.'
                    : 'O canal está desconectado.'
              }
            />
            <VoiceRecorder
              disabled={nota || blocked || Boolean(citacao) || Boolean(arquivo)}
              disabledReason={
                nota
                  ? 'Notas internas são só texto.'
                  : citacao
                    ? 'Uma resposta citando uma mensagem é só texto: cancele a resposta para gravar.'
                    : arquivo
                      ? 'Remova o arquivo anexado para gravar um áudio.'
                      : 'O canal está desconectado.'
              }
              sending={sending}
              onRecorded={sendVoz}
            />
            {nota || blocked || citacao ? null : (
              <MoreActionsMenu
                label="Compartilhar…"
                actions={[
                  { label: 'Localização', onSelect: () => setEnviando('localizacao') },
                  { label: 'Contato', onSelect: () => setEnviando('contato') },
                ]}
              />
            )}
            {nota || blocked || citacao || arquivo ? null : (
              <Button size="sm" variant="ghost" onClick={() => setAgendando(true)}>
                Agendar envio
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={() => setManaging(true)}>
              Respostas rápidas
            </Button>
          </span>
        </div>
        {blocked ? (
          <p className="inbox-composer__warning" role="note">
            O canal de WhatsApp desta conversa está desconectado: conecte-o em Conectar WhatsApp para responder. Notas
            internas continuam funcionando.
          </p>
        ) : null}
        {citacao && onCancelCitacao ? <ComposerCitacao mensagem={citacao} onCancel={onCancelCitacao} /> : null}
        <div className="inbox-composer__row">
          {suggestions.length ? (
            <ul className="inbox-suggestions" id={listId} role="listbox" aria-label="Respostas rápidas">
              {suggestions.map((item, index) => (
                <li
                  key={item.idRespostaRapida}
                  id={`${listId}-${item.idRespostaRapida}`}
                  role="option"
                  aria-selected={index === active}
                  className="inbox-suggestions__item"
                  // mousedown: pick before the textarea loses focus.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    pick(item);
                  }}
                >
                  <strong>/{item.atalho}</strong> <span>{item.texto}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <textarea
            ref={input}
            className="inbox-input inbox-composer__input"
            aria-label={
              nota ? 'Nota interna (só a equipe vê)' : arquivo ? 'Legenda do arquivo' : 'Mensagem para o contato'
            }
            placeholder={
              nota
                ? 'Nota interna: só a equipe vê'
                : arquivo
                  ? 'Legenda (opcional)'
                  : 'Escreva uma mensagem ou / para respostas rápidas'
            }
            rows={2}
            maxLength={MENSAGEM_TEXTO_MAX}
            value={texto}
            role={suggestions.length ? 'combobox' : undefined}
            aria-expanded={suggestions.length ? true : undefined}
            aria-controls={suggestions.length ? listId : undefined}
            aria-activedescendant={
              suggestions[active] ? `${listId}-${suggestions[active].idRespostaRapida}` : undefined
            }
            onChange={(event) => change(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button type="submit" loading={sending} disabled={(!texto.trim() && !(arquivo && !nota)) || blocked}>
            {nota ? 'Salvar nota' : 'Enviar'}
          </Button>
        </div>
      </form>
      {/* Outside the composer's form: the dialog has a form of its own. */}
      <QuickRepliesDialog open={managing} onClose={() => setManaging(false)} can={quickReplies} />
      <SendConteudoDialog idChat={idChat} tipo={enviando} onClose={() => setEnviando(null)} />
      {agendando ? (
        <AgendarEnvioDialog
          idChat={idChat}
          open
          textoInicial={texto}
          onClose={() => setAgendando(false)}
          onAgendada={() => setTexto('')}
        />
      ) : null}
    </>
  );
}
