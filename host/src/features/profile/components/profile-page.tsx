import { Card, PageHeader, QueryState } from '@colabora/shared/ui';
import { Link } from '@colabora/shared/router';
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
      <QueryState
        query={perfil}
        loadingLabel="Carregando seu perfil…"
        errorTitle="Não foi possível carregar seu perfil."
        errorMessage="Verifique sua conexão e tente de novo."
      >
        {(dados) => (
          <div className="profile-page__grid">
            <PhotoCard temFoto={dados.temFoto} />
            <ProfileForm perfil={dados} />
            <Card title="Sons dos avisos">
              <p>Escolha o som, o volume e se quer ouvir os avisos de novos pedidos e conversas.</p>
              <Link className="cb-button cb-button--secondary" to="/configuracoes">
                Abrir configurações
              </Link>
            </Card>
          </div>
        )}
      </QueryState>
    </section>
  );
}
