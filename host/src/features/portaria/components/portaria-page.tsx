import { sessionAtom } from '@colabora/shared/session';
import { EmptyState, Icon, QueryState } from '@colabora/shared/ui';
import { useAtomValue } from 'jotai';
import { Link } from '@colabora/shared/router';
import { useMenu } from '../../menu/api/get-menu';
import { receptionItems } from '../reception-items';
import { ReceptionClock } from './reception-clock';
import '../portaria.css';

export type PortariaPageProps = { title: string };

/** /menuportaria: a launcher for reception staff — the clock and big tiles for the screens they use. */
export function PortariaPage({ title }: PortariaPageProps) {
  const session = useAtomValue(sessionAtom);
  const menu = useMenu();

  return (
    <section className="page portaria" aria-labelledby="portaria-title">
      <header className="portaria__header">
        <div>
          <h1 id="portaria-title">{title}</h1>
          <p className="page__lead">{session?.usuario.instituicaoRazaoSocial}</p>
        </div>
        <ReceptionClock />
      </header>
      <QueryState
        query={menu.query}
        errorTitle="Não foi possível carregar suas telas."
        errorMessage="Verifique sua conexão e tente de novo."
        isEmpty={(items) => receptionItems(items).length === 0}
        empty={
          <EmptyState
            icon="door_front"
            title="Nenhuma tela de atendimento liberada"
            description="Seu perfil não tem pedidos, chat ou aniversariantes. Veja todas as suas telas no Menu."
            action={
              <Link className="cb-button cb-button--secondary" to="/menu">
                Abrir o Menu
              </Link>
            }
          />
        }
      >
        {(items) => (
          <ul className="portaria__tiles">
            {receptionItems(items).map((item) => (
              <li key={item.idMenu}>
                <Link className="portaria-tile" to={`/${item.rota.replace(/^\//, '')}`}>
                  <Icon name={item.icone} className="portaria-tile__icon" size="3rem" />
                  <span className="portaria-tile__title">{item.titulo}</span>
                  <span className="portaria-tile__description">{item.descricaoMenu}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
