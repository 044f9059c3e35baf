import { setScreenTitle, setWaitingCount, titleWithCount } from './document-title';

describe('the tab title', () => {
  it('puts the waiting conversations in front of the screen’s name, 99+ past 99, nothing when none', () => {
    expect(titleWithCount('Pedidos · Colabora', 3)).toBe('(3) Pedidos · Colabora');
    expect(titleWithCount('Pedidos · Colabora', 120)).toBe('(99+) Pedidos · Colabora');
    expect(titleWithCount('Pedidos · Colabora', 0)).toBe('Pedidos · Colabora');
  });

  it('keeps the count when the screen changes, and the screen when the count changes', () => {
    setScreenTitle('Pedidos');
    setWaitingCount(2);
    expect(document.title).toBe('(2) Pedidos · Colabora');
    setScreenTitle('Funil');
    expect(document.title).toBe('(2) Funil · Colabora');
    setWaitingCount(0);
    expect(document.title).toBe('Funil · Colabora');
  });
});
