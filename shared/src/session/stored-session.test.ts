import { clearStoredSession, isSessionValid, readStoredSession, writeStoredSession } from './stored-session';
import type { LoginData } from '../contracts/auth';

const usuario = {
  idUsuario: 1,
  nome: 'Ana Souza',
  idInstituicao: 7,
  instituicaoRazaoSocial: 'Instituição Demonstração',
  instituicaoCodigo: 'DEMO',
  perfilNome: 'Gestor',
  temFoto: false,
  gestor: true,
};
const session = (expiresAt: string): LoginData => ({ token: 'tok', usuario, expiresAt });

describe('given a stored session', () => {
  beforeEach(() => localStorage.clear());

  it('returns it while expiresAt is in the future', () => {
    writeStoredSession(session(new Date(Date.now() + 60_000).toISOString()));
    expect(readStoredSession()?.usuario.nome).toBe('Ana Souza');
    expect(localStorage.getItem('token')).toBe('tok');
    expect(localStorage.getItem('idInstituicao')).toBe('7');
  });

  it('clears an expired one and reports signed out', () => {
    writeStoredSession(session(new Date(Date.now() - 1).toISOString()));
    expect(readStoredSession()).toBeNull();
    expect(localStorage.getItem('USER_INFO')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('clears a corrupt entry', () => {
    localStorage.setItem('USER_INFO', '{not json');
    expect(readStoredSession()).toBeNull();
    expect(localStorage.getItem('USER_INFO')).toBeNull();
  });

  it('logout removes the session and the legacy entries', () => {
    writeStoredSession(session(new Date(Date.now() + 60_000).toISOString()));
    localStorage.setItem('LOGIN_DIRECTION', '/pedidos');
    localStorage.setItem('other', 'kept');
    clearStoredSession();
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('other')).toBe('kept');
  });

  it('treats an unparseable expiresAt as invalid', () => {
    expect(isSessionValid({ expiresAt: 'amanhã' })).toBe(false);
  });
});
