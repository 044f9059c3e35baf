import { appStore } from '@colabora/shared/session';
import { soundConfigAtom } from '@colabora/shared/sound';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { SoundSettings } from './sound-settings';

function renderSettings() {
  return render(
    <Provider store={appStore}>
      <SoundSettings />
    </Provider>,
  );
}

describe('given the sound settings', () => {
  beforeEach(() => {
    localStorage.clear();
    appStore.set(soundConfigAtom, {
      enabled: true,
      novoPedidoSound: 'notification',
      statusUpdateSound: 'soft-bell',
      novoChatSound: 'chime',
      volume: 0.7,
    });
  });

  it('starts from the seed defaults', () => {
    renderSettings();
    expect(screen.getByRole('switch', { name: 'Tocar sons de avisos' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Novo pedido' })).toHaveValue('notification');
    expect(screen.getByRole('combobox', { name: 'Mudança de status' })).toHaveValue('soft-bell');
    expect(screen.getByRole('combobox', { name: 'Nova conversa' })).toHaveValue('chime');
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveValue('0.7');
  });

  it('stores a chosen sound under pedidos_sound_config', async () => {
    renderSettings();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Novo pedido' }), 'bell');
    expect(JSON.parse(localStorage.getItem('pedidos_sound_config') ?? '{}')).toMatchObject({ novoPedidoSound: 'bell' });
  });

  it('turning sounds off disables the choices and is remembered', async () => {
    renderSettings();
    await userEvent.click(screen.getByRole('switch', { name: 'Tocar sons de avisos' }));
    expect(screen.getByRole('combobox', { name: 'Novo pedido' })).toBeDisabled();
    expect(JSON.parse(localStorage.getItem('pedidos_sound_config') ?? '{}')).toMatchObject({ enabled: false });
  });
});
