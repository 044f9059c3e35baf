import { randomInt } from 'node:crypto';

/** No 0/O, 1/l/I: the password is read aloud or copied by hand from the screen. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 12;

/**
 * A temporary password from the system's CSPRNG: 12 characters of a 55-letter alphabet, ≈ 69 bits,
 * far beyond online guessing. Always has a letter and a digit, so it reads as a password.
 */
export function generateTemporaryPassword(): string {
  for (;;) {
    let password = '';
    for (let i = 0; i < LENGTH; i += 1) password += ALPHABET[randomInt(ALPHABET.length)];
    if (/\d/.test(password) && /[a-zA-Z]/.test(password)) return password;
  }
}
