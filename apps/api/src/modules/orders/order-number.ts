import { randomInt } from "node:crypto";

/**
 * Order numbers a shopper can read out on the phone and nobody can guess: `CHP-7K4M-Q9XD`.
 * Eight characters from 30 that cannot be mistaken for one another (no 0/O, 1/I/L, U/V): 30^8 is about
 * 6.5 x 10^11 numbers, drawn by the operating system's random source. A clash is caught by the unique
 * index and a new number drawn.
 */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";

/** `draw(n)` is a whole number below n: the operating system's by default, a seeded one for synthetic orders. */
export function newOrderNumber(draw: (below: number) => number = (below) => randomInt(below)): string {
  const pick = () => ALPHABET[draw(ALPHABET.length)];
  const group = () => Array.from({ length: 4 }, pick).join("");
  return `CHP-${group()}-${group()}`;
}

/** What a shopper typed, in the stored form: upper case, no spaces. */
export function normalOrderNumber(typed: string): string {
  return typed.replace(/\s+/g, "").toUpperCase();
}
