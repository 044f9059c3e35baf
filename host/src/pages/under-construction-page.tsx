export type UnderConstructionPageProps = { title: string };

/** An honest placeholder for a screen a later issue builds: the real title, no fake content. */
export function UnderConstructionPage({ title }: UnderConstructionPageProps) {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p className="page__notice" role="note">
        Em construção: esta tela ainda não está disponível nesta versão do Colabora.
      </p>
    </section>
  );
}
