/**
 * First and last name only, as the seed's header shows them.
 * @example firstAndLastName('Ana Maria Souza') // 'Ana Souza'
 */
export function firstAndLastName(nome: string): string {
  const parts = nome.trim().split(/\s+/);
  return parts.length > 1 ? `${parts[0]} ${parts[parts.length - 1]}` : (parts[0] ?? '');
}
