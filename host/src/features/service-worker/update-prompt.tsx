import toast from 'react-hot-toast';

/** 'Nova versão disponível': stays until the user updates or dismisses it. */
export function showUpdatePrompt(applyUpdate: () => void): void {
  toast(
    (t) => (
      <span className="update-prompt" role="status">
        Nova versão disponível
        <button
          type="button"
          className="cb-button cb-button--primary"
          onClick={() => {
            toast.dismiss(t.id);
            applyUpdate();
          }}
        >
          Atualizar
        </button>
        <button type="button" className="cb-button cb-button--ghost" onClick={() => toast.dismiss(t.id)}>
          Depois
        </button>
      </span>
    ),
    { id: 'nova-versao', duration: Infinity },
  );
}
