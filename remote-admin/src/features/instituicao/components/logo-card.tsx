import { apiErrorMessage } from '@colabora/shared/http';
import { useAuthenticatedImageUrl } from '@colabora/shared/query';
import { Button, Card, showToast } from '@colabora/shared/ui';
import { useId, useRef, type ChangeEvent } from 'react';
import { LOGO_URL } from '../api/logo-url';
import { useRemoveLogo } from '../api/remove-logo';
import { logoFileProblem, useUploadLogo } from '../api/upload-logo';

export type LogoCardProps = {
  temLogo: boolean;
  canUpdate: boolean;
};

/** The institution's logo: preview, replace (any common image; stored as a PNG ≤ 512 px), remove. */
export function LogoCard({ temLogo, canUpdate }: LogoCardProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const url = useAuthenticatedImageUrl(temLogo ? LOGO_URL : null);
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const busy = upload.isPending || remove.isPending;

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = logoFileProblem(file);
    if (problem) {
      showToast.error(problem);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => showToast.success('Logotipo atualizado.'),
      onError: (error) => showToast.error(apiErrorMessage(error, 'Não foi possível enviar o logotipo.')),
    });
  }

  function handleRemove() {
    remove.mutate(undefined, {
      onSuccess: () => showToast.success('Logotipo removido.'),
      onError: (error) => showToast.error(apiErrorMessage(error, 'Não foi possível remover o logotipo.')),
    });
  }

  return (
    <Card title="Logotipo">
      <div className="adm-form">
        {url ? (
          <img className="adm-logo-preview" src={url} alt="Logotipo atual da instituição" />
        ) : (
          <p className="cb-muted">{temLogo ? 'Carregando o logotipo…' : 'A instituição ainda não tem logotipo.'}</p>
        )}
        {canUpdate ? (
          <div className="cb-row">
            <label htmlFor={inputId} className="cb-visually-hidden">
              Arquivo do logotipo
            </label>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              className="cb-visually-hidden"
              onChange={handleFile}
            />
            <Button variant="secondary" loading={busy} onClick={() => inputRef.current?.click()}>
              {temLogo ? 'Trocar logotipo' : 'Enviar logotipo'}
            </Button>
            {temLogo ? (
              <Button variant="ghost" disabled={busy} onClick={handleRemove}>
                Remover logotipo
              </Button>
            ) : null}
            <span className="cb-muted">PNG, JPEG, WebP ou GIF; é reduzido para até 512 px.</span>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
