/*
 * The WHATWG "valid e-mail address" grammar (what <input type="email"> accepts), with two product
 * choices on top: no whitespace anywhere (SPEC §5: "no spaces") and a dotted domain, because a staff
 * member never has a mailbox on a bare host name and "joao@gmail" is a typo worth catching.
 */
const LOCAL_PART = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** RFC 5321 limits: 64 characters before the @, 254 in the whole address. */
const MAX_LOCAL_LENGTH = 64;
const MAX_LENGTH = 254;

/**
 * True for a single address `local@domain.tld` without spaces (SPEC §5).
 *
 * @example
 * isValidEmail('ana.souza@instituicao.org.br') // → true
 * isValidEmail('ana souza@instituicao.org')    // → false (space)
 * isValidEmail('ana@instituicao')              // → false (no dot in the domain)
 */
export function isValidEmail(value: string | null | undefined): boolean {
  if (!value || value.length > MAX_LENGTH || /\s/.test(value)) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  return (
    local.length <= MAX_LOCAL_LENGTH &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label))
  );
}
