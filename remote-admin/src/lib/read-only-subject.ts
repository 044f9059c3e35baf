/**
 * The subject of `<ReadOnlyNotice>` on a screen whose writes also need the gestor flag (users,
 * profiles). When the profile's letters would allow writing, what is missing is the flag, and the
 * notice says so: otherwise it would blame a profile that does grant the actions.
 * @example <ReadOnlyNotice subject={readOnlySubject('os usuários', needsGestor)} />
 */
export function readOnlySubject(subject: string, needsGestor: boolean): string {
  return needsGestor ? `${subject} (cadastrar e alterar é só para administradores)` : subject;
}
