export type KpisProps = {
  /** [label, value as shown] pairs, e.g. ['Pedidos', '18']. */
  items: readonly (readonly [string, string])[];
};

/** Highlighted figures as a list of terms and values (tiles that wrap to one column on a phone). */
export function Kpis({ items }: KpisProps) {
  return (
    <dl className="adm-kpis">
      {items.map(([label, value]) => (
        <div key={label} className="adm-kpi">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
