export * from './http-client';
export * from './http-error-policy';
export * from './messages';
export {
  apiErrorMessage,
  errorBodyOf,
  GENERIC_FAILURE_MESSAGE,
  httpStatusOf,
  isNetworkError,
  NetworkError,
  serverFieldError,
  type ServerFieldError,
  UnexpectedResponseError,
} from './api-error';
export { getData, getEnvelope, getJson } from './read-envelope';
export { toImagemUpload } from './to-imagem-upload';
export { setServerFieldError, type SetFieldError } from './set-server-field-error';
export { EARLY_RESPONSES_KEY, takeEarlyResponse, type EarlyResponses } from './early-responses';
