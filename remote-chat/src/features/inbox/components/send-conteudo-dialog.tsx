import { apiErrorMessage, serverFieldError } from '@colabora/shared/http';
import { Button, showToast, TextField } from '@colabora/shared/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSendConteudo } from '../api/chat-mutations';

export type ConteudoEscolhido = 'localizacao' | 'contato';

type Props = { idChat: number; tipo: ConteudoEscolhido | null; onClose: () => void };

/** A typed decimal with a comma or a point ("-23,5505") as a number; NaN when it is not one. */
const decimal = (text: string) => (text.trim() ? Number(text.trim().replace(',', '.')) : Number.NaN);

/**
 * Sends a location or a contact card from the composer's "Compartilhar…" menu (issue #26, ADR 0033), in
 * a native <dialog>. A location is typed, or taken from this device when the user asks ("Usar
 * minha localização"): nothing is read without that click, and no map loads. The server checks
 * again and says which field is wrong.
 */
export function SendConteudoDialog({ idChat, tipo, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const send = useSendConteudo(idChat);
  const [campos, setCampos] = useState({ latitude: '', longitude: '', nome: '', endereco: '', telefone: '' });
  const [erro, setErro] = useState<{ campo: string | null; message: string } | null>(null);
  const [localizando, setLocalizando] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (tipo && !element.open) {
      setCampos({ latitude: '', longitude: '', nome: '', endereco: '', telefone: '' });
      setErro(null);
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!tipo && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [tipo]);

  const set = (campo: keyof typeof campos) => (value: string) => setCampos((atual) => ({ ...atual, [campo]: value }));
  const fieldError = (campo: string) => (erro?.campo === campo ? erro.message : undefined);

  function localizar() {
    if (!navigator.geolocation) {
      setErro({ campo: null, message: 'Este navegador não informa a localização: digite as coordenadas.' });
      return;
    }
    setLocalizando(true);
    navigator.geolocation.getCurrentPosition(
      (posicao) => {
        setLocalizando(false);
        setCampos((atual) => ({
          ...atual,
          latitude: posicao.coords.latitude.toFixed(6).replace('.', ','),
          longitude: posicao.coords.longitude.toFixed(6).replace('.', ','),
        }));
      },
      () => {
        setLocalizando(false);
        setErro({
          campo: null,
          message:
            'Não foi possível obter a localização: permita-a nas configurações do navegador ou digite as coordenadas.',
        });
      },
      { timeout: 15_000 },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const input =
      tipo === 'localizacao'
        ? {
            tipo,
            latitude: decimal(campos.latitude),
            longitude: decimal(campos.longitude),
            nome: campos.nome,
            endereco: campos.endereco,
          }
        : { tipo: 'contato' as const, nome: campos.nome, telefone: campos.telefone };
    send.mutate(input, {
      onSuccess: (body) => {
        if (body.data?.status === 'falhou') showToast.error(body.message);
        else showToast.success(body.message);
        onClose();
      },
      onError: (error) => {
        const field = serverFieldError(error);
        setErro({ campo: field?.campo ?? null, message: apiErrorMessage(error, 'Não foi possível enviar.') });
      },
    });
  }

  const titulo = tipo === 'localizacao' ? 'Enviar localização' : 'Enviar contato';
  return (
    <dialog ref={dialog} className="inbox-dialog" aria-labelledby="conteudo-titulo" onClose={onClose}>
      <div className="inbox-dialog__header">
        <h2 id="conteudo-titulo">{titulo}</h2>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Fechar
        </Button>
      </div>
      {tipo ? (
        <form className="inbox-conteudo-form" onSubmit={submit} noValidate>
          {tipo === 'localizacao' ? (
            <>
              <Button size="sm" variant="secondary" loading={localizando} onClick={localizar}>
                Usar minha localização
              </Button>
              <div className="inbox-conteudo-form__par">
                <TextField
                  label="Latitude"
                  inputMode="decimal"
                  placeholder="-23,550520"
                  value={campos.latitude}
                  onChange={(event) => set('latitude')(event.target.value)}
                  error={fieldError('latitude')}
                  required
                />
                <TextField
                  label="Longitude"
                  inputMode="decimal"
                  placeholder="-46,633308"
                  value={campos.longitude}
                  onChange={(event) => set('longitude')(event.target.value)}
                  error={fieldError('longitude')}
                  required
                />
              </div>
              <TextField
                label="Nome do local (opcional)"
                value={campos.nome}
                maxLength={100}
                onChange={(event) => set('nome')(event.target.value)}
                error={fieldError('nome')}
              />
              <TextField
                label="Endereço (opcional)"
                value={campos.endereco}
                maxLength={200}
                onChange={(event) => set('endereco')(event.target.value)}
                error={fieldError('endereco')}
              />
            </>
          ) : (
            <>
              <TextField
                label="Nome do contato"
                value={campos.nome}
                maxLength={120}
                onChange={(event) => set('nome')(event.target.value)}
                error={fieldError('nome')}
                required
              />
              <TextField
                label="Telefone do contato"
                inputMode="tel"
                placeholder="(11) 98888-7777"
                value={campos.telefone}
                onChange={(event) => set('telefone')(event.target.value)}
                error={fieldError('telefone')}
                required
              />
            </>
          )}
          {erro && !erro.campo ? (
            <p className="inbox-attachment__erro" role="alert">
              {erro.message}
            </p>
          ) : null}
          <div className="inbox-conteudo-form__acoes">
            <Button variant="ghost" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={send.isPending}>
              Enviar
            </Button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}
