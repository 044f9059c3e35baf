import { ConfirmDialog, showToast } from '@colabora/shared/ui';

export type SenhaTemporariaDialogProps = {
  /** The password to show; null closes the dialog. */
  senha: string | null;
  nome: string;
  onClose: () => void;
};

/**
 * Shows a temporary password once: the server keeps only its hash, so closing this dialog is the
 * last chance to see it. Copying is offered because it is usually sent by message.
 */
export function SenhaTemporariaDialog({ senha, nome, onClose }: SenhaTemporariaDialogProps) {
  async function handleCopy() {
    if (!senha) return;
    try {
      await navigator.clipboard.writeText(senha);
      showToast.success('Senha copiada.');
    } catch {
      showToast.error('Não foi possível copiar: anote a senha.');
      return;
    }
    onClose();
  }

  return (
    <ConfirmDialog
      open={senha !== null}
      title="Senha temporária"
      description={
        <>
          <p>
            Entregue esta senha a <strong>{nome}</strong>. Ela aparece só desta vez; depois, só é possível gerar outra.
          </p>
          <output className="adm-password" aria-label="Senha temporária gerada">
            {senha}
          </output>
          <p>No primeiro acesso, peça que a pessoa troque a senha em Alterar Minha Senha.</p>
        </>
      }
      confirmLabel="Copiar senha"
      cancelLabel="Fechar"
      onConfirm={() => void handleCopy()}
      onCancel={onClose}
    />
  );
}
