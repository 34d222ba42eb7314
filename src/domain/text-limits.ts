// The texts that state a length limit: the hint beside a field, and the refusal past it. No Zod: public forms use it.

import { count } from './numerals.ts';

/** '100 de caractere', '8 caractere', through the one numerals helper. */
const characters = (n: number) => count(n, ['caracter', 'caractere']);

/** The hint a form shows under a field with a limit: 'Maximum 100 de caractere.' */
export const maxLengthHint = (max: number) => `Maximum ${characters(max)}.`;

/** The refusal of a text past its limit: 'Numele echipei poate avea cel mult 100 de caractere.' */
export const tooLongMessage = (what: string, max: number) => `${what} poate avea cel mult ${characters(max)}.`;
