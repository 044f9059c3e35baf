-- Search as people type (issue #27, docs/decisions/0026-search-without-accents.md): "patricia"
-- finds "Patrícia", "agua" finds "Água mineral", in every list with a search box.
--
-- unaccent and pg_trgm ship with PostgreSQL (both "trusted": the database's owner may create them)
-- and as PGlite extensions (loaded in api/src/plugins/database/pglite-db.ts).
create extension if not exists unaccent;
create extension if not exists pg_trgm;

-- The one normal form every search compares: lower case, accents removed. unaccent() itself is
-- only "stable" (its dictionary could change), so it cannot back an index; this wrapper names the
-- dictionary explicitly and is declared immutable, the documented way to index unaccented text.
create or replace function busca_normalizada(texto text) returns text
  language sql immutable parallel safe strict
  as $$ select lower(public.unaccent('public.unaccent'::regdictionary, texto)) $$;

-- Trigram indexes on that form answer `busca_normalizada(col) like busca_normalizada('%…%')` for
-- any fragment of three letters or more without reading the whole table (the conversations'
-- search scanned every message of the institution).
create index contatos_busca_nome on contatos using gin (busca_normalizada(nome) gin_trgm_ops);
create index mensagem_busca_texto on mensagem using gin (busca_normalizada(texto) gin_trgm_ops);
create index produto_servico_busca on produto_servico
  using gin (busca_normalizada(nome || ' ' || coalesce(descricao, '')) gin_trgm_ops);
create index usuario_busca on usuario using gin (busca_normalizada(nome || ' ' || coalesce(email, '')) gin_trgm_ops);
create index pedido_busca_cliente on pedido using gin (busca_normalizada(cliente_nome) gin_trgm_ops);
create index lead_busca_observacoes on lead using gin (busca_normalizada(observacoes) gin_trgm_ops);
-- Phone fragments ("98765") are matched as digits, anywhere in the number: trigrams answer those too.
create index contatos_busca_telefone_e164 on contatos using gin (telefone_e164 gin_trgm_ops);
create index contatos_busca_telefone on contatos using gin (telefone gin_trgm_ops);
