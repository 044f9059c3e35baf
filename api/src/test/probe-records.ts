import type { ProbeContext } from './probe-context';

/*
 * The records a probed path names (route-probes.ts): the first of each kind that belongs to
 * `ctx.owner`, as the path parameters of its route.
 */

export const produto = async (ctx: ProbeContext) => ({ id: await ctx.firstId('produto_servico', ctx.owner) });
export const pedido = async (ctx: ProbeContext) => ({ id: await ctx.firstId('pedido', ctx.owner) });
export const usuario = async (ctx: ProbeContext) => ({ id: await ctx.firstId('usuario', ctx.owner) });
export const perfil = async (ctx: ProbeContext) => ({ id: await ctx.firstId('perfil', ctx.owner) });
export const chat = async (ctx: ProbeContext) => ({ idChat: await ctx.firstId('chat', ctx.owner) });
export const canal = async (ctx: ProbeContext) => ({ idCanal: await ctx.firstId('canal', ctx.owner) });
/** A scheduled message of the owner's (agenda.seed.ts), and its conversation. */
export const agendada = async (ctx: ProbeContext) => {
  const idAgendada = await ctx.firstId('mensagem_agendada', ctx.owner);
  const idChat = await ctx.firstId(
    'chat',
    ctx.owner,
    `id = (select id_chat from mensagem_agendada where id = ${idAgendada})`,
  );
  return { idChat, idAgendada };
};
/** A message of the owner's, of the contact's or staff's, and its conversation. */
export const mensagemDoOwner = async (ctx: ProbeContext, direcao: 'entrada' | 'saida') => {
  const idMensagem = await ctx.firstId('mensagem', ctx.owner, `direcao = '${direcao}'`);
  const idChat = await ctx.firstId('chat', ctx.owner, `id = (select id_chat from mensagem where id = ${idMensagem})`);
  return { idChat, idMensagem };
};
export const campanha = async (ctx: ProbeContext) => ({
  idCampanha: await ctx.firstId('especialista_campanha', ctx.owner),
});
export const especialista = async (ctx: ProbeContext) => ({
  idEspecialista: await ctx.firstId('especialista', ctx.owner),
});
export const lead = async (ctx: ProbeContext) => ({ idLead: await ctx.firstId('lead', ctx.owner) });
export const etapa = async (ctx: ProbeContext) => ({ idEtapa: await ctx.firstId('funil_etapa', ctx.owner) });
export const contato = async (ctx: ProbeContext) => ({ idContato: await ctx.firstId('contatos', ctx.owner) });
