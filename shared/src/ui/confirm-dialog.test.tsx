import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

function DeleteOrder({ onConfirm = jest.fn() }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Excluir pedido</Button>
      <ConfirmDialog
        open={open}
        tone="danger"
        title="Excluir o pedido 42?"
        description="Esta ação não pode ser desfeita."
        confirmLabel="Excluir"
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('shows nothing while closed', () => {
    render(<DeleteOrder />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('opens named and described, with focus on Cancelar', async () => {
    render(<DeleteOrder />);
    await userEvent.click(screen.getByRole('button', { name: 'Excluir pedido' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Excluir o pedido 42?' });
    expect(dialog).toHaveAccessibleDescription('Esta ação não pode ser desfeita.');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  });

  it('confirms, closes and gives focus back to the opener', async () => {
    const onConfirm = jest.fn();
    render(<DeleteOrder onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Excluir pedido' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Esc without confirming', async () => {
    const onConfirm = jest.fn();
    render(<DeleteOrder onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Excluir pedido' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('ignores Esc while the action runs', async () => {
    const onCancel = jest.fn();
    render(<ConfirmDialog open loading title="Excluir?" onConfirm={jest.fn()} onCancel={onCancel} />);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toHaveAttribute('aria-busy', 'true');
  });

  describe('given a browser with showModal', () => {
    const original = HTMLDialogElement.prototype.showModal;
    afterEach(() => {
      HTMLDialogElement.prototype.showModal = original;
    });

    it('opens the dialog modally', () => {
      const showModal = jest.fn(function (this: HTMLDialogElement) {
        this.setAttribute('open', '');
      });
      HTMLDialogElement.prototype.showModal = showModal;
      render(<ConfirmDialog open title="Sair?" onConfirm={jest.fn()} onCancel={jest.fn()} />);
      expect(showModal).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('alertdialog', { name: 'Sair?' })).toBeInTheDocument();
    });
  });
});
