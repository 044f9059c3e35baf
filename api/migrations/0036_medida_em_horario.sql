-- The first response counted within the queue's business hours (ADR 0037), kept beside the wall-time
-- one for every measured service (ADR 0039): the reports give both. Filled when the measures are
-- recomputed (MEDIDAS_VERSAO 2 recomputes history).
alter table atendimento_medida add column primeira_resposta_em_horario_ms bigint;
