const integer = new Intl.NumberFormat('pt-BR');

/** 1.234 */
export const formatInteger = (value: number) => integer.format(value);
