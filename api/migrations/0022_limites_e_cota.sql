-- Rate limits and the storage quota (issue #22, docs/decisions/0018).
--
-- rate_limit: the counters of the heavy and upload routes (api/src/plugins/rate-limit.ts) when no
-- Redis is configured, so every API process on this database shares them. One row per key
-- ('heavy:POST /api/campanhas/previa:usuario:7'), one fixed window each: the first request of a
-- window sets expira_em, later ones count up until it passes. Unlogged on a server: counters are
-- worth nothing after a crash and need no WAL; rows past their window are deleted now and then.
create unlogged table rate_limit (
  chave text primary key check (length(chave) <= 200),
  contagem integer not null check (contagem >= 1),
  expira_em timestamptz not null
);

-- The quota adds up the bytes an institution keeps (api/src/modules/armazenamento/storage-quota.ts)
-- before each upload: both indexes answer that sum without reading the files.
create index mensagem_midia_instituicao on mensagem_midia (id_instituicao) include (tamanho);
create index campanha_midia_instituicao on campanha_midia (id_instituicao) include (tamanho);
