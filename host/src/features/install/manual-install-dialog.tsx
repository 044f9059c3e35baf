import { useEffect, useRef } from 'react';
import type { Platform } from './install-prompt';

const STEPS: Record<Platform, { title: string; steps: string[] }> = {
  ios: {
    title: 'No iPhone ou iPad (Safari)',
    steps: [
      'Abra o Colabora no Safari.',
      'Toque no botão Compartilhar (o quadrado com a seta para cima).',
      'Escolha “Adicionar à Tela de Início” e confirme em “Adicionar”.',
    ],
  },
  android: {
    title: 'No Android (Chrome)',
    steps: [
      'Abra o Colabora no Chrome.',
      'Toque no menu ⋮ no canto superior direito.',
      'Escolha “Instalar app” ou “Adicionar à tela inicial” e confirme.',
    ],
  },
  desktop: {
    title: 'No computador (Chrome ou Edge)',
    steps: [
      'Abra o Colabora no Chrome ou no Edge.',
      'Clique no ícone de instalar na barra de endereço (um monitor com uma seta) ou abra o menu ⋮.',
      'Escolha “Instalar Colabora” e confirme.',
    ],
  },
};

export type ManualInstallDialogProps = { platform: Platform; onClose: () => void };

/** Shown when the browser offers no install prompt: instructions for every platform, the user's first. */
export function ManualInstallDialog({ platform, onClose }: ManualInstallDialogProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
    const handleKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [onClose]);

  const order: Platform[] = [platform, ...(['ios', 'android', 'desktop'] as const).filter((p) => p !== platform)];
  return (
    <div className="dialog-backdrop">
      <div className="dialog" role="dialog" aria-modal="true" aria-labelledby="instalar-titulo">
        <h2 id="instalar-titulo">Instalar o Colabora</h2>
        <p>Seu navegador não ofereceu a instalação automática. Siga os passos do seu aparelho:</p>
        {order.map((key) => (
          <section key={key} aria-label={STEPS[key].title}>
            <h3>{STEPS[key].title}</h3>
            <ol>
              {STEPS[key].steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        ))}
        <button ref={closeRef} type="button" className="cb-button cb-button--primary" onClick={onClose}>
          Entendi
        </button>
      </div>
    </div>
  );
}
