-- One person, one history (issue #26 "One person, one history", issue #28's merge of duplicates;
-- docs/decisions/0035-uma-pessoa-um-historico.md).

-- WhatsApp may address a person by a LID (`…@lid`, an opaque id that is not a phone) instead of
-- their phone JID. A contact first seen by its LID alone has no phone until WhatsApp tells it.
alter table contatos alter column telefone drop not null;

-- Every other WhatsApp address a contact answers to: its LIDs (digits of `<lid>@lid`) and the
-- phones of contacts merged into it (national digits, as `contatos.telefone`). Unique per
-- institution, so an address always resolves to one contact.
create table contato_endereco (
  id bigint generated always as identity primary key,
  id_instituicao integer not null,
  id_contato integer not null,
  tipo text not null check (tipo in ('lid', 'telefone')),
  valor text not null check ((tipo = 'lid' and valor ~ '^[0-9]{1,24}$') or (tipo = 'telefone' and valor ~ '^[0-9]{10,11}$')),
  criado_em timestamptz not null default now(),
  unique (id_instituicao, tipo, valor),
  foreign key (id_contato, id_instituicao) references contatos (id, id_instituicao) on delete cascade
);
create index contato_endereco_contato_idx on contato_endereco (id_contato, tipo);

-- A merge moves the consent history of the contact that goes to the one that stays. The history
-- is never rewritten (0025): an update is allowed only when it changes nothing but the owner, and
-- only inside a merge (the transaction-local setting `colabora.mesclando_contatos`).
create or replace function contato_consentimento_imutavel() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' and not exists (select 1 from contatos where id = old.id_contato) then
    return old;
  end if;
  if tg_op = 'UPDATE' and current_setting('colabora.mesclando_contatos', true) = 'sim'
     and new.id = old.id and new.id_instituicao = old.id_instituicao and new.marketing = old.marketing
     and new.origem = old.origem and new.id_usuario is not distinct from old.id_usuario
     and new.nota is not distinct from old.nota and new.em = old.em then
    return new;
  end if;
  raise exception 'o histórico de consentimento não é alterado nem apagado' using errcode = 'check_violation';
end $$;

-- The separators of a conversation's history: 'mesclada' marks where another conversation of
-- the same person was joined to this one (`detalhe`: whose), beside 'resolvida' and 'reaberta'.
alter table conversa_evento drop constraint conversa_evento_tipo_check;
alter table conversa_evento add constraint conversa_evento_tipo_check check (tipo in
  ('aberta', 'reaberta', 'atribuida', 'transferida', 'primeira_resposta', 'resolvida', 'ia_transferiu', 'mesclada'));
alter table conversa_evento add column detalhe text check (detalhe is null or length(detalhe) <= 200);
