import { Button, Card, showToast } from '@colabora/shared/ui';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { getLogoUrl, LOGO_MESSAGES, removeLogo, uploadLogo } from '../api/logo';

export type LogoCardProps = {
  temLogo: boolean;
  canUpdate: boolean;
  onChanged: (temLogo: boolean) => void;
};

/** The institution's logo: preview, replace (any common image; stored as a PNG ≤ 512 px), remove. */
export function LogoCard({ temLogo, canUpdate, onChanged }: LogoCardProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!temLogo) return setUrl(null);
    let current: string | null = null;
    let alive = true;
    getLogoUrl().then(
      (objectUrl) => {
        if (alive) setUrl((current = objectUrl));
        else URL.revokeObjectURL(objectUrl);
      },
      () => alive && setUrl(null),
    );
    return () => {
      alive = false;
      if (current) URL.revokeObjectURL(current);
    };
  }, [temLogo, version]);

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      await uploadLogo(file);
      showToast.success('Logotipo atualizado.');
      onChanged(true);
      setVersion((n) => n + 1);
    } catch (error) {
      const local = (Object.values(LOGO_MESSAGES) as string[]).includes((error as Error).message)
        ? (error as Error).message
        : null;
      showToast.error(local ?? (await apiErrorMessage(error, 'Não foi possível enviar o logotipo.')));
    } finally {
      setBusy(false);
    }
  }

  async function handleRemove() {
    setBusy(true);
    try {
      await removeLogo();
      showToast.success('Logotipo removido.');
      onChanged(false);
    } catch (error) {
      showToast.error(await apiErrorMessage(error, 'Não foi possível remover o logotipo.'));
    } finally {
      setBusy(false);
    }
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
              onChange={(event) => void handleFile(event)}
            />
            <Button variant="secondary" loading={busy} onClick={() => inputRef.current?.click()}>
              {temLogo ? 'Trocar logotipo' : 'Enviar logotipo'}
            </Button>
            {temLogo ? (
              <Button variant="ghost" disabled={busy} onClick={() => void handleRemove()}>
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
