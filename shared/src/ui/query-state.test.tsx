import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import * as v from '@colabora/shared/schema';
import { getData } from '../http/read-envelope';
import { http } from '../http/http-client';
import { fail, ok, reply, setupFakeApi } from '../testing/fake-api';
import { renderWithProviders } from '../testing/render-with-providers';
import { combineQueries } from './combine-queries';
import { EmptyState } from './empty-state';
import { QueryState } from './query-state';

const api = setupFakeApi();
const nomesSchema = v.array(v.string());

function useNomes(path: string) {
  return useQuery({ queryKey: [path], queryFn: () => getData(http.get(path), nomesSchema) });
}

function Nomes({ path = '/api/nomes' }: { path?: string }) {
  const nomes = useNomes(path);
  return (
    <QueryState
      query={nomes}
      loadingLabel="Carregando nomes…"
      errorMessage="Não foi possível carregar os nomes."
      notFound={<EmptyState title="Lista não encontrada" />}
      isEmpty={(lista) => lista.length === 0}
      empty={<EmptyState title="Nenhum nome ainda" />}
    >
      {(lista) => (
        <ul aria-label="Nomes">
          {lista.map((nome) => (
            <li key={nome}>{nome}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function NomesForm() {
  const nomes = useNomes('/api/nomes');
  const frame = (state: ReactNode) => (
    <section aria-label="Editar nomes">
      <h1>Editar nomes</h1>
      {state}
    </section>
  );
  return (
    <QueryState query={nomes} errorMessage="Falhou." frame={frame}>
      {(lista) => <h1>Editar {lista.length} nome</h1>}
    </QueryState>
  );
}

describe('QueryState', () => {
  it('announces the wait, then shows the content', async () => {
    api.on('GET', '/api/nomes', () => ok(['Ana', 'Bia']));
    renderWithProviders(<Nomes />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando nomes…');
    expect(await screen.findByRole('list', { name: 'Nomes' })).toHaveTextContent('AnaBia');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows the server's sentence with a retry that loads again", async () => {
    api.on('GET', '/api/nomes', () => fail('Serviço de nomes em manutenção.', 503));
    renderWithProviders(<Nomes />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Serviço de nomes em manutenção.');
    expect(screen.getByRole('heading', { name: 'Algo deu errado' })).toBeInTheDocument();
    api.on('GET', '/api/nomes', () => ok(['Ana']));
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('list', { name: 'Nomes' })).toHaveTextContent('Ana');
  });

  it('falls back to its own sentence when the server sent none', async () => {
    api.on('GET', '/api/nomes', () => reply(500, 'Internal Server Error'));
    renderWithProviders(<Nomes />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os nomes.');
  });

  it('says so when there is nothing to show, and when the thing does not exist', async () => {
    api.on('GET', '/api/nomes', () => ok([]));
    api.on('GET', '/api/outros', () => fail('Não encontrado.', 404));
    renderWithProviders(
      <>
        <Nomes />
        <Nomes path="/api/outros" />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Nenhum nome ainda' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Lista não encontrada' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts the page around its states, while the content brings its own', async () => {
    api.on('GET', '/api/nomes', () => fail('Fora do ar.', 503));
    renderWithProviders(<NomesForm />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Fora do ar.');
    expect(screen.getByRole('region', { name: 'Editar nomes' })).toContainElement(screen.getByRole('alert'));
    api.on('GET', '/api/nomes', () => ok(['Ana']));
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Editar 1 nome' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Editar nomes' })).not.toBeInTheDocument();
  });

  it('keeps what is on screen when a reload fails', async () => {
    api.on('GET', '/api/nomes', () => ok(['Ana']));
    const { queryClient } = renderWithProviders(<Nomes />);
    expect(await screen.findByRole('list', { name: 'Nomes' })).toHaveTextContent('Ana');
    api.on('GET', '/api/nomes', () => fail('Fora do ar.', 503));
    await queryClient.refetchQueries({ queryKey: ['/api/nomes'] });
    await waitFor(() => expect(queryClient.getQueryState(['/api/nomes'])?.status).toBe('error'));
    expect(screen.getByRole('list', { name: 'Nomes' })).toHaveTextContent('Ana');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

function Juntos() {
  const nomes = useNomes('/api/nomes');
  const cores = useNomes('/api/cores');
  return (
    <QueryState query={combineQueries(nomes, cores)} errorMessage="Não foi possível carregar.">
      {([listaNomes, listaCores]) => (
        <p>
          {listaNomes.join(',')} / {listaCores.join(',')}
        </p>
      )}
    </QueryState>
  );
}

describe('combineQueries', () => {
  it('shows the content once every read has its data', async () => {
    api.on('GET', '/api/nomes', () => ok(['Ana']));
    api.on('GET', '/api/cores', () => ok(['azul']));
    renderWithProviders(<Juntos />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
    expect(await screen.findByText('Ana / azul')).toBeInTheDocument();
  });

  it('shows the failure of one read, and the retry reloads only what is missing', async () => {
    api.on('GET', '/api/nomes', () => ok(['Ana']));
    api.on('GET', '/api/cores', () => fail('Cores fora do ar.', 503));
    renderWithProviders(<Juntos />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Cores fora do ar.');
    api.on('GET', '/api/cores', () => ok(['verde']));
    const before = api.calls.filter((call) => call.path === '/api/nomes').length;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Ana / verde')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/nomes')).toHaveLength(before);
  });
});
