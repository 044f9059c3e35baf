import { cx } from './class-names';
import { Icon } from './icon';

export type ReadOnlyNoticeProps = {
  /** What the screen is about, with its article: 'os pedidos', 'os usuários', 'o catálogo'. */
  subject: string;
  className?: string;
};

/**
 * Says why actions are missing when the user's profile grants only reading (the `R` letter of
 * the menu item): a button that is simply absent leaves a person looking for it.
 * @example {!canUpdate && <ReadOnlyNotice subject="os pedidos" />} // "Seu perfil permite apenas consultar os pedidos."
 */
export function ReadOnlyNotice({ subject, className }: ReadOnlyNoticeProps) {
  return (
    <p className={cx('cb-read-only', className)} role="note">
      <Icon name="visibility" />
      <span>Seu perfil permite apenas consultar {subject}.</span>
    </p>
  );
}
