import { PageHeader, ErrorState, LoadingState } from '@colabora/shared/ui';
import { useMyProfile } from '../api/get-my-profile';
import { PhotoCard } from './photo-card';
import { ProfileForm } from './profile-form';
import '../profile.css';

export type ProfilePageProps = { title: string };

/** /meuperfil: the user's own name, contacts, birthday and picture. */
export function ProfilePage({ title }: ProfilePageProps) {
  const perfil = useMyProfile();
  return (
    <section className="page profile-page">
      <PageHeader title={title} description="Seus dados de contato e a foto que aparece no menu." />
      {perfil.isError ? (
        <ErrorState
          title="Não foi possível carregar seu perfil."
          message="Verifique sua conexão e tente de novo."
          onRetry={() => void perfil.refetch()}
        />
      ) : !perfil.data ? (
        <LoadingState label="Carregando seu perfil…" />
      ) : (
        <div className="profile-page__grid">
          <PhotoCard temFoto={perfil.data.temFoto} />
          <ProfileForm perfil={perfil.data} />
        </div>
      )}
    </section>
  );
}
