import { render, screen, within } from '@testing-library/react';
import { CamposGuia } from './campos-guia';

describe('CamposGuia', () => {
  it('names each key as the form does and lists the numbers the ids take, with their names', () => {
    render(
      <CamposGuia
        opcoes={{
          canais: [{ idCanal: 3, nome: 'Loja', conectado: true }],
          especialistas: [],
          etapas: [{ idEtapa: 7, nome: 'Proposta' }],
          tags: [],
          campos: [],
        }}
      />,
    );
    expect(screen.getByText('O que é cada campo')).toBeInTheDocument();
    expect(screen.getByText('Canal que envia', { exact: false })).toHaveTextContent('Canal que envia idCanal');
    expect(within(screen.getByRole('region', { name: 'Canais (idCanal)' })).getByRole('listitem')).toHaveTextContent(
      '3 = Loja',
    );
    expect(
      within(screen.getByRole('region', { name: 'Etapas do funil (audiencia.idsEtapas)' })).getByRole('listitem'),
    ).toHaveTextContent('7 = Proposta');
    expect(
      within(screen.getByRole('region', { name: 'Especialistas (idEspecialista)' })).getByText('Nenhum cadastrado.'),
    ).toBeInTheDocument();
  });
});
