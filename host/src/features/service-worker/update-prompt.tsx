import { showToast } from '@colabora/shared/ui';

/** 'Nova versão disponível': stays until the user updates or dismisses it. */
export function showUpdatePrompt(applyUpdate: () => void): void {
  showToast.action(
    (dismiss) => (
      <span className="update-prompt" role="status">
        Nova versão disponível
        <button
          type="button"
          className="cb-button cb-button--primary"
          onClick={() => {
            dismiss();
            applyUpdate();
          }}
        >
          Atualizar
        </button>
        <button type="button" className="cb-button cb-button--ghost" onClick={dismiss}>
          Depois
        </button>
      </span>
    ),
    { id: 'nova-versao' },
  );
}
