import type { PermissaoMenu } from '@colabora/shared/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PermissionMatrix, toggleLetter } from './permission-matrix';

const TELAS: PermissaoMenu[] = [
  { idMenu: 1, rota: 'pedidos', titulo: 'Pedidos', crud: '' },
  { idMenu: 16, rota: 'usuarios', titulo: 'Usuários', crud: 'CRUD' },
];

function Harness() {
  const [permissoes, setPermissoes] = useState(TELAS);
  return (
    <>
      <PermissionMatrix
        permissoes={permissoes}
        onChange={(idMenu, crud) => setPermissoes((all) => all.map((t) => (t.idMenu === idMenu ? { ...t, crud } : t)))}
      />
      <output aria-label="estado">{permissoes.map((t) => `${t.rota}:${t.crud}`).join(' ')}</output>
    </>
  );
}

describe('toggleLetter', () => {
  it('turns R on with any other letter and keeps the canonical order', () => {
    expect(toggleLetter('', 'D', true)).toBe('RD');
    expect(toggleLetter('RD', 'C', true)).toBe('CRD');
  });

  it('clears the row when R goes off, and only the letter otherwise', () => {
    expect(toggleLetter('CRUD', 'R', false)).toBe('');
    expect(toggleLetter('CRUD', 'U', false)).toBe('CRD');
  });
});

describe('PermissionMatrix', () => {
  it('labels every toggle with its action and screen', () => {
    render(<PermissionMatrix permissoes={TELAS} />);
    expect(screen.getByRole('table', { name: 'Permissões por tela' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Ver — Pedidos' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Excluir — Usuários' })).toBeChecked();
    expect(screen.getAllByRole('checkbox')).toHaveLength(8);
  });

  it('grants Ver with Editar and takes everything away with Ver', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('checkbox', { name: 'Editar — Pedidos' }));
    expect(screen.getByRole('checkbox', { name: 'Ver — Pedidos' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Ver — Usuários' }));
    expect(screen.getByRole('status', { name: 'estado' })).toHaveTextContent('pedidos:RU usuarios:');
  });

  it('cannot be changed when read-only', () => {
    render(<PermissionMatrix permissoes={TELAS} readOnly />);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
  });
});
