import type { ReactNode } from 'react';

export type FiltersDisclosureProps = {
  /** How many filters differ from "all": shown as "Filtros (2)", and a list with any opens unfolded. */
  active: number;
  children: ReactNode;
};

/**
 * The filters besides the search box, folded behind "Filtros (n)" so that on a phone the first
 * items show without scrolling past half a dozen fields (issue #28 item 11). A native
 * `<details>`: keyboard, screen readers and the browser's find all work without script.
 */
export function FiltersDisclosure({ active, children }: FiltersDisclosureProps) {
  return (
    <details className="cb-filters" open={active > 0 || undefined}>
      <summary>{active ? `Filtros (${active})` : 'Filtros'}</summary>
      <div className="cb-filters__fields">{children}</div>
    </details>
  );
}
