import { canHydrate, PRERENDERED_ATTRIBUTE } from './prerendered';

function root(prerendered?: string): HTMLElement {
  const element = document.createElement('div');
  if (prerendered) element.setAttribute(PRERENDERED_ATTRIBUTE, prerendered);
  return element;
}

describe('adopting a page rendered at build time', () => {
  it('hydrates /acesso for a signed-out visitor', () => {
    expect(canHydrate(root('/acesso'), '/acesso', false)).toBe(true);
  });

  it('renders from scratch for a signed-in user, another route, or a plain index.html', () => {
    expect(canHydrate(root('/acesso'), '/acesso', true)).toBe(false);
    expect(canHydrate(root('/acesso'), '/pedidos', false)).toBe(false);
    expect(canHydrate(root(), '/acesso', false)).toBe(false);
  });
});
