import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  ZChangePasswordRequest,
  ZContactMethod,
  ZEmail,
  ZLoginRequest,
  ZNewPassword,
  ZPersonName,
  ZRegisterRequest,
  ZTheme,
  ZUpdateUserRequest,
} from "./auth.ts";

/** [path, message] of every issue, or the parsed value. */
function issues(schema: z.ZodType, value: unknown): [string, string][] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
}

const GOOD = "Abcdefghij1!";
const ALL_PASSWORD_PROBLEMS = [
  "Must have at least 12 characters",
  "Must include lowercase letter",
  "Must include uppercase letter",
  "Must include number",
  "Must include special symbol",
];

describe("ZEmail", () => {
  it("trims and lower-cases", () => {
    expect(ZEmail.parse("  Jane.Doe@Example.COM ")).toBe("jane.doe@example.com");
  });
  it.each([
    ["", "This field is required"],
    ["   ", "This field is required"],
    [undefined, "This field is required"],
    [42, "This field is required"],
    ["jane", "A valid email address is required"],
    ["jane@", "A valid email address is required"],
    ["@example.com", "A valid email address is required"],
    ["jane doe@example.com", "A valid email address is required"],
    [`${"a".repeat(250)}@x.com`, "This field has a maximum length of 255"],
  ])("%j → only %j", (value, message) => {
    expect(issues(ZEmail, value)).toEqual([["", message]]);
  });
});

describe("ZNewPassword", () => {
  it("accepts a strong password unchanged", () => {
    expect(ZNewPassword.parse(` ${GOOD} `)).toBe(` ${GOOD} `);
  });
  it("reports every failing rule", () => {
    expect(issues(ZNewPassword, "").map(([, m]) => m)).toEqual(ALL_PASSWORD_PROBLEMS);
    expect(issues(ZNewPassword, "abc").map(([, m]) => m)).toEqual([
      "Must have at least 12 characters",
      "Must include uppercase letter",
      "Must include number",
      "Must include special symbol",
    ]);
  });
  it("limits the length", () => {
    expect(issues(ZNewPassword, `${GOOD}${"x".repeat(250)}`)).toEqual([
      ["", "This field has a maximum length of 255"],
    ]);
  });
  it("refuses a non-string as required", () => {
    expect(issues(ZNewPassword, undefined)).toEqual([["", "This field is required"]]);
  });
});

describe("ZPersonName", () => {
  it("trims", () => {
    expect(ZPersonName.parse("  Jane Doe ")).toBe("Jane Doe");
  });
  it.each([
    ["", "Name is required"],
    ["   ", "Name is required"],
    [undefined, "This field is required"],
    ["x".repeat(256), "This field has a maximum length of 255"],
  ])("%j → %j", (value, message) => {
    expect(issues(ZPersonName, value)).toEqual([["", message]]);
  });
});

describe("ZRegisterRequest", () => {
  const valid = {
    name: "Jane Doe",
    email: "Jane@Example.com",
    password: GOOD,
    password_confirmation: GOOD,
  };

  it("normalises a valid request", () => {
    expect(ZRegisterRequest.parse(valid)).toEqual({ ...valid, email: "jane@example.com" });
  });

  it("reports every problem on its field at once", () => {
    expect(
      issues(ZRegisterRequest, { name: "", email: "x", password: "a", password_confirmation: "b" }),
    ).toEqual([
      ["name", "Name is required"],
      ["email", "A valid email address is required"],
      ["password", "Must have at least 12 characters"],
      ["password", "Must include uppercase letter"],
      ["password", "Must include number"],
      ["password", "Must include special symbol"],
      ["password_confirmation", "The passwords do not match"],
    ]);
  });

  it("requires the confirmation to match", () => {
    expect(issues(ZRegisterRequest, { ...valid, password_confirmation: `${GOOD}x` })).toEqual([
      ["password_confirmation", "The passwords do not match"],
    ]);
  });

  it("requires every field", () => {
    expect(issues(ZRegisterRequest, {})).toEqual([
      ["name", "This field is required"],
      ["email", "This field is required"],
      ["password", "This field is required"],
      ["password_confirmation", "This field is required"],
    ]);
  });

  it("refuses unknown fields", () => {
    expect(issues(ZRegisterRequest, { ...valid, isAdmin: true })).toEqual([
      ["", 'Unrecognized key: "isAdmin"'],
    ]);
  });
});

