import { PageHeader } from '@colabora/shared/ui';
import { SoundSettings } from './sound-settings';

export type SettingsPageProps = { title: string };

/** /configuracoes: the user's preferences on this device. */
export function SettingsPage({ title }: SettingsPageProps) {
  return (
    <section className="page">
      <PageHeader title={title} description="Preferências deste aparelho. Ficam guardadas neste navegador." />
      <SoundSettings />
    </section>
  );
}
