/**
 * The demo tenants and users (DESIGN §6). Tests and e2e import these instead of repeating
 * phones and ids; ids are fixed so a fresh database always gets the same ones.
 */
export const DEMO_PASSWORD = 'colabora123';

export const DEMO_INSTITUICOES = {
  demo: { id: 1, codigo: 'DEMO', razaoSocial: 'Instituição Demonstração', cnpj: '11222333000181' },
  vizinha: { id: 2, codigo: 'VIZINHA', razaoSocial: 'Instituição Vizinha', cnpj: '44555666000172' },
} as const;

export const DEMO_PERFIS = {
  gestorDemo: { id: 1, idInstituicao: DEMO_INSTITUICOES.demo.id, nome: 'Gestor' },
  atendenteDemo: { id: 2, idInstituicao: DEMO_INSTITUICOES.demo.id, nome: 'Atendente' },
  gestorVizinha: { id: 3, idInstituicao: DEMO_INSTITUICOES.vizinha.id, nome: 'Gestor' },
} as const;

/** What the atendente profile grants: fewer screens, fewer letters. Every other profile: CRUD on all. */
export const ATENDENTE_GRANTS: Readonly<Record<string, string>> = {
  pedidos: 'R',
  'produto-servico': 'R',
  chat: 'CRU',
  leads: 'CR',
  // The contacts without the consent actions (U): the screen says why they are missing.
  contatos: 'R',
  // The queues read-only: who is in which team (the screen says why the actions are missing).
  filas: 'R',
  aniversariantes: 'R',
};

export type DemoUser = {
  id: number;
  idInstituicao: number;
  idPerfil: number;
  nome: string;
  /** Digits; the login form also accepts the masked form, e.g. (11) 99999-0001. */
  telefone: string;
  telefoneMascarado: string;
  email: string;
  gestor: boolean;
  dataNascimento: string;
  /** Whether the seed gives the user a profile picture. */
  comFoto: boolean;
};

export const DEMO_USERS = {
  gestor: {
    id: 1,
    idInstituicao: DEMO_INSTITUICOES.demo.id,
    idPerfil: DEMO_PERFIS.gestorDemo.id,
    nome: 'Ana Souza',
    telefone: '11999990001',
    telefoneMascarado: '(11) 99999-0001',
    email: 'ana.souza@demo.colabora.app',
    gestor: true,
    dataNascimento: '1985-03-14',
    comFoto: true,
  },
  atendente: {
    id: 2,
    idInstituicao: DEMO_INSTITUICOES.demo.id,
    idPerfil: DEMO_PERFIS.atendenteDemo.id,
    nome: 'Bruno Lima',
    telefone: '11999990002',
    telefoneMascarado: '(11) 99999-0002',
    email: 'bruno.lima@demo.colabora.app',
    gestor: false,
    dataNascimento: '1992-11-02',
    comFoto: false,
  },
  gestorVizinha: {
    id: 3,
    idInstituicao: DEMO_INSTITUICOES.vizinha.id,
    idPerfil: DEMO_PERFIS.gestorVizinha.id,
    nome: 'Carla Mendes',
    telefone: '21999990001',
    telefoneMascarado: '(21) 99999-0001',
    email: 'carla.mendes@vizinha.colabora.app',
    gestor: true,
    dataNascimento: '1979-07-25',
    comFoto: false,
  },
} as const satisfies Record<string, DemoUser>;
