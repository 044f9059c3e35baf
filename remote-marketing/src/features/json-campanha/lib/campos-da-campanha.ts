/**
 * The JSON's keys with the names the Campanhas form gives them and one line on what each holds, so
 * the JSON screen speaks the form's words (issue #28 item 10): the guide under the editor lists
 * them and every problem names its field as "Canal que envia (idCanal)".
 */
export type CampoDaCampanha = { chave: string; nome: string; explicacao: string };

export const CAMPOS_DA_CAMPANHA: readonly CampoDaCampanha[] = [
  { chave: 'nome', nome: 'Nome', explicacao: 'como a campanha aparece na lista; o contato não vê.' },
  { chave: 'idCanal', nome: 'Canal que envia', explicacao: 'o número do canal de WhatsApp (veja os números abaixo).' },
  {
    chave: 'idEspecialista',
    nome: 'Especialista que responde',
    explicacao: 'o número do especialista de IA que atende as respostas, ou null para a equipe.',
  },
  {
    chave: 'variantes',
    nome: 'Variantes da mensagem',
    explicacao:
      'de 1 a 5 textos; cada contato recebe um deles. Use {nome}, {primeiroNome}, {telefone} e os campos dos contatos.',
  },
  {
    chave: 'audiencia.todos',
    nome: 'Todos os contatos',
    explicacao: 'true envia a todos com consentimento e ignora o resto da audiência.',
  },
  {
    chave: 'audiencia.tags',
    nome: 'Contatos com as etiquetas',
    explicacao: 'etiquetas entre aspas, como aparecem nos contatos.',
  },
  { chave: 'audiencia.idsEtapas', nome: 'Leads nas etapas do funil', explicacao: 'números das etapas (veja abaixo).' },
  {
    chave: 'audiencia.idsContatos',
    nome: 'Contatos escolhidos',
    explicacao: 'números dos contatos escolhidos um a um.',
  },
  { chave: 'audiencia.telefones', nome: 'Lista importada', explicacao: 'números com DDD, só dígitos, entre aspas.' },
  {
    chave: 'agendadaPara',
    nome: 'Início',
    explicacao:
      'data e hora como "2026-12-24T09:00:00-03:00" (horário de Brasília), ou null para iniciar quando quiser.',
  },
  {
    chave: 'recorrencia',
    nome: 'Repetir',
    explicacao: 'null envia uma vez; { "frequencia": "diaria" | "semanal" | "mensal", "ate": "AAAA-MM-DD" ou null }.',
  },
  { chave: 'recorrencia.frequencia', nome: 'Repetir', explicacao: '"diaria", "semanal" ou "mensal".' },
  { chave: 'recorrencia.ate', nome: 'Repetir até', explicacao: 'último dia, "AAAA-MM-DD", ou null.' },
  {
    chave: 'ritmo.intervaloSegundos',
    nome: 'Intervalo entre envios (s)',
    explicacao: 'segundos entre duas mensagens do canal.',
  },
  {
    chave: 'ritmo.jitterSegundos',
    nome: 'Variação aleatória (s)',
    explicacao: 'até quantos segundos somar ao intervalo, ao acaso.',
  },
  { chave: 'ritmo.janelaInicio', nome: 'Janela: das', explicacao: 'hora em que os envios começam, "HH:MM".' },
  { chave: 'ritmo.janelaFim', nome: 'Janela: até', explicacao: 'hora em que os envios param, "HH:MM".' },
  { chave: 'ritmo.dias', nome: 'Dias da semana', explicacao: '0 = domingo, 1 = segunda … 6 = sábado.' },
  {
    chave: 'ritmo.limiteDiario',
    nome: 'Limite por dia',
    explicacao: 'máximo de mensagens por dia, ou null sem limite.',
  },
];

const POR_CHAVE = new Map(CAMPOS_DA_CAMPANHA.map((campo) => [campo.chave, campo]));

/**
 * The form's name of a JSON path, with the key after it; a list item names its list
 * ("variantes.2" → "Variantes da mensagem, 3ª (variantes.2)"); an unknown path stays as it is.
 * @example nomeDoCampo('ritmo.dias') // 'Dias da semana (ritmo.dias)'
 */
export function nomeDoCampo(caminho: string): string {
  const exato = POR_CHAVE.get(caminho);
  if (exato) return `${exato.nome} (${caminho})`;
  const item = /^(.*)\.(\d+)$/.exec(caminho);
  const lista = item ? POR_CHAVE.get(item[1] ?? '') : undefined;
  if (item && lista) return `${lista.nome}, ${Number(item[2]) + 1}ª (${caminho})`;
  return caminho;
}

/**
 * A problem's message with its field named as the form names it: the contract's messages carry
 * the raw path ("Campo obrigatório ausente: ritmo.dias.").
 * @example comNomeDoCampo('Campo obrigatório ausente: ritmo.dias.', 'ritmo.dias') // 'Campo obrigatório ausente: Dias da semana (ritmo.dias).'
 */
export function comNomeDoCampo(mensagem: string, caminho: string | null): string {
  if (!caminho) return mensagem;
  const nome = nomeDoCampo(caminho);
  if (nome === caminho) return mensagem;
  const escaped = caminho.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const semNome = new RegExp(`(^|[\\s:])${escaped}(?=[.,;:]?(\\s|$))`);
  // Messages that already say the field in words ("Intervalo de no máximo 1 hora.") stay as they are.
  return mensagem.replace(semNome, `$1${nome}`);
}
