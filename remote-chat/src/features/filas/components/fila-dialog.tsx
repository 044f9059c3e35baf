import { FILA_CORES, FILA_OPCAO_MAX, type Fila, type FilasPainel } from '@colabora/shared/contracts';
import { apiErrorMessage, serverFieldError } from '@colabora/shared/http';
import { Button, showToast } from '@colabora/shared/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSalvarFila } from '../api/filas';

/** Names a screen reader reads for each colour offered. */
const COR_NOMES: Readonly<Record<string, string>> = {
  '#1565c0': 'Azul',
  '#2e7d32': 'Verde',
  '#c62828': 'Vermelho',
  '#6a1b9a': 'Roxo',
  '#ef6c00': 'Laranja',
  '#00838f': 'Turquesa',
  '#ad1457': 'Rosa',
  '#4e342e': 'Marrom',
};

type Props = {
  /** The queue to edit; null: a new one. */
  fila: Fila | null;
  open: boolean;
  painel: FilasPainel;
  onClose: () => void;
};

/** Creates or edits a queue: name, colour, its digit in the greeting menu and its members. */
export function FilaDialog({ fila, open, painel, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const salvar = useSalvarFila();
  const [nome, setNome] = useState('');
  const [cor, setCor] = useState<string>(FILA_CORES[0]);
  const [opcao, setOpcao] = useState('');
  const [membros, setMembros] = useState<number[]>([]);
  const [avaliacao, setAvaliacao] = useState(false);
  const [erro, setErro] = useState<{ campo: string | null; message: string } | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setNome(fila?.nome ?? '');
      setCor(fila?.cor ?? FILA_CORES[painel.filas.length % FILA_CORES.length] ?? FILA_CORES[0]);
      setOpcao(fila?.opcaoSaudacao ? String(fila.opcaoSaudacao) : '');
      setMembros(fila?.membros.map((m) => m.idUsuario) ?? []);
      setAvaliacao(fila?.avaliacao ?? false);
      setErro(null);
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!open && element.open) element.close();
  }, [open, fila, painel.filas.length]);

  // A digit another queue uses is not offered (the API refuses it too).
  const usadas = new Set(
    painel.filas.filter((f) => f.idFila !== fila?.idFila && f.opcaoSaudacao).map((f) => f.opcaoSaudacao),
  );
  const digitos = Array.from({ length: FILA_OPCAO_MAX }, (_, i) => i + 1).filter((d) => !usadas.has(d));

  function submit(event: FormEvent) {
    event.preventDefault();
    salvar.mutate(
      {
        idFila: fila?.idFila,
        input: {
          nome,
          cor: cor as (typeof FILA_CORES)[number],
          opcaoSaudacao: opcao ? Number(opcao) : null,
          idsMembros: membros,
          avaliacao,
        },
      },
      {
        onSuccess: (body) => {
          showToast.success(body.message);
          onClose();
        },
        onError: (error) =>
          setErro({
            campo: serverFieldError(error)?.campo ?? null,
            message: apiErrorMessage(error, 'Não foi possível salvar a fila.'),
          }),
      },
    );
  }

  const titulo = fila ? `Editar fila ${fila.nome}` : 'Nova fila';
  return (
    <dialog ref={dialog} className="filas-dialog" aria-labelledby="fila-dialog-titulo" onClose={onClose}>
      <form onSubmit={submit} className="filas-form" noValidate>
        <div className="filas-dialog__header">
          <h2 id="fila-dialog-titulo">{titulo}</h2>
          <Button size="sm" variant="ghost" onClick={onClose}>
            Fechar
          </Button>
        </div>
        <label className="filas-form__field">
          <span>Nome</span>
          <input
            className="filas-input"
            value={nome}
            maxLength={40}
            required
            aria-invalid={erro?.campo === 'nome' || undefined}
            onChange={(event) => setNome(event.target.value)}
          />
        </label>
        <fieldset className="filas-form__cores">
          <legend>Cor</legend>
          {FILA_CORES.map((item) => (
            <label key={item} className="filas-cor" title={COR_NOMES[item]}>
              <input
                type="radio"
                name="fila-cor"
                value={item}
                checked={cor === item}
                aria-label={COR_NOMES[item]}
                onChange={() => setCor(item)}
              />
              <span className="filas-cor__amostra" style={{ backgroundColor: item }} aria-hidden="true" />
            </label>
          ))}
        </fieldset>
        <label className="filas-form__field">
          <span>Opção no menu de saudação</span>
          <select className="filas-input" value={opcao} onChange={(event) => setOpcao(event.target.value)}>
            <option value="">Fora do menu</option>
            {digitos.map((digito) => (
              <option key={digito} value={digito}>
                {digito}
              </option>
            ))}
          </select>
          <small className="cb-muted">O contato novo digita este número para falar com esta fila.</small>
        </label>
        <div className="filas-form__field">
          <label>
            <input type="checkbox" checked={avaliacao} onChange={(event) => setAvaliacao(event.target.checked)} /> Pedir
            avaliação ao resolver
          </label>
          <small className="cb-muted">
            Ao resolver uma conversa desta fila, o contato recebe “Como você avalia nosso atendimento? Responda de 1 a
            5” (uma vez por conversa; nunca a quem pediu para não receber mensagens).
          </small>
        </div>
        <fieldset className="filas-form__membros">
          <legend>Membros</legend>
          {painel.usuarios.map((usuario) => (
            <label key={usuario.idUsuario}>
              <input
                type="checkbox"
                checked={membros.includes(usuario.idUsuario)}
                onChange={(event) =>
                  setMembros((atual) =>
                    event.target.checked
                      ? [...atual, usuario.idUsuario]
                      : atual.filter((id) => id !== usuario.idUsuario),
                  )
                }
              />{' '}
              {usuario.nome}
            </label>
          ))}
        </fieldset>
        {erro ? (
          <p className="filas-erro" role="alert">
            {erro.message}
          </p>
        ) : null}
        <div className="filas-form__acoes">
          <Button type="submit" loading={salvar.isPending}>
            Salvar fila
          </Button>
        </div>
      </form>
    </dialog>
  );
}
