import type { ReactNode } from 'react';

export type UnderConstructionProps = { title: string; children?: ReactNode };

/**
 * An honest placeholder for a screen a later issue builds: the real title and a plain notice,
 * no invented content.
 * @example <UnderConstruction title="Campanhas" />
 */
export function UnderConstruction({ title, children }: UnderConstructionProps) {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p className="page__notice" role="note">
        Em construção: esta tela ainda não está disponível nesta versão do Colabora.
      </p>
      {children}
    </section>
  );
}
