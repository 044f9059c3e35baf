/** GET (with the bearer token), PUT and DELETE of the institution's logo. */
export const LOGO_URL = '/api/instituicao/logo';
