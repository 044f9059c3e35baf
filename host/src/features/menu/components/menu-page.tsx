import { Icon, QueryState } from '@colabora/shared/ui';
import { Link } from '@colabora/shared/router';
import { useMenu } from '../api/get-menu';

/** `embedded`: shown inside another page, so the title is a section heading, not the page's h1. */
export type MenuPageProps = { title: string; embedded?: boolean };

/** /menu: the user's screens as tiles. */
export function MenuPage({ title, embedded = false }: MenuPageProps) {
  const menu = useMenu();
  const Heading = embedded ? 'h2' : 'h1';
  const headingId = embedded ? 'menu-section-title' : 'page-title';
  return (
    <section className="page" aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      <QueryState
        query={menu.query}
        errorTitle="Não foi possível carregar suas telas."
        errorMessage="Verifique sua conexão e tente de novo."
      >
        {(items) => (
          <>
            {items.length === 0 ? (
              <p className="page__notice">
                Seu perfil ainda não tem telas liberadas. Fale com o gestor da instituição.
              </p>
            ) : null}
            <ul className="tiles">
              {items.map((item) => (
                <li key={item.idMenu}>
                  <Link className="tile" to={`/${item.rota.replace(/^\//, '')}`}>
                    <Icon name={item.icone} className="tile__icon" size="2rem" />
                    <span className="tile__title">{item.titulo}</span>
                    <span className="tile__description">{item.descricaoMenu}</span>
                  </Link>
                </li>
              ))}
              <li>
                <Link className="tile" to="/configuracoes">
                  <Icon name="volume_up" className="tile__icon" size="2rem" />
                  <span className="tile__title">Configurações</span>
                  <span className="tile__description">Sons dos avisos de novos pedidos e conversas.</span>
                </Link>
              </li>
            </ul>
          </>
        )}
      </QueryState>
    </section>
  );
}
