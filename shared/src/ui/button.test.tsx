import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';

describe('Button', () => {
  it('calls onClick when pressed', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Salvar</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not submit a form unless asked to', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Voltar</Button>
        <Button type="submit">Enviar</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  describe('given it is loading', () => {
    it('is marked busy, ignores clicks and keeps focus', async () => {
      const onClick = jest.fn();
      render(
        <Button loading onClick={onClick} type="submit">
          Entrar
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Entrar' });
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(button).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(button);
      expect(onClick).not.toHaveBeenCalled();
      expect(button).toHaveFocus();
    });
  });

  it('can be disabled', () => {
    render(<Button disabled>Excluir</Button>);
    expect(screen.getByRole('button', { name: 'Excluir' })).toBeDisabled();
  });
});
