import { Link } from '@colabora/shared/router';

export type AccessDeniedPageProps = { title: string };

export function AccessDeniedPage({ title }: AccessDeniedPageProps) {
  return (
    <section className="page page--centered" aria-labelledby="acesso-negado">
      <h1 id="acesso-negado">Acesso negado</h1>
      <p>
        Seu perfil não dá acesso a <strong>{title}</strong>. Se precisar dessa tela, peça ao gestor da sua instituição
        para incluí-la no seu perfil.
      </p>
      <Link className="cb-button cb-button--primary" to="/dashboard">
        Voltar ao início
      </Link>
    </section>
  );
}