describe("ZLoginRequest", () => {
  it("trims and lower-cases the email, keeps the password as typed", () => {
    expect(
      ZLoginRequest.parse({ email: " Jane@Example.com ", password: " pw ", remember: true }),
    ).toEqual({
      email: "jane@example.com",
      password: " pw ",
      remember: true,
    });
  });
  it("does not apply the new-password rules when signing in", () => {
    expect(ZLoginRequest.parse({ email: "a@b.co", password: "x" })).toEqual({
      email: "a@b.co",
      password: "x",
    });
  });
  it.each([
    [
      { email: "", password: "" },
      [
        ["email", "This field is required"],
        ["password", "This field is required"],
      ],
    ],
    [
      {},
      [
        ["email", "This field is required"],
        ["password", "This field is required"],
      ],
    ],
    [
      { email: "a".repeat(256), password: "x".repeat(256) },
      [
        ["email", "This field has a maximum length of 255"],
        ["password", "This field has a maximum length of 255"],
      ],
    ],
    [{ email: "a@b.co", password: "x", remember: "yes" }, [["remember", expect.any(String)]]],
    [{ email: "a@b.co", password: "x", extra: 1 }, [["", 'Unrecognized key: "extra"']]],
  ])("%j → %j", (value, expected) => {
    expect(issues(ZLoginRequest, value)).toEqual(expected);
  });
});

describe("ZTheme and ZContactMethod", () => {
  it.each(["light", "dark", "auto"])("theme %s", (theme) => {
    expect(ZTheme.parse(theme)).toBe(theme);
  });
  it("refuses other themes", () => {
    expect(ZTheme.safeParse("blue").success).toBe(false);
  });
  it.each([1, 2, 3])("contact method %i", (method) => {
    expect(ZContactMethod.parse(method)).toBe(method);
  });
  it.each([0, 4, "1", null])("refuses contact method %j", (method) => {
    expect(ZContactMethod.safeParse(method).success).toBe(false);
  });
});

describe("ZUpdateUserRequest", () => {
  it("accepts a partial update", () => {
    expect(ZUpdateUserRequest.parse({})).toEqual({});
    expect(ZUpdateUserRequest.parse({ theme: "dark" })).toEqual({ theme: "dark" });
    expect(
      ZUpdateUserRequest.parse({
        name: " Jane ",
        phone: " +61 (2) 9876-5432 ",
        preferredContactMethod: 2,
      }),
    ).toEqual({ name: "Jane", phone: "+61 (2) 9876-5432", preferredContactMethod: 2 });
  });
  it("lets the phone be cleared", () => {
    expect(ZUpdateUserRequest.parse({ phone: null })).toEqual({ phone: null });
  });
  it.each([
    [{ name: "" }, "name", "Name is required"],
    [{ theme: "blue" }, "theme", undefined],
    [{ phone: "0412 abc" }, "phone", "Enter a valid phone number"],
    [{ phone: "1".repeat(33) }, "phone", "This field has a maximum length of 32"],
    [{ preferredContactMethod: 9 }, "preferredContactMethod", undefined],
    [{ email: "a@b.co" }, "", 'Unrecognized key: "email"'],
  ])("%j is refused on %s", (value, path, message) => {
    const found = issues(ZUpdateUserRequest, value);
    expect(found).toHaveLength(1);
    expect(found[0]?.[0]).toBe(path);
    if (message) expect(found[0]?.[1]).toBe(message);
  });
});

describe("ZChangePasswordRequest", () => {
  const valid = { current_password: "old", password: GOOD, password_confirmation: GOOD };
  it("accepts a valid change", () => {
    expect(ZChangePasswordRequest.parse(valid)).toEqual(valid);
  });
  it("reports missing current password, weak password and mismatch together", () => {
    expect(
      issues(ZChangePasswordRequest, {
        current_password: "",
        password: "weak",
        password_confirmation: "",
      }),
    ).toEqual([
      ["current_password", "This field is required"],
      ["password", "Must have at least 12 characters"],
      ["password", "Must include uppercase letter"],
      ["password", "Must include number"],
      ["password", "Must include special symbol"],
      ["password_confirmation", "The passwords do not match"],
    ]);
  });
});
