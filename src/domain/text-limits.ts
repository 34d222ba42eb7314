// The texts that state a length limit: the hint beside a field, and the refusal past it. No Zod: public forms use it.

/** Romanian numerals: 'de' before a count whose last two digits are 00 or 20 to 99 ('100 de caractere'). */
const characters = (n: number) => (n % 100 === 0 || n % 100 >= 20 ? `${n} de caractere` : `${n} caractere`);

/** The hint a form shows under a field with a limit: 'Maximum 100 de caractere.' */
export const maxLengthHint = (max: number) => `Maximum ${characters(max)}.`;

/** The refusal of a text past its limit: 'Numele echipei poate avea cel mult 100 de caractere.' */
export const tooLongMessage = (what: string, max: number) => `${what} poate avea cel mult ${characters(max)}.`;
