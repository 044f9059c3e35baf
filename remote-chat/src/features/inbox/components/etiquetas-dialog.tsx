import { ETIQUETA_CORES, type Chat } from '@colabora/shared/contracts';
import { apiErrorMessage } from '@colabora/shared/http';
import { Button } from '@colabora/shared/ui';
import { useState, type FormEvent } from 'react';
import { useEtiquetas, useEtiquetasMutations } from '../api/etiquetas';
import { useNativeDialog } from '../hooks/use-native-dialog';
import { EtiquetaChip } from './etiqueta-chip';

type Props = { chat: Chat; open: boolean; onClose: () => void };

/**
 * The conversation's labels (ADR 0038): tick the institution's labels on or off (each click saves),
 * or create one with a name and a colour, which goes on this conversation at once.
 */
export function EtiquetasDialog({ chat, open, onClose }: Props) {
  const etiquetas = useEtiquetas();
  const { criar, definir } = useEtiquetasMutations(chat.idChat);
  const [nome, setNome] = useState('');
  const [cor, setCor] = useState<string>(ETIQUETA_CORES[0]);
  const [erro, setErro] = useState<string | null>(null);
  const dialog = useNativeDialog(open, () => {
    setNome('');
    setErro(null);
  });
  const atuais = (chat.etiquetas ?? []).map((etiqueta) => etiqueta.idEtiqueta);
  const fail = (fallback: string) => (error: unknown) => setErro(apiErrorMessage(error, fallback));

  function toggle(idEtiqueta: number, on: boolean) {
    setErro(null);
    const ids = on ? [...atuais, idEtiqueta] : atuais.filter((id) => id !== idEtiqueta);
    definir.mutate(ids, { onError: fail('Não foi possível mudar as etiquetas.') });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!nome.trim()) return setErro('Informe o nome da etiqueta.');
    criar.mutate(
      { nome: nome.trim(), cor },
      {
        onSuccess: (body) => {
          setNome('');
          if (body.data) toggle(body.data.idEtiqueta, true);
        },
        onError: fail('Não foi possível criar a etiqueta.'),
      },
    );
  }

  return (
    <dialog ref={dialog} className="inbox-dialog" aria-labelledby={`etiquetas-${chat.idChat}`} onClose={onClose}>
      <div className="agenda-form">
        <div className="inbox-dialog__header">
          <h2 id={`etiquetas-${chat.idChat}`}>Etiquetas da conversa</h2>
          <Button size="sm" variant="ghost" onClick={onClose}>
            Fechar
          </Button>
        </div>
        {etiquetas.data?.length ? (
          <fieldset className="agenda-etiquetas__lista" disabled={definir.isPending}>
            <legend>Marque as etiquetas desta conversa</legend>
            {etiquetas.data.map((etiqueta) => (
              <label key={etiqueta.idEtiqueta} className="agenda-etiquetas__opcao">
                <input
                  type="checkbox"
                  checked={atuais.includes(etiqueta.idEtiqueta)}
                  onChange={(event) => toggle(etiqueta.idEtiqueta, event.target.checked)}
                />
                <EtiquetaChip etiqueta={etiqueta} />
              </label>
            ))}
          </fieldset>
        ) : (
          <p className="cb-muted">Nenhuma etiqueta ainda: crie a primeira abaixo.</p>
        )}
        <form onSubmit={submit} className="agenda-etiquetas__nova">
          <label className="inbox-transfer__field">
            <span>Nova etiqueta</span>
            <input
              className="inbox-input"
              value={nome}
              maxLength={30}
              placeholder="Ex.: Boleto"
              onChange={(event) => setNome(event.target.value)}
            />
          </label>
          <fieldset className="agenda-etiquetas__cores">
            <legend>Cor</legend>
            {ETIQUETA_CORES.map((opcao, index) => (
              <label key={opcao} className="agenda-etiquetas__cor" style={{ backgroundColor: opcao }}>
                <input
                  type="radio"
                  name={`cor-${chat.idChat}`}
                  aria-label={`Cor ${index + 1}`}
                  checked={cor === opcao}
                  onChange={() => setCor(opcao)}
                />
              </label>
            ))}
          </fieldset>
          <Button type="submit" size="sm" variant="secondary" loading={criar.isPending}>
            Criar e marcar
          </Button>
        </form>
        {erro ? (
          <p className="inbox-panel__error" role="alert">
            {erro}
          </p>
        ) : null}
      </div>
    </dialog>
  );
}
