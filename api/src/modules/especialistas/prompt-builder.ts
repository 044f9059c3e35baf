import {
  CONTEXTO_SECAO_LABELS,
  CONTEXTO_SECOES,
  ESPECIALISTA_TOM_LABELS,
  TOOL_TRANSFERIR,
  type ContextoSecaoTipo,
  type Especialista,
  type EspecialistaTom,
} from '@colabora/shared/contracts';
import { estimateTokens, type ChatMessage, type ToolDefinition } from './ia/chat-completions';

/*
 * The prompt a specialist's model receives, built without I/O (the context's texts and the
 * relevance figures come in): the system prompt from the specialist's name, role, tone, the
 * house rules and its knowledge sections in CONTEXTO_SECOES order; then the recent conversation as
 * user/assistant turns. Past the token budget, the sections most relevant to the contact's latest
 * message go in (the ranks come from PostgreSQL full-text search, contexto.repository.ts).
 */

export type PromptEspecialista = Pick<Especialista, 'nome' | 'descricao' | 'tom' | 'transferenciaPelaIa'>;

/** A section's final text: what the gestor wrote, plus the live catalogue when it asked for it. */
export type SecaoTexto = { tipo: ContextoSecaoTipo; texto: string };

const TOM_INSTRUCOES: Readonly<Record<EspecialistaTom, string>> = {
  cordial: 'Seja cordial e acolhedor, sem exageros.',
  formal: 'Use linguagem formal e trate o contato por "senhor" ou "senhora".',
  descontraido: 'Use linguagem leve e descontraída, como numa conversa entre conhecidos.',
  objetivo: 'Seja direto e objetivo: responda só o que foi perguntado.',
};

/** The part of the system prompt that is not the knowledge: who it is and how it behaves. */
export function promptHeader(especialista: PromptEspecialista): string {
  const lines = [
    `Você é ${especialista.nome}, um assistente que atende os contatos da instituição pelo WhatsApp.`,
    `Seu papel: ${especialista.descricao}`,
    `Tom: ${ESPECIALISTA_TOM_LABELS[especialista.tom]}. ${TOM_INSTRUCOES[especialista.tom]}`,
    'Responda sempre em português do Brasil, em mensagens curtas, próprias do WhatsApp.',
    'Use somente as informações abaixo. Se não souber a resposta, diga que vai verificar com a equipe; nunca invente preços, prazos ou políticas.',
  ];
  if (especialista.transferenciaPelaIa) {
    lines.push(
      `Quando o contato pedir para falar com uma pessoa, fizer uma reclamação, ou quando você não puder ajudar, chame a ferramenta ${TOOL_TRANSFERIR} em vez de responder.`,
    );
  }
  return lines.join('\n');
}

const sectionBlock = ({ tipo, texto }: SecaoTexto) => `## ${CONTEXTO_SECAO_LABELS[tipo]}\n${texto.trim()}`;

/** Sections with something to say, in the prompt's order. */
export function orderedSections(secoes: readonly SecaoTexto[]): SecaoTexto[] {
  return CONTEXTO_SECOES.flatMap((tipo) => secoes.filter((secao) => secao.tipo === tipo && secao.texto.trim()));
}

/** The system prompt with these sections (already chosen), in CONTEXTO_SECOES order. */
export function buildSystemPrompt(especialista: PromptEspecialista, secoes: readonly SecaoTexto[]): string {
  const blocks = orderedSections(secoes).map(sectionBlock);
  return [promptHeader(especialista), ...blocks].join('\n\n');
}

export type SectionChoice = {
  prompt: string;
  /** The sections that went in, in prompt order. */
  usadas: ContextoSecaoTipo[];
  tokens: number;
  /** Whether the whole context did not fit and a choice was made. */
  selecionado: boolean;
};

/**
 * The system prompt within `budget` tokens. Everything when it fits; otherwise the rules (what
 * it must follow is never dropped) and then the sections by relevance (`ranks`, higher first;
 * ties keep the prompt's order), each only if it still fits.
 */
export function chooseSections(
  especialista: PromptEspecialista,
  secoes: readonly SecaoTexto[],
  budget: number,
  ranks: Partial<Record<ContextoSecaoTipo, number>>,
): SectionChoice {
  const all = orderedSections(secoes);
  const full = buildSystemPrompt(especialista, all);
  const fullTokens = estimateTokens(full);
  if (fullTokens <= budget) {
    return { prompt: full, usadas: all.map((secao) => secao.tipo), tokens: fullTokens, selecionado: false };
  }
  const byRelevance = [...all].sort((a, b) => {
    if (a.tipo === 'regras' || b.tipo === 'regras') return a.tipo === 'regras' ? -1 : 1;
    return (ranks[b.tipo] ?? 0) - (ranks[a.tipo] ?? 0);
  });
  // '\n\n' joins the blocks: counted with each one.
  let used = estimateTokens(promptHeader(especialista));
  const chosen: SecaoTexto[] = [];
  for (const secao of byRelevance) {
    const cost = estimateTokens(`\n\n${sectionBlock(secao)}`);
    if (used + cost > budget) continue;
    chosen.push(secao);
    used += cost;
  }
  const prompt = buildSystemPrompt(especialista, chosen);
  return {
    prompt,
    usadas: orderedSections(chosen).map((secao) => secao.tipo),
    tokens: estimateTokens(prompt),
    selecionado: true,
  };
}

/** One turn of the conversation as the model sees it. */
export type Turno = { papel: 'contato' | 'especialista'; texto: string };

/**
 * The messages of a call: the system prompt, then the last `historico` turns (oldest first) as
 * user (the contact) and assistant (the specialist, or staff: to the contact it is one voice).
 */
export function buildMessages(systemPrompt: string, turnos: readonly Turno[], historico: number): ChatMessage[] {
  const recent = turnos.slice(-historico);
  return [
    { role: 'system', content: systemPrompt },
    ...recent.map((turno): ChatMessage =>
      turno.papel === 'contato' ? { role: 'user', content: turno.texto } : { role: 'assistant', content: turno.texto },
    ),
  ];
}

/** The hand-off tool, offered when the specialist may decide to hand off. */
export const TRANSFERIR_TOOL: ToolDefinition = {
  type: 'function',
  function: {
    name: TOOL_TRANSFERIR,
    description:
      'Transfere a conversa para um atendente humano da equipe. Use quando o contato pedir uma pessoa ou quando você não puder ajudar.',
    parameters: {
      type: 'object',
      properties: { motivo: { type: 'string', description: 'Por que a conversa deve ir para a equipe.' } },
      required: [],
    },
  },
};

/** The catalogue as the "produtos" section lists it (prices already formatted). */
export function catalogueText(itens: readonly { nome: string; categoria: string | null; preco: string }[]): string {
  if (!itens.length) return '';
  const lines = itens.map((item) => `- ${item.nome}${item.categoria ? ` (${item.categoria})` : ''}: ${item.preco}`);
  return `Catálogo atual:\n${lines.join('\n')}`;
}
