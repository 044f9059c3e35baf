import { Link } from '@colabora/shared/router';

export function NotFoundPage() {
  return (
    <section className="page page--centered" aria-labelledby="nao-encontrada">
      <h1 id="nao-encontrada">Página não encontrada</h1>
      <p>O endereço que você abriu não existe no Colabora.</p>
      <Link className="cb-button cb-button--primary" to="/dashboard">
        Ir para o início
      </Link>
    </section>
  );
}
