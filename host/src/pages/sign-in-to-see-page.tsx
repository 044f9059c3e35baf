import { Link, useLocation } from '@colabora/shared/router';

export type SignInToSeePageProps = { title: string };

/**
 * A route the seed leaves open (produto-servico, auto-atualizacao-config) opened while signed
 * out: its data belongs to an institution and needs a session, so the page says so and offers the
 * sign-in, which comes back here (instead of loading the screen to meet a 401).
 */
export function SignInToSeePage({ title }: SignInToSeePageProps) {
  const location = useLocation();
  return (
    <section className="page page--centered" aria-labelledby="entre-para-ver">
      <h1 id="entre-para-ver">{title}</h1>
      <p>Entre no Colabora para ver esta página: ela mostra os dados da sua instituição.</p>
      <Link className="cb-button cb-button--primary" to="/acesso" state={{ from: location.pathname }}>
        Acessar o sistema
      </Link>
    </section>
  );
}
