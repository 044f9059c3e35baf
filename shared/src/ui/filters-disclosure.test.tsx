import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FiltersDisclosure } from './filters-disclosure';

describe('FiltersDisclosure', () => {
  it('folds the filters behind "Filtros" and opens with a click', async () => {
    render(
      <FiltersDisclosure active={0}>
        <label>
          Etapa <input />
        </label>
      </FiltersDisclosure>,
    );
    expect(screen.getByRole('textbox', { name: 'Etapa' })).not.toBeVisible();
    await userEvent.click(screen.getByText('Filtros'));
    expect(screen.getByRole('textbox', { name: 'Etapa' })).toBeVisible();
  });

  it('counts the filters in use and shows them unfolded', () => {
    render(
      <FiltersDisclosure active={2}>
        <label>
          Etapa <input />
        </label>
      </FiltersDisclosure>,
    );
    expect(screen.getByText('Filtros (2)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Etapa' })).toBeVisible();
  });
});
