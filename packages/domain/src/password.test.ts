import { describe, expect, it } from "vitest";
import { PASSWORD_MIN_LENGTH, passwordProblems, passwordRules } from "./password.ts";

const LENGTH = "Must have at least 12 characters";
const LOWER = "Must include lowercase letter";
const UPPER = "Must include uppercase letter";
const NUMBER = "Must include number";
const SYMBOL = "Must include special symbol";

describe("passwordRules", () => {
  it("are the spec's five rules, in its order and wording", () => {
    expect(passwordRules.map((rule) => rule.message)).toEqual([
      LENGTH,
      LOWER,
      UPPER,
      NUMBER,
      SYMBOL,
    ]);
    expect(PASSWORD_MIN_LENGTH).toBe(12);
  });
});

describe("passwordProblems", () => {
  it.each([
    "Abcdefghij1!",
    "Correct-Horse-Battery-9",
    "P@ssw0rd1234",
    "12345678aB c", // a space is a symbol
    "ÉTÉ-été-2026x", // letters of any script
    "Пароль-2026-ok",
  ])("accepts %j", (password) => {
    expect(passwordProblems(password)).toEqual([]);
  });

  it.each([
    // each rule alone
    ["Abcdefghi1!", [LENGTH]],
    ["ABCDEFGHIJ1!", [LOWER]],
    ["abcdefghij1!", [UPPER]],
    ["Abcdefghijk!", [NUMBER]],
    ["Abcdefghijk1", [SYMBOL]],
    // several at once, always in the spec's order
    ["", [LENGTH, LOWER, UPPER, NUMBER, SYMBOL]],
    ["a", [LENGTH, UPPER, NUMBER, SYMBOL]],
    ["A", [LENGTH, LOWER, NUMBER, SYMBOL]],
    ["1", [LENGTH, LOWER, UPPER, SYMBOL]],
    ["!", [LENGTH, LOWER, UPPER, NUMBER]],
    ["abcdefghijkl", [UPPER, NUMBER, SYMBOL]],
    ["123456789012", [LOWER, UPPER, SYMBOL]],
    ["!!!!!!!!!!!!", [LOWER, UPPER, NUMBER]],
    ["Aa1!", [LENGTH]],
    ["            ", [LOWER, UPPER, NUMBER]],
    // accented capitals are letters, not symbols
    ["ÉÉÉÉÉÉÉÉÉÉa1", [SYMBOL]],
  ])("%j fails %j", (password, problems) => {
    expect(passwordProblems(password)).toEqual(problems);
  });

  it("counts characters, not UTF-16 units", () => {
    // 11 characters, 12 UTF-16 units: one emoji is a symbol of two units.
    expect(passwordProblems("Abcdefgh1😀x")).toEqual([LENGTH]);
    expect(passwordProblems("Abcdefgh1😀xy")).toEqual([]);
  });

  it("a combining accent is not a symbol", () => {
    expect(passwordProblems("Abcdefghij1e\u0301")).toEqual([SYMBOL]);
  });

  it("accepts exactly 12 characters", () => {
    expect(passwordProblems("Abcdefghi12!")).toEqual([]);
  });
});
